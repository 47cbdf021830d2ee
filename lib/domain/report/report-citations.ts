/**
 * Numbered citations in a research report (issue 7): markers like [1], [2, 5] or [3–4] in the text, and a
 * References section the backend writes one entry per line, `[n] Authors (year). Title. URL`. These split text into
 * plain parts and citation numbers, so a renderer can link each number to its entry.
 */

/** A marker group: up to three-digit numbers separated by commas or range dashes. */
const MARKER = /\[(\d{1,3}(?:\s*[,–-]\s*\d{1,3})*)\]/g;

export type CitationPiece = { kind: "text"; text: string } | { kind: "citation"; number: number; text: string };

/**
 * Text cut into plain pieces and citation numbers, brackets and separators kept as text, so the pieces joined
 * give the text back. `[2–4]` links its two ends.
 */
export function citationPieces(text: string): CitationPiece[] {
  const pieces: CitationPiece[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (value === "") return;
    const previous = pieces.at(-1);
    if (previous?.kind === "text") previous.text += value;
    else pieces.push({ kind: "text", text: value });
  };
  for (const match of text.matchAll(MARKER)) {
    const group = match[1] ?? "";
    const start = match.index;
    pushText(text.slice(last, start));
    pushText("[");
    for (const part of group.split(/((?<!\s)\s*[,–-]\s*)/)) {
      if (/^\d+$/.test(part)) pieces.push({ kind: "citation", number: Number(part), text: part });
      else pushText(part);
    }
    pushText("]");
    last = start + match[0].length;
  }
  pushText(text.slice(last));
  return pieces;
}

/** The number of a References entry line (`[3] Authors…`), or undefined for any other line. */
export function referenceEntryNumber(line: string): number | undefined {
  const match = line.match(/^\s*\[(\d{1,3})\]/);
  return match ? Number(match[1]) : undefined;
}

/** Headings under which a report lists its sources. */
export function isReferencesHeading(text: string): boolean {
  return /^\s*(?:references|sources|bibliography|works cited)\s*(?::\s*)?$/i.test(text);
}

/** The in-page anchor of References entry n. */
export const sourceAnchorId = (n: number) => `source-${n}`;
