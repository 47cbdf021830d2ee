import "server-only";
import http from "node:http";
import https from "node:https";
import { APICallError } from "ai";
import { createParser } from "eventsource-parser";
import { z } from "zod";

/**
 * A lean streaming client for the OpenAI chat-completions API (OpenAI and every compatible server: Ollama, vLLM,
 * llama.cpp, LM Studio), used for the chat reply, the one model stream every open chat holds. Measured here, the
 * AI SDK's streamText spends ~140 µs of CPU per streamed chunk (a dozen web-stream hops, each a few promises) and
 * its provider's doStream ~77 µs; this reader, plain node:http plus eventsource-parser, ~30 µs. Agents keep the AI
 * SDK: their turns are few and long. Failures are the SDK's own APICallError, so they are reported the same way.
 */
export type ChatCompletionsEndpoint = { baseUrl: string; apiKey?: string; modelId: string };

/** A turn of the conversation after the system prompt: plain text either way. */
export type ChatCompletionsMessage = { role: "user" | "assistant"; content: string };

export type ChatCompletionsRequest = {
  endpoint: ChatCompletionsEndpoint;
  system: string;
  messages: ChatCompletionsMessage[];
  tools: Array<{ name: string; description: string; parameters: unknown }>;
  signal: AbortSignal;
};

export type ChatCompletionsPart = { type: "text" | "reasoning"; text: string };
export type ChatCompletionsToolCall = { name: string; arguments: string };
export type ChatCompletionsEnd = { finishReason: string | undefined; toolCalls: ChatCompletionsToolCall[] };

const nullishString = z.string().nullish();
const chunkSchema = z.object({
  choices: z
    .array(
      z.object({
        delta: z
          .object({
            content: nullishString,
            // DeepSeek and vLLM name it reasoning_content; Ollama and OpenRouter, reasoning.
            reasoning_content: nullishString,
            reasoning: nullishString,
            tool_calls: z
              .array(z.object({ index: z.number().int().min(0).max(63), function: z.object({ name: nullishString, arguments: nullishString }).nullish() }))
              .nullish(),
          })
          .nullish(),
        finish_reason: nullishString,
      }),
    )
    .nullish(),
  error: z.object({ message: z.string() }).nullish(),
});

/** Streams one completion: each text or reasoning delta goes to `onPart`; resolves once the model has finished. */
export async function streamChatCompletion(request: ChatCompletionsRequest, onPart: (part: ChatCompletionsPart) => void): Promise<ChatCompletionsEnd> {
  const url = `${request.endpoint.baseUrl.replace(/(?<!\/)\/+$/, "")}/chat/completions`;
  // Not the request's body: a closure of this function holding it keeps it for the whole stream (their shared
  // context lives as long as the function waits), 8 KB of system prompt and tools per open chat (heap snapshot,
  // scripts/bench/heap-diff.ts); and the logs never show it, being the user's conversation.
  const failure = (message: string, extra: Partial<ConstructorParameters<typeof APICallError>[0]> = {}) =>
    new APICallError({ message, url, requestBodyValues: { model: request.endpoint.modelId }, ...extra });
  const answer = await post(url, request).catch((error: unknown) => {
    throw isAbort(error) ? error : failure(error instanceof Error ? error.message : "request failed", { cause: error, isRetryable: true });
  });
  if ((answer.statusCode ?? 0) < 200 || (answer.statusCode ?? 0) >= 300) {
    const text = await readAll(answer);
    throw failure(errorMessageIn(text) ?? answer.statusMessage ?? "request failed", { statusCode: answer.statusCode, responseBody: text });
  }

  const toolCalls: ChatCompletionsToolCall[] = [];
  let finishReason: string | undefined;
  let done = false;
  let broken: Error | undefined;
  const parser = createParser({
    onEvent: (event) => {
      if (done || broken) return;
      if (event.data === "[DONE]") {
        done = true;
        return;
      }
      const chunk = parseChunk(event.data);
      if (!chunk) return void (broken = failure("The model sent a chunk that is not a chat-completions chunk", { responseBody: event.data.slice(0, 500) }));
      if (chunk.error) return void (broken = failure(chunk.error.message, { responseBody: event.data.slice(0, 500) }));
      const choice = chunk.choices?.[0];
      const delta = choice?.delta;
      const reasoning = delta?.reasoning_content ?? delta?.reasoning;
      if (reasoning) onPart({ type: "reasoning", text: reasoning });
      if (delta?.content) onPart({ type: "text", text: delta.content });
      for (const call of delta?.tool_calls ?? []) {
        // Calls stream in pieces keyed by index: the name once (some servers repeat it), the arguments in fragments.
        const slot = (toolCalls[call.index] ??= { name: "", arguments: "" });
        slot.name ||= call.function?.name ?? "";
        slot.arguments += call.function?.arguments ?? "";
      }
      if (choice?.finish_reason) finishReason = choice.finish_reason;
    },
  });
  try {
    await readBody(answer, (text) => {
      parser.feed(text);
      // Destroying the answer closes the model's connection: nothing after a broken chunk is read.
      if (broken) answer.destroy(broken);
    });
  } catch (error) {
    // An abort cuts the body mid-read; say so as the signal's own AbortError, not as a broken connection.
    throw request.signal.aborted ? request.signal.reason : error;
  }
  if (request.signal.aborted) throw request.signal.reason;
  if (!done && finishReason === undefined) throw failure("The model's answer ended before it was finished", { isRetryable: true });
  return { finishReason, toolCalls: toolCalls.filter((call) => call?.name) };
}

function requestBody(request: ChatCompletionsRequest): Record<string, unknown> {
  return {
    model: request.endpoint.modelId,
    stream: true,
    messages: [{ role: "system", content: request.system }, ...request.messages],
    tools: request.tools.map(({ name, description, parameters }) => ({ type: "function", function: { name, description, parameters } })),
  };
}

/**
 * POSTs over the shared keep-alive agents; the signal destroys the request, which the server sees as a disconnect.
 * The body is serialized as a temporary, held by no variable a closure could keep (streamChatCompletion says why).
 */
function post(url: string, request: ChatCompletionsRequest): Promise<http.IncomingMessage> {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "text/event-stream" };
  if (request.endpoint.apiKey) headers.authorization = `Bearer ${request.endpoint.apiKey}`;
  const client = url.startsWith("https:") ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(url, { method: "POST", headers, signal: request.signal }, resolve);
    // `on`, not `once`: the listener must outlive a first error, as an error event nobody listens to ends the process.
    outgoing.on("error", reject);
    outgoing.end(JSON.stringify(requestBody(request)));
  });
}

function parseChunk(data: string): z.infer<typeof chunkSchema> | undefined {
  try {
    const parsed = chunkSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

async function readAll(answer: http.IncomingMessage): Promise<string> {
  let text = "";
  await readBody(answer, (part) => (text += part));
  return text;
}

/**
 * The body's text as it arrives, through 'data' events: an async iterator would make a promise per chunk, and with
 * the web server's async context tracking each promise has a cost. Rejects when the body ends before it is whole.
 */
function readBody(answer: http.IncomingMessage, onText: (text: string) => void): Promise<void> {
  answer.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    answer.on("data", onText);
    answer.on("error", reject);
    answer.once("close", () => (answer.complete ? resolve() : reject(new Error("The model's connection closed mid-answer"))));
  });
}

/** An error answer's own message ({"error": {"message": ...}} or {"error": "..."}), when it has one. */
function errorMessageIn(text: string): string | undefined {
  try {
    const error = (JSON.parse(text) as { error?: unknown }).error;
    if (typeof error === "string") return error;
    if (error && typeof error === "object" && typeof (error as { message?: unknown }).message === "string") return (error as { message: string }).message;
  } catch {
    // Not JSON: the body's own words (shortened) are the message.
  }
  return text.trim() === "" ? undefined : text.slice(0, 500);
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}
