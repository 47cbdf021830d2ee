"use client";

/**
 * The login / sign-up modal (spec §2 Modals, §4): one Radix dialog that switches between the two views and keeps
 * the email between them. Opened through the dialog bus (`openDialog("login")`) by components/layout/account-dialogs.
 */
import { useAuthSession } from "@/lib/client/account/auth-session";
import { useCallback, useState } from "react";
import { ModalFrame } from "../modal-frame";
import { LoginView } from "./login-view";
import { ProviderButtons } from "./provider-buttons";
import { SignUpView } from "./sign-up-view";

export type LoginDialogView = "login" | "signUp";

export type LoginDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const COPY: Record<LoginDialogView, { title: string; description: string }> = {
  login: { title: "Log in", description: "Welcome back. Pick up your research where you left it." },
  signUp: { title: "Sign up", description: "Create an account to start research tasks with your AI co-scientist." },
};

export function LoginDialog({ open, onOpenChange }: LoginDialogProps) {
  const [view, setView] = useState<LoginDialogView>("login");
  const [email, setEmail] = useState("");
  const copy = COPY[view];
  const { status } = useAuthSession();

  const changeOpen = useCallback(
    (next: boolean) => {
      // Every opening starts at the login view; the email typed so far is kept.
      if (!next) setView("login");
      onOpenChange(next);
    },
    [onOpenChange],
  );

  return (
    <ModalFrame
      // Hidden once signed in, however that happened (another tab, a session that was still loading).
      open={open && status !== "authenticated"}
      onOpenChange={changeOpen}
      title={copy.title}
      description={copy.description}
      initialFocus="[data-autofocus]"
    >
      <ProviderButtons />
      {view === "login" ? (
        <LoginView
          key="login"
          email={email}
          onEmailChange={setEmail}
          onSignUp={() => setView("signUp")}
          onSignedIn={() => changeOpen(false)}
        />
      ) : (
        <SignUpView
          key="signUp"
          email={email}
          onEmailChange={setEmail}
          onLogIn={() => setView("login")}
          onSignedUp={() => setView("login")}
        />
      )}
    </ModalFrame>
  );
}
