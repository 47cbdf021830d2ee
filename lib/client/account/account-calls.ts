/**
 * The account calls of the contract (spec §7) as typed functions over `apiRequest`. Failures are silent here
 * (no policy toast): each form says what went wrong in its own words (§8); 401 and 403 still act.
 */
import { userCalls } from "@/lib/contract/calls/user";
import { apiRequest } from "../api/api-client";
import type { CodePurpose } from "./code-resend-timer";

export function sendEmailAuthCode(email: string, sendEmailType: CodePurpose): Promise<unknown> {
  const call = userCalls["user.sendEmailAuthCode"];
  return apiRequest(call.path, { method: call.method, query: { email, sendEmailType }, schema: call.result, silent: true });
}

export function emailSignUp(input: { email: string; authCode: string; password: string }): Promise<unknown> {
  const call = userCalls["user.emailSignUp"];
  return apiRequest(call.path, {
    method: call.method,
    body: { ...input, channel: "owner" },
    schema: call.result,
    silent: true,
  });
}

export function resetPassword(input: { email: string; newPassword: string; authCode: string }): Promise<unknown> {
  const call = userCalls["user.resetPassword"];
  return apiRequest(call.path, { method: call.method, body: input, schema: call.result, silent: true });
}

/** The message an ApiError (or anything else) carries, for the line under a form. */
export function failureText(error: unknown): string | undefined {
  return error instanceof Error && error.message.trim() !== "" ? error.message : undefined;
}
