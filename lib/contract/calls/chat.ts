import { z } from "zod";
import { chatEventSchema } from "../chat-events";
import { chatSessionListItemSchema, historyMessageSchema, visitTypeSchema } from "../entities/chat";
import { InputLimit } from "../limits";
import { ValidationMessage as M } from "../messages";
import { ackSchema, cacheBusterShape, idSchema, shareIdShape } from "../primitives";
import { defineCall } from "./define";
import { callRoutes } from "./routes";

const querySchema = z
  .string({ error: M.queryRequired })
  .max(InputLimit.text)
  .refine((q) => q.trim().length > 0, M.queryRequired);
const sessionIdQuerySchema = z.string({ error: M.sessionIdRequired }).min(1, M.sessionIdRequired).max(InputLimit.id);
const sessionIdBodySchema = z.union([z.string().min(1, M.sessionIdRequired).max(InputLimit.id), z.number().int()], {
  error: M.sessionIdRequired,
});

export const chatStatuses = ["init", "continue"] as const;

export const chatStreamQuerySchema = z.object({
  /** Only for upstreams that read it from the URL; the BFF adds it, browsers never send it (DESIGN §2). */
  token: z.string().max(InputLimit.token).nullish(),
  query: querySchema,
  chatSessionId: sessionIdQuerySchema,
  chatStatus: z.enum(chatStatuses),
  ...cacheBusterShape,
});
export type ChatStreamQuery = z.infer<typeof chatStreamQuerySchema>;

export const chatSessionMessagesSchema = z.looseObject({
  chatSession: z.looseObject({
    id: idSchema.nullish(),
    title: z.string().nullish(),
    visitType: visitTypeSchema.nullish(),
    /** Ours, for the owner only: the session's public link while it is shared, else null (the Share modal's state). */
    shareUrl: z.string().nullish(),
  }),
  chatSessionMessages: z.array(historyMessageSchema),
});
export type ChatSessionMessages = z.infer<typeof chatSessionMessagesSchema>;

/** Upstreams answer the public link as text or as an object. */
export const shareLinkSchema = z.union([
  z.string(),
  z.looseObject({ url: z.string(), shareId: z.string().nullish() }),
]);
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const chatCalls = {
  "chatSession.create": defineCall({
    ...callRoutes["chatSession.create"],
    body: z.object({ query: querySchema }),
    result: chatSessionListItemSchema,
    response: "json",
    auth: "required",
  }),
  "chatSession.list": defineCall({
    ...callRoutes["chatSession.list"],
    query: z.object(cacheBusterShape),
    result: z.array(chatSessionListItemSchema),
    response: "json",
    auth: "required",
  }),
  /** Also the "get chat session" call of spec §7: the answer carries chatSession (title, visitType). */
  "chatSession.messageList": defineCall({
    ...callRoutes["chatSession.messageList"],
    query: z.object({ chatSessionId: sessionIdQuerySchema, ...shareIdShape, ...cacheBusterShape }),
    result: chatSessionMessagesSchema,
    response: "json",
    /** The owner (visitType owner), or anyone, signed in or not, holding the session's active shareId (visitor). */
    auth: "optional",
  }),
  "chatSession.share": defineCall({
    ...callRoutes["chatSession.share"],
    body: z.object({ chatSessionId: sessionIdBodySchema }),
    result: shareLinkSchema,
    response: "json",
    auth: "required",
  }),
  "chatSession.unshare": defineCall({
    ...callRoutes["chatSession.unshare"],
    body: z.object({ chatSessionId: sessionIdBodySchema }),
    result: ackSchema,
    response: "json",
    auth: "required",
    invented: "issue 21: the owner can revoke sharing, and spec §7 has no call for it; the public link stops working",
  }),
  "chatSession.clone": defineCall({
    ...callRoutes["chatSession.clone"],
    body: z.object({ chatSessionId: sessionIdBodySchema, ...shareIdShape }),
    result: chatSessionListItemSchema,
    response: "json",
    auth: "required",
    invented:
      "issue 21's 'Clone and continue' copies a session the caller may read (their own, or a shared one with its shareId) into a new session they own; spec §7 has no call for it",
  }),
  /** Spec shows GET /api/chat/; the trailing slash is accepted by matchCallPath. */
  "chat.stream": defineCall({
    ...callRoutes["chat.stream"],
    query: chatStreamQuerySchema,
    result: chatEventSchema,
    response: "sse",
    auth: "required",
  }),
} as const;
