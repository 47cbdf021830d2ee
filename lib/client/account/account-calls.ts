/**
 * The account calls of the contract (spec §7) as typed functions over `callApi`. Failures are silent here
 * (no policy toast): each form says what went wrong in its own words (§8); 401 and 403 still act.
 */
import { callApi } from "../api/call-api";
import type { CodePurpose } from "./code-resend-timer";

export function sendEmailAuthCode(email: string, sendEmailType: CodePurpose): Promise<unknown> {
  return callApi("user.sendEmailAuthCode", { query: { email, sendEmailType } }, { silent: true });
}

export function emailSignUp(input: { email: string; authCode: string; password: string }): Promise<unknown> {
  return callApi("user.emailSignUp", { body: { ...input, channel: "owner" } }, { silent: true });
}

export function resetPassword(input: { email: string; newPassword: string; authCode: string }): Promise<unknown> {
  return callApi("user.resetPassword", { body: input }, { silent: true });
}

/** The message a FailedCallError (or anything else) carries, for the line under a form. */
export function failureText(error: unknown): string | undefined {
  return error instanceof Error && error.message.trim() !== "" ? error.message : undefined;
}
