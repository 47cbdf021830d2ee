"use client";

/**
 * A visitor who arrives at /papers?profile=open (a signed-in user's 'Research profile' link, opened after the session
 * ended) gets the login modal, as the signed-in screen would give on a 401; the parameter goes, so a reload does not
 * open it again. Render after the account dialogs, so they are on the dialog bus when this runs.
 */
import { useEffect } from "react";
import { OPEN_PROFILE_PARAM } from "@/components/profile/research-profile-entry";
import { openDialog } from "@/lib/client/shell/dialogs";

export function LoginOnArrival() {
  useEffect(() => {
    const address = new URL(window.location.href);
    address.searchParams.delete(OPEN_PROFILE_PARAM);
    window.history.replaceState(window.history.state, "", `${address.pathname}${address.search}${address.hash}`);
    openDialog("login");
  }, []);
  return null;
}
