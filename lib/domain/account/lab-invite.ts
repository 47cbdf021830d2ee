/**
 * The upgrade page's invitation block (spec §4 "Invite share button", §6): when a visitor with an invite link is
 * asked to join the lab, and the states of the invite link's button.
 */
import { UserLevelSource } from "@/lib/contract/constants";
import type { CreditData } from "@/lib/contract/entities/user";
import type { LinkStep } from "@/lib/domain/share/link-button-state";

/**
 * Spec §6: an invited user (level source invite) does not get the join prompt; everyone else who opens the page
 * with an inviteId does, once their credit data is known.
 */
export function showsJoinPrompt(inviteId: string | null, credit: Pick<CreditData, "userLevelSouce"> | undefined): boolean {
  if (!inviteId || !credit) return false;
  return credit.userLevelSouce !== UserLevelSource.invite;
}

/** Spec §4: the invite share button goes Init (no link yet), Copy (a link to copy), Copied (just copied). */
export const inviteButtonLabel: Readonly<Record<LinkStep, string>> = {
  init: "Invite a labmate",
  copy: "Copy",
  copied: "Copied",
};

/** The link to share: the server's ready-made one, else /upgrade?inviteId= on this origin. */
export function inviteLinkUrl(invite: { inviteId: string; inviteUrl?: string | null }, origin: string): string {
  if (invite.inviteUrl) return invite.inviteUrl;
  const url = new URL("/upgrade", origin);
  url.searchParams.set("inviteId", invite.inviteId);
  return url.toString();
}
