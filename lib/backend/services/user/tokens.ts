import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { LOGIN_COOKIE_MAX_AGE_SECONDS } from "@/lib/contract/constants";
import type { DatabaseOrTransaction } from "../../db/client";
import { authTokens, type UserRow, users } from "../../db/schema";
import type { BackendDeps } from "../../deps";

/**
 * Backend tokens: 32 random bytes, handed out once and stored only as their SHA-256 (a fast hash is enough for
 * a value with 256 bits of entropy). They live as long as the session cookie that carries them: 7 days.
 */
export const TOKEN_LIFETIME_MS = LOGIN_COOKIE_MAX_AGE_SECONDS * 1000;

type TokenDeps = Pick<BackendDeps, "db" | "now">;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function issueToken(deps: TokenDeps, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = deps.now();
  await deps.db.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
  });
  return token;
}

/** The user a token belongs to, when the token is neither expired nor revoked. */
export async function userForToken(deps: TokenDeps, token: string): Promise<UserRow | undefined> {
  const [row] = await deps.db
    .select({ user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, hashToken(token)), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, deps.now())))
    .limit(1);
  return row?.user;
}

export async function revokeToken(deps: TokenDeps, token: string): Promise<void> {
  await deps.db
    .update(authTokens)
    .set({ revokedAt: deps.now() })
    .where(and(eq(authTokens.tokenHash, hashToken(token)), isNull(authTokens.revokedAt)));
}

/** Signs a user out everywhere (after a password reset); takes a transaction so it commits with the new hash. */
export async function revokeAllTokens(db: DatabaseOrTransaction, userId: string, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}
