import { describe, expect, it } from "vitest";
import { LAYOUT_SCALE_FLOOR, layoutScale, layoutScaleCss } from "@/components/layout/layout-scale";

describe("layout scale (§2: above 2500 px and below 1530 px)", () => {
  it.each([
    [390, 1],
    [699, 1],
    [700, LAYOUT_SCALE_FLOOR],
    [1100, LAYOUT_SCALE_FLOOR],
    [1280, 1280 / 1530],
    [1529, 1529 / 1530],
    [1530, 1],
    [1920, 1],
    [2500, 1],
    [3000, 3000 / 2500],
    [5120, 5120 / 2500],
  ])("%i px → %f", (width, scale) => {
    expect(layoutScale(width)).toBeCloseTo(scale, 6);
  });

  it("the CSS says the same thing at the same breakpoints", () => {
    const css = layoutScaleCss();
    expect(css).toContain("@media (min-width: 2501px)");
    expect(css).toContain("@media (min-width: 700px) and (max-width: 1529px)");
    expect(css).toContain("max(12.8px, calc(100vw * 16 / 1530))");
    expect(css).toContain("calc(100vw * 16 / 2500)");
  });
});
