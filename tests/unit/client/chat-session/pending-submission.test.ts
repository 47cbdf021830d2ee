import { describe, expect, it, vi } from "vitest";
import { createPendingSubmission, PENDING_QUERY_STORAGE_KEY } from "@/lib/client/chat-session/pending-submission";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

// Spec §4: a visitor's query opens the login dialog and is submitted automatically, once, after signing in.
describe("pending submission", () => {
  function setup() {
    const storage = memoryStorage();
    const openLogin = vi.fn();
    const pending = createPendingSubmission({ storage: () => storage, now: () => 1_000, openLogin });
    return { storage, openLogin, pending };
  }

  it("keeps the query and opens the login dialog", () => {
    const { storage, openLogin, pending } = setup();
    pending.keepUntilSignedIn({ query: "find papers on protein folding" });
    expect(openLogin).toHaveBeenCalledOnce();
    expect(storage.items.has(PENDING_QUERY_STORAGE_KEY)).toBe(true);
    expect(pending.peek()).toEqual({ query: "find papers on protein folding" });
  });

  it("submits once when the session arrives after the page registered its handler", () => {
    const { pending } = setup();
    const submit = vi.fn();
    pending.registerSubmitHandler(submit);
    pending.setSignedIn(false);
    pending.keepUntilSignedIn({ query: "q1" });
    expect(submit).not.toHaveBeenCalled();

    pending.setSignedIn(true);
    pending.setSignedIn(true);
    expect(submit).toHaveBeenCalledExactlyOnceWith({ query: "q1" });
  });

  it("submits when the handler registers after sign-in (the OAuth return reloads the page)", () => {
    const { pending } = setup();
    pending.keepUntilSignedIn({ query: "q2" });
    pending.setSignedIn(true);
    const submit = vi.fn();
    const unregister = pending.registerSubmitHandler(submit);
    expect(submit).toHaveBeenCalledExactlyOnceWith({ query: "q2" });
    unregister();
  });

  it("does nothing without a stored query, or after the handler unregistered", () => {
    const { pending } = setup();
    const submit = vi.fn();
    const unregister = pending.registerSubmitHandler(submit);
    pending.setSignedIn(true);
    unregister();
    pending.keepUntilSignedIn({ query: "q3" });
    pending.setSignedIn(true);
    expect(submit).not.toHaveBeenCalled();
  });

  it("survives a handler that throws, and reports it", () => {
    const { pending } = setup();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    pending.keepUntilSignedIn({ query: "q4" });
    pending.registerSubmitHandler(() => {
      throw new Error("boom");
    });
    expect(() => pending.setSignedIn(true)).not.toThrow();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
