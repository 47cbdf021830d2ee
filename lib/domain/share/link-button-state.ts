/**
 * A button that makes a link and then copies it (spec §4: the Share modal's "Share button: Init, Copy, Copied" and
 * the upgrade page's "Invite share button", the same three states): Init makes the link, Copy puts it on the
 * clipboard, Copied shows for a moment and then offers Copy again. A link that can be revoked (a session's share,
 * issue 21) goes back to Init. A pure reducer, so the order of these steps is tested without a browser; each
 * button keeps its own labels and messages.
 */
export type LinkStep = "init" | "copy" | "copied";

export type LinkButtonState =
  | { step: "init"; pending: boolean; failure?: string }
  | { step: "copy" | "copied"; url: string; pending: boolean; failure?: string };

export type LinkButtonEvent =
  | { type: "create" }
  | { type: "created"; url: string }
  | { type: "createFailed"; message: string }
  | { type: "copied" }
  | { type: "copyFailed" }
  | { type: "copyReset" }
  | { type: "revoke" }
  | { type: "revoked" }
  | { type: "revokeFailed"; message: string };

/** How long Copied shows before the button offers Copy again. */
export const COPIED_RESET_MS = 2_000;
export const COPY_REFUSED_MESSAGE = "Copying was refused by the browser. Select the link and copy it instead.";

/** A link that already exists (a session shared before) opens in Copy. */
export function initialLinkButtonState(url: string | null | undefined): LinkButtonState {
  return url ? { step: "copy", url, pending: false } : { step: "init", pending: false };
}

export function linkButtonReducer(state: LinkButtonState, event: LinkButtonEvent): LinkButtonState {
  switch (event.type) {
    case "create":
      return state.step === "init" && !state.pending ? { step: "init", pending: true } : state;
    case "created":
      return { step: "copy", url: event.url, pending: false };
    case "createFailed":
      return { step: "init", pending: false, failure: event.message };
    case "copied":
      return state.step === "init" ? state : { step: "copied", url: state.url, pending: state.pending };
    case "copyFailed":
      return { ...state, failure: COPY_REFUSED_MESSAGE };
    case "copyReset":
      return state.step === "copied" ? { ...state, step: "copy" } : state;
    case "revoke":
      return state.step === "init" || state.pending ? state : { step: state.step, url: state.url, pending: true };
    case "revoked":
      return { step: "init", pending: false };
    case "revokeFailed":
      return { ...state, pending: false, failure: event.message };
  }
}
