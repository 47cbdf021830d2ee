/**
 * The Share modal's button (spec §2 "Share modal", §4 "Share button: Init, Copy, Copied"): Init makes the public
 * link, Copy puts it on the clipboard, Copied shows for a moment and then offers Copy again. Stopping the share
 * (issue 21: the owner can revoke) goes back to Init. A pure reducer, so the order of these steps is tested
 * without a browser.
 */
export type ShareLinkStep = "init" | "copy" | "copied";

export type ShareLinkState =
  | { step: "init"; pending: boolean; failure?: string }
  | { step: "copy" | "copied"; url: string; pending: boolean; failure?: string };

export type ShareLinkEvent =
  | { type: "share" }
  | { type: "shared"; url: string }
  | { type: "shareFailed" }
  | { type: "copied" }
  | { type: "copyFailed" }
  | { type: "copyReset" }
  | { type: "unshare" }
  | { type: "unshared" }
  | { type: "unshareFailed" };

/** Spec §2's texts, misspelling included. */
export const SHARE_MODAL_TITLE = "Share it as public link to others";
export const SHARE_MODAL_TEXT = "Your current tasks and agent work trajectory will be able to viewed by others who have this link.";
export const shareButtonLabel: Readonly<Record<ShareLinkStep, string>> = { init: "Make it share", copy: "Copy", copied: "Link copyed" };
export const SHARE_FAILED_MESSAGE = "Failed to create share link";
export const UNSHARE_FAILED_MESSAGE = "Failed to stop sharing. Please try again.";
export const COPY_REFUSED_MESSAGE = "Copying was refused by the browser. Select the link and copy it instead.";

/** A session already shared (the message list's shareUrl) opens in Copy. */
export function initialShareLinkState(shareUrl: string | null | undefined): ShareLinkState {
  return shareUrl ? { step: "copy", url: shareUrl, pending: false } : { step: "init", pending: false };
}

export function shareLinkReducer(state: ShareLinkState, event: ShareLinkEvent): ShareLinkState {
  switch (event.type) {
    case "share":
      return state.step === "init" && !state.pending ? { step: "init", pending: true } : state;
    case "shared":
      return { step: "copy", url: event.url, pending: false };
    case "shareFailed":
      return { step: "init", pending: false, failure: SHARE_FAILED_MESSAGE };
    case "copied":
      return state.step === "init" ? state : { step: "copied", url: state.url, pending: state.pending };
    case "copyFailed":
      return { ...state, failure: COPY_REFUSED_MESSAGE };
    case "copyReset":
      return state.step === "copied" ? { ...state, step: "copy" } : state;
    case "unshare":
      return state.step === "init" || state.pending ? state : { step: state.step, url: state.url, pending: true };
    case "unshared":
      return { step: "init", pending: false };
    case "unshareFailed":
      return { ...state, pending: false, failure: UNSHARE_FAILED_MESSAGE };
  }
}
