"use client";

/**
 * The upgrade page's confirmations (spec §2 Modals: unsubscribe confirm, join-lab confirm, remove labmate): a
 * question, Cancel and the action. The action's failure shows inside the dialog, which stays open to retry.
 */
import { useState, type ReactNode } from "react";
import { FormAlert } from "@/components/modals/form-alert";
import { ModalFrame } from "@/components/modals/modal-frame";
import { Button } from "@/components/ui/button";

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Resolves when done (the dialog closes); a rejection's message is shown. */
  onConfirm: () => Promise<void>;
};

export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalFrame open={open} onOpenChange={onOpenChange} title={title} description={description} widthClass="max-w-[440px]">
      <FormAlert message={failure ?? undefined} />
      <div className="mt-4 flex justify-end gap-3">
        <Button variant="secondary" onClick={() => onOpenChange(false)} className="min-w-24">
          Cancel
        </Button>
        <Button busy={busy} onClick={() => void confirm()} className="min-w-24">
          {confirmLabel}
        </Button>
      </div>
    </ModalFrame>
  );
}
