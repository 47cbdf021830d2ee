"use client";

/**
 * The invite share button (spec §4: Init, Copy, Copied; a make-then-copy link button, use-link-button.ts): Init
 * asks the server for a single-use invite link, which is never revoked from here.
 */
import { useLinkButton } from "@/components/ui/use-link-button";
import { createInvite } from "@/lib/client/account/lab-calls";
import { inviteLinkUrl } from "@/lib/domain/account/lab-invite";

export function useInviteLink() {
  return useLinkButton({
    create: async () => inviteLinkUrl(await createInvite(), window.location.origin),
    createFailure: (error) => (error instanceof Error ? error.message : String(error)),
  });
}
