import "server-only";
import { ContractError } from "@/lib/contract";
import { ValidationMessage as M } from "@/lib/contract/messages";

/**
 * The blocklist of new passwords (issue 13, ASVS V6.2.4): zxcvbn-ts's list of ~49,000 passwords seen most in
 * breaches, compared without case. Loaded on the first sign-up or reset, on the server only (the list is
 * ~400 KB and this module is never part of a browser bundle).
 */
let commonPasswords: Promise<ReadonlySet<string>> | undefined;

function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => new Set(dictionary["passwords-common"]));
  return commonPasswords;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}

/** Refuses a common new password with a 400 that says so, before any code is spent. */
export async function assertUncommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw ContractError.badRequest(M.passwordTooCommon);
}
