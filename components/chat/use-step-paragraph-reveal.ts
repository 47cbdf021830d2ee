"use client";

/**
 * Streams a task message's numbered step paragraphs (spec §2: at speed 10, i.e. 10 characters a step instead of
 * the default 2). A task already over when first loaded shows them at once; a running one picks up 500 characters
 * before the end instead of replaying steps the user saw before a reload.
 */
import { useEffect, useLayoutEffect, useState } from "react";
import { useStreamingReveal } from "@/components/reveal/use-streaming-reveal";
import { createStreamingReveal, type RevealPartView } from "@/lib/client/reveal/streaming-reveal";
import { defaultRevealTimings, STREAM_REVEAL } from "@/lib/client/reveal/streaming-reveal-rules";

const STEPS_ID = "steps";
const stepTimings = { ...defaultRevealTimings, defaultCharsPerStep: STREAM_REVEAL.chatStepStreamSpeed };

export function useStepParagraphReveal(
  text: string,
  { loaded, over, finishedOnLoad }: { loaded: boolean; over: boolean; finishedOnLoad: boolean },
): { view: RevealPartView | undefined; streaming: boolean } {
  const [reveal] = useState(() => createStreamingReveal({ timings: stepTimings }));
  const snapshot = useStreamingReveal(reveal);

  // Before paint, so new text never flashes in full before the engine hides what it has not revealed yet.
  useLayoutEffect(() => {
    if (!loaded || text === "") return;
    reveal.upsert({ id: STEPS_ID, parts: [{ kind: "content", text }], complete: over }, finishedOnLoad ? "instant" : "rewind");
  }, [text, loaded, over, finishedOnLoad, reveal]);
  // Unmounted, nobody reads the reveal: its 10 ms tick would otherwise run on until all the text had been paced out.
  useEffect(() => () => reveal.reset(), [reveal]);

  const view = snapshot.get(STEPS_ID);
  return { view: view?.parts[0], streaming: view !== undefined && !view.done };
}
