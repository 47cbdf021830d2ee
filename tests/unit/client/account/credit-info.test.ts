import { afterEach, describe, expect, it, vi } from "vitest";
import { currentPlanLevel } from "@/lib/client/account/credit-info";

afterEach(() => {
  vi.unstubAllGlobals();
});

// Spec §4, §6: the GPU question depends on the plan. If this fails, a missing credit backend makes everyone look
// like a paid user, or the page asks the backend for a call it does not serve.
describe("currentPlanLevel", () => {
  it("counts as free, without asking, while GET /user/getUserCreditInfo is not served", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    expect(await currentPlanLevel()).toBe("free");
    expect(fetch).not.toHaveBeenCalled();
  });
});
