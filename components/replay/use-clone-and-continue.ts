"use client";

/**
 * 'Clone and continue' for the replay popup (issue 21): a signed-in user gets the clone at once and lands in it,
 * owner of a session ready for their next message; the sidebar lists it. An anonymous user sees the login dialog
 * first, and once they have signed in on this page the clone goes ahead by itself (after a provider sign-in, which
 * reloads the page, they click again). A failure has been shown as a toast and the replay stays as it was.
 */
import { useAuthSession } from "@/lib/client/account/auth-session";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { cloneSession } from "@/lib/client/chat-session/replay-clone";
import { openDialog } from "@/lib/client/shell/dialogs";
import { refreshSessionList } from "@/lib/client/shell/session-list";

export function useCloneAndContinue(sessionId: string) {
  const router = useRouter();
  const { status } = useAuthSession();
  const signedIn = status === "authenticated";
  // A ref, not state: it changes nothing on screen, it only says what signing in should lead to.
  const awaitingSignIn = useRef(false);
  const [cloning, setCloning] = useState(false);

  const clone = useCallback(async () => {
    setCloning(true);
    try {
      router.push(await cloneSession(sessionId));
      void refreshSessionList();
    } catch {
      // Told by the api client's toast; the button is there for another try.
      setCloning(false);
    }
  }, [router, sessionId]);

  useEffect(() => {
    if (!awaitingSignIn.current || !signedIn) return;
    awaitingSignIn.current = false;
    void clone();
  }, [signedIn, clone]);

  const cloneAndContinue = useCallback(() => {
    if (cloning) return;
    if (signedIn) return void clone();
    awaitingSignIn.current = true;
    openDialog("login");
  }, [cloning, signedIn, clone]);

  return { cloneAndContinue, cloning };
}
