/**
 * Where a tooltip goes (components/ui/tooltip.tsx): beside its trigger on the preferred side, on the opposite side
 * when the preferred one has no room, slid along that side to stay inside the window, with its arrow still pointing
 * at the trigger's middle. Pure, in viewport pixels, for a fixed-position box.
 */
export type TooltipSide = "top" | "right" | "bottom" | "left";

export type Box = { left: number; top: number; width: number; height: number };
export type Size = { width: number; height: number };

export type TooltipPlacement = {
  side: TooltipSide;
  left: number;
  top: number;
  /** The arrow's centre along the tooltip's edge, from its left (top/bottom) or top (left/right) corner. */
  arrow: number;
};

/** Kept between the tooltip and the window's edges. */
const EDGE_PADDING = 8;
/** The arrow never sits closer to a corner than this, so it stays on the rounded box. */
const ARROW_INSET = 10;

const OPPOSITE: Record<TooltipSide, TooltipSide> = { top: "bottom", bottom: "top", left: "right", right: "left" };

function roomOn(side: TooltipSide, trigger: Box, viewport: Size): number {
  if (side === "top") return trigger.top;
  if (side === "bottom") return viewport.height - (trigger.top + trigger.height);
  if (side === "left") return trigger.left;
  return viewport.width - (trigger.left + trigger.width);
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), Math.max(low, high));
}

export function placeTooltip(trigger: Box, content: Size, viewport: Size, preferred: TooltipSide, offset: number): TooltipPlacement {
  const vertical = preferred === "top" || preferred === "bottom";
  const needed = (vertical ? content.height : content.width) + offset + EDGE_PADDING;
  const opposite = OPPOSITE[preferred];
  const side =
    roomOn(preferred, trigger, viewport) >= needed || roomOn(opposite, trigger, viewport) < needed ? preferred : opposite;

  if (vertical) {
    const centre = trigger.left + trigger.width / 2;
    const left = clamp(centre - content.width / 2, EDGE_PADDING, viewport.width - content.width - EDGE_PADDING);
    const top = side === "top" ? trigger.top - offset - content.height : trigger.top + trigger.height + offset;
    return { side, left, top, arrow: clamp(centre - left, ARROW_INSET, content.width - ARROW_INSET) };
  }
  const centre = trigger.top + trigger.height / 2;
  const top = clamp(centre - content.height / 2, EDGE_PADDING, viewport.height - content.height - EDGE_PADDING);
  const left = side === "left" ? trigger.left - offset - content.width : trigger.left + trigger.width + offset;
  return { side, left, top, arrow: clamp(centre - top, ARROW_INSET, content.height - ARROW_INSET) };
}
