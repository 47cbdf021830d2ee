import "server-only";
import type { BackendRuntime } from "./runtime";

/**
 * The process's backend once started, kept on globalThis (so dev reloads reuse one database). Next bundles each layer
 * of the server (instrumentation, route handlers, pages, the proxy) with its own copy of every module it imports: a
 * layer that imported runtime.ts only to reach the started backend loaded the whole backend's code once more (a 1.8 MB
 * chunk, its modules run again). Such a layer reads the backend here, a module that imports nothing of it.
 */
const holder = globalThis as typeof globalThis & { __backendRuntime?: Promise<BackendRuntime> };

export function startedBackend(): Promise<BackendRuntime> | undefined {
  return holder.__backendRuntime;
}

/** The started backend, or `start()`'s, kept unless it fails (the next call then tries again). */
export function backendStartedOnce(start: () => Promise<BackendRuntime>): Promise<BackendRuntime> {
  holder.__backendRuntime ??= start().catch((error: unknown) => {
    holder.__backendRuntime = undefined;
    throw error;
  });
  return holder.__backendRuntime;
}
