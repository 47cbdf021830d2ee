"use client";

/**
 * What the app does as the session comes and goes (spec §4 Authentication): on a fresh sign-in, fetch user info
 * and research profile once and say 'Login success' once; exchange a parked code-hosting code; submit a query
 * kept from before the login; and give the §8 401 policy next-auth's sign-out.
 */
import { useAuthSession } from "@/lib/client/account/auth-session";
import { useCallback, useEffect, useRef } from "react";
import { exchangePendingOAuthCode, logOutAndGoToChat } from "@/lib/client/account/auth-on-demand";
import { WHITELIST_NOTICE_URL } from "@/lib/client/api/error-policy";
import { navigateToChat, registerLogoutHandler } from "@/lib/client/account/logout";
import { pendingSubmission } from "@/lib/client/chat-session/pending-submission";
import { showToast } from "@/lib/client/shell/toast-store";
import { AccountMessage } from "@/lib/domain/account/account-messages";
import {
  hasLoginMarker,
  isLoginArrival,
  withoutLoginMarker,
  type AuthStatus,
  type SettledAuthStatus,
} from "@/lib/domain/account/login-arrival";

function greetNewSession() {
  showToast("success", AccountMessage.loginSuccess);
  // Loaded on demand: the account calls pull in the contract's schemas, which the landing page never needs.
  // The session list and credits (sidebar issue) will revalidate from the same SWR cache.
  void import("@/lib/client/account/account-session").then((module) => module.loadAccountAfterLogin());
}

function dropLoginMarker() {
  const clean = withoutLoginMarker(window.location.href);
  if (clean !== undefined) window.history.replaceState(window.history.state, "", clean);
}

export function SessionEffects() {
  const { status } = useAuthSession();
  const settled = useRef<SettledAuthStatus | undefined>(undefined);
  const current = useRef<AuthStatus>(status);
  // One greeting per session: the status watcher and the code exchange may both see the same sign-in.
  const greeted = useRef(false);

  const greetOnce = useCallback(() => {
    if (greeted.current) return;
    greeted.current = true;
    greetNewSession();
  }, []);

  useEffect(() => {
    current.current = status;
    if (status === "loading") return;
    const marker = hasLoginMarker(new URLSearchParams(window.location.search));
    if (isLoginArrival(settled.current, status, marker)) greetOnce();
    if (status === "unauthenticated") greeted.current = false;
    settled.current = status;
    dropLoginMarker();
    pendingSubmission.setSignedIn(status === "authenticated");
  }, [status, greetOnce]);

  useEffect(
    () =>
      registerLogoutHandler(() => {
        if (current.current !== "unauthenticated") return logOutAndGoToChat();
        // Nothing to sign out of. Reloading /chat itself would only meet the same 401 again.
        if (window.location.pathname !== "/chat") navigateToChat();
      }),
    [],
  );

  useEffect(() => {
    void exchangePendingOAuthCode().then((outcome) => {
      if (outcome === undefined) return;
      if (outcome.kind === "success") return greetOnce();
      if (outcome.kind === "notWhitelisted") return window.location.assign(WHITELIST_NOTICE_URL);
      showToast("error", AccountMessage.loginFailed);
      if (outcome.message) showToast("warning", outcome.message);
    });
  }, [greetOnce]);

  return null;
}
