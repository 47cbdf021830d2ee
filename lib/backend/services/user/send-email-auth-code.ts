import "server-only";
import { eq } from "drizzle-orm";
import { users, type EmailCodePurpose } from "../../db/schema";
import type { BackendDeps } from "../../deps";
import { deliverInBackground } from "../../mail/deliver";
import { hit } from "../rate-limit";
import { assertWhitelisted, normalizeEmail } from "./account-email";
import { accountExistsMail, resetCodeMail, signUpCodeMail } from "./account-mails";
import { issueEmailCode } from "./email-codes";
import { emailCodeRules } from "./account-limits";

/**
 * GET /user/sendEmailAuthCode. The answer is the same for every address (no account enumeration); what is
 * mailed depends on whether an account exists:
 * - REGISTER, no account: a sign-up code. REGISTER, account: a note that the account exists, no code.
 * - RESET_PASSWORD, account: a reset code. RESET_PASSWORD, no account: nothing.
 * Mail goes out after the answer (deliverInBackground), so SMTP time does not tell the cases apart either.
 * In a private beta a sign-up code goes only to listed addresses; others get the private-beta answer (403),
 * which depends on the list alone, never on whether an account exists.
 */
export async function sendEmailAuthCode(
  deps: BackendDeps,
  request: { email: string; sendEmailType: EmailCodePurpose },
  clientIp: string,
): Promise<void> {
  const email = normalizeEmail(request.email);
  for (const rule of emailCodeRules(deps.config, email, clientIp)) await hit(deps, rule);

  const [account] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  const appUrl = deps.config.APP_URL;
  if (request.sendEmailType === "REGISTER") {
    assertWhitelisted(deps.config, email);
    if (account) {
      deliverInBackground(deps.config, accountExistsMail(email, appUrl));
      return;
    }
    const code = await issueEmailCode(deps.db, email, "REGISTER", deps.now());
    deliverInBackground(deps.config, signUpCodeMail(email, code, appUrl));
    return;
  }
  if (!account) return;
  const code = await issueEmailCode(deps.db, email, "RESET_PASSWORD", deps.now());
  deliverInBackground(deps.config, resetCodeMail(email, code, appUrl));
}
