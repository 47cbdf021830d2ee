import "server-only";
import { type LanguageModel, streamText } from "ai";
import { type ChatCompletionsEndpoint, streamChatCompletion } from "../../llm/chat-completions";
import type { ChatModel } from "../../llm/models";
import { agentNameForTool, agentToolDefinitions, agentTools, handOverQuery } from "./agent-tools";
import type { PromptMessage } from "./chat-prompt";
import type { HandOver, ReplyText } from "./chat-turn";
import { StreamedText } from "./streamed-text";

/**
 * One model reply: text deltas go out as they arrive, reasoning is collected, and a call to an agent tool becomes
 * the hand-over. Never throws: a provider error or an abort ends the reply with `failure` set, so the caller
 * decides what is stored and said. OpenAI-style servers stream through the lean chat-completions client, the
 * other providers through the AI SDK (llm/models.ts `chatModel`); both fill the same outcome.
 */
export type ReplyOutcome = { reply: ReplyText; handOver?: HandOver; failure?: unknown; aborted: boolean };

type ReplyRequest = { model: ChatModel; system: string; messages: PromptMessage[]; signal: AbortSignal };
type ProviderRequest = Omit<ReplyRequest, "model">;

export async function streamModelReply(request: ReplyRequest, onText: (chunk: string) => void): Promise<ReplyOutcome> {
  const outcome: ReplyOutcome = { reply: { text: "", reasoning: "" }, aborted: false };
  // Kept outside the heap while the reply streams (streamed-text.ts says why), read once when it ends.
  const text = new StreamedText();
  const reasoning = new StreamedText();
  const reply: ReplyParts = {
    text(piece: string) {
      if (piece === "") return;
      text.append(piece);
      onText(piece);
    },
    reasoning(piece: string) {
      reasoning.append(piece);
    },
    toolCall(toolName: string, input: unknown, invalid: boolean) {
      // The prompt asks for exactly one hand-over; if the model makes several, the first one counts.
      outcome.handOver ??= handOverOf(toolName, input, invalid);
    },
  };
  let finished = false;
  try {
    const { model, ...rest } = request;
    finished = "endpoint" in model ? await viaChatCompletions(rest, model.endpoint, reply) : await viaAiSdk(rest, model.model, reply, outcome);
  } catch (error) {
    outcome.failure ??= error;
  }
  outcome.reply = { text: text.toString(), reasoning: reasoning.toString() };
  // A reader that left after the model had finished still gets its whole reply stored as finished.
  if (request.signal.aborted && !finished) outcome.aborted = true;
  return outcome;
}

type ReplyParts = {
  text(text: string): void;
  reasoning(text: string): void;
  toolCall(toolName: string, input: unknown, invalid: boolean): void;
};

async function viaChatCompletions(request: ProviderRequest, endpoint: ChatCompletionsEndpoint, reply: ReplyParts): Promise<boolean> {
  const end = await streamChatCompletion({ ...request, endpoint, tools: agentToolDefinitions() }, (part) =>
    part.type === "text" ? reply.text(part.text) : reply.reasoning(part.text),
  );
  for (const call of end.toolCalls) {
    const input = parseArguments(call.arguments);
    reply.toolCall(call.name, input, input === undefined);
  }
  return true;
}

async function viaAiSdk(request: ProviderRequest, model: LanguageModel, reply: ReplyParts, outcome: ReplyOutcome): Promise<boolean> {
  let finished = false;
  const result = streamText({
    model,
    system: request.system,
    messages: request.messages,
    tools: agentTools(),
    // No retry: a retried request would replay text the reader already has; the user can simply send again.
    maxRetries: 0,
    // The browser leaving (or the BFF aborting) cancels the model request instead of paying for an unread reply.
    abortSignal: request.signal,
    // Errors arrive as `error` parts below and are reported there; the default handler would only log them twice.
    onError: () => undefined,
  });
  for await (const part of result.fullStream) {
    if (part.type === "text-delta") reply.text(part.text);
    else if (part.type === "reasoning-delta") reply.reasoning(part.text);
    else if (part.type === "tool-call") reply.toolCall(part.toolName, part.input, part.invalid === true);
    else if (part.type === "error") outcome.failure ??= part.error;
    else if (part.type === "finish") finished = true;
    else if (part.type === "abort") outcome.aborted = true;
  }
  return finished;
}

function parseArguments(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function handOverOf(toolName: string, input: unknown, invalid: boolean): HandOver | undefined {
  const agentName = invalid ? undefined : agentNameForTool(toolName);
  const query = handOverQuery(input);
  return agentName && query ? { agentName, query } : undefined;
}
