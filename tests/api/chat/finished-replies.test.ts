import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startChatTurn } from "@/lib/backend/services/chat/chat-turn";
import { storeFinishedReply } from "@/lib/backend/services/chat/finished-replies";
import { type ChatSetup, createChatSetup, createSession, messageList } from "./chat-support";

/** Replies that finish together are stored in groups: each one whole, each session bumped, one statement per group. */
let setup: ChatSetup;

beforeAll(async () => {
  setup = await createChatSetup();
});
afterAll(() => setup.dispose());

async function openTurns(count: number) {
  const sessionId = await createSession(setup.backend, setup.owner, "many replies");
  const turns = [];
  for (let index = 0; index < count; index += 1) turns.push(await startChatTurn(setup.backend.deps, sessionId, `question ${index}`));
  return { sessionId, turns };
}

describe("storing finished replies", () => {
  it("stores 250 replies finishing at once in two statements, every reply whole and the session bumped", async () => {
    const { sessionId, turns } = await openTurns(250);
    const at = new Date(Date.now() + 60_000);
    const execute = vi.spyOn(setup.backend.deps.db, "execute");
    try {
      await Promise.all(
        turns.map((turn, index) => storeFinishedReply(setup.backend.deps.db, { sessionId, messageId: turn.messageId, text: `answer ${index}`, reasoning: index === 0 ? "why" : null, at })),
      );
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      execute.mockRestore();
    }
    const list = await messageList(setup.backend, setup.owner, sessionId);
    const messages = list.body.result?.chatSessionMessages ?? [];
    expect(messages).toHaveLength(250);
    expect(messages.every((message, index) => message.status === "finish" && message.result === `answer ${index}`)).toBe(true);
    const sessions = await setup.backend.deps.db.query.chatSessions.findFirst({ where: (table, { eq }) => eq(table.id, sessionId) });
    expect(sessions?.updatedAt.toISOString()).toBe(at.toISOString());
  });

  it("fails every reply of a group whose statement fails, and stores none of them", async () => {
    const { sessionId, turns } = await openTurns(2);
    // PostgreSQL refuses a NUL character in text, so the group's statement fails in the database itself.
    const replies = [{ text: "fine" }, { text: "bro\u0000ken" }];
    const broken = turns.map((turn, index) => storeFinishedReply(setup.backend.deps.db, { sessionId, messageId: turn.messageId, text: replies[index]?.text ?? "", reasoning: null, at: new Date() }));
    for (const outcome of await Promise.allSettled(broken)) expect(outcome.status).toBe("rejected");
    const list = await messageList(setup.backend, setup.owner, sessionId);
    expect(list.body.result?.chatSessionMessages.map((message) => message.status)).toEqual(["processing", "processing"]);
  });
});
