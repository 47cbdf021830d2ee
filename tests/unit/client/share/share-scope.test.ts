import { afterEach, describe, expect, it, vi } from "vitest";
import { createCallApi } from "@/lib/client/api/call-api";
import { currentShareId, setShareScope, withShareScope } from "@/lib/client/api/share-scope";

/**
 * The share scope (issue 21): what a visitor on a public link would notice if it failed is a shared session that
 * will not load (its reads sent without the shareId), or the link's token sent where it does not belong.
 */
function recordingCallApi(result: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ code: 0, result })));
  const effects = { closeAllModals: vi.fn(), dismissAllToasts: vi.fn(), toast: vi.fn(), logout: vi.fn(), navigate: vi.fn(), openDialog: vi.fn() };
  const callApi = createCallApi({ fetch, effects, isOnline: () => true, language: () => "en", fingerprint: () => "fp", now: () => 1 });
  const sentUrl = (index = 0) => new URL(fetch.mock.calls[index]?.[0] ?? "", "http://app.test");
  return { callApi, sentUrl };
}

const messageList = { chatSession: { id: "s1" }, chatSessionMessages: [] };

afterEach(() => setShareScope(undefined));

describe("callApi under a share scope", () => {
  it("adds the shareId to a read whose contract query takes one", async () => {
    setShareScope("tok-1");
    const { callApi, sentUrl } = recordingCallApi(messageList);
    await callApi("chatSession.messageList", { query: { chatSessionId: "s1" } });
    expect(sentUrl().searchParams.get("shareId")).toBe("tok-1");
    expect(sentUrl().searchParams.get("chatSessionId")).toBe("s1");
  });

  it("leaves calls without a shareId in their query alone", async () => {
    setShareScope("tok-1");
    const { callApi, sentUrl } = recordingCallApi([]);
    await callApi("chatSession.list");
    expect(sentUrl().searchParams.has("shareId")).toBe(false);
  });

  it("sends no shareId once the scope is cleared, and keeps one the caller named", async () => {
    const { callApi, sentUrl } = recordingCallApi(messageList);
    await callApi("chatSession.messageList", { query: { chatSessionId: "s1" } });
    expect(sentUrl(0).searchParams.has("shareId")).toBe(false);
    setShareScope("tok-1");
    await callApi("chatSession.messageList", { query: { chatSessionId: "s1", shareId: "mine" } });
    expect(sentUrl(1).searchParams.get("shareId")).toBe("mine");
  });

  it("treats an empty shareId as no scope", () => {
    setShareScope("");
    expect(currentShareId()).toBeUndefined();
  });
});

describe("withShareScope", () => {
  it.each([
    ["/api/file/download?fileKey=a%2Fb.ipynb", "/api/file/download?fileKey=a%2Fb.ipynb&shareId=tok+1%2F"],
    ["/api/file/project_zip", "/api/file/project_zip?shareId=tok+1%2F"],
    ["/api/file/download?fileKey=x#top", "/api/file/download?fileKey=x&shareId=tok+1%2F#top"],
    ["/api/file/download?shareId=other", "/api/file/download?shareId=other"],
    ["https://storage.example.org/signed?sig=1", "https://storage.example.org/signed?sig=1"],
    ["/search-v1/s1", "/search-v1/s1"],
  ])("%s → %s", (url, expected) => {
    setShareScope("tok 1/");
    expect(withShareScope(url)).toBe(expected);
  });

  it("changes nothing without a scope", () => {
    expect(withShareScope("/api/file/download?fileKey=x")).toBe("/api/file/download?fileKey=x");
  });
});
