import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get, post } from "../support/accounts";
import { type ChatSetup, createChatSetup, createSession, messageList } from "./chat-support";

let setup: ChatSetup;
beforeAll(async () => {
  setup = await createChatSetup();
});
afterAll(() => setup.dispose());

const pleaseLogIn = { code: 401, result: null, message: "Please log in first", error: "Please log in first" };
const notFound = { code: 404, result: null, message: "Chat session not found", error: "Chat session not found" };
const badRequest = (message: string) => ({ code: 400, result: null, message, error: message });
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("POST /chat_session/create", () => {
  it("creates a session titled from the query, without the @Agent mention, and answers its id and page path", async () => {
    const { status, body } = await post<{ id: string; title: string; path: string }>(
      setup.backend,
      "/chat_session/create",
      { query: "@Deep Survey   retrieval-augmented generation\n evaluation metrics" },
      { token: setup.owner },
    );
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.result?.id).toMatch(uuid);
    expect(body.result).toEqual({ id: body.result?.id, title: "retrieval-augmented generation", path: `/search-v1/${body.result?.id}` });
  });

  it("refuses an anonymous caller with 401 (the client logs out and opens the login dialog)", async () => {
    const { status, body } = await post(setup.backend, "/chat_session/create", { query: "hello" });
    expect(status).toBe(401);
    expect(body).toEqual(pleaseLogIn);
  });

  it.each([
    ["no query", {}, "query is required"],
    ["a blank query", { query: "  \n " }, "query is required"],
    ["a query that is not text", { query: 42 }, "query is required"],
  ])("answers 400 for %s", async (_name, request, message) => {
    const { status, body } = await post(setup.backend, "/chat_session/create", request, { token: setup.owner });
    expect(status).toBe(400);
    expect(body).toEqual(badRequest(message));
  });

  it("answers 400 for a body that is not JSON", async () => {
    const { status, body } = await post(setup.backend, "/chat_session/create", "{query:", { token: setup.owner, headers: { "content-type": "application/json" } });
    expect(status).toBe(400);
    expect(body).toEqual(badRequest("The request body is not valid JSON"));
  });
});

describe("GET /chat_session/list", () => {
  it("lists only the caller's sessions, newest first, each with its page path", async () => {
    const first = await createSession(setup.backend, setup.stranger, "first question");
    setup.clock.advance(1000);
    const second = await createSession(setup.backend, setup.stranger, "second question");
    setup.clock.advance(1000);
    const third = await createSession(setup.backend, setup.stranger, "third question");
    const { status, body } = await get<Array<{ id: string; title: string; path: string }>>(setup.backend, "/chat_session/list?timestamp=1", {
      token: setup.stranger,
    });
    expect(status).toBe(200);
    expect(body.result).toEqual([
      { id: third, title: "third question", path: `/search-v1/${third}` },
      { id: second, title: "second question", path: `/search-v1/${second}` },
      { id: first, title: "first question", path: `/search-v1/${first}` },
    ]);
    const owners = await get<Array<{ id: string }>>(setup.backend, "/chat_session/list", { token: setup.owner });
    expect(owners.body.result?.map((session) => session.id)).not.toContain(first);
  });

  it("refuses an anonymous caller with 401", async () => {
    const { status, body } = await get(setup.backend, "/chat_session/list");
    expect(status).toBe(401);
    expect(body).toEqual(pleaseLogIn);
  });
});

describe("GET /chat_session/message/list", () => {
  it("answers the owner the title, visitType owner, no share link yet and (for a new session) no messages", async () => {
    const id = await createSession(setup.backend, setup.owner, "Why do transformers need positional encodings?");
    const { status, body } = await messageList(setup.backend, setup.owner, id);
    expect(status).toBe(200);
    expect(body.result).toEqual({
      chatSession: { id, title: "Why do transformers need positional encodings?", visitType: "owner", shareUrl: null },
      chatSessionMessages: [],
    });
  });

  it("answers another user 404 'Chat session not found', never 403 (403 means the private-beta redirect)", async () => {
    const id = await createSession(setup.backend, setup.owner, "private thoughts");
    const { status, body } = await messageList(setup.backend, setup.stranger, id);
    expect(status).toBe(404);
    expect(body).toEqual(notFound);
  });

  it("answers an unknown id exactly like someone else's session", async () => {
    const { status, body } = await messageList(setup.backend, setup.owner, "00000000-0000-0000-0000-000000000000");
    expect(status).toBe(404);
    expect(body).toEqual(notFound);
  });

  it("refuses an anonymous caller with 401", async () => {
    const id = await createSession(setup.backend, setup.owner, "anyone there?");
    const { status, body } = await messageList(setup.backend, undefined, id);
    expect(status).toBe(401);
    expect(body).toEqual(pleaseLogIn);
  });

  it("answers 400 'Session ID is required' without a chatSessionId", async () => {
    const { status, body } = await get(setup.backend, "/chat_session/message/list", { token: setup.owner });
    expect(status).toBe(400);
    expect(body).toEqual(badRequest("Session ID is required"));
  });
});
