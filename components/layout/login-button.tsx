"use client";

/**
 * A button that opens the login modal: a visitor's way in wherever an action needs an account (spec §6). The login
 * dialog's code (with the contract's schemas its form checks against) starts loading as a pointer or focus reaches
 * the button, not as the page mounts: loaded for every visitor, it was a fifth of the hot feed's script (48 of
 * 250 kB) and a long task after load.
 */
import { Button, type ButtonProps } from "@/components/ui/button";
import { openDialog } from "@/lib/client/shell/dialogs";
import { preloadLoginDialog } from "./account-dialogs";

export function LoginButton(props: Omit<ButtonProps, "onClick" | "onPointerEnter" | "onFocus">) {
  return <Button {...props} onClick={() => openDialog("login")} onPointerEnter={preloadLoginDialog} onFocus={preloadLoginDialog} />;
}
