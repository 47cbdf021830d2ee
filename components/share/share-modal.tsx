"use client";

/**
 * The Share modal (spec §2 "Modals": width 416, its title and text, the button 'Make it share' → 'Copy' →
 * 'Link copyed'). Once shared, the public link shows in a read-only field, with Stop sharing to revoke it.
 */
import { FormAlert } from "@/components/modals/form-alert";
import { ModalFrame } from "@/components/modals/modal-frame";
import { LinkField } from "@/components/ui/link-field";
import { Button } from "@/components/ui/button";
import { SHARE_MODAL_TEXT, SHARE_MODAL_TITLE, shareButtonLabel } from "@/lib/client/share/share-link-state";
import type { LinkButtonState } from "@/lib/domain/share/link-button-state";

export type ShareModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: LinkButtonState;
  onPress: () => void;
  onStop: () => void;
};

export function ShareModal({ open, onOpenChange, state, onPress, onStop }: ShareModalProps) {
  const shared = state.step !== "init";
  return (
    <ModalFrame open={open} onOpenChange={onOpenChange} title={SHARE_MODAL_TITLE} description={SHARE_MODAL_TEXT} widthClass="max-w-[416px]">
      {shared ? (
        <LinkField label="Public link" url={state.url} className="mb-3 w-full" />
      ) : null}
      <Button block busy={state.pending && !shared} disabled={state.pending} onClick={onPress}>
        {shareButtonLabel[state.step]}
      </Button>
      {shared ? (
        <div className="mt-3 flex justify-center">
          <Button variant="link" busy={state.pending} onClick={onStop}>
            Stop sharing
          </Button>
        </div>
      ) : null}
      <FormAlert message={state.failure} />
    </ModalFrame>
  );
}
