import "server-only";
import { type ChatEvent, chatEventData, type ChatResponseData, type ChatStreamQuery } from "@/lib/contract";
import type { BackendDeps } from "../../deps";
import type { EventChannel, EventProducer } from "../../event-channel";
import { type ChatModel, chatModel } from "../../llm/models";
import { logger } from "../../logger";
import { hit } from "../rate-limit";
import { chatTurnRules } from "./chat-limits";
import { streamModelReply, type ReplyOutcome } from "./chat-reply";
import { chatSystemPrompt, conversationFrom } from "./chat-prompt";
import { ownedChatSession } from "./chat-sessions";
import { type ChatTurn, failChatTurn, finishChatTurn, startChatTurn } from "./chat-turn";
import { failureLogFields, modelFailureMessage } from "./model-failure";

/**
 * GET /api/chat (spec §4 "Chat flow", §7): refusals (not the owner, no model configured) answer as JSON envelopes
 * before any stream starts; then the user's message is stored, the reply streams as `message` events, and the
 * reply is stored before `response` and `complete`.
 */
const log = logger.child({ area: "chat" });

/** Who asks; `requestId` names the turn in logs and in a failure the user is shown. */
export type ChatStreamCaller = { userId: string; requestId: string };

export async function openChatStream(deps: BackendDeps, caller: ChatStreamCaller, request: ChatStreamQuery): Promise<EventProducer> {
  const { userId, requestId } = caller;
  await ownedChatSession(deps.db, userId, request.chatSessionId);
  // Before anything is stored: without a model the turn is refused outright (5201 naming the settings).
  const model = chatModel(deps.config);
  for (const rule of chatTurnRules(deps.config, userId)) await hit(deps, rule);
  const turn = await startChatTurn(deps, request.chatSessionId, request.query);
  return (channel) => runChatTurn(deps, { model, turn, chatStatus: request.chatStatus, requestId }, channel);
}

type TurnPlan = { model: ChatModel; turn: ChatTurn; chatStatus: ChatStreamQuery["chatStatus"]; requestId: string };

async function runChatTurn(deps: BackendDeps, plan: TurnPlan, channel: EventChannel): Promise<void> {
  const { turn } = plan;
  const outcome = await streamModelReply(
    { model: plan.model, system: chatSystemPrompt(plan.chatStatus), messages: conversationFrom(turn.history), signal: channel.signal },
    (chunk) => send(channel, { event: "message", data: chunk }),
  );
  if (outcome.aborted || outcome.failure !== undefined) {
    await settleFailedTurn(deps, plan, outcome, channel);
    return;
  }
  try {
    await finishChatTurn(deps, turn, outcome.reply, outcome.handOver);
  } catch (error) {
    log.error({ ...databaseFailure(error), sessionId: turn.sessionId, requestId: plan.requestId }, "storing a chat reply failed");
    const message = `The reply could not be saved. Please send your message again (request id: ${plan.requestId}).`;
    await settleFailedTurn(deps, plan, { ...outcome, failure: error }, channel, message);
    return;
  }
  send(channel, { event: "response", data: responseData(outcome) });
  send(channel, { event: "complete", data: "" });
}

/** The message stays stored with status error (a reload shows it); a reader still there is told why. */
async function settleFailedTurn(deps: BackendDeps, plan: TurnPlan, outcome: ReplyOutcome, channel: EventChannel, message?: string) {
  const { turn, requestId } = plan;
  await failChatTurn(deps, turn, outcome.reply).catch((error: unknown) => {
    log.error({ ...databaseFailure(error), sessionId: turn.sessionId, requestId }, "marking a chat message as failed did not work");
  });
  if (outcome.aborted) return; // The reader has gone: nobody to tell.
  log.warn({ ...failureLogFields(outcome.failure), sessionId: turn.sessionId, requestId }, "chat reply failed");
  send(channel, { event: "error", data: { message: message ?? modelFailureMessage(outcome.failure, requestId) } });
  send(channel, { event: "complete", data: "" });
}

/** The `response` event: the reply, then (for a hand-over) a tool-call message naming the agent by contract name. */
function responseData({ reply, handOver }: ReplyOutcome): ChatResponseData {
  const messages: ChatResponseData["messages"] = [{ role: "assistant", content: reply.text, reasoning_content: reply.reasoning }];
  if (handOver) {
    const call = { function: { name: handOver.agentName, arguments: JSON.stringify({ query: handOver.query }) } };
    messages.push({ role: "assistant", content: "", tool_calls: [call] });
  }
  return { messages };
}

/** The database's own words (pg's error), not the ORM's wrapper, which repeats the query's parameters: the user's text. */
function databaseFailure(error: unknown): Record<string, unknown> {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? { error: cause.name, message: cause.message } : { error: String(cause) };
}

function send(channel: EventChannel, event: ChatEvent): void {
  channel.send(event.event, chatEventData(event));
}
