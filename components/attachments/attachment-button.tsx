"use client";

/**
 * The paper-clip button of the task input: opens the file picker. Without an agent it stays focusable but
 * inert, with the tooltip 'Please @ an agent before upload files.' (spec §5); while the task is being submitted it
 * is disabled (spec §4).
 */
import { useRef, type ChangeEvent } from "react";
import { Tooltip } from "@/components/ui/tooltip";
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
      <Tooltip
        content={disabledReason}
        side="top"
        sideOffset={6}
        delayMs={200}
      >
        {button}
      </Tooltip>
    </>
  );
}
