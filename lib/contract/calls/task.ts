import { z } from "zod";
import { sessionEventPayloadSchema } from "../entities/chat";
import { taskCreatedSchema, taskCreationPayloadSchema, taskSchema } from "../entities/task";
import { InputLimit } from "../limits";
import { ackSchema, cacheBusterShape, shareIdShape } from "../primitives";
import { defineCall } from "./define";
import { callRoutes } from "./routes";

const taskIdSchema = z.string({ error: "taskId is required" }).min(1, "taskId is required").max(InputLimit.id);

/** One event per change of the task; the same fields the poll returns, so either source feeds one reducer. */
export const taskEventSchema = z.object({ event: z.literal("update"), data: sessionEventPayloadSchema });
export type TaskEvent = z.infer<typeof taskEventSchema>;

export const taskCalls = {
  "task.createTask": defineCall({
    ...callRoutes["task.createTask"],
    body: taskCreationPayloadSchema,
    result: taskCreatedSchema,
    response: "json",
    auth: "required",
  }),
  "task.getTask": defineCall({
    ...callRoutes["task.getTask"],
    query: z.object({
      taskId: taskIdSchema,
      /**
       * The id of the last step the client already has; the answer then holds only newer steps, so a poll every
       * second does not resend a long trajectory. Not in spec §7 (which lists taskId only): ours, and optional, so
       * an upstream that ignores it answers every step and the client drops the ones it has.
       */
      after: z.string().max(InputLimit.id).optional(),
      ...shareIdShape,
      ...cacheBusterShape,
    }),
    result: taskSchema,
    response: "json",
    /** The task's owner, or a visitor holding the active shareId of the task's session (issue 21). */
    auth: "optional",
  }),
  "task.cancel": defineCall({
    ...callRoutes["task.cancel"],
    params: z.object({ id: taskIdSchema }),
    result: ackSchema,
    response: "json",
    auth: "required",
  }),
  "task.events": defineCall({
    ...callRoutes["task.events"],
    params: z.object({ taskId: taskIdSchema }),
    query: z.object({ ...shareIdShape, ...cacheBusterShape }),
    result: taskEventSchema,
    response: "sse",
    /** Like task.getTask: the owner, or a visitor with the session's shareId. */
    auth: "optional",
    invented:
      "spec §7: 'per-event-id task event subscriptions: transport not shown'; an SSE stream per task beside the 1 s poll of GET /task/get_task",
  }),
} as const;
