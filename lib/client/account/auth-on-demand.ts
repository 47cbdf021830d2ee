/**
 * The shell's ways into next-auth's browser client (auth-client.ts), each loading it on first use rather than with
 * every page: a sign-out, and the exchange of a parked code-hosting code (only when one waits).
 */
import { hasPendingOAuthCode } from "@/lib/domain/account/oauth-code";
import type { SignInOutcome } from "@/lib/domain/account/sign-in-outcome";
import { navigateToChat } from "./logout";

const authClient = () => import("./auth-client");

/** Spec §4: "Logout clears token and user info and goes to /chat", even when the sign-out's code cannot load. */
export async function logOutAndGoToChat(): Promise<void> {
  const client = await authClient().catch((error: unknown) => {
    navigateToChat();
    throw error;
  });
  await client.logOutAndGoToChat();
}

export async function exchangePendingOAuthCode(): Promise<SignInOutcome | undefined> {
  if (!hasPendingOAuthCode(document.cookie)) return undefined;
  return (await authClient()).exchangePendingOAuthCode();
}
