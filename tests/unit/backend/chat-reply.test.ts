import { APICallError } from "ai";
import { MockLanguageModelV3, simulateReadableStream } from "ai/test";
import { describe, expect, it } from "vitest";
import { streamModelReply } from "@/lib/backend/services/chat/chat-reply";
import { failureLogFields, modelFailureMessage } from "@/lib/backend/services/chat/model-failure";
import { ContractError } from "@/lib/contract";

/** The provider-level stream part type, derived here rather than imported from a package we do not depend on. */
type LanguageModelV3StreamPart = Awaited<ReturnType<MockLanguageModelV3["doStream"]>>["stream"] extends ReadableStream<infer P> ? P : never;

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};
const finish = (unified: "stop" | "tool-calls"): LanguageModelV3StreamPart => ({ type: "finish", usage, finishReason: { unified, raw: unified } });

function modelStreaming(chunks: LanguageModelV3StreamPart[]) {
  return new MockLanguageModelV3({ doStream: async () => ({ stream: simulateReadableStream({ chunks }) }) });
}

async function reply(chunks: LanguageModelV3StreamPart[]) {
  const texts: string[] = [];
  const outcome = await streamModelReply(
    { model: { model: modelStreaming(chunks) }, system: "s", messages: [{ role: "user", content: "q" }], signal: new AbortController().signal },
    (text) => texts.push(text),
  );
  return { texts, outcome };
}

const text = (delta: string): LanguageModelV3StreamPart => ({ type: "text-delta", id: "t", delta });
const toolCall = (toolName: string, input: unknown, id = "c1"): LanguageModelV3StreamPart => ({
  type: "tool-call",
  toolCallId: id,
  toolName,
  input: JSON.stringify(input),
});

describe("one model reply", () => {
  it("passes text on as it arrives and collects reasoning apart", async () => {
    const { texts, outcome } = await reply([
      { type: "reasoning-start", id: "r" },
      { type: "reasoning-delta", id: "r", delta: "think " },
      { type: "reasoning-delta", id: "r", delta: "first" },
      { type: "reasoning-end", id: "r" },
      { type: "text-start", id: "t" },
      text("Hel"),
      text(""),
      text("lo"),
      { type: "text-end", id: "t" },
      finish("stop"),
    ]);
    expect(texts).toEqual(["Hel", "lo"]);
    expect(outcome).toEqual({ reply: { text: "Hello", reasoning: "think first" }, aborted: false });
  });

  it("keeps the text that arrived before a provider error mid-stream, and the error", async () => {
    const { texts, outcome } = await reply([{ type: "text-start", id: "t" }, text("Partial "), { type: "error", error: new Error("connection reset") }]);
    expect(texts).toEqual(["Partial "]);
    expect(outcome.reply.text).toBe("Partial ");
    expect(outcome.failure).toBeInstanceOf(Error);
  });

  it("takes the first agent tool call as the hand-over and ignores unknown tools", async () => {
    const { outcome } = await reply([
      toolCall("web_search", { query: "x" }, "c0"),
      toolCall("idea_spark", { query: "ideas for sparse attention" }, "c1"),
      toolCall("deep_survey", { query: "later call" }, "c2"),
      finish("tool-calls"),
    ]);
    expect(outcome.handOver).toEqual({ agentName: "Idea Agent", query: "ideas for sparse attention" });
  });

  it("ignores a hand-over whose input is not a query", async () => {
    const { outcome } = await reply([toolCall("deep_survey", { topic: "x" }), finish("tool-calls")]);
    expect(outcome.handOver).toBeUndefined();
  });

  it("reports an aborted request as aborted", async () => {
    const aborter = new AbortController();
    aborter.abort();
    const outcome = await streamModelReply(
      { model: { model: modelStreaming([text("never"), finish("stop")]) }, system: "s", messages: [{ role: "user", content: "q" }], signal: aborter.signal },
      () => undefined,
    );
    expect(outcome.aborted).toBe(true);
  });
});

describe("what the error event says", () => {
  const callError = (statusCode: number | undefined, message: string) =>
    new APICallError({ message, url: "http://10.0.0.5:11434/v1/chat/completions", requestBodyValues: {}, statusCode });

  it.each([
    [callError(500, "upstream exploded"), "The language model answered with an error (HTTP 500) (request id: req-1)."],
    [callError(404, "model 'x' not found"), "The language model answered with an error (HTTP 404) (request id: req-1)."],
    [callError(undefined, "Cannot connect to API: connect ECONNREFUSED 10.0.0.5:11434"), "Could not reach the language model. Please try again later (request id: req-1)."],
    [new ContractError(5201, "No language model is configured."), "No language model is configured."],
    [new TypeError("x is undefined"), "The language model failed to answer. Please try again (request id: req-1)."],
  ])("%s", (error, message) => {
    expect(modelFailureMessage(error, "req-1")).toBe(message);
  });

  it("never shows the provider's address or its own words (they stay in the log)", () => {
    const message = modelFailureMessage(callError(undefined, "connect ECONNREFUSED 10.0.0.5:11434"), "req-1");
    expect(message).not.toMatch(/10\.0\.0\.5|11434|ECONNREFUSED/);
  });
});

describe("what the logs keep of a failure", () => {
  it("never the request body (the user's conversation)", () => {
    const error = new APICallError({
      message: "upstream exploded",
      url: "http://model.test/v1/chat/completions",
      requestBodyValues: { messages: [{ role: "user", content: "my unpublished idea" }] },
      statusCode: 500,
    });
    const fields = failureLogFields(error);
    expect(fields).toEqual({ error: "AI_APICallError", statusCode: 500, message: "upstream exploded", url: "http://model.test/v1/chat/completions" });
    expect(JSON.stringify(fields)).not.toContain("unpublished");
  });
});
