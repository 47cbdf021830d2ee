/**
 * 'Clone and continue' (issue 21): POST /chat_session/clone copies the replayed session (the owner's own, or a
 * shared one through the page's shareId) into a new session the caller owns; the answer says where it lives.
 */
import { sessionPagePath } from "@/lib/domain/chat/session-path";
import { callApi } from "../api/call-api";
import { currentShareId } from "../api/share-scope";

/** Resolves the new session's path; a failure has been shown by the api client (§8) and rejects. */
export async function cloneSession(chatSessionId: string): Promise<string> {
  const shareId = currentShareId();
  const clone = await callApi("chatSession.clone", { body: { chatSessionId, ...(shareId ? { shareId } : {}) } });
  return sessionPagePath(clone);
}
