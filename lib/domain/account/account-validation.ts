/**
 * The §5 rules of the login, sign-up and reset-password forms, as pure functions over the forms' values. The
 * field schemas come from the contract so that the browser and the backend refuse exactly the same input.
 */
import type { z } from "zod";
import {
  emailFieldSchema,
  loginPasswordFieldSchema,
  newPasswordFieldSchema,
  resetCodeFieldSchema,
  resetPasswordFieldSchema,
  signUpCodeFieldSchema,
} from "@/lib/contract/calls/user";
import { ValidationMessage as M } from "@/lib/contract/messages";
import { isSimpleEmailAddress } from "@/lib/contract/patterns";

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type LoginValues = { email: string; password: string };
export type SignUpValues = LoginValues & { code: string };
export type ResetValues = { email: string; code: string; password: string; confirm: string };

export type LoginField = keyof LoginValues;
export type SignUpField = keyof SignUpValues;
export type ResetField = keyof ResetValues;

/** Display order of each form: the first error is the first one the user reads. */
export const LOGIN_FIELDS: readonly LoginField[] = ["email", "password"];
export const SIGN_UP_FIELDS: readonly SignUpField[] = ["email", "code", "password"];
export const RESET_FIELDS: readonly ResetField[] = ["email", "code", "password", "confirm"];

/** The one message a field shows: the contract schemas stop at their first failed rule. */
export function fieldError(schema: z.ZodType, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? M.fillAllFields);
}

/** Emails are compared and sent trimmed: a pasted address often carries a space. Codes likewise. */
export function normalizeEmail(email: string): string {
  return email.trim();
}

function compact<Field extends string>(entries: [Field, string | undefined][]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const [field, message] of entries) if (message) errors[field] = message;
  return errors;
}

/** Sending a sign-up code needs a valid email (§5), judged like the login form's email. */
export function signUpEmailError(email: string): string | undefined {
  return fieldError(emailFieldSchema, normalizeEmail(email));
}

export function validateLogin(values: LoginValues): FieldErrors<LoginField> {
  return compact<LoginField>([
    ["email", signUpEmailError(values.email)],
    ["password", fieldError(loginPasswordFieldSchema, values.password)],
  ]);
}

export function validateSignUp(values: SignUpValues): FieldErrors<SignUpField> {
  return compact<SignUpField>([
    ["email", signUpEmailError(values.email)],
    ["code", fieldError(signUpCodeFieldSchema, values.code.trim())],
    ["password", fieldError(newPasswordFieldSchema, values.password)],
  ]);
}

/** The reset form's read-only email must match the simple address pattern to get a code (§5). */
export function resetEmailError(email: string): string | undefined {
  return isSimpleEmailAddress(normalizeEmail(email)) ? undefined : M.resetEmailInvalid;
}

export function confirmPasswordError(password: string, confirm: string): string | undefined {
  if (confirm === "") return M.confirmPassword;
  return confirm === password ? undefined : M.passwordsDoNotMatch;
}

export function validateReset(values: ResetValues): FieldErrors<ResetField> {
  return compact<ResetField>([
    ["email", resetEmailError(values.email)],
    ["code", fieldError(resetCodeFieldSchema, values.code.trim())],
    ["password", fieldError(resetPasswordFieldSchema, values.password)],
    ["confirm", confirmPasswordError(values.password, values.confirm)],
  ]);
}

/** The first field, in display order, that has an error. */
export function firstInvalidField<Field extends string>(
  order: readonly Field[],
  errors: FieldErrors<Field>,
): Field | undefined {
  return order.find((field) => errors[field] !== undefined);
}

/**
 * What an invalid reset submit (Enter while the button is disabled) says (§5): the first error, except that an
 * empty field the user can fill reads 'please fill in all the fields'. The email is read-only, so it keeps its
 * own message. Undefined when the form is valid.
 */
export function resetSubmitError(values: ResetValues): string | undefined {
  const errors = validateReset(values);
  const field = firstInvalidField(RESET_FIELDS, errors);
  if (field === undefined) return undefined;
  if (field !== "email" && values[field].trim() === "") return M.fillAllFields;
  return errors[field];
}
