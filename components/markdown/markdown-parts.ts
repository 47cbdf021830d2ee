/**
 * A long report cut into parts at its top-level headings (`#` and `##`), so each part is rendered by a component of
 * its own: React can then pause between parts instead of blocking the page for the whole report (KaTeX and the
 * sanitizer over a long report took over a second of main thread on a throttled phone: issue 22), and while a
 * report flows in only its last part renders again. The parts joined with "\n" are the text again.
 *
 * A part is rendered alone, so the text is cut only where nothing can reach across the cut: never inside fenced
 * code or `$$` math, and not at all when the text has link or footnote definitions (used anywhere, defined
 * anywhere), a line opening raw HTML (a block that can run past a heading) or a setext References heading (whose
 * section the cut could not find). Citations do reach across: `referencesPart` names the part that holds the
 * report's last References heading, whose entries the other parts link to (remark-citations.ts).
 */
import { isReferencesHeading } from "@/lib/domain/report/report-citations";

export type MarkdownParts = { parts: string[]; referencesPart?: number };

const SPLIT_HEADING = /^ {0,3}#{1,2}(?:[ \t]|$)/;
const ATX_OPENER = /^ {0,3}#{1,6}(?=[ \t]|$)/;
const FENCE_OPENER = /^ {0,3}(`{3,}(?=[^`]*$)|~{3,}|\${2,}(?=[^$]*$))/;
/** Link and footnote definitions; a line opening with `<` (an HTML block, which can swallow the lines after it). */
const UNSPLITTABLE = [/^ {0,3}\[[^\]\n]+\]:/m, /^ {0,3}</m];
const SETEXT_UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;

/** Whether `line` closes a fence opened by `opener` (same character, at least as long, nothing after it). */
function closesFence(line: string, opener: string): boolean {
  const trimmed = line.trim();
  const mark = opener.charAt(0);
  return line.search(/\S/) <= 3 && trimmed.length >= opener.length && [...trimmed].every((character) => character === mark);
}

/** An ATX heading's text without its marks (`## References ##` → `References`), or undefined for any other line. */
function atxHeadingText(line: string): string | undefined {
  const opener = line.match(ATX_OPENER)?.[0];
  return opener === undefined ? undefined : line.slice(opener.length).trim().replace(/(?:^|[ \t])#+$/, "");
}

function hasSetextReferencesHeading(lines: readonly string[]): boolean {
  return lines.some((line, index) => index > 0 && SETEXT_UNDERLINE.test(line) && isReferencesHeading(lines[index - 1] ?? ""));
}

export function markdownParts(text: string): MarkdownParts {
  const lines = text.split("\n");
  if (UNSPLITTABLE.some((rule) => rule.test(text)) || hasSetextReferencesHeading(lines)) return { parts: [text] };
  const parts: string[] = [];
  let referencesPart: number | undefined;
  let start = 0;
  let fence: string | undefined;
  lines.forEach((line, index) => {
    if (fence !== undefined) {
      if (closesFence(line, fence)) fence = undefined;
      return;
    }
    const opener = line.match(FENCE_OPENER)?.[1];
    if (opener) {
      fence = opener;
      return;
    }
    if (index > start && SPLIT_HEADING.test(line)) {
      parts.push(lines.slice(start, index).join("\n"));
      start = index;
    }
    const heading = atxHeadingText(line);
    if (heading !== undefined && isReferencesHeading(heading)) referencesPart = parts.length;
  });
  parts.push(lines.slice(start).join("\n"));
  return { parts, referencesPart };
}
