import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLogoutController } from "@/lib/client/account/logout";

// Spec §8/§9: a page's parallel calls all answer 401 when the session ends; the user must be signed out once.
describe("logout debounce", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("turns three 401s within 2 s into one logout, and a later one into a second", () => {
    const handler = vi.fn();
    const controller = createLogoutController({ defaultHandler: handler });

    expect(controller.requestLogout("Session expired")).toBe(true);
    vi.advanceTimersByTime(500);
    expect(controller.requestLogout()).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(controller.requestLogout()).toBe(false);
    expect(handler).toHaveBeenCalledExactlyOnceWith("Session expired");

    vi.advanceTimersByTime(500); // 2 s after the first logout
    expect(controller.requestLogout()).toBe(true);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it("runs the registered handler instead of the default, and restores the default on unregister", () => {
    const fallback = vi.fn();
    const signOut = vi.fn();
    const controller = createLogoutController({ defaultHandler: fallback, debounceMs: 0 });
    const unregister = controller.registerLogoutHandler(signOut);
    controller.requestLogout();
    unregister();
    controller.requestLogout();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it("keeps a failing handler from breaking the caller", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const controller = createLogoutController({
      defaultHandler: () => Promise.reject(new Error("sign-out failed")),
    });
    expect(() => controller.requestLogout()).not.toThrow();
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    error.mockRestore();
  });
});
