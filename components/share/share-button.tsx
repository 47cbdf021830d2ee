"use client";

/**
 * The session header's Share (owner only, spec §6): opens the Share modal. It holds the link's state, so the modal
 * reopens where it was left; a session already shared starts in Copy. The modal's code (and the dialog's) loads on
 * its first opening, started as a pointer or focus reaches the button: the session page's first load goes without.
 */
import dynamic from "next/dynamic";
import { useCallback, useState } from "react";
import { WaitingForCode } from "@/components/ui/waiting-for-code";
import { importRetrying } from "@/lib/client/shell/import-retrying";
import { useOpenedOnce } from "@/lib/client/shell/opened-once";
import { useShareLink } from "./use-share-link";

const loadShareModal = () => importRetrying(() => import("./share-modal"));
const ShareModal = dynamic(() => loadShareModal().then((module) => module.ShareModal), { ssr: false, loading: () => <WaitingForCode /> });
const preloadShareModal = () => void loadShareModal();

export function ShareButton({ sessionId, shareUrl }: { sessionId: string; shareUrl: string | null | undefined }) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const { state, press, stop } = useShareLink(sessionId, shareUrl);
  // Stable, so the modal's closeAllDialogs subscription is not renewed on every render.
  const onOpenChange = useCallback((next: boolean) => setOpen(next), []);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadShareModal}
        onFocus={preloadShareModal}
        className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg border border-surface-line bg-white px-2.5 text-xs font-semibold text-neutral-700 hover:border-brand/40 hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
        </svg>
        Share
      </button>
      {opened ? <ShareModal open={open} onOpenChange={onOpenChange} state={state} onPress={press} onStop={stop} /> : null}
    </>
  );
}
