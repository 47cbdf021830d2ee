/**
 * The numbered step paragraphs of an agent that keeps no todo list (spec §2). They stream as one text; each
 * paragraph shows the slice of the reveal that falls inside it.
 */
import { RevealedText } from "@/components/reveal/revealed-text";
import type { RevealPartView } from "@/lib/client/reveal/streaming-reveal";

/** Paragraphs are joined with one line break when streamed. */
export const STEP_SEPARATOR = "\n";

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

/** Each paragraph with where it starts in the streamed text. */
function paragraphSlices(paragraphs: readonly string[]): { text: string; start: number }[] {
  const slices: { text: string; start: number }[] = [];
  let start = 0;
  for (const text of paragraphs) {
    slices.push({ text, start });
    start += text.length + STEP_SEPARATOR.length;
  }
  return slices;
}

export function TaskStepParagraphs({ paragraphs, view }: { paragraphs: readonly string[]; view: RevealPartView | undefined }) {
  const slices = paragraphSlices(paragraphs);
  return (
    <ol className="flex list-none flex-col gap-1.5 text-[13px] leading-5 text-neutral-700">
      {slices.map(({ text, start: from }) => {
        const shown = view ? clamp(view.shown - from, text.length) : text.length;
        if (shown === 0) return null;
        const paragraphView = view ? { ...view, shown, fadeFrom: clamp(view.fadeFrom - from, shown) } : undefined;
        return (
          <li key={from} className="break-words">
            <RevealedText text={text} view={paragraphView} />
          </li>
        );
      })}
    </ol>
  );
}
