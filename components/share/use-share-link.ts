"use client";

/**
 * The Share modal's button and its Stop sharing (a make-then-copy link button, use-link-button.ts). Held by the
 * header's Share button, so closing the modal keeps the link.
 */
import { useLinkButton } from "@/components/ui/use-link-button";
import { shareSession, unshareSession } from "@/lib/client/share/share-calls";
import { SHARE_FAILED_MESSAGE, UNSHARE_FAILED_MESSAGE } from "@/lib/client/share/share-link-state";

export function useShareLink(sessionId: string, shareUrl: string | null | undefined) {
  return useLinkButton({
    initialUrl: shareUrl,
    create: () => shareSession(sessionId),
    createFailure: () => SHARE_FAILED_MESSAGE,
    revoke: { call: () => unshareSession(sessionId), failure: UNSHARE_FAILED_MESSAGE },
  });
}
