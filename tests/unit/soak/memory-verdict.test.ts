import { describe, expect, it } from "vitest";
import { memoryVerdict } from "@/scripts/soak/memory";

/** The soak's memory rule: per-period floors, warm-up dropped, last third's median against the first third's. */
describe("memoryVerdict", () => {
  it("passes a flat run whose warm-up was high and whose readings are noisy", () => {
    const verdict = memoryVerdict([400, 180, 200, 175, 190, 185, 182, 199, 178, 186, 181, 190]);
    expect(verdict.flat).toBe(true);
    expect(verdict.warmedUp).toHaveLength(10);
  });

  it("fails a run whose floor keeps climbing", () => {
    const verdict = memoryVerdict([150, 160, 170, 180, 190, 200, 210, 220, 230, 240, 250, 260]);
    expect(verdict.flat).toBe(false);
    expect(verdict.growth).toBeGreaterThan(0.15);
  });

  it("fails a run too short to show a trend", () => {
    expect(memoryVerdict([180, 181]).flat).toBe(false);
  });
});
