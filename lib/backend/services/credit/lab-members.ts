import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { ContractError, type InviteInfoList } from "@/lib/contract";
import type { BackendDeps } from "../../deps";
import { labMembers, type UserRow, users } from "../../db/schema";
import { labMembershipOf } from "./lab-account";

/**
 * The labmates of the caller's lab (spec §3 invite info list: entries carry the user id used for removal). The owner
 * is not listed: they cannot be removed. Someone in no lab gets an empty list.
 */
export async function listLabmates(deps: BackendDeps, user: UserRow): Promise<InviteInfoList> {
  return deps.db.transaction(async (tx) => {
    const membership = await labMembershipOf(tx, user.id);
    if (!membership) return { inviteInfoList: [] };
    const rows = await tx
      .select({ userId: users.id, email: users.email, userName: users.userName, joinedAt: labMembers.joinedAt })
      .from(labMembers)
      .innerJoin(users, eq(users.id, labMembers.userId))
      .where(and(eq(labMembers.accountId, membership.account.id), ne(labMembers.userId, membership.account.ownerUserId)))
      .orderBy(labMembers.joinedAt);
    return { inviteInfoList: rows.map(({ joinedAt, ...member }) => ({ ...member, status: "joined", createdAt: joinedAt.getTime() })) };
  });
}

/**
 * The owner removes a labmate, or a labmate leaves (their own id): either way their later tasks draw on their own
 * account again. Anyone else's id is "no such labmate", whoever's lab it is in.
 */
export async function removeLabmate(deps: BackendDeps, user: UserRow, userId: string): Promise<true> {
  return deps.db.transaction(async (tx) => {
    const membership = await labMembershipOf(tx, user.id);
    const lab = membership?.account;
    const allowed = lab !== undefined && userId !== lab.ownerUserId && (membership?.isOwner === true || userId === user.id);
    const removed = allowed
      ? await tx.delete(labMembers).where(and(eq(labMembers.userId, userId), eq(labMembers.accountId, lab.id))).returning()
      : [];
    if (removed.length === 0) throw ContractError.notFound("No such labmate in your lab.");
    return true as const;
  });
}
