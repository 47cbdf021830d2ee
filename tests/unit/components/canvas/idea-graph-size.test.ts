import { describe, expect, it } from "vitest";
import { graphNodeSize, graphZoomLimits } from "@/components/canvas/idea-tree/idea-graph-size";

// Spec §9: if these fail, the idea graph's nodes are too small to read on a wide screen or it zooms past its range.
describe("idea graph size", () => {
  it.each([
    [1280, 1.1, 2, 150],
    [1600, 1.2, 2, 150],
    [1920, 1.3, 2, 150],
    [2560, 0.8, 1, 375],
    [3840, 0.8, 1, 375],
  ])("window %i: zoom %f..%f, node width %i", (w, minZoom, maxZoom, node) => {
    expect(graphZoomLimits(w)).toEqual({ minZoom, maxZoom });
    expect(graphNodeSize(w).width).toBe(node);
  });
});
