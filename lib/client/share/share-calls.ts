/**
 * The owner's share and revoke calls (issue 21). Silent: the Share modal says what failed beside its button
 * (spec §8's 'Failed to create share link'), so no toast repeats it; a 401 or 403 still acts as everywhere.
 */
import { callApi } from "@/lib/client/api/call-api";
import type { ShareLink } from "@/lib/contract/calls/chat";

/** The public link, whether the server answered it as text or as { url, shareId }. */
export function shareLinkUrl(link: ShareLink): string {
  return typeof link === "string" ? link : link.url;
}

export async function shareSession(chatSessionId: string): Promise<string> {
  return shareLinkUrl(await callApi("chatSession.share", { body: { chatSessionId } }, { silent: true }));
}

export async function unshareSession(chatSessionId: string): Promise<void> {
  await callApi("chatSession.unshare", { body: { chatSessionId } }, { silent: true });
}
