import "server-only";
import { type Context, Hono } from "hono";
import { contractCalls } from "@/lib/contract";
import type { BackendDeps } from "../deps";
import { requireUser } from "../http/auth";
import { requestIdOf } from "../http/request-id";
import { parseInput } from "../http/respond";
import { sseReaderOf } from "../http/sse";
import { inStreamSlot, userStreamsKey } from "../http/stream-slots";
import { openChatStream } from "../services/chat/chat-stream";

/**
 * GET /chat, the chat reply stream (spec §7). The token may also come as the `token` query parameter, which
 * upstream-compatible clients send. Refusals are JSON envelopes; only an accepted turn answers an event stream.
 */
export function chatRoutes(deps: BackendDeps) {
  const stream = async (c: Context) => {
    const user = await requireUser(c, deps, { allowQuery: true });
    const query = parseInput(contractCalls["chat.stream"].query, c.req.query());
    return inStreamSlot(userStreamsKey(user.id), deps.config.SSE_STREAMS_PER_USER, sseReaderOf(c), (reader) =>
      openChatStream(deps, { userId: user.id, requestId: requestIdOf(c), reader }, query),
    );
  };
  // The spec writes the path as /api/chat/; both spellings reach the same handler.
  return new Hono().get("/chat", stream).get("/chat/", stream);
}
