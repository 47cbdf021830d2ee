import { describe, expect, it } from "vitest";
import { treeBounds, treeViewport } from "@/components/canvas/idea-tree/idea-graph-view";

const limits = { minZoom: 1.1, maxZoom: 2 };
const view = { width: 800, height: 600 };

describe("treeViewport", () => {
  it("centres a small tree, zoomed in no further than the maximum", () => {
    const viewport = treeViewport({ x: 0, y: 0, width: 150, height: 40 }, view, limits);
    expect(viewport.zoom).toBe(2);
    expect(viewport.x).toBe((800 - 300) / 2);
    expect(viewport.y).toBe((600 - 80) / 2);
  });

  it("starts a tree too wide for the minimum zoom at its root, on the left edge, centred vertically", () => {
    const viewport = treeViewport({ x: 10, y: -100, width: 1500, height: 300 }, view, limits);
    expect(viewport.zoom).toBe(1.1);
    expect(viewport.x).toBeCloseTo(24 - 10 * 1.1);
    expect(viewport.y).toBeCloseTo((600 - 300 * 1.1) / 2 + 100 * 1.1);
  });

  it("fits a tree between the limits and centres it", () => {
    const viewport = treeViewport({ x: 0, y: 0, width: 500, height: 100 }, view, { minZoom: 0.8, maxZoom: 2 });
    expect(viewport.zoom).toBeCloseTo((800 - 48) / 500);
    expect(viewport.x).toBeCloseTo(24);
  });
});

describe("treeBounds", () => {
  it("spans every node, none for an empty tree", () => {
    expect(treeBounds([{ x: 0, y: 50 }, { x: 200, y: 0 }, { x: 200, y: 100 }], { width: 150, height: 40 })).toEqual({ x: 0, y: 0, width: 350, height: 140 });
    expect(treeBounds([], { width: 150, height: 40 })).toBeUndefined();
  });
});
