import "server-only";
import type { BackendDeps } from "../deps";
import { type CallRouter, mount } from "../http/mount";
import { userStreamSlot } from "../http/stream-slots";
import { openChatStream } from "../services/chat/chat-stream";
import { chatSessionMessages, createChatSession, listChatSessions } from "../services/chat/chat-sessions";

/** Chat sessions and the chat reply stream (spec §7). Owner only: anonymous callers get 401, other users' sessions 404. */
export function mountChatCalls(api: CallRouter, deps: BackendDeps) {
  mount(api, "chatSession.create", ({ user, body }) => createChatSession(deps, user.id, body.query));
  mount(api, "chatSession.list", ({ user }) => listChatSessions(deps, user.id));
  mount(api, "chatSession.messageList", async ({ requireUser, query }) => chatSessionMessages(deps, (await requireUser()).id, query.chatSessionId));
  // Refusals are JSON envelopes; only an accepted turn answers an event stream.
  mount(api, "chat.stream", ({ user, query, requestId }) => openChatStream(deps, { userId: user.id, requestId }, query), {
    // The spec writes the path as /api/chat/; upstream-compatible clients send the token in the query.
    trailingSlash: true,
    tokenInQuery: true,
    streamSlot: ({ user }) => userStreamSlot(user.id, deps.config.SSE_STREAMS_PER_USER),
  });
}
