import "server-only";
import { eq } from "drizzle-orm";
import type { UserInfo } from "@/lib/contract/entities/user";
import { users } from "../../db/schema";
import type { BackendDeps } from "../../deps";
import { ApiError } from "../../http/api-error";
import { forgive, hit } from "../rate-limit";
import { assertWhitelisted, normalizeEmail } from "./account-email";
import { loginAccountRule, loginIpRule } from "./account-limits";
import { verifyPassword } from "./passwords";
import { issueToken } from "./tokens";
import { toUserInfo } from "./user-info";

export type LoginAnswer = UserInfo & { token: string };

/**
 * Email and password sign-in. Unknown address, account without a password and wrong password give the same
 * 401 after the same scrypt work. Every attempt is counted before the check and forgiven when it succeeds, so
 * only failures add up to the per-account and per-IP limits.
 */
export async function loginWithPassword(
  deps: BackendDeps,
  credentials: { email: string; password: string },
  clientIp: string,
): Promise<LoginAnswer> {
  const email = normalizeEmail(credentials.email);
  const rules = [loginIpRule(deps.config, clientIp), loginAccountRule(deps.config, email)];
  for (const rule of rules) await hit(deps, rule);

  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  const passwordMatches = await verifyPassword(credentials.password, user?.passwordHash);
  if (!user || !passwordMatches) throw ApiError.unauthorized("Incorrect email or password");

  await Promise.all(rules.map((rule) => forgive(deps, rule)));
  // Checked only after the password: a refusal before it would tell strangers which addresses are listed.
  assertWhitelisted(deps.config, user.email);
  return { ...toUserInfo(user), token: await issueToken(deps, user.id) };
}
