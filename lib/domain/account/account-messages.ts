/**
 * What the account screens say (spec §8 "Other messages"), verbatim. The §5 field messages live in
 * lib/contract/messages because the backend sends them too; these are only ever shown by the browser.
 */
export const AccountMessage = {
  loginSuccess: "Login success",
  loginFailed: "Login failed",
  signUpSuccess: "Send success",
  codeSent: "code has been sent to your email",
  sendCodeFailed: "send code failed, please try again later",
  passwordReset: "password has been reset",
  resetFailed: "reset password failed, please try again later",
} as const;

/** The backend's refusal text for an account outside the private beta (spec §6); the login form matches on it. */
export const WHITELIST_REFUSAL_MESSAGE = "This version is private beta for whitelisted users";
