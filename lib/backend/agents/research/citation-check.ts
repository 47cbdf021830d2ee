import "server-only";

/**
 * The citation check a research report passes before it is final (issue "Deep Survey and Method Design" §2):
 * every numbered marker must name a source the run fetched, and the sentence it is attached to must be supported by
 * that source's abstract or text. Unsupported markers are removed; a sentence left without any supported marker is a
 * dropped claim. Markers are then renumbered in order of first use, so the References section (generated from stored
 * metadata, never by the model) lists exactly the cited sources. Pure: unit-tested on its own.
 */
export type CheckableSource = { number: number; text: string };

export type CitationCheck = {
  /** The report with verified, renumbered markers and without any references section the model wrote. */
  report: string;
  /** Run-local source numbers in their new citation order: cited[0] is the new [1]. */
  cited: number[];
  checked: number;
  /** Markers naming a source the run never fetched. */
  unknown: number;
  /** Markers whose sentence the source does not support. */
  unsupported: number;
  /** Sentences removed because none of their markers held. */
  droppedClaims: number;
};

const MARKER_GROUP = /\s?\[(\d+(?:\s*[,–-]\s*\d+)*)\]/g;
const MODEL_REFERENCES = /\n#{1,6}\s*(references|bibliography|sources|works cited)[^\S\n]*\n[\s\S]*$/i;
const STOPWORDS = new Set(
  "about above after again against also among and another are based because been before being between both but can could does doing during each from further have having here into itself just more most much must other over same should since some such than that their them then there these they this those through under until very were what when where which while with within would your using used show shows shown paper papers study work approach method methods results propose proposed".split(
    " ",
  ),
);

function contentWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z][a-z0-9-]{3,}/g) ?? [];
  return new Set(words.filter((word) => !STOPWORDS.has(word)).map(stem));
}

/** A light stem so "transformers" meets "transformer" and "evaluated" meets "evaluation". */
function stem(word: string): string {
  return word.replace(/(ations?|ing|ed|es|s)$/, "");
}

/**
 * Support: enough of the claim's content words appear in the source. Lexical, deliberately: it catches a marker
 * pinned on a sentence about something else (the common failure), not subtle misreadings.
 */
export function supports(claim: string, sourceText: string): boolean {
  const claimWords = contentWords(claim.replace(MARKER_GROUP, " "));
  if (claimWords.size === 0) return true;
  const sourceWords = contentWords(sourceText);
  let shared = 0;
  for (const word of claimWords) if (sourceWords.has(word)) shared += 1;
  return shared >= Math.min(2, claimWords.size) && shared / claimWords.size >= 0.15;
}

function expandGroup(group: string): number[] {
  return group.split(",").flatMap((part) => {
    const [from, to] = part.split(/[–-]/).map((n) => Number(n.trim()));
    if (from === undefined || Number.isNaN(from)) return [];
    if (to === undefined || Number.isNaN(to) || to < from || to - from > 20) return [from];
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}

/** Sentences of a paragraph; a marker after the full stop still belongs to the sentence before it. */
function sentences(paragraph: string): string[] {
  // Linear although the linter cannot tell: every character either extends the run or ends it, so no start fails.
  // eslint-disable-next-line regexp/no-super-linear-move
  return paragraph.match(/[^.!?]+(?:[.!?]+(?:\s*\[[\d,\s–-]+\])*|$)\s*/g) ?? [paragraph];
}

export function checkCitations(draft: string, sources: readonly CheckableSource[]): CitationCheck {
  const byNumber = new Map(sources.map((source) => [source.number, source]));
  const result: CitationCheck = { report: "", cited: [], checked: 0, unknown: 0, unsupported: 0, droppedClaims: 0 };
  const newNumber = new Map<number, number>();
  const renumber = (n: number) => {
    if (!newNumber.has(n)) {
      result.cited.push(n);
      newNumber.set(n, result.cited.length);
    }
    return newNumber.get(n) as number;
  };

  const body = draft.replace(MODEL_REFERENCES, "\n").trimEnd();
  const checkSentence = (sentence: string): string => {
    const groups = [...sentence.matchAll(MARKER_GROUP)];
    if (groups.length === 0) return sentence;
    let kept = 0;
    const rewritten = sentence.replace(MARKER_GROUP, (_match, group: string) => {
      const held = expandGroup(group).filter((n) => {
        result.checked += 1;
        const source = byNumber.get(n);
        if (!source) {
          result.unknown += 1;
          return false;
        }
        if (!supports(sentence, source.text)) {
          result.unsupported += 1;
          return false;
        }
        return true;
      });
      kept += held.length;
      return held.length === 0 ? "" : ` [${held.map(renumber).join(", ")}]`;
    });
    if (kept > 0) return rewritten;
    result.droppedClaims += 1;
    // Keep the line break that followed the sentence, so paragraphs and lists keep their shape.
    return sentence.slice(sentence.trimEnd().length).includes("\n") ? "\n" : "";
  };
  // Headings, code and table rows carry no claims to check; prose lines are checked sentence by sentence.
  result.report = body
    .split("\n")
    .map((line) => (/^\s*(?:#|```|\|)/.test(line) ? line : sentences(line).map(checkSentence).join("").trimEnd()))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return result;
}
