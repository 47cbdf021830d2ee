import { z } from "zod";
import { idSchema, timestampSchema } from "../primitives";
import { taskStatusSchema, taskStepSchema } from "./task";

export const visitTypes = ["owner", "visitor"] as const;
export const visitTypeSchema = z.enum(visitTypes);
export type VisitType = z.infer<typeof visitTypeSchema>;

export const chatSessionListItemSchema = z.looseObject({
  id: idSchema,
  title: z.string().nullish(),
  path: z.string().nullish(),
  updatedAt: timestampSchema.nullish(),
});
export type ChatSessionListItem = z.infer<typeof chatSessionListItemSchema>;

export const messageTypes = ["Common", "Sse", "Agent", "Task", "Logic"] as const;
export const messageTypeSchema = z.enum(messageTypes);
export type MessageType = z.infer<typeof messageTypeSchema>;

/** A message as the chat page holds it (client state, also what replay exports). */
export const chatMessageSchema = z.looseObject({
  id: idSchema.nullish(),
  msgId: idSchema.nullish(),
  text: z.string().nullish(),
  isMachine: z.boolean().nullish(),
  messageType: messageTypeSchema,
  showLogo: z.boolean().nullish(),
  taskId: idSchema.nullish(),
  agentName: z.string().nullish(),
  query: z.string().nullish(),
  type: z.string().nullish(),
  isFinished: z.boolean().nullish(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSessionSchema = z.looseObject({
  title: z.string().nullish(),
  /** Absent means owner (spec §3). */
  visitType: visitTypeSchema.nullish(),
  messages: z.array(chatMessageSchema).nullish(),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;

export const historyMessageSchema = z.looseObject({
  id: idSchema.nullish(),
  type: z.enum(["chat", "task"]),
  query: z.string().nullish(),
  result: z.string().nullish(),
  /** Task status for task rows; free text for chat rows on some upstreams. */
  status: z.string().nullish(),
  taskId: idSchema.nullish(),
  agentName: z.string().nullish(),
  /** Some upstreams send this as JSON text; both are accepted. */
  extInfo: z.union([z.looseObject({ chatResultType: z.string().nullish() }), z.string()]).nullish(),
  /** Ours: the thinking behind a chat reply, as the chat stream's `response` event carried it. */
  reasoning_content: z.string().nullish(),
  createdAt: timestampSchema.nullish(),
});
export type HistoryMessage = z.infer<typeof historyMessageSchema>;

export const resultContentSchema = z.object({
  isMarkdown: z.boolean(),
  content: z.string(),
  headerText: z.string().nullish(),
  showHeader: z.boolean().nullish(),
});
export type ResultContent = z.infer<typeof resultContentSchema>;

/** A trajectory message prepared for the Process view. */
export const displayMessageSchema = z.object({
  id: z.string(),
  roleName: z.string(),
  thinkContent: z.string().nullish(),
  content: z.string().nullish(),
  resultContent: z.array(resultContentSchema).nullish(),
  isEnd: z.boolean().nullish(),
  isThinkEnd: z.boolean().nullish(),
  isContentEnd: z.boolean().nullish(),
});
export type DisplayMessage = z.infer<typeof displayMessageSchema>;

export const canvasPanelTypes = ["literatureReview", "ideaProposal", "ideaTree", "code", "notebook"] as const;

export const canvasPanelSchema = z.object({
  /** The task id. */
  key: z.string(),
  /** The agent name the panel shows. */
  type: z.string(),
  messages: z.array(displayMessageSchema),
});
export type CanvasPanel = z.infer<typeof canvasPanelSchema>;

/** What a task event subscription delivers (spec §3); mirrors the polled task. */
export const sessionEventPayloadSchema = z.looseObject({
  steps: z.array(taskStepSchema),
  status: taskStatusSchema,
  firstIsNull: z.boolean().nullish(),
  errorCode: z.union([z.string(), z.number()]).nullish(),
});
export type SessionEventPayload = z.infer<typeof sessionEventPayloadSchema>;
