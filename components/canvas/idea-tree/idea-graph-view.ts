/**
 * Where the Ideation Flow looks. Fitting the whole tree is the wish, but the spec's minimum zooms (1.1 and up on
 * most windows) often cannot fit a grown tree; centring it then cuts off the root, where the reading starts. So a
 * tree wider than the view at the zoom allowed starts at its root (the left edge) and is centred only vertically.
 */
export type Box = { x: number; y: number; width: number; height: number };
export type Viewport = { x: number; y: number; zoom: number };

const PADDING_PX = 24;

/** The box around every node, from the layout's top-left positions and the one node size. */
export function treeBounds(positions: Iterable<{ x: number; y: number }>, node: { width: number; height: number }): Box | undefined {
  const all = [...positions];
  if (all.length === 0) return undefined;
  const x = Math.min(...all.map((p) => p.x));
  const y = Math.min(...all.map((p) => p.y));
  return { x, y, width: Math.max(...all.map((p) => p.x)) + node.width - x, height: Math.max(...all.map((p) => p.y)) + node.height - y };
}

export function treeViewport(tree: Box, view: { width: number; height: number }, zoom: { minZoom: number; maxZoom: number }): Viewport {
  const fitting = Math.min((view.width - 2 * PADDING_PX) / tree.width, (view.height - 2 * PADDING_PX) / tree.height);
  const scale = Math.min(zoom.maxZoom, Math.max(zoom.minZoom, fitting));
  const centre = (extent: number, start: number, length: number) => (extent - length * scale) / 2 - start * scale;
  const fitsAcross = tree.width * scale + 2 * PADDING_PX <= view.width;
  return {
    x: fitsAcross ? centre(view.width, tree.x, tree.width) : PADDING_PX - tree.x * scale,
    y: centre(view.height, tree.y, tree.height),
    zoom: scale,
  };
}
