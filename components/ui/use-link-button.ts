"use client";

/**
 * A make-then-copy link button (lib/domain/share/link-button-state.ts) on the page: the calls, the clipboard
 * and the moment Copied shows before Copy comes back. `revoke`, where the link can be withdrawn, drives `stop`.
 */
import { useEffect, useReducer } from "react";
import { COPIED_RESET_MS, initialLinkButtonState, linkButtonReducer } from "@/lib/domain/share/link-button-state";

export type LinkButtonCalls = {
  /** The link the button starts with, if one exists already. */
  initialUrl?: string | null;
  create: () => Promise<string>;
  /** What the user reads when making the link failed. */
  createFailure: (error: unknown) => string;
  revoke?: { call: () => Promise<void>; failure: string };
};

export function useLinkButton({ initialUrl, create, createFailure, revoke }: LinkButtonCalls) {
  const [state, dispatch] = useReducer(linkButtonReducer, initialUrl, initialLinkButtonState);

  useEffect(() => {
    if (state.step !== "copied") return;
    const timer = setTimeout(() => dispatch({ type: "copyReset" }), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [state.step]);

  async function press() {
    if (state.pending) return;
    if (state.step === "init") {
      dispatch({ type: "create" });
      try {
        dispatch({ type: "created", url: await create() });
      } catch (error) {
        dispatch({ type: "createFailed", message: createFailure(error) });
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
    if (!revoke || state.step === "init" || state.pending) return;
    dispatch({ type: "revoke" });
    try {
      await revoke.call();
      dispatch({ type: "revoked" });
    } catch {
      dispatch({ type: "revokeFailed", message: revoke.failure });
    }
  }

  return { state, press: () => void press(), stop: () => void stop() };
}
