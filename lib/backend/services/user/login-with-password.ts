import "server-only";
import { and, eq } from "drizzle-orm";
import { ContractError } from "@/lib/contract";
import type { UserInfo } from "@/lib/contract/entities/user";
import { users } from "../../db/schema";
import type { BackendDeps } from "../../deps";
import { forgive, hit } from "../rate-limit";
import { assertWhitelisted, normalizeEmail } from "./account-email";
import { loginIpRule } from "./account-limits";
import { claimLoginAttempt, forgetLoginFailures, recordLoginFailure } from "./login-backoff";
import { hashPassword, needsRehash, verifyPassword } from "./passwords";
import { issueToken } from "./tokens";
import { toUserInfo } from "./user-info";

export type LoginAnswer = UserInfo & { token: string };

/**
 * Email and password sign-in. Unknown address, account without a password and wrong password give the same
 * 401 after the same scrypt work. Every attempt is counted before the check and forgiven when it succeeds, so
 * only failures add up to the per-IP limit and to the back-off of this client at this account.
 */
export async function loginWithPassword(
  deps: BackendDeps,
  credentials: { email: string; password: string },
  clientIp: string,
): Promise<LoginAnswer> {
  const email = normalizeEmail(credentials.email);
  const ipRule = loginIpRule(deps.config, clientIp);
  const attempt = { email, client: clientIp };
  await hit(deps, ipRule);
  const failures = await claimLoginAttempt(deps, attempt);

  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  const passwordMatches = await verifyPassword(credentials.password, user?.passwordHash);
  if (!user?.passwordHash || !passwordMatches) {
    await recordLoginFailure(deps, attempt, failures);
    throw ContractError.unauthorized("Incorrect email or password");
  }

  await Promise.all([forgive(deps, ipRule), forgetLoginFailures(deps, attempt)]);
  await upgradeHash(deps, user.id, user.passwordHash, credentials.password);
  // Checked only after the password: a refusal before it would tell strangers which addresses are listed.
  assertWhitelisted(deps.config, user.email);
  return { ...toUserInfo(user), token: await issueToken(deps, user.id) };
}

/**
 * A hash made with older scrypt parameters is replaced while the password is at hand (only a login has it).
 * Only if it is still the hash we verified: a reset that landed meanwhile wins.
 */
async function upgradeHash(deps: BackendDeps, userId: string, verified: string, password: string): Promise<void> {
  if (!needsRehash(verified)) return;
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(and(eq(users.id, userId), eq(users.passwordHash, verified)));
}
