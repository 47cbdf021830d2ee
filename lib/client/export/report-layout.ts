/**
 * Measures a rendered report for the PDF export: where its unbreakable units sit (each line of text, each formula,
 * image, rule and table row), in whole px from the top of `root`. A page may end anywhere between them
 * (lib/domain/report/pdf-page-breaks.ts).
 */
import type { VerticalSpan } from "@/lib/domain/report/pdf-page-breaks";

/** Laid out as one piece: a formula's glyphs overlap in odd ways, and an image or table row cut in two reads badly. */
const ATOMIC_SELECTOR = ".katex, img, svg, hr, tr, input";
/** Lines sit about 6 px apart at the report's 14 px / 1.7 type, so this still leaves a gap to cut in. */
const INK_OVERSHOOT_PX = 2;

export function unbreakableUnits(root: HTMLElement): VerticalSpan[] {
  const origin = root.getBoundingClientRect().top;
  const units: VerticalSpan[] = [];
  const add = (rect: DOMRect) => {
    if (rect.height <= 0) return;
    // Outward to whole pixels and a little beyond: html2canvas paints text about a pixel below where the page lays
    // it out, and some descenders reach past the font's descent.
    units.push({ top: Math.floor(rect.top - origin) - INK_OVERSHOOT_PX, bottom: Math.ceil(rect.bottom - origin) + INK_OVERSHOOT_PX });
  };
  for (const element of root.querySelectorAll(ATOMIC_SELECTOR)) {
    // A formula inside a table row or an SVG inside a formula is covered by its outer unit already.
    if (element.parentElement?.closest(ATOMIC_SELECTOR)) continue;
    add(element.getBoundingClientRect());
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || node.parentElement?.closest(ATOMIC_SELECTOR)) continue;
    range.selectNodeContents(node);
    // One rect per line the text wraps onto.
    for (const rect of range.getClientRects()) add(rect);
  }
  return units;
}
