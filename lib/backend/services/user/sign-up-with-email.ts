import "server-only";
import { users } from "../../db/schema";
import type { BackendDeps } from "../../deps";
import { assertWhitelisted, localPart, normalizeEmail } from "./account-email";
import { assertUncommonPassword } from "./common-passwords";
import { consumeEmailCode, invalidCodeError } from "./email-codes";
import { hashPassword } from "./passwords";

/**
 * POST /user/emailSignUp: consume the REGISTER code and create the account in one transaction, so a failed
 * sign-up leaves no account and an unused code. An address that already has an account answers like a wrong
 * code: no REGISTER code is ever mailed to one, and a different answer would reveal the account.
 */
export async function signUpWithEmail(deps: BackendDeps, request: { email: string; authCode: string; password: string }): Promise<void> {
  const email = normalizeEmail(request.email);
  assertWhitelisted(deps.config, email);
  await assertUncommonPassword(request.password);
  const now = deps.now();
  const accepted = await deps.db.transaction(async (tx) => {
    if (!(await consumeEmailCode(tx, email, "REGISTER", request.authCode, now))) return false;
    const created = await tx
      .insert(users)
      .values({
        email,
        name: localPart(email),
        userName: localPart(email),
        passwordHash: await hashPassword(request.password),
        platform: "email",
        isNewUser: true,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    // Throwing rolls back the code's consumption as well: the transaction leaves no trace.
    if (created.length === 0) throw invalidCodeError();
    return true;
  });
  if (!accepted) throw invalidCodeError();
}
