import "server-only";
import type { BackendDeps } from "../deps";
import { type CallRouter, mount } from "../http/mount";
import { userStreamSlot } from "../http/stream-slots";
import { openChatStream } from "../services/chat/chat-stream";
import { chatSessionMessages, createChatSession, listChatSessions } from "../services/chat/chat-sessions";
import { readableSession } from "../services/share/session-access";
import { activeShareUrl } from "../services/share/share-links";
import { readerOf } from "../services/share/share-reader";

/**
 * Chat sessions and the chat reply stream (spec §7). Writes are the owner's: anonymous callers get 401, other
 * users' sessions 404. The message list also answers a shared session's visitors (issue 21).
 */
export function mountChatCalls(api: CallRouter, deps: BackendDeps) {
  mount(api, "chatSession.create", ({ user, body }) => createChatSession(deps, user.id, body.query));
  mount(api, "chatSession.list", ({ user }) => listChatSessions(deps, user.id));
  mount(api, "chatSession.messageList", async (caller) => {
    const { chatSessionId, shareId } = caller.query;
    const readable = await readableSession(deps.db, await readerOf(deps, caller, shareId), chatSessionId, shareId);
    const shareUrl = readable.visitType === "owner" ? await activeShareUrl(deps, readable.session.id) : null;
    return chatSessionMessages(deps, readable, shareUrl);
  });
  // Refusals are JSON envelopes; only an accepted turn answers an event stream.
  mount(api, "chat.stream", ({ user, query, requestId }) => openChatStream(deps, { userId: user.id, requestId }, query), {
    // The spec writes the path as /api/chat/; upstream-compatible clients send the token in the query.
    trailingSlash: true,
    tokenInQuery: true,
    streamSlot: ({ user }) => userStreamSlot(user.id, deps.config.SSE_STREAMS_PER_USER),
  });
}
