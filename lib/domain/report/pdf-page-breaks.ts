/**
 * Where a rendered report is cut into PDF pages (spec §2: A4 pages of 794×1123 px; issue 7: text not cut across
 * pages where avoidable). The report is measured as unbreakable units (each line of text, each formula, image or
 * rule) by their top and bottom in px; a page ends at the lowest position that falls inside no unit. Only a unit
 * taller than a whole page is cut, at the page's full height.
 */
/** An A4 page at 96 dpi, as the spec gives it. */
export const PDF_PAGE_PX = { width: 794, height: 1123 } as const;

export type VerticalSpan = { top: number; bottom: number };

/** Fractional layout makes neighbouring lines touch or overlap by a pixel; that is not a unit spanning both. */
const OVERLAP_TOLERANCE_PX = 1;

/** Units merged where they overlap, sorted top to bottom: every position between two of them is a safe cut. */
export function mergeSpans(units: readonly VerticalSpan[]): VerticalSpan[] {
  const sorted = units.filter((unit) => unit.bottom > unit.top).sort((a, b) => a.top - b.top);
  const merged: VerticalSpan[] = [];
  for (const unit of sorted) {
    const last = merged.at(-1);
    if (last && unit.top < last.bottom - OVERLAP_TOLERANCE_PX) last.bottom = Math.max(last.bottom, unit.bottom);
    else merged.push({ top: unit.top, bottom: unit.bottom });
  }
  return merged;
}

/**
 * The pages as spans of the content: each starts where the previous ended and is at most `pageHeight` tall. A page
 * ends at the bottom of the last unit that fits on it, so the next page opens with the gap before its first line.
 * `totalHeight` is the content's whole height.
 */
export function pageSpans(units: readonly VerticalSpan[], totalHeight: number, pageHeight: number): VerticalSpan[] {
  if (pageHeight <= 0) throw new RangeError("pageHeight must be positive");
  const blocks = mergeSpans(units);
  const pages: VerticalSpan[] = [];
  let top = 0;
  let from = 0;
  while (totalHeight - top > OVERLAP_TOLERANCE_PX || pages.length === 0) {
    const limit = top + pageHeight;
    if (limit >= totalHeight) {
      pages.push({ top, bottom: Math.max(totalHeight, top) });
      break;
    }
    while (from < blocks.length && (blocks[from]?.bottom ?? 0) <= top) from += 1;
    let lastEnd: number | undefined;
    let crossing: VerticalSpan | undefined;
    for (let i = from; i < blocks.length; i += 1) {
      const block = blocks[i];
      if (!block || block.top >= limit) break;
      if (block.bottom > limit) {
        crossing = block;
        break;
      }
      lastEnd = block.bottom;
    }
    // Only a unit taller than a page, or one that fills this page from its top, is cut at the limit.
    const tooTall = crossing !== undefined && crossing.bottom - crossing.top > pageHeight;
    const cut = lastEnd !== undefined && lastEnd > top && !tooTall ? lastEnd : limit;
    pages.push({ top, bottom: cut });
    top = cut;
  }
  return pages;
}
