import "server-only";
import type { MailMessage } from "../../mail/send-mail";

/**
 * The account mails. The code is in the subject as well as the body: it shows in a mail list at a glance, and
 * the dev outbox's log line (which prints the subject) then carries it too.
 */
const PRODUCT = "Research Co-Scientist";
const VALID_FOR = "It is valid for 10 minutes and can be used once.";
const NOT_YOU = "If you did not ask for it, you can ignore this mail.";

export function signUpCodeMail(to: string, code: string, appUrl: string): MailMessage {
  return {
    to,
    subject: `Your ${PRODUCT} sign-up code is ${code}`,
    text: [`Your sign-up code: ${code}`, "", `Enter it in the sign-up dialog at ${appUrl} to create your account. ${VALID_FOR}`, "", NOT_YOU].join("\n"),
  };
}

export function resetCodeMail(to: string, code: string, appUrl: string): MailMessage {
  return {
    to,
    subject: `Your ${PRODUCT} password reset code is ${code}`,
    text: [`Your password reset code: ${code}`, "", `Enter it in the reset password dialog at ${appUrl}. ${VALID_FOR}`, "", NOT_YOU].join("\n"),
  };
}

/** After a password reset: the owner learns of a reset they did not make while the old sessions are ended. */
export function passwordResetMail(to: string, appUrl: string): MailMessage {
  return {
    to,
    subject: `Your ${PRODUCT} password was reset`,
    text: [
      "The password of your account was just reset, and every signed-in session was signed out.",
      "",
      `If this was not you, reset your password again at ${appUrl} right away: only someone who can read this mailbox could have done it.`,
    ].join("\n"),
  };
}

/** After a provider sign-in was linked to an existing account: from now on it signs in to this account too. */
export function identityLinkedMail(to: string, provider: string, appUrl: string): MailMessage {
  return {
    to,
    subject: `${provider} sign-in was linked to your ${PRODUCT} account`,
    text: [
      `Someone signed in with ${provider} using this address, so that ${provider} account now signs in to your account as well.`,
      "",
      `If this was not you, someone controls a ${provider} account with your address: secure that address at ${provider}, then reset your password at ${appUrl}.`,
    ].join("\n"),
  };
}

/** Sent instead of a sign-up code when the address already has an account: the owner learns it, nobody else. */
export function accountExistsMail(to: string, appUrl: string): MailMessage {
  return {
    to,
    subject: `You already have a ${PRODUCT} account`,
    text: [
      "Someone asked for a sign-up code for this address, but it already has an account, so no code was sent.",
      "",
      `Sign in at ${appUrl} instead. If you forgot your password, sign in and choose Reset password, or sign in with the provider you used before.`,
      "",
      NOT_YOU,
    ].join("\n"),
  };
}
