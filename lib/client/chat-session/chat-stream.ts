/**
 * The one reader of GET /api/chat (spec §7, DESIGN §3): fetch + ReadableStream + eventsource-parser, so the
 * request carries our headers and can be aborted. Events arrive typed through parseChatEvent. Whatever goes wrong
 * (network, a non-200 answer, a stream cut before `complete`) is reported once through the §8 policy and the
 * caller learns only that the turn failed, so it can unlock the chat box (spec §8).
 */
import { createParser } from "eventsource-parser";
import type { ChatStatus } from "@/lib/domain/chat/chat-thread";
import { callRoutes } from "@/lib/contract/calls/routes";
import type { ChatResponseData } from "@/lib/contract/chat-events";
import { callUrl } from "../api/call-url";
import { browserErrorEffects } from "../api/error-effects";
import { applyErrorAction, decideErrorAction, type ErrorEffects, lastingRefusal } from "../api/error-policy";
import { getFingerprint } from "../api/fingerprint";
import { type AnswerReading, loadAnswerReading } from "../api/load-answer-reading";
import { browserIsOnline } from "../api/network-status";

export type ChatStreamRequest = { query: string; chatSessionId: string; chatStatus: ChatStatus };

export type ChatStreamHandlers = {
  onText: (chunk: string) => void;
  onResponse?: (data: ChatResponseData) => void;
  /** Why the server refused the reply, when sending again would not help (lastingRefusal): the reply keeps it. */
  onRefused?: (reason: string) => void;
};

/** `failed` has already been shown to the user; `aborted` is the caller's own doing and shows nothing. */
export type ChatStreamOutcome = "complete" | "failed" | "aborted";

export type ChatStreamDeps = {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  effects: ErrorEffects;
  isOnline: () => boolean;
  fingerprint: () => string;
  now: () => number;
  answerReading: () => Promise<AnswerReading>;
};

const browserDeps: ChatStreamDeps = {
  fetch: (input, init) => globalThis.fetch(input, init),
  effects: browserErrorEffects,
  isOnline: browserIsOnline,
  fingerprint: getFingerprint,
  now: Date.now,
  answerReading: loadAnswerReading,
};


export async function streamChat(
  request: ChatStreamRequest,
  handlers: ChatStreamHandlers,
  options: { signal?: AbortSignal; deps?: Partial<ChatStreamDeps> } = {},
): Promise<ChatStreamOutcome> {
  const deps: ChatStreamDeps = { ...browserDeps, ...options.deps };
  const { signal } = options;
  const report = (input: { code?: number; httpStatus?: number; message?: string }) => {
    const action = decideErrorAction({ ...input, online: deps.isOnline() });
    applyErrorAction(action, deps.effects);
    return action;
  };

  const reading = deps.answerReading();
  let response: Response;
  let schemas: AnswerReading;
  try {
    response = await deps.fetch(callUrl(callRoutes["chat.stream"], { query: request }, deps.now()), {
      method: "GET",
      headers: { Accept: "text/event-stream", fingerprint: deps.fingerprint(), "source-platform": "web" },
      credentials: "same-origin",
      signal,
    });
  } catch {
    if (signal?.aborted) return "aborted";
    report({});
    return "failed";
  }
  try {
    schemas = await reading;
  } catch {
    // The schemas' chunk could not be fetched (offline, a deploy replaced it): the reply cannot be read.
    void response.body?.cancel().catch(() => undefined);
    report({});
    return "failed";
  }

  const isStream = response.headers.get("content-type")?.includes("text/event-stream") === true;
  if (!response.ok || !isStream || !response.body) {
    // Refusals (not the owner, no model configured, signed out) are JSON envelopes: their message is the one to show.
    const text = await response.text().catch(() => "");
    const envelope = schemas.readEnvelope(text);
    if (envelope && envelope.code !== 0) {
      const shown = report({ code: envelope.code, httpStatus: response.status, message: schemas.envelopeMessage(envelope) });
      const reason = lastingRefusal(envelope.code, shown);
      if (reason) handlers.onRefused?.(reason);
    } else {
      report({ httpStatus: response.ok ? 500 : response.status });
    }
    return "failed";
  }

  let outcome: ChatStreamOutcome | undefined;
  let failedInStream = false;
  const parser = createParser({
    onEvent(message) {
      if (outcome) return;
      const parsed = schemas.parseChatEvent(message.event, message.data);
      if (!parsed.ok) {
        // One malformed event is not worth ending the reply over; it is logged for whoever debugs the upstream.
        console.warn("Ignoring a chat event:", parsed.error);
        return;
      }
      const { event } = parsed;
      if (event.event === "message") handlers.onText(event.data);
      else if (event.event === "response") handlers.onResponse?.(event.data);
      else if (event.event === "error") {
        failedInStream = true;
        deps.effects.toast("warning", event.data.message);
      } else outcome = failedInStream ? "failed" : "complete";
    },
  });

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    while (!outcome) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
  } catch {
    if (signal?.aborted) return "aborted";
  } finally {
    // After `complete` the server ends the stream anyway; cancelling frees the connection right away.
    void reader.cancel().catch(() => undefined);
  }
  if (outcome) return outcome;
  if (signal?.aborted) return "aborted";
  // Cut before `complete` (server restart, proxy timeout): nothing more will come.
  if (!failedInStream) report({});
  return "failed";
}
