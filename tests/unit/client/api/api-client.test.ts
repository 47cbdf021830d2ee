import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, createApiClient, type ApiClientDeps } from "@/lib/client/api/api-client";
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

function setup(answer: (url: string, init: RequestInit) => Promise<Response>, deps: Partial<ApiClientDeps> = {}) {
  const effects = fakeEffects();
  const fetch = vi.fn<(...args: FetchArgs) => Promise<Response>>(answer);
  const apiRequest = createApiClient({
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
  return { apiRequest, effects, fetch, call };
}

// Spec §7: the contract's server expects these on every call; without them it cannot tell browsers or languages apart.
describe("apiRequest: what it sends", () => {
  it("sends a GET to same-origin /api with a timestamp and the three headers", async () => {
    const { apiRequest, call } = setup(async () => json({ code: 0, result: [] }));
    await apiRequest("/chat_session/list", { query: { limit: 20, skip: undefined } });
    const { url, init, headers } = call();
    expect(url.pathname).toBe("/api/chat_session/list");
    expect(url.searchParams.get("timestamp")).toBe("1700000000000");
    expect(url.searchParams.get("limit")).toBe("20");
    expect(url.searchParams.has("skip")).toBe(false);
    expect(init.method).toBe("GET");
    expect(init.credentials).toBe("same-origin");
    expect(init.body).toBeUndefined();
    expect(headers.get("fingerprint")).toBe("fp-123");
    expect(headers.get("accept-language")).toBe("en-GB");
    expect(headers.get("source-platform")).toBe("web");
  });

  it("sends JSON bodies without a timestamp on POST", async () => {
    const { apiRequest, call } = setup(async () => json({ code: 0, result: { id: "s1" } }));
    await apiRequest("/chat_session/create", { method: "POST", body: { query: "graphene" } });
    const { url, init, headers } = call();
    expect(url.searchParams.has("timestamp")).toBe(false);
    expect(headers.get("content-type")).toBe("application/json");
    expect(init.body).toBe(JSON.stringify({ query: "graphene" }));
  });

  it("form-encodes the body when asked", async () => {
    const { apiRequest, call } = setup(async () => json({ code: 0, result: null }));
    await apiRequest("/tagList", { method: "POST", form: true, body: { limit: 30, offset: 0, page: null } });
    const { init, headers } = call();
    expect(headers.get("content-type")).toMatch(/^application\/x-www-form-urlencoded/);
    expect(String(init.body)).toBe("limit=30&offset=0");
  });

  it("keeps a query already in the path", async () => {
    const { apiRequest, call } = setup(async () => json({ code: 0, result: null }));
    await apiRequest("/credit/join?inviteId=abc", { method: "POST" });
    expect(call().url.searchParams.get("inviteId")).toBe("abc");
  });
});

describe("apiRequest: answers", () => {
  it("returns the result of a code-0 envelope", async () => {
    const { apiRequest, effects } = setup(async () => json({ code: 0, result: { id: "s1" }, message: "success" }));
    await expect(apiRequest("/chat_session/create", { method: "POST" })).resolves.toEqual({ id: "s1" });
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it("validates the result with the schema", async () => {
    const schema = z.object({ id: z.string() });
    const { apiRequest } = setup(async () => json({ code: 0, result: { id: "s1", extra: 1 } }));
    const result: { id: string } = await apiRequest("/x", { schema });
    expect(result).toEqual({ id: "s1" });
  });

  it("rejects a result outside the contract with the generic toast", async () => {
    const { apiRequest, effects } = setup(async () => json({ code: 0, result: { id: 7 } }));
    await expect(apiRequest("/x", { schema: z.object({ id: z.string() }) })).rejects.toBeInstanceOf(ApiError);
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith("error", "Request error", undefined);
  });

  it("throws ApiError for an error envelope and applies the policy exactly once", async () => {
    const { apiRequest, effects } = setup(async () => json({ code: 5016, result: null, msg: "Not enough credit" }));
    const error = await apiRequest("/task/create_task", { method: "POST" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 5016, httpStatus: 200, message: "Not enough credit" });
    expect(effects.openDialog).toHaveBeenCalledExactlyOnceWith("insufficientCredit");
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it("reads the envelope even when it comes with a failing HTTP status", async () => {
    const { apiRequest, effects } = setup(async () => json({ code: 401, result: null, message: "Please log in first" }, 401));
    await expect(apiRequest("/user/getUserInfo", { method: "POST" })).rejects.toMatchObject({ code: 401, httpStatus: 401 });
    expect(effects.logout).toHaveBeenCalledExactlyOnceWith("Please log in first");
    expect(effects.closeAllModals).toHaveBeenCalledTimes(1);
  });

  it("applies the HTTP status policy to a non-JSON answer", async () => {
    const { apiRequest, effects } = setup(async () => new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(apiRequest("/x")).rejects.toMatchObject({ code: undefined, httpStatus: 502, message: "Network error" });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith("error", "Network error", undefined);
  });

  it("keeps silent calls quiet but still logs out on 401", async () => {
    const { apiRequest, effects } = setup(async () => json({ code: 500, result: null, message: "boom" }, 500));
    await expect(apiRequest("/x", { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(effects.toast).not.toHaveBeenCalled();

    const { apiRequest: request401, effects: effects401 } = setup(async () => json({ code: 401, result: null }, 401));
    await expect(request401("/x", { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(effects401.logout).toHaveBeenCalledTimes(1);
  });
});

describe("apiRequest: failures before an answer", () => {
  it("rethrows an AbortError untouched and applies no policy (spec §8: canceled requests are ignored)", async () => {
    const controller = new AbortController();
    const { apiRequest, effects } = setup(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
        }),
    );
    const pending = apiRequest("/task/get_task", { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: "AbortError" });
    expect(Object.values(effects).every((effect) => vi.mocked(effect).mock.calls.length === 0)).toBe(true);
  });

  it("shows 'Disconnected from server' when fetch fails while offline", async () => {
    const { apiRequest, effects } = setup(
      async () => {
        throw new TypeError("Failed to fetch");
      },
      { isOnline: () => false },
    );
    await expect(apiRequest("/x")).rejects.toMatchObject({ name: "ApiError", message: "Disconnected from server" });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith("error", "Disconnected from server", undefined);
  });

  it("shows the network error toast when fetch fails while online", async () => {
    const { apiRequest, effects } = setup(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(apiRequest("/x")).rejects.toBeInstanceOf(ApiError);
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith("error", "Network error", undefined);
  });
});
