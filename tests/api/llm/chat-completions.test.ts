import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { APICallError } from "ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChatCompletionsPart, type ChatCompletionsRequest, streamChatCompletion } from "@/lib/backend/llm/chat-completions";
import { modelFailureMessage } from "@/lib/backend/services/chat/model-failure";

/**
 * The lean chat-completions client against a loopback server that writes exact bytes, so every wire shape a
 * compatible server may send (fragments, CRLF, missing [DONE], error chunks) is checked as it really arrives.
 */
type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;
let handler: Handler = (_request, _body, response) => response.end();
let server: Server;
let baseUrl = "";
const closed: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (part: Buffer) => (body += part.toString()));
    request.on("end", () => handler(request, body, response));
    response.on("close", () => closed.push(response.writableFinished ? "finished" : "cut"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: "c", object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

function streaming(frames: string[], status = 200): Handler {
  return (_request, _body, response) => {
    response.writeHead(status, { "content-type": "text/event-stream" });
    for (const frame of frames) response.write(frame);
    response.end();
  };
}

function request(overrides: Partial<ChatCompletionsRequest> = {}): ChatCompletionsRequest {
  return {
    endpoint: { baseUrl, apiKey: "sk-test", modelId: "model-a" },
    system: "You are helpful.",
    messages: [
      { role: "user", content: "Hi" },
      { role: "assistant", content: "Hello" },
      { role: "user", content: "Survey attention" },
    ],
    tools: [{ name: "deep_survey", description: "Hand over", parameters: { type: "object", properties: { query: { type: "string" } } } }],
    signal: new AbortController().signal,
    ...overrides,
  };
}

async function collect(overrides: Partial<ChatCompletionsRequest> = {}) {
  const parts: ChatCompletionsPart[] = [];
  const end = await streamChatCompletion(request(overrides), (part) => parts.push(part));
  return { parts, end };
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail("the stream should have failed"),
    (error: unknown) => error,
  );
}

describe("streaming a chat completion", () => {
  it("posts the model, the system prompt first, the turns, the tools as functions and the key", async () => {
    let seen: { body: Record<string, unknown>; authorization?: string; path?: string } | undefined;
    handler = (incoming, body, response) => {
      seen = { body: JSON.parse(body) as Record<string, unknown>, authorization: incoming.headers.authorization, path: incoming.url };
      streaming([chunk({ content: "ok" }, "stop"), "data: [DONE]\n\n"])(incoming, body, response);
    };
    await collect();
    expect(seen?.path).toBe("/v1/chat/completions");
    expect(seen?.authorization).toBe("Bearer sk-test");
    expect(seen?.body).toEqual({
      model: "model-a",
      stream: true,
      messages: [
        { role: "system", content: "You are helpful." },
        { role: "user", content: "Hi" },
        { role: "assistant", content: "Hello" },
        { role: "user", content: "Survey attention" },
      ],
      tools: [{ type: "function", function: { name: "deep_survey", description: "Hand over", parameters: { type: "object", properties: { query: { type: "string" } } } } }],
    });
  });

  it("passes text and reasoning on in order, under either reasoning name, and ends with the finish reason", async () => {
    handler = streaming([
      chunk({ role: "assistant", content: "" }),
      chunk({ reasoning_content: "think " }),
      chunk({ reasoning: "more" }),
      chunk({ content: "Hel" }),
      chunk({ content: "lo" }, "stop"),
      "data: [DONE]\n\n",
    ]);
    const { parts, end } = await collect();
    expect(parts).toEqual([
      { type: "reasoning", text: "think " },
      { type: "reasoning", text: "more" },
      { type: "text", text: "Hel" },
      { type: "text", text: "lo" },
    ]);
    expect(end).toEqual({ finishReason: "stop", toolCalls: [] });
  });

  it("joins a tool call streamed in fragments, and events split across reads and written with CRLF", async () => {
    const call = (fn: Record<string, string>) => chunk({ tool_calls: [{ index: 0, id: "call_1", type: "function", function: fn }] });
    // The name again in a later piece, as some servers send it, must not be doubled.
    const frames = [chunk({ content: "Handing over." }), call({ name: "deep_survey", arguments: "" }), call({ arguments: '{"query":' }), call({ name: "deep_survey", arguments: '"attention"}' }), chunk({}, "tool_calls")];
    const wire = frames.join("").replaceAll("\n", "\r\n") + "data: [DONE]\r\n\r\n";
    handler = streaming([wire.slice(0, 37), wire.slice(37, 200), wire.slice(200)]);
    const { parts, end } = await collect();
    expect(parts).toEqual([{ type: "text", text: "Handing over." }]);
    expect(end).toEqual({ finishReason: "tool_calls", toolCalls: [{ name: "deep_survey", arguments: '{"query":"attention"}' }] });
  });

  it("accepts a server that ends after the finish reason without [DONE]", async () => {
    handler = streaming([chunk({ content: "Done" }, "stop")]);
    expect((await collect()).end.finishReason).toBe("stop");
  });
});

describe("when the model fails", () => {
  it("reports an error answer with its status, the server's own message staying in the error (the log), not the user's message", async () => {
    handler = (_request, _body, response) => {
      response.writeHead(404, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "model 'model-a' not found" } }));
    };
    const error = await failureOf(collect());
    expect(APICallError.isInstance(error)).toBe(true);
    expect((error as APICallError).message).toBe("model 'model-a' not found");
    // The error names the model, never carries the conversation it was sent.
    expect((error as APICallError).requestBodyValues).toEqual({ model: "model-a" });
    expect(modelFailureMessage(error, "req-1")).toBe("The language model answered with an error (HTTP 404) (request id: req-1).");
  });

  it("stops at an error chunk mid-stream, after passing on the text before it", async () => {
    const parts: ChatCompletionsPart[] = [];
    handler = streaming([chunk({ content: "Partial " }), `data: ${JSON.stringify({ error: { message: "model overloaded" } })}\n\n`, chunk({ content: "never" }, "stop")]);
    const error = await failureOf(streamChatCompletion(request(), (part) => parts.push(part)));
    expect(parts).toEqual([{ type: "text", text: "Partial " }]);
    expect((error as APICallError).message).toBe("model overloaded");
  });

  it("refuses a chunk that is not a chat-completions chunk", async () => {
    handler = streaming([`data: ${JSON.stringify({ choices: [{ delta: { content: 42 } }] })}\n\n`]);
    expect(((await failureOf(collect())) as Error).message).toMatch(/not a chat-completions chunk/);
  });

  it("reports an answer that ends before the model finished", async () => {
    handler = streaming([chunk({ content: "Half an ans" })]);
    expect(((await failureOf(collect())) as Error).message).toMatch(/ended before it was finished/);
  });

  it("reports a server that cannot be reached as a call error without a status", async () => {
    const error = await failureOf(collect({ endpoint: { baseUrl: "http://127.0.0.1:1/v1", modelId: "m" } }));
    expect((error as APICallError).message).toMatch(/ECONNREFUSED/);
    expect(modelFailureMessage(error, "req-1")).toBe("Could not reach the language model. Please try again later (request id: req-1).");
  });

  it("cuts the model's connection when the signal aborts mid-stream", async () => {
    const aborter = new AbortController();
    handler = (_request, _body, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.write(chunk({ content: "first" }));
      // Never ends on its own: only the abort can finish this request.
    };
    const closedBefore = closed.length;
    const reading = streamChatCompletion(request({ signal: aborter.signal }), () => aborter.abort());
    const error = await failureOf(reading);
    expect((error as Error).name).toBe("AbortError");
    await expect.poll(() => closed.slice(closedBefore)).toEqual(["cut"]);
  });
});
