import { describe, expect, it } from "vitest";
import { ideaGraphLayout } from "@/components/canvas/idea-tree/idea-graph-layout";

// Spec §2 "left-to-right tree graph": if this fails, the Ideation Flow draws children above or left of their parents.
describe("idea graph layout", () => {
  it("places each generation to the right of the one before, siblings apart", () => {
    const edges = [
      { source: "root", target: "a" },
      { source: "root", target: "b" },
      { source: "a", target: "a1" },
    ];
    const at = ideaGraphLayout(["root", "a", "b", "a1"], edges, { width: 150, height: 40 });
    const x = (id: string) => at.get(id)?.x ?? Number.NaN;
    const y = (id: string) => at.get(id)?.y ?? Number.NaN;
    expect(x("root")).toBeLessThan(x("a"));
    expect(x("a")).toBe(x("b"));
    expect(x("a")).toBeLessThan(x("a1"));
    expect(x("a") - x("root")).toBeGreaterThanOrEqual(150);
    expect(Math.abs(y("a") - y("b"))).toBeGreaterThanOrEqual(40);
  });
});
