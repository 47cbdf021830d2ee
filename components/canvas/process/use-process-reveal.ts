"use client";

/**
 * Feeds the Process view's messages to a streaming display engine of its own (spec §4 "Streaming display"): new
 * messages queue and reveal one at a time, thinking, then text, then tool results. What the task had already done
 * when the panel first loaded is not replayed: a finished task shows everything at once, a running one shows all
 * but the last message at once and that one from 500 characters before its end.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useStreamingReveal } from "@/components/reveal/use-streaming-reveal";
import { createStreamingReveal, type RevealSnapshot } from "@/lib/client/reveal/streaming-reveal";
import type { RevealPart, RevealStart } from "@/lib/client/reveal/streaming-reveal-rules";
import type { DisplayMessage } from "@/lib/domain/task/trajectory-display";

/** Parts always in this order, so part 0 is the thinking, part 1 the text and part 2 + i the i-th result. */
export const RESULT_PART_OFFSET = 2;

function revealParts(message: DisplayMessage): RevealPart[] {
  return [
    { kind: "thinking", text: message.thinkContent },
    { kind: "content", text: message.content },
    ...message.resultContent.map((block): RevealPart => ({ kind: "result", text: block.content, finalReport: block.isMarkdown })),
  ];
}

type Sent = { message: DisplayMessage; complete: boolean };

export function useProcessReveal(
  messages: readonly DisplayMessage[],
  { loaded, over, finishedOnLoad }: { loaded: boolean; over: boolean; finishedOnLoad: boolean },
): { snapshot: RevealSnapshot; streaming: boolean } {
  const [reveal] = useState(createStreamingReveal);
  const snapshot = useStreamingReveal(reveal);
  const sent = useRef(new Map<string, Sent>());
  const seeded = useRef(false);

  // Before paint, so new text never flashes in full before the engine hides what it has not revealed yet.
  useLayoutEffect(() => {
    // Before the first poll answers there is nothing to tell history from news.
    if (!loaded) return;
    const firstLoad = !seeded.current;
    seeded.current = true;
    messages.forEach((message, index) => {
      // Once the task is over no tool result is still coming, answered or not.
      const complete = message.isEnd || over;
      const previous = sent.current.get(message.id);
      if (previous?.message === message && previous.complete === complete) return;
      sent.current.set(message.id, { message, complete });
      const last = index === messages.length - 1;
      const start: RevealStart = !firstLoad ? "stream" : finishedOnLoad || over || !last ? "instant" : "rewind";
      reveal.upsert({ id: message.id, parts: revealParts(message), complete }, start);
    });
  }, [messages, loaded, over, finishedOnLoad, reveal]);

  // Unmounted (another tab or panel), nobody reads the reveal: its 10 ms tick would otherwise pace out every queued
  // message unseen. A remount (React's development double mount) seeds it again as a first load.
  useEffect(() => {
    const sentMessages = sent.current;
    return () => {
      reveal.reset();
      sentMessages.clear();
      seeded.current = false;
    };
  }, [reveal]);

  const streaming = [...snapshot.values()].some((view) => !view.done);
  return { snapshot, streaming };
}
