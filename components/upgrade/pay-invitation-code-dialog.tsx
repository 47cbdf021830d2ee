"use client";

/**
 * The pay invitation code (spec §2 Modals, §5): asked when the server requires one before a payment. The server
 * checks it (issue 19: a code held in the client is no secret); a wrong one shows the spec's message here.
 */
import { useState, type FormEvent } from "react";
import { FormAlert } from "@/components/modals/form-alert";
import { ModalFrame } from "@/components/modals/modal-frame";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";

export type PayInvitationCodeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server's refusal of the code last tried, if any. */
  failure: string | undefined;
  busy: boolean;
  onSubmit: (code: string) => void;
};

export function PayInvitationCodeDialog({ open, onOpenChange, failure, busy, onSubmit }: PayInvitationCodeDialogProps) {
  const [code, setCode] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim()) onSubmit(code.trim());
  }

  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Enter your invitation code"
      description="Paid plans are open by invitation for now. Enter the invitation code you received to continue to payment."
      widthClass="max-w-[440px]"
    >
      <form onSubmit={submit} noValidate>
        <TextField label="Invitation code" value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" />
        <FormAlert message={failure} />
        <Button type="submit" block busy={busy} disabled={!code.trim()} className="mt-4">
          Continue to payment
        </Button>
      </form>
    </ModalFrame>
  );
}
