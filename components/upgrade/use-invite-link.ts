"use client";

/**
 * The invite share button (spec §4: Init, Copy, Copied): Init asks the server for a single-use invite link, Copy
 * puts it on the clipboard, Copied shows for a moment and then offers Copy again.
 */
import { useEffect, useState } from "react";
import { createInvite } from "@/lib/client/account/lab-calls";
import { COPIED_RESET_MS, inviteLinkUrl, type InviteLinkState } from "@/lib/domain/account/lab-invite";

export function useInviteLink() {
  const [state, setState] = useState<InviteLinkState>({ kind: "init" });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();

  useEffect(() => {
    if (state.kind !== "copied") return;
    const timer = setTimeout(() => setState({ kind: "copy", url: state.url }), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function press() {
    setFailure(undefined);
    if (state.kind === "init") {
      setBusy(true);
      try {
        setState({ kind: "copy", url: inviteLinkUrl(await createInvite(), window.location.origin) });
      } catch (error) {
        setFailure(error instanceof Error ? error.message : String(error));
      } finally {
        setBusy(false);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(state.url);
      setState({ kind: "copied", url: state.url });
    } catch {
      // The clipboard can be refused (no permission, an insecure page): the link stays shown to copy by hand.
      setFailure("Copying was refused by the browser. Select the link and copy it instead.");
    }
  }

  return { state, busy, failure, press: () => void press() };
}
