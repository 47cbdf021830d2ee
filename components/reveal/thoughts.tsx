"use client";

/**
 * An assistant turn's thinking, under a 'Thoughts' toggle. It starts open when it arrives live, so the reader can
 * watch it stream, and closed in history, where the outcome matters more than the reasoning.
 */
import { useId, useState } from "react";
import { ChevronDownIcon } from "@/components/ui/icons";
import type { RevealPartView } from "@/lib/client/reveal/streaming-reveal";
import { RevealedText } from "./revealed-text";

export function Thoughts({ text, view, defaultOpen }: { text: string; view: RevealPartView | undefined; defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-7 items-center gap-1 rounded-md pr-2 text-xs font-medium text-neutral-500 hover:text-neutral-800 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <ChevronDownIcon className={`size-3.5 transition ${open ? "" : "-rotate-90"}`} />
        Thoughts
      </button>
      <div id={bodyId} hidden={!open} className="mt-1 border-l-2 border-surface-line pl-3 text-[13px] leading-5 break-words whitespace-pre-wrap text-neutral-500">
        <RevealedText text={text} view={view} />
      </div>
    </div>
  );
}
