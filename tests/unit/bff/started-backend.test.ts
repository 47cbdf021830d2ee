import { afterEach, describe, expect, it, vi } from "vitest";
import type { BackendRuntime } from "@/lib/backend/runtime";
import { backendStartedOnce, startedBackend } from "@/lib/backend/runtime-handle";
import { backendTarget } from "@/lib/bff/backend-target";

// Importing runtime.ts is what a layer of the app's bundle must not do once the server has started the backend: it
// loads the whole backend's code again. Here the import fails, so any path that takes it fails its test.
vi.mock("@/lib/backend/runtime", () => {
  throw new Error("runtime.ts was imported");
});

const holder = globalThis as { __backendRuntime?: unknown };
afterEach(() => {
  delete holder.__backendRuntime;
});

function fakeRuntime(answer: string): BackendRuntime {
  return { app: { fetch: () => new Response(answer) }, deps: {}, close: async () => undefined } as unknown as BackendRuntime;
}

describe("the process's started backend", () => {
  it("starts once for every caller, and again only after a failed start", async () => {
    const start = vi.fn<() => Promise<BackendRuntime>>().mockRejectedValueOnce(new Error("database down"));
    await expect(backendStartedOnce(start)).rejects.toThrow("database down");
    expect(startedBackend()).toBeUndefined();

    const runtime = fakeRuntime("up");
    start.mockResolvedValue(runtime);
    const [first, second] = await Promise.all([backendStartedOnce(start), backendStartedOnce(start)]);
    expect(first).toBe(runtime);
    expect(second).toBe(runtime);
    expect(start).toHaveBeenCalledTimes(2);
    await expect(startedBackend()).resolves.toBe(runtime);
  });

  it("is what the BFF's embedded target calls, without importing the backend's runtime", async () => {
    await backendStartedOnce(() => Promise.resolve(fakeRuntime("from the started backend")));
    const target = await backendTarget();
    expect(target.kind).toBe("embedded");
    const answer = await target.fetch(new Request("http://embedded.backend/api/health"));
    expect(await answer.text()).toBe("from the started backend");
  });
});
