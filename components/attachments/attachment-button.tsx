"use client";

/**
 * The paper-clip button of the task input: opens the file picker. Without an agent it stays focusable but
 * inert, with the tooltip 'Please @ an agent before upload files.' (spec §5); while the task is being submitted it
 * is disabled (spec §4).
 */
import * as Tooltip from "@radix-ui/react-tooltip";
import { useRef, type ChangeEvent } from "react";
import type { Attachments } from "@/lib/client/uploads/use-attachments";
import { PaperClipIcon } from "./file-kind-icon";

export type AttachmentButtonProps = { attachments: Pick<Attachments, "add" | "disabled" | "disabledReason"> };

export function AttachmentButton({ attachments }: AttachmentButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { disabled, disabledReason } = attachments;
  // Submitting: a plain disabled button. No agent: aria-disabled, so hovering and focusing still explain why.
  const hardDisabled = disabled && !disabledReason;

  const pick = () => {
    if (!disabled) inputRef.current?.click();
  };
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const list = event.currentTarget.files;
    if (list && list.length > 0) attachments.add(Array.from(list));
    // The same file can be picked again after it was removed.
    event.currentTarget.value = "";
  };

  const button = (
    <button
      type="button"
      aria-label="Attach files"
      aria-disabled={disabled || undefined}
      disabled={hardDisabled}
      onClick={pick}
      className="inline-flex size-9 items-center justify-center rounded-md text-neutral-600 transition-colors hover:bg-surface-muted hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand aria-disabled:cursor-not-allowed aria-disabled:text-neutral-300 aria-disabled:hover:bg-transparent"
    >
      <PaperClipIcon />
    </button>
  );

  return (
    <>
      <input ref={inputRef} type="file" multiple hidden tabIndex={-1} aria-hidden="true" onChange={picked} />
      {disabledReason ? (
        <Tooltip.Provider delayDuration={200}>
          <Tooltip.Root>
            <Tooltip.Trigger asChild>{button}</Tooltip.Trigger>
            <Tooltip.Portal>
              <Tooltip.Content side="top" sideOffset={6} className="z-50 rounded-md bg-neutral-900 px-2.5 py-1.5 text-xs text-white shadow-md">
                {disabledReason}
                <Tooltip.Arrow className="fill-neutral-900" />
              </Tooltip.Content>
            </Tooltip.Portal>
          </Tooltip.Root>
        </Tooltip.Provider>
      ) : (
        button
      )}
    </>
  );
}
