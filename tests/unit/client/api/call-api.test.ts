import { describe, expect, it, vi } from "vitest";
import { createCallApi, type CallApiDeps } from "@/lib/client/api/call-api";
import { FailedCallError } from "@/lib/client/api/failed-call-error";
import { ContractError } from "@/lib/contract";
import type { ErrorEffects } from "@/lib/client/api/error-policy";

type FetchArgs = [string, RequestInit];

function fakeEffects(): ErrorEffects {
  return {
    closeAllModals: vi.fn(),
    dismissAllToasts: vi.fn(),
    toast: vi.fn(),
    logout: vi.fn(),
    navigate: vi.fn(),
    openDialog: vi.fn(),
  };
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function setup(answer: (url: string, init: RequestInit) => Promise<Response>, deps: Partial<CallApiDeps> = {}) {
  const effects = fakeEffects();
  const fetch = vi.fn<(...args: FetchArgs) => Promise<Response>>(answer);
  const callApi = createCallApi({
    fetch,
    effects,
    isOnline: () => true,
    language: () => "en-GB",
    fingerprint: () => "fp-123",
    now: () => 1_700_000_000_000,
    ...deps,
  });
  const call = (index = 0) => {
    const args = fetch.mock.calls[index];
    if (!args) throw new Error(`fetch call ${index} was not made`);
    return { url: new URL(args[0], "http://app.test"), init: args[1], headers: new Headers(args[1].headers) };
  };
  return { callApi, effects, fetch, call };
}

// Spec §7: the contract's server expects these on every call; without them it cannot tell browsers or languages apart.
describe("callApi: what it sends", () => {
  it("sends a GET to same-origin /api with a timestamp and the three headers", async () => {
    const { callApi, call } = setup(async () => json({ code: 0, result: { taskId: "t1", status: "processing" } }));
    await callApi("task.getTask", { query: { taskId: "t1", after: undefined } });
    const { url, init, headers } = call();
    expect(url.pathname).toBe("/api/task/get_task");
    expect(url.searchParams.get("timestamp")).toBe("1700000000000");
    expect(url.searchParams.get("taskId")).toBe("t1");
    expect(url.searchParams.has("after")).toBe(false);
    expect(init.method).toBe("GET");
    expect(init.credentials).toBe("same-origin");
    expect(init.body).toBeUndefined();
    expect(headers.get("fingerprint")).toBe("fp-123");
    expect(headers.get("accept-language")).toBe("en-GB");
    expect(headers.get("source-platform")).toBe("web");
  });

  it("sends JSON bodies without a timestamp on POST, with the contract's method", async () => {
    const { callApi, call } = setup(async () => json({ code: 0, result: { id: "s1" } }));
    await callApi("chatSession.create", { body: { query: "graphene" } });
    const { url, init, headers } = call();
    expect(init.method).toBe("POST");
    expect(url.searchParams.has("timestamp")).toBe(false);
    expect(headers.get("content-type")).toBe("application/json");
    expect(init.body).toBe(JSON.stringify({ query: "graphene" }));
  });

  it("fills path parameters, encoded so an id cannot add a path segment", async () => {
    const { callApi, call } = setup(async () => json({ code: 0, result: null }));
    await callApi("task.cancel", { params: { id: "a/b c" } });
    const { url, init, headers } = call();
    expect(url.pathname).toBe("/api/task/cancel/a%2Fb%20c");
    expect(init.body).toBeUndefined();
    expect(headers.has("content-type")).toBe(false);
  });

  it("needs no request for a call that takes nothing", async () => {
    const { callApi, call } = setup(async () => json({ code: 0, result: [] }));
    await callApi("chatSession.list");
    expect(call().url.pathname).toBe("/api/chat_session/list");
  });
});

describe("callApi: answers", () => {
  it("returns the result of a code-0 envelope", async () => {
    const { callApi, effects } = setup(async () => json({ code: 0, result: { id: "s1" }, message: "success" }));
    await expect(callApi("chatSession.create", { body: { query: "q" } })).resolves.toEqual({ id: "s1" });
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it("parses the result with the call's result schema", async () => {
    const { callApi } = setup(async () => json({ code: 0, result: { taskId: 7, status: "processing" } }));
    const result = await callApi("task.createTask", {
      body: { agentName: "Deep Search Agent", chatSessionId: "s1", query: "q", queryContent: "q", enableGpu: true, fileIds: [], model_override: null },
    });
    expect(result).toEqual({ taskId: 7, status: "processing" });
  });

  it("rejects a result outside the contract with the generic toast", async () => {
    const { callApi, effects } = setup(async () => json({ code: 0, result: { id: { nested: true } } }));
    await expect(callApi("chatSession.create", { body: { query: "q" } })).rejects.toBeInstanceOf(FailedCallError);
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith("error", "Request error", undefined);
  });

  it("throws the contract's error for an error envelope and applies the policy exactly once", async () => {
    const { callApi, effects } = setup(async () => json({ code: 5016, result: null, msg: "Not enough credit" }));
    const error = await callApi("chatSession.create", { body: { query: "q" } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({ name: "FailedCallError", code: 5016, httpStatus: 200, message: "Not enough credit" });
    expect(effects.openDialog).toHaveBeenCalledExactlyOnceWith("insufficientCredit");
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it("reads the envelope even when it comes with a failing HTTP status", async () => {
    const { callApi, effects } = setup(async () => json({ code: 401, result: null, message: "Please log in first" }, 401));
    await expect(callApi("user.getUserInfo")).rejects.toMatchObject({ code: 401, httpStatus: 401 });
    expect(effects.logout).toHaveBeenCalledExactlyOnceWith("Please log in first");
    expect(effects.closeAllModals).toHaveBeenCalledTimes(1);
  });

  it("applies the HTTP status policy to a non-JSON answer, whose code mirrors the status", async () => {
    const { callApi, effects } = setup(async () => new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(callApi("chatSession.list")).rejects.toMatchObject({ code: 502, httpStatus: 502, message: "Network error" });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith("error", "Network error", undefined);
  });

  it("keeps silent calls quiet but still logs out on 401", async () => {
    const { callApi, effects } = setup(async () => json({ code: 500, result: null, message: "boom" }, 500));
    await expect(callApi("chatSession.list", {}, { silent: true })).rejects.toBeInstanceOf(FailedCallError);
    expect(effects.toast).not.toHaveBeenCalled();

    const { callApi: call401, effects: effects401 } = setup(async () => json({ code: 401, result: null }, 401));
    await expect(call401("chatSession.list", {}, { silent: true })).rejects.toBeInstanceOf(FailedCallError);
    expect(effects401.logout).toHaveBeenCalledTimes(1);
  });
});

describe("callApi: failures before an answer", () => {
  it("rethrows an AbortError untouched and applies no policy (spec §8: canceled requests are ignored)", async () => {
    const controller = new AbortController();
    const { callApi, effects } = setup(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
        }),
    );
    const pending = callApi("task.getTask", { query: { taskId: "t1" } }, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: "AbortError" });
    expect(Object.values(effects).every((effect) => vi.mocked(effect).mock.calls.length === 0)).toBe(true);
  });

  // A page's first effects start several calls at once; each fetch waits for a task of its own (call-api.ts).
  it("sends nothing until its own task, and never sends a call canceled before then", async () => {
    let startTask: () => void = () => {};
    const { callApi, fetch } = setup(async () => json({ code: 0, result: { taskId: "t1", status: "processing" } }), {
      nextTask: () => new Promise((resolve) => (startTask = resolve)),
    });
    const controller = new AbortController();
    const pending = callApi("task.getTask", { query: { taskId: "t1" } }, { signal: controller.signal });
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    controller.abort();
    startTask();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows 'Disconnected from server' when fetch fails while offline", async () => {
    const { callApi, effects } = setup(
      async () => {
        throw new TypeError("Failed to fetch");
      },
      { isOnline: () => false },
    );
    await expect(callApi("chatSession.list")).rejects.toMatchObject({ name: "FailedCallError", httpStatus: 0, message: "Disconnected from server" });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith("error", "Disconnected from server", undefined);
  });

  it("shows the network error toast when fetch fails while online", async () => {
    const { callApi, effects } = setup(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(callApi("chatSession.list")).rejects.toBeInstanceOf(FailedCallError);
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith("error", "Network error", undefined);
  });

  // The schemas come in their own chunk (load-answer-reading.ts); a deploy or a dropped connection can lose it.
  it("fails like a lost request, with the network error toast, when the answer's schemas cannot be loaded", async () => {
    const chunkLost = new Error("Failed to load chunk");
    const { callApi, effects, fetch } = setup(async () => json({ code: 0, result: { list: [] } }), {
      answerReading: () => Promise.reject(chunkLost),
    });
    await expect(callApi("chatSession.list")).rejects.toMatchObject({ name: "FailedCallError", httpStatus: 0, cause: chunkLost });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith("error", "Network error", undefined);
  });
});
