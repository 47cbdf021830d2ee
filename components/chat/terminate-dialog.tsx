"use client";

/**
 * The terminate popup (spec §2 "Modals", §4 "Chat flow"): Yes terminates the task of the last message and the
 * popup closes 500 ms later (spec §9).
 */
import { useEffect, useRef, useState } from "react";
import { ModalFrame } from "@/components/modals/modal-frame";
import { Button } from "@/components/ui/button";

const TERMINATE_POPUP_CLOSE_MS = 500;

export type TerminateDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onTerminate: () => Promise<unknown>;
};

export function TerminateDialog({ open, onOpenChange, onTerminate }: TerminateDialogProps) {
  const [busy, setBusy] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(closeTimer.current);
    };
  }, []);

  async function confirm() {
    setBusy(true);
    try {
      await onTerminate();
    } finally {
      // The page may have gone while the cancel was in flight; a timer started now would outlive it.
      if (mounted.current) {
        closeTimer.current = setTimeout(() => {
          setBusy(false);
          onOpenChange(false);
        }, TERMINATE_POPUP_CLOSE_MS);
      }
    }
  }

  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Terminate the task"
      description="Your agent is working on this task. Do you want to terminate it?"
    >
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy} className="min-w-20">
          No
        </Button>
        <Button onClick={() => void confirm()} busy={busy} className="min-w-20">
          Yes
        </Button>
      </div>
    </ModalFrame>
  );
}
