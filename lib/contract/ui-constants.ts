/**
 * Layout, scrolling and streaming numbers (spec §2, §9). They are contract-level because the e2e tests assert
 * them and several components must agree on them.
 */
export const SIDEBAR_WIDTH = { expanded: 256, collapsed: 80 } as const;
/** The layout scales above the first and below the second window width. */
export const LAYOUT_SCALE_BREAKPOINTS = { above: 2500, below: 1530 } as const;

export const INTRO_SCROLL_THRESHOLD_PX = 200;
export const SCROLL_THROTTLE_MS = 300;
export const SCROLL_FOLLOW = {
  chatMarginPx: 200,
  canvasBottomTolerancePx: { strict: 2, loose: 10 },
  experimentNearBottomPx: 6,
  experimentFollowCheckMs: 1000,
} as const;

export const STREAM_REVEAL = {
  tickMs: 10,
  thinkingTickMs: 10,
  thinkingCharsPerTick: 6,
  defaultCharsPerStep: 2,
  defaultStepMs: 50,
  defaultRefreshMs: 200,
  fadeTailChars: 20,
  nextChunkDelayMs: 800,
  finalReportCharsPerStep: 30,
  chatStepStreamSpeed: 10,
  /** The last message starts revealing this many characters before its end, so a reload doesn't replay it all. */
  lastMessageRewindChars: 500,
} as const;

export const CODE_FOLD_LINES = 9;
export const EXPERIMENT_CODE_FOLD_PX = 280;
export const COLLAPSE_COVER_HEIGHT_PX = 152;
export const TEXTAREA_EXPAND_LINES = 10;
export const TERMINAL_TAB_ID_CHARS = 6;
export const TERMINAL_TAB_ARROWS_FROM = 9;
export const SHARE_MODAL_WIDTH = 416;
export const PDF_PAGE_PX = { width: 794, height: 1123 } as const;

export const IDEA_HOVER_DELAY_MS = 200;
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

export const CHAT_COLUMN = {
  minWidth: 300,
  defaultWidths: [
    { maxWindow: 1920, width: 390 },
    { maxWindow: 2560, width: 480 },
  ],
  defaultWidthLarge: 650,
  maxWidths: [{ maxWindow: 1600, width: 500 }],
  maxWidthLarge: 700,
} as const;

export function chatColumnDefaultWidth(windowWidth: number): number {
  return CHAT_COLUMN.defaultWidths.find((w) => windowWidth <= w.maxWindow)?.width ?? CHAT_COLUMN.defaultWidthLarge;
}

export function chatColumnMaxWidth(windowWidth: number): number {
  return CHAT_COLUMN.maxWidths.find((w) => windowWidth <= w.maxWindow)?.width ?? CHAT_COLUMN.maxWidthLarge;
}
