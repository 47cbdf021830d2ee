"use client";

/**
 * The Share modal's button and its Stop sharing, driven by the pure shareLinkReducer: the calls, the clipboard and
 * the moment 'Link copyed' shows before Copy comes back. Held by the header's Share button, so closing the modal
 * keeps the link.
 */
import { useEffect, useReducer } from "react";
import { COPIED_RESET_MS } from "@/lib/domain/account/lab-invite";
import { shareSession, unshareSession } from "@/lib/client/share/share-calls";
import { initialShareLinkState, shareLinkReducer } from "@/lib/client/share/share-link-state";

export function useShareLink(sessionId: string, shareUrl: string | null | undefined) {
  const [state, dispatch] = useReducer(shareLinkReducer, shareUrl, initialShareLinkState);

  useEffect(() => {
    if (state.step !== "copied") return;
    const timer = setTimeout(() => dispatch({ type: "copyReset" }), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [state.step]);

  async function press() {
    if (state.pending) return;
    if (state.step === "init") {
      dispatch({ type: "share" });
      try {
        dispatch({ type: "shared", url: await shareSession(sessionId) });
      } catch {
        dispatch({ type: "shareFailed" });
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(state.url);
      dispatch({ type: "copied" });
    } catch {
      // The clipboard can be refused (no permission, an insecure page): the link stays shown to copy by hand.
      dispatch({ type: "copyFailed" });
    }
  }

  async function stop() {
    if (state.step === "init" || state.pending) return;
    dispatch({ type: "unshare" });
    try {
      await unshareSession(sessionId);
      dispatch({ type: "unshared" });
    } catch {
      dispatch({ type: "unshareFailed" });
    }
  }

  return { state, press: () => void press(), stop: () => void stop() };
}
