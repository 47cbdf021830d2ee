import { describe, expect, it } from "vitest";
import { mergeSpans, pageSpans, type VerticalSpan } from "@/lib/domain/report/pdf-page-breaks";

// Spec §2 PDF export, issue 7: if these fail, a line of the report is cut in half across two PDF pages, a page
// is left blank, or part of the report is missing from the PDF.
const lines = (count: number, lineHeight: number, gap: number, from = 0): VerticalSpan[] =>
  Array.from({ length: count }, (_, i) => ({ top: from + i * (lineHeight + gap), bottom: from + i * (lineHeight + gap) + lineHeight }));

function expectCovers(pages: VerticalSpan[], total: number, pageHeight: number) {
  expect(pages[0]?.top).toBe(0);
  expect(pages.at(-1)?.bottom).toBe(total);
  pages.forEach((page, i) => {
    expect(page.bottom - page.top).toBeLessThanOrEqual(pageHeight);
    expect(page.bottom).toBeGreaterThan(page.top);
    if (i > 0) expect(page.top).toBe(pages[i - 1]?.bottom);
  });
}

describe("PDF page breaks", () => {
  it("fits a short report on one page", () => {
    expect(pageSpans(lines(3, 18, 6), 80, 1011)).toEqual([{ top: 0, bottom: 80 }]);
  });

  it("never cuts through a line when lines have gaps between them", () => {
    const units = lines(200, 18, 6);
    const total = 200 * 24;
    const pages = pageSpans(units, total, 1011);
    expectCovers(pages, total, 1011);
    for (const page of pages.slice(0, -1)) {
      expect(units.some((line) => line.top < page.bottom && page.bottom < line.bottom)).toBe(false);
      // Each later page opens with the gap before its first line, not with the line itself.
      expect(units.some((line) => line.top === page.bottom)).toBe(false);
    }
    expect(pages).toHaveLength(Math.ceil(total / (Math.floor(1011 / 24) * 24)));
  });

  it("moves a formula that does not fit to the next page instead of cutting it", () => {
    const units = [...lines(40, 18, 6), { top: 980, bottom: 1100 }];
    const pages = pageSpans(units, 1200, 1011);
    // The page ends under the last line that fits; the formula opens the next page.
    expect(pages[0]).toEqual({ top: 0, bottom: 954 });
    expect(pages[1]?.bottom).toBe(1200);
    expectCovers(pages, 1200, 1011);
  });

  it("cuts a unit taller than a page at the page height, leaving no empty page", () => {
    const pages = pageSpans([{ top: 0.5, bottom: 2500 }], 2500, 1000);
    expect(pages).toEqual([
      { top: 0, bottom: 1000 },
      { top: 1000, bottom: 2000 },
      { top: 2000, bottom: 2500 },
    ]);
  });

  it("treats lines touching by a pixel as separate, overlapping units as one", () => {
    expect(mergeSpans([{ top: 0, bottom: 20 }, { top: 19.5, bottom: 40 }])).toHaveLength(2);
    expect(mergeSpans([{ top: 0, bottom: 20 }, { top: 10, bottom: 40 }, { top: 50, bottom: 60 }])).toEqual([
      { top: 0, bottom: 40 },
      { top: 50, bottom: 60 },
    ]);
  });

  it("gives one page for empty content and refuses a zero page height", () => {
    expect(pageSpans([], 0, 1000)).toEqual([{ top: 0, bottom: 0 }]);
    expect(() => pageSpans([], 10, 0)).toThrow(RangeError);
  });
});
