import "server-only";
import { eq, sql } from "drizzle-orm";
import { ContractError, type Invite } from "@/lib/contract";
import type { BackendDeps } from "../../deps";
import { labInvites, type UserRow } from "../../db/schema";
import { normalizeEmail } from "../user/account-email";
import { lockedAccount } from "./accounts";
import { joinLab, labMembershipOf } from "./lab-account";

/**
 * Invite links of a shared lab (spec §1, §9: "The invite link can be used only once; credits are shared with the
 * labmate after approval"). Only a lab on the Ultra plan shares credits, so only its owner invites.
 */
export async function createInvite(deps: BackendDeps, user: UserRow, email: string | null | undefined): Promise<Invite> {
  return deps.db.transaction(async (tx) => {
    const membership = await labMembershipOf(tx, user.id);
    if (!membership?.isOwner || membership.account.plan !== "lab") {
      throw ContractError.badRequest("Inviting labmates needs the Ultra plan: upgrade to Ultra to share its credits with your lab.");
    }
    const invitee = email ? normalizeEmail(email) : null;
    const [invite] = await tx.insert(labInvites).values({ accountId: membership.account.id, createdBy: user.id, email: invitee }).returning();
    if (!invite) throw new Error("the invite was not stored");
    const link = new URL("/upgrade", deps.config.APP_URL);
    link.searchParams.set("inviteId", invite.id);
    if (invitee) link.searchParams.set("email", invitee);
    return { inviteId: invite.id, inviteUrl: link.href };
  });
}

/** Accepting: from now on the user's tasks draw on the lab's credits. A used link, or someone else's, is refused. */
export async function acceptInvite(deps: BackendDeps, user: UserRow, inviteId: string): Promise<true> {
  return deps.db.transaction(async (tx) => {
    // Locked, so two people (or two tabs) accepting at once cannot both use it.
    const [invite] = await tx.select().from(labInvites).where(eq(labInvites.id, inviteId)).for("update");
    if (!invite) throw ContractError.notFound("This invite link is not valid.");
    if (invite.usedAt) throw ContractError.badRequest("This invite link has already been used. Ask your lab for a new one.");
    if (invite.email && invite.email !== user.email) throw ContractError.notFound("This invite link was made for another email address.");
    const membership = await labMembershipOf(tx, user.id);
    if (membership?.account.id === invite.accountId) throw ContractError.badRequest("You are already in this lab.");
    if (membership?.isOwner) throw ContractError.badRequest("You own a lab on the Ultra plan, so you cannot join another lab.");
    if (membership) throw ContractError.badRequest("You already share another lab's credits. Leave that lab before joining this one.");
    // Locked too: a plan ending at this moment (its members removed) either sees this labmate or refuses them.
    const lab = await lockedAccount(tx, invite.accountId);
    if (lab?.plan !== "lab") throw ContractError.badRequest("This lab no longer has the Ultra plan, so it cannot share credits.");
    await tx.update(labInvites).set({ usedBy: user.id, usedAt: sql`now()` }).where(eq(labInvites.id, invite.id));
    await joinLab(tx, user.id, invite.accountId);
    return true as const;
  });
}
