import { z } from "zod";
import { toolCallSchema } from "./entities/trajectory";
import { encodeSseEvent } from "./sse";

/**
 * Events of GET /api/chat (spec §7): text chunks, one JSON summary, then complete. `error` is ours: a reply that
 * fails after the stream has started (model or provider error) cannot change the HTTP status any more, so it says
 * why in an event before `complete`.
 */
export const chatEventNames = ["message", "response", "error", "complete"] as const;
export type ChatEventName = (typeof chatEventNames)[number];

export const chatResponseMessageSchema = z.looseObject({
  role: z.enum(["system", "user", "assistant", "tool"]),
  content: z.string().nullish(),
  reasoning_content: z.string().nullish(),
  /** A reply that hands over to an agent ends with a tool call naming it (spec §4 "Chat flow"). */
  tool_calls: z.array(toolCallSchema).nullish(),
  name: z.string().nullish(),
});
export type ChatResponseMessage = z.infer<typeof chatResponseMessageSchema>;

export const chatResponseDataSchema = z.looseObject({ messages: z.array(chatResponseMessageSchema) });
export type ChatResponseData = z.infer<typeof chatResponseDataSchema>;

/** Data of an `error` event: words meant for the user (the chat box shows them and unlocks). */
export const chatErrorDataSchema = z.looseObject({ message: z.string() });
export type ChatErrorData = z.infer<typeof chatErrorDataSchema>;

export const chatEventSchema = z.discriminatedUnion("event", [
  z.object({ event: z.literal("message"), data: z.string() }),
  z.object({ event: z.literal("response"), data: chatResponseDataSchema }),
  z.object({ event: z.literal("error"), data: chatErrorDataSchema }),
  /** Data may be empty; anything sent is kept but carries no meaning. */
  z.object({ event: z.literal("complete"), data: z.string() }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;

export type ChatEventParseResult = { ok: true; event: ChatEvent } | { ok: false; error: string };

/**
 * Turns one received SSE event into a typed event. An unnamed event is a `message`, as in the SSE standard.
 * Never throws: the reader decides whether a bad event ends the stream.
 */
export function parseChatEvent(event: string | undefined, data: string): ChatEventParseResult {
  const name = event === undefined || event === "" ? "message" : event;
  switch (name) {
    case "message":
      return { ok: true, event: { event: "message", data } };
    case "complete":
      return { ok: true, event: { event: "complete", data } };
    case "response": {
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        return { ok: false, error: "response event data is not JSON" };
      }
      const parsed = chatResponseDataSchema.safeParse(json);
      if (!parsed.success) return { ok: false, error: `invalid response event: ${z.prettifyError(parsed.error)}` };
      return { ok: true, event: { event: "response", data: parsed.data } };
    }
    case "error":
      return { ok: true, event: { event: "error", data: errorDataOf(data) } };
    default:
      return { ok: false, error: `unknown chat event "${name}"` };
  }
}

/** The `data` text of a chat event: JSON for the structured events, the text itself otherwise. */
export function chatEventData(event: ChatEvent): string {
  return event.event === "response" || event.event === "error" ? JSON.stringify(event.data) : event.data;
}

/** The wire text of a chat event, for the backend that emits them. */
export function encodeChatEvent(event: ChatEvent): string {
  return encodeSseEvent(event.event, chatEventData(event));
}

/** Our backend sends `{"message": ...}`; an upstream's plain-text error is still shown rather than dropped. */
function errorDataOf(data: string): ChatErrorData {
  try {
    const parsed = chatErrorDataSchema.safeParse(JSON.parse(data));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: the text itself is the message.
  }
  return { message: data.trim() === "" ? "Stream failed" : data };
}
