import { z } from "zod";
import {
  LOGIN_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_PASSWORD_MAX_LENGTH,
  RESET_PASSWORD_MIN_LENGTH,
} from "../constants";
import { creditDataSchema, creditHistoryRowSchema, userInfoSchema } from "../entities/user";
import { ValidationMessage as M } from "../messages";
import { InputLimit } from "../limits";
import { DIGIT_PATTERN, isEmailAddress, isSimpleEmailAddress, LETTER_PATTERN, SIX_DIGIT_CODE_PATTERN } from "../patterns";
import { ackSchema, cacheBusterShape } from "../primitives";
import { defineCall } from "./define";
import { callRoutes } from "./routes";

/** `abort` stops at the first failed rule so each field reports the one message the spec expects (§5). */
const requiredString = (message: string) => z.string({ error: message }).min(1, { error: message, abort: true });

/** Too long an address is simply not a valid one (§5's message), and is refused before any pattern runs. */
const emailString = (required: string, invalid: string) =>
  requiredString(required).max(InputLimit.email, { error: invalid, abort: true });

export const emailFieldSchema = emailString(M.emailRequired, M.emailInvalid).refine(isEmailAddress, M.emailInvalid);
/** Logging in takes what sign-up once allowed (6 characters and up), up to the new maximum. */
export const loginPasswordFieldSchema = requiredString(M.passwordRequired)
  .min(LOGIN_PASSWORD_MIN_LENGTH, { error: M.passwordTooShort, abort: true })
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong);
/**
 * A new password at sign-up: the login form's field (§5's messages under 6 characters) with the minimum raised
 * to 8 and no composition rule (issue 13). The backend also refuses common passwords (not checkable here).
 */
export const newPasswordFieldSchema = requiredString(M.passwordRequired)
  .min(LOGIN_PASSWORD_MIN_LENGTH, { error: M.passwordTooShort, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: M.newPasswordTooShort, abort: true })
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong);
export const signUpCodeFieldSchema = requiredString(M.codeRequired).min(6, M.codeTooShort).max(InputLimit.code);

export const resetPasswordFieldSchema = requiredString(M.resetPasswordRequired)
  .min(RESET_PASSWORD_MIN_LENGTH, { error: M.resetPasswordLength, abort: true })
  .max(RESET_PASSWORD_MAX_LENGTH, { error: M.resetPasswordLength, abort: true })
  .refine((p) => LETTER_PATTERN.test(p) && DIGIT_PATTERN.test(p), M.resetPasswordLettersDigits);
export const resetCodeFieldSchema = requiredString(M.resetCodeRequired)
  .max(InputLimit.code, { error: M.resetCodeFormat, abort: true })
  .regex(SIX_DIGIT_CODE_PATTERN, M.resetCodeFormat);

export const UserChannel = { email: "email", google: "google", github: "github" } as const;
export type UserChannel = (typeof UserChannel)[keyof typeof UserChannel];

export const emailLoginSchema = z.object({
  userChannel: z.literal(UserChannel.email),
  email: emailFieldSchema,
  password: loginPasswordFieldSchema,
});
/**
 * Social and code-hosting sign-in with the provider's access token, which the backend verifies against the
 * provider's API (the BFF's OAuth flow has already exchanged the code).
 */
export const providerLoginSchema = z.object({
  userChannel: z.enum([UserChannel.google, UserChannel.github]),
  token: requiredString("token is required").max(InputLimit.token),
});
/** Code-hosting sign-in: the OAuth code from a ?code= redirect, exchanged by the backend itself. */
export const codeLoginSchema = z.object({
  userChannel: z.literal(UserChannel.github),
  code: requiredString("code is required").max(InputLimit.code),
});
export const loginRequestSchema = z.union([emailLoginSchema, providerLoginSchema, codeLoginSchema]);
/**
 * The one login schema that applies to a body, so a failure reports that variant's own message (§5) rather than
 * a union's "invalid input".
 */
export function loginSchemaFor(body: unknown) {
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  if (fields.userChannel === UserChannel.email) return emailLoginSchema;
  return "code" in fields ? codeLoginSchema : providerLoginSchema;
}
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const signUpRequestSchema = z.object({
  email: emailFieldSchema,
  authCode: signUpCodeFieldSchema,
  password: newPasswordFieldSchema,
  channel: z.literal("owner").optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const sendEmailTypes = ["REGISTER", "RESET_PASSWORD"] as const;
export const sendEmailAuthCodeQuerySchema = z.object({
  email: emailFieldSchema,
  sendEmailType: z.enum(sendEmailTypes),
  ...cacheBusterShape,
});

export const resetPasswordRequestSchema = z.object({
  email: emailString(M.resetEmailInvalid, M.resetEmailInvalid).refine(isSimpleEmailAddress, M.resetEmailInvalid),
  newPassword: resetPasswordFieldSchema,
  authCode: resetCodeFieldSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

const pagingQuerySchema = z.object({
  page: z.coerce.number<string | number>().int().min(1).optional(),
  limit: z.coerce.number<string | number>().int().min(1).max(100).optional(),
  ...cacheBusterShape,
});

export const userCalls = {
  "auth.login": defineCall({
    ...callRoutes["auth.login"],
    body: loginRequestSchema,
    result: userInfoSchema,
    response: "json",
    answerCarriesToken: true,
    auth: "none",
    invented:
      "spec §7 lists POST /login with 'credentials' and no answer; we take the same body as /user/login and answer the user info (token stripped by the BFF)",
  }),
  "user.login": defineCall({
    ...callRoutes["user.login"],
    body: loginRequestSchema,
    result: userInfoSchema,
    response: "json",
    answerCarriesToken: true,
    auth: "none",
  }),
  "user.getUserInfo": defineCall({
    ...callRoutes["user.getUserInfo"],
    result: userInfoSchema,
    response: "json",
    auth: "required",
  }),
  "user.emailSignUp": defineCall({
    ...callRoutes["user.emailSignUp"],
    body: signUpRequestSchema,
    result: ackSchema,
    response: "json",
    auth: "none",
  }),
  "user.sendEmailAuthCode": defineCall({
    ...callRoutes["user.sendEmailAuthCode"],
    query: sendEmailAuthCodeQuerySchema,
    result: ackSchema,
    response: "json",
    auth: "none",
  }),
  "user.resetPassword": defineCall({
    ...callRoutes["user.resetPassword"],
    body: resetPasswordRequestSchema,
    result: ackSchema,
    response: "json",
    auth: "none",
  }),
  "user.logout": defineCall({
    ...callRoutes["user.logout"],
    result: ackSchema,
    response: "json",
    auth: "optional",
    invented:
      "spec §4 says logout clears the token but §7 shows no call; ours revokes the presented token server-side (the BFF calls it when a session ends) and answers true, also when the token was already invalid",
  }),
  "user.getUserCreditInfo": defineCall({
    ...callRoutes["user.getUserCreditInfo"],
    query: z.object(cacheBusterShape),
    result: creditDataSchema,
    response: "json",
    auth: "required",
  }),
  "user.getUserCreditUsage": defineCall({
    ...callRoutes["user.getUserCreditUsage"],
    query: pagingQuerySchema,
    result: z.array(creditHistoryRowSchema),
    response: "json",
    auth: "required",
  }),
} as const;
