"use client";

/**
 * The GPU task confirmation (spec §2 "Modals", §4, §9): asked before an Auto Experiment run takes a GPU. Every way
 * of closing it other than Confirm (Cancel, Escape, the close button, a 401 closing all modals) answers 0.
 */
import { useCallback } from "react";
import { Button } from "@/components/ui/button";
import type { GpuAnswer } from "@/lib/client/chat-session/gpu-confirm";
import { ModalFrame } from "./modal-frame";

/** Spec §9: what a GPU run usually costs, as the dialog tells it. */
const GPU_RUN_MINUTES = { min: 30, max: 120 } as const;
const GPU_RUN_AVERAGE_CREDITS = 50;

const DESCRIPTION =
  "Auto Experiment will train and test its code on a GPU. " +
  `GPU runs typically take ${GPU_RUN_MINUTES.min}-${GPU_RUN_MINUTES.max} minutes and average about ${GPU_RUN_AVERAGE_CREDITS} credits.`;

export type GpuConfirmDialogProps = {
  open: boolean;
  onAnswer: (answer: GpuAnswer) => void;
};

export function GpuConfirmDialog({ open, onAnswer }: GpuConfirmDialogProps) {
  // Stable, so ModalFrame's closeAllDialogs subscription is not renewed on every render.
  const onOpenChange = useCallback(
    (next: boolean) => {
      if (!next) onAnswer(0);
    },
    [onAnswer],
  );
  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Run this experiment on a GPU?"
      description={DESCRIPTION}
      widthClass="max-w-[440px]"
    >
      {/* Cancel comes first, so it is what a stray Enter from the input lands on. */}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={() => onAnswer(0)} className="min-w-24">
          Cancel
        </Button>
        <Button onClick={() => onAnswer(1)} className="min-w-24">
          Confirm
        </Button>
      </div>
    </ModalFrame>
  );
}
