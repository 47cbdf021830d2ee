import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get } from "../support/accounts";
import { messageText } from "../../fixtures/fake-llm";
import { type ChatSetup, createChatSetup, createSession, messageList, readChat } from "./chat-support";

let setup: ChatSetup;
beforeAll(async () => {
  setup = await createChatSetup();
});
afterAll(() => setup.dispose());

const frame = (event: string, data: string) => `event: ${event}\n${data.split("\n").map((line) => `data: ${line}\n`).join("")}\n`;
const lastModelRequest = () => setup.fake.requests.at(-1)?.body;

describe("GET /chat streams a direct answer", () => {
  const reasoning = "A definition question: answer directly.";
  const text = "Attention weighs every token by its relevance.\nIt is the core of the transformer.";

  it("sends each text chunk as a `message` event in order, then `response`, then `complete`", async () => {
    setup.fake.setScript([{ reasoning, text, chunkSize: 7 }]);
    const id = await createSession(setup.backend, setup.owner, "What is attention?");
    const read = await readChat(setup.backend, { query: "What is attention?", chatSessionId: id }, { token: setup.owner });
    expect(read.status).toBe(200);
    expect(read.contentType).toBe("text/event-stream; charset=utf-8");
    const messages = read.frames.filter((f) => f.event === "message").map((f) => f.data);
    expect(messages.length).toBeGreaterThan(5);
    expect(messages.join("")).toBe(text);
    expect(read.frames.map((f) => f.event)).toEqual([...messages.map(() => "message"), "response", "complete"]);
    expect(JSON.parse(read.frames.at(-2)?.data ?? "")).toEqual({ messages: [{ role: "assistant", content: text, reasoning_content: reasoning }] });
    expect(read.frames.at(-1)).toEqual({ event: "complete", data: "" });
  });

  it("writes these exact frames for a short answer", async () => {
    setup.fake.setScript([{ text: "Hello there", chunkSize: 6 }]);
    const id = await createSession(setup.backend, setup.owner, "hi");
    const read = await readChat(setup.backend, { query: "hi", chatSessionId: id }, { token: setup.owner });
    const response = JSON.stringify({ messages: [{ role: "assistant", content: "Hello there", reasoning_content: "" }] });
    expect(read.raw).toBe(frame("message", "Hello ") + frame("message", "there") + frame("response", response) + frame("complete", ""));
  });

  it("keeps the question and the reply, so a reload shows both", async () => {
    setup.fake.setScript([{ reasoning, text }]);
    const id = await createSession(setup.backend, setup.owner, "What is attention?");
    await readChat(setup.backend, { query: "What is attention?", chatSessionId: id }, { token: setup.owner });
    const { body } = await messageList(setup.backend, setup.owner, id);
    expect(body.result?.chatSessionMessages).toEqual([
      expect.objectContaining({
        type: "chat",
        query: "What is attention?",
        result: text,
        status: "finish",
        agentName: null,
        taskId: null,
        extInfo: { chatResultType: "text" },
        reasoning_content: reasoning,
      }),
    ]);
  });

  it("tells the model who it is and offers one tool per agent", async () => {
    setup.fake.setScript([{ text: "ok" }]);
    const id = await createSession(setup.backend, setup.owner, "hello");
    await readChat(setup.backend, { query: "hello", chatSessionId: id }, { token: setup.owner });
    const request = lastModelRequest();
    expect(request?.model).toBe("fake-model");
    expect(request?.tools?.map((t) => t.function.name).sort()).toEqual(["auto_experiment", "deep_survey", "idea_spark", "jupyter_notebook", "method_design"]);
    expect(request?.messages[0]?.role).toBe("system");
    expect(messageText(request?.messages[0])).toMatch(/research co-scientist/);
    expect(messageText(request?.messages[0])).not.toMatch(/under way/);
    expect(request?.messages.slice(1).map((m) => [m.role, messageText(m)])).toEqual([["user", "hello"]]);
  });

  it("moves the session to the top of the list", async () => {
    const older = await createSession(setup.backend, setup.owner, "older project");
    setup.clock.advance(1000);
    await createSession(setup.backend, setup.owner, "newer project");
    setup.clock.advance(1000);
    setup.fake.setScript([{ text: "back to it" }]);
    await readChat(setup.backend, { query: "let's continue", chatSessionId: older }, { token: setup.owner });
    const { body } = await get<Array<{ id: string }>>(setup.backend, "/chat_session/list", { token: setup.owner });
    expect(body.result?.[0]?.id).toBe(older);
  });

  it("stores turns sent at the same moment to one session one after another, none lost", async () => {
    setup.fake.setScript(() => ({ text: "noted" }));
    const id = await createSession(setup.backend, setup.owner, "many at once");
    const queries = ["one", "two", "three", "four"];
    const reads = await Promise.all(queries.map((query) => readChat(setup.backend, { query, chatSessionId: id }, { token: setup.owner })));
    expect(reads.map((read) => read.frames.at(-1)?.event)).toEqual(queries.map(() => "complete"));
    const { body } = await messageList(setup.backend, setup.owner, id);
    const stored = body.result?.chatSessionMessages ?? [];
    expect(stored.map((message) => message.query).sort()).toEqual([...queries].sort());
    expect(stored.every((message) => message.status === "finish" && message.result === "noted")).toBe(true);
  });

  it("accepts the token as a query parameter, as upstream-compatible clients send it", async () => {
    setup.fake.setScript([{ text: "yes" }]);
    const id = await createSession(setup.backend, setup.owner, "token in the URL?");
    const read = await readChat(setup.backend, { query: "token in the URL?", chatSessionId: id }, { token: setup.owner, tokenInQuery: true });
    expect(read.status).toBe(200);
    expect(read.frames.map((f) => f.event)).toEqual(["message", "response", "complete"]);
  });
});

describe("GET /chat hands over to an agent", () => {
  const subTask = "Survey evaluation metrics for retrieval-augmented generation";
  let id: string;

  it("answers the tool call as a second response message naming the contract agent, and stores a task message", async () => {
    setup.fake.setScript([{ text: "I'll hand this to Deep Survey.", toolCalls: [{ name: "deep_survey", arguments: { query: subTask } }] }]);
    id = await createSession(setup.backend, setup.owner, "How do people evaluate RAG?");
    const read = await readChat(setup.backend, { query: "How do people evaluate RAG?", chatSessionId: id }, { token: setup.owner });
    expect(read.frames.map((f) => f.event).slice(-2)).toEqual(["response", "complete"]);
    expect(JSON.parse(read.frames.at(-2)?.data ?? "")).toEqual({
      messages: [
        { role: "assistant", content: "I'll hand this to Deep Survey.", reasoning_content: "" },
        { role: "assistant", content: "", tool_calls: [{ function: { name: "Deep Search Agent", arguments: JSON.stringify({ query: subTask }) } }] },
      ],
    });
    const { body } = await messageList(setup.backend, setup.owner, id);
    expect(body.result?.chatSessionMessages).toEqual([
      expect.objectContaining({ type: "chat", query: "How do people evaluate RAG?", result: "I'll hand this to Deep Survey.", status: "finish" }),
      expect.objectContaining({
        type: "task",
        agentName: "Deep Search Agent",
        query: subTask,
        result: subTask,
        taskId: null,
        status: "processing",
        extInfo: { chatResultType: "task" },
      }),
    ]);
  });

  it("in continue mode tells the model the agent's work is under way and replays the session", async () => {
    setup.fake.setScript([{ text: "The survey is running; meanwhile, here is a quick overview." }]);
    const read = await readChat(setup.backend, { query: "Anything I should read now?", chatSessionId: id, chatStatus: "continue" }, { token: setup.owner });
    expect(read.frames.at(-1)?.event).toBe("complete");
    const request = lastModelRequest();
    expect(messageText(request?.messages[0])).toMatch(/agent's work is under way/);
    expect(request?.messages.slice(1).map((m) => [m.role, messageText(m)])).toEqual([
      ["user", "How do people evaluate RAG?"],
      ["assistant", "I'll hand this to Deep Survey."],
      ["assistant", `[I started Deep Survey (Deep Search Agent) on the sub-task: "${subTask}". Task status: processing.]`],
      ["user", "Anything I should read now?"],
    ]);
  });
});

describe("GET /chat refusals come as JSON envelopes before any stream", () => {
  it.each([
    ["an anonymous caller", undefined, 401, "Please log in first"],
    ["another user's session", "stranger", 404, "Chat session not found"],
  ] as const)("%s", async (_name, who, status, message) => {
    const id = await createSession(setup.backend, setup.owner, "mine");
    const token = who === "stranger" ? setup.stranger : undefined;
    const read = await readChat(setup.backend, { query: "let me in", chatSessionId: id }, { token });
    expect(read.status).toBe(status);
    expect(read.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(read.raw)).toEqual({ code: status, result: null, message, error: message });
    const { body } = await messageList(setup.backend, setup.owner, id);
    expect(body.result?.chatSessionMessages).toEqual([]);
  });

  it.each([
    ["no query", { chatSessionId: "x", chatStatus: "init" }, "query is required"],
    ["a blank query", { query: "  ", chatSessionId: "x", chatStatus: "init" }, "query is required"],
    ["no session id", { query: "hi", chatStatus: "init" }, "Session ID is required"],
    ["an unknown chatStatus", { query: "hi", chatSessionId: "x", chatStatus: "resume" }, 'chatStatus: Invalid option: expected one of "init"|"continue"'],
  ])("answers 400 for %s", async (_name, params, message) => {
    const answer = await setup.backend.request(`/chat?${new URLSearchParams(params)}`, { headers: { AuthToken: setup.owner } });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ code: 400, result: null, message, error: message });
  });
});
