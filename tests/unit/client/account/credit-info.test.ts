import { afterEach, describe, expect, it, vi } from "vitest";
import { currentPlanLevel } from "@/lib/client/account/credit-info";

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

// Spec §4, §6: the GPU question before an Auto Experiment send depends on the plan. If this fails, paid users are
// never asked, or a failed credit call makes everyone look like a paid user.
describe("currentPlanLevel", () => {
  it("asks GET /user/getUserCreditInfo and answers its level", async () => {
    const fetch = vi.fn(async () =>
      answer({ code: 0, result: { userLevel: "pro", totalCredit: 500, usedCredit: 10, remainingCredit: 490 } }),
    );
    vi.stubGlobal("fetch", fetch);
    expect(await currentPlanLevel()).toBe("pro");
    expect(String(fetch.mock.calls[0]?.at(0))).toContain("/api/user/getUserCreditInfo");
  });

  it("counts as free when the call fails", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => answer({ code: 500, msg: "down" }, 500)));
    expect(await currentPlanLevel()).toBe("free");
  });
});
