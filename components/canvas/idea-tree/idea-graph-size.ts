/**
 * The idea tree graph's node size and zoom range by window width (spec §9), for the graph view of the Idea Spark
 * panel. Wide windows (above 1920 px) get large nodes and may zoom out.
 */
export const WIDE_WINDOW_PX = 1920;
export const GRAPH_NODE_SIZE = { normal: { width: 150, height: 40 }, wide: { width: 375, height: 96 } } as const;

export function graphNodeSize(windowWidth: number): { width: number; height: number } {
  return windowWidth > WIDE_WINDOW_PX ? GRAPH_NODE_SIZE.wide : GRAPH_NODE_SIZE.normal;
}

/**
 * The spec gives minimum zooms 1.1, 1.2, 1.3 or 0.8 "depending on window width" without the widths; the
 * breakpoints below are ours: narrow windows zoom in less, wide windows (large nodes) may zoom out.
 */
export const GRAPH_MIN_ZOOM_STEPS = [
  { maxWidth: 1440, minZoom: 1.1 },
  { maxWidth: 1680, minZoom: 1.2 },
  { maxWidth: WIDE_WINDOW_PX, minZoom: 1.3 },
] as const;
export const GRAPH_WIDE_MIN_ZOOM = 0.8;
export const GRAPH_MAX_ZOOM = { normal: 2, wide: 1 } as const;

export function graphZoomLimits(windowWidth: number): { minZoom: number; maxZoom: number } {
  if (windowWidth > WIDE_WINDOW_PX) return { minZoom: GRAPH_WIDE_MIN_ZOOM, maxZoom: GRAPH_MAX_ZOOM.wide };
  const step = GRAPH_MIN_ZOOM_STEPS.find((s) => windowWidth <= s.maxWidth);
  return { minZoom: step?.minZoom ?? 1.3, maxZoom: GRAPH_MAX_ZOOM.normal };
}
