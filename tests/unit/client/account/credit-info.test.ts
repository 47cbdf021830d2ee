import { describe, expect, it, vi } from "vitest";
import { apiRequest } from "@/lib/client/api/api-client";
import { currentPlanLevel } from "@/lib/client/account/credit-info";

vi.mock("@/lib/client/api/api-client", () => ({ apiRequest: vi.fn() }));

// Spec §4, §6: the GPU question depends on the plan. If these fail, a paid user is never asked, or a missing credit
// backend makes everyone look like a paid user.
describe("currentPlanLevel", () => {
  it("is the plan GET /user/getUserCreditInfo answers", async () => {
    vi.mocked(apiRequest).mockResolvedValueOnce({ userLevel: "lab" });
    expect(await currentPlanLevel()).toBe("lab");
    expect(apiRequest).toHaveBeenLastCalledWith("/user/getUserCreditInfo", expect.objectContaining({ silent: true }));
  });

  it("counts as free when the call fails (no credit backend yet)", async () => {
    vi.mocked(apiRequest).mockRejectedValueOnce(new Error("404"));
    expect(await currentPlanLevel()).toBe("free");
  });
});
