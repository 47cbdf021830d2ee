import "server-only";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import type { BackendDeps } from "../../deps";
import { normalizeEmail } from "./account-email";
import { consumeEmailCode, invalidCodeError } from "./email-codes";
import { hashPassword } from "./passwords";
import { revokeAllTokens } from "./tokens";

/**
 * POST /user/resetPassword: consume the RESET_PASSWORD code, set the new password and sign the account out
 * everywhere, all in one transaction. An unknown address has no code, so it answers exactly like a wrong code.
 */
export async function resetPassword(
  deps: BackendDeps,
  request: { email: string; newPassword: string; authCode: string },
): Promise<void> {
  const email = normalizeEmail(request.email);
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
}
