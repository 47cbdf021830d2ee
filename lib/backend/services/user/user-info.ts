import "server-only";
import { eq } from "drizzle-orm";
import type { UserInfo } from "@/lib/contract/entities/user";
import { type UserRow, users } from "../../db/schema";
import type { BackendDeps } from "../../deps";

/** The contract's user info (spec §3) for an account row; login answers add the token. */
export function toUserInfo(user: UserRow): UserInfo {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    userName: user.userName,
    platform: user.platform,
    isNewUser: user.isNewUser,
    googleEmail: user.googleEmail,
    githubEmail: user.githubEmail,
  };
}

/**
 * Accounts stay "new" (the client offers the research profile to new users) until the profile is first saved;
 * the research-profile service calls this then.
 */
export async function markUserNotNew(deps: Pick<BackendDeps, "db" | "now">, userId: string): Promise<void> {
  await deps.db.update(users).set({ isNewUser: false, updatedAt: deps.now() }).where(eq(users.id, userId));
}
