import "server-only";
import { Hono } from "hono";
import { contractCalls } from "@/lib/contract";
import type { BackendDeps } from "../deps";
import { requireUser } from "../http/auth";
import { ok, parseInput, readJsonBody } from "../http/respond";
import { chatSessionMessages, createChatSession, listChatSessions } from "../services/chat/chat-sessions";

/** Chat sessions (spec §7 chat_session calls). Owner only: anonymous callers get 401, other users' sessions 404. */
export function chatSessionRoutes(deps: BackendDeps) {
  return new Hono()
    .post("/chat_session/create", async (c) => {
      const user = await requireUser(c, deps);
      const body = parseInput(contractCalls["chatSession.create"].body, await readJsonBody(c));
      return ok(c, await createChatSession(deps, user.id, body.query));
    })
    .get("/chat_session/list", async (c) => {
      const user = await requireUser(c, deps);
      parseInput(contractCalls["chatSession.list"].query, c.req.query());
      return ok(c, await listChatSessions(deps, user.id));
    })
    .get("/chat_session/message/list", async (c) => {
      const user = await requireUser(c, deps);
      const query = parseInput(contractCalls["chatSession.messageList"].query, c.req.query());
      return ok(c, await chatSessionMessages(deps, user.id, query.chatSessionId));
    });
}
