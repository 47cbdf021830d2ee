import "server-only";
import { type LanguageModel, type ModelMessage, streamText } from "ai";
import { agentNameForTool, agentTools, handOverQuery } from "./agent-tools";
import type { HandOver, ReplyText } from "./chat-turn";

/**
 * One model reply: text deltas go out as they arrive, reasoning is collected, and a call to an agent tool becomes
 * the hand-over. Never throws: a provider error or an abort ends the reply with `failure` set, so the caller
 * decides what is stored and said.
 */
export type ReplyOutcome = { reply: ReplyText; handOver?: HandOver; failure?: unknown; aborted: boolean };

type ReplyRequest = { model: LanguageModel; system: string; messages: ModelMessage[]; signal: AbortSignal };

export async function streamModelReply(request: ReplyRequest, onText: (chunk: string) => void): Promise<ReplyOutcome> {
  const outcome: ReplyOutcome = { reply: { text: "", reasoning: "" }, aborted: false };
  let finished = false;
  try {
    const result = streamText({
      model: request.model,
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
      switch (part.type) {
        case "text-delta":
          if (part.text === "") break;
          outcome.reply.text += part.text;
          onText(part.text);
          break;
        case "reasoning-delta":
          outcome.reply.reasoning += part.text;
          break;
        case "tool-call":
          // The prompt asks for exactly one hand-over; if the model makes several, the first one counts.
          outcome.handOver ??= handOverOf(part.toolName, part.input, part.invalid === true);
          break;
        case "error":
          outcome.failure ??= part.error;
          break;
        case "finish":
          finished = true;
          break;
        case "abort":
          outcome.aborted = true;
          break;
        default:
          break;
      }
    }
  } catch (error) {
    outcome.failure ??= error;
  }
  // A reader that left after the model had finished still gets its whole reply stored as finished.
  if (request.signal.aborted && !finished) outcome.aborted = true;
  return outcome;
}

function handOverOf(toolName: string, input: unknown, invalid: boolean): HandOver | undefined {
  const agentName = invalid ? undefined : agentNameForTool(toolName);
  const query = handOverQuery(input);
  return agentName && query ? { agentName, query } : undefined;
}
