/**
 * When a growing list follows its bottom (spec §4 "Streaming display", §9), as a pure rule for use-scroll-follow.ts.
 * Following stops only when the reader scrolled up past `margin`: growth fires no `scroll`, but the hook's own stick
 * does, a frame later, and on a slow machine the reveal can add more than the margin before that event is read; a
 * move down is never the reader leaving. Once stopped, it starts again within `rejoinMargin` of the bottom.
 */
export type ScrollPosition = Pick<HTMLElement, "scrollHeight" | "scrollTop" | "clientHeight">;

export function isNearBottom(element: ScrollPosition, margin: number): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= margin;
}

export function followsAfterScroll(
  scroll: { following: boolean; movedUp: boolean; position: ScrollPosition },
  margin: number,
  rejoinMargin: number,
): boolean {
  if (scroll.following) return !(scroll.movedUp && !isNearBottom(scroll.position, margin));
  return isNearBottom(scroll.position, rejoinMargin);
}
