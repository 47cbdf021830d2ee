"use client";

/**
 * A report result in the Process view while it streams (spec §9: the final report flows 30 characters at a time).
 * Finished paragraphs render as Markdown; the paragraph still arriving shows as fading plain text. Parsing happens
 * once per paragraph rather than on every 10 ms tick, and half-typed syntax never flickers through the renderer.
 */
import { memo } from "react";
import { LazyMarkdown } from "@/components/markdown/lazy-markdown";
import { RevealedText } from "@/components/reveal/revealed-text";
import type { RevealPartView } from "@/lib/client/reveal/streaming-reveal";

const MemoMarkdown = memo(LazyMarkdown);

export function StreamedMarkdown({ text, view }: { text: string; view: RevealPartView | undefined }) {
  const shown = view ? Math.min(view.shown, text.length) : text.length;
  if (shown >= text.length) return <MemoMarkdown text={text} />;
  const revealed = text.slice(0, shown);
  // The finished paragraphs render as Markdown; the one still arriving starts after their blank line.
  const paragraphBreak = revealed.lastIndexOf("\n\n");
  const cut = paragraphBreak < 0 ? 0 : paragraphBreak + 2;
  const tail = text.slice(cut);
  const tailView = view && { ...view, text: tail, shown: shown - cut, fadeFrom: Math.max(0, view.fadeFrom - cut) };
  return (
    <>
      {cut > 0 ? <MemoMarkdown text={text.slice(0, cut)} /> : null}
      <div className="text-sm leading-6 break-words whitespace-pre-wrap text-neutral-800">
        <RevealedText text={tail} view={tailView} />
      </div>
    </>
  );
}
