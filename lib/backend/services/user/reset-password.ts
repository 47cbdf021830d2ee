import "server-only";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import type { BackendDeps } from "../../deps";
import { deliverInBackground } from "../../mail/deliver";
import { normalizeEmail } from "./account-email";
import { passwordResetMail } from "./account-mails";
import { assertUncommonPassword } from "./common-passwords";
import { consumeEmailCode, invalidCodeError } from "./email-codes";
import { hashPassword } from "./passwords";
import { revokeAllTokens } from "./tokens";

/**
 * POST /user/resetPassword: consume the RESET_PASSWORD code, set the new password and sign the account out
 * everywhere, all in one transaction, then mail the owner that it happened. Common passwords are refused first. An unknown address has no code, so it answers exactly like a wrong code.
 */
export async function resetPassword(
  deps: BackendDeps,
  request: { email: string; newPassword: string; authCode: string },
): Promise<void> {
  const email = normalizeEmail(request.email);
  await assertUncommonPassword(request.newPassword);
  const now = deps.now();
  const accepted = await deps.db.transaction(async (tx) => {
    if (!(await consumeEmailCode(tx, email, "RESET_PASSWORD", request.authCode, now))) return false;
    const [user] = await tx
      .update(users)
      .set({ passwordHash: await hashPassword(request.newPassword), updatedAt: now })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    if (!user) throw invalidCodeError();
    await revokeAllTokens(tx, user.id, now);
    return true;
  });
  if (!accepted) throw invalidCodeError();
  // The owner hears of every reset, so one made by someone who got hold of a code does not go unnoticed.
  deliverInBackground(deps.config, passwordResetMail(email, deps.config.APP_URL));
}
