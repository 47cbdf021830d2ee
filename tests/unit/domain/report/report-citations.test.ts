import { describe, expect, it } from "vitest";
import { citationPieces, isReferencesHeading, referenceEntryNumber } from "@/lib/domain/report/report-citations";

// Issue 7: if these fail, a report's citation markers do not link to their sources, or ordinary brackets do.
describe("citation markers", () => {
  it.each([
    ["Transformers scale [1].", [1]],
    ["Both hold [2, 5] and [3–4].", [2, 5, 3, 4]],
    ["A list [x] and an array a[i] are not citations", []],
    ["A year [2024] or [12345] is no marker", [] as number[]],
  ])("%j cites %j", (text, numbers) => {
    const pieces = citationPieces(text);
    expect(pieces.flatMap((piece) => (piece.kind === "citation" ? [piece.number] : []))).toEqual(numbers);
    expect(pieces.map((piece) => piece.text).join("")).toBe(text);
  });

  it.each([
    ["[1] Vaswani, A. (2017). Attention. https://arxiv.org/abs/1706.03762", 1],
    ["  [12] Someone (2020). Title.", 12],
    ["See [1] above", undefined],
  ])("reference line %j is entry %s", (line, n) => {
    expect(referenceEntryNumber(line)).toBe(n);
  });

  it.each([
    ["References", true],
    ["sources:", true],
    ["Bibliography", true],
    ["Related references work", false],
  ])("heading %j lists sources: %s", (text, yes) => {
    expect(isReferencesHeading(text)).toBe(yes);
  });
});
