import "server-only";
import type { chatMessages, files, tasks, taskSteps } from "../../db/schema";
import { TaskErrorCode } from "../../task-runtime/task-errors";
import type { TaskRow } from "../../task-runtime/task-lease";
import type { ChatMessageRow } from "../chat/chat-messages";
import type { FileRow } from "../file/file-records";

/**
 * The rows of a clone (issue 21 Clone and continue), built from the original's without touching the database: the
 * same history under new ids, owned by the cloner. Pure, so what a clone keeps and what it resets reads in one place.
 */
export type StepRow = typeof taskSteps.$inferSelect;
type NewTask = typeof tasks.$inferInsert;
type NewStep = typeof taskSteps.$inferInsert;
type NewMessage = typeof chatMessages.$inferInsert;
type NewFile = typeof files.$inferInsert;

/** Old id → new id, for tasks and for files. */
export type IdMap = ReadonlyMap<string, string>;

/**
 * A task still running in the original is copied as ended: nothing runs it in the clone, and a processing row would
 * be taken for a lost run and dispatched again. Worded like the runner's own `interrupted` end (task-errors.ts).
 */
export const clonedWhileRunning = {
  errorCode: TaskErrorCode.interrupted,
  errorInfo: "The task was interrupted: it was still running when this session was cloned, so the copy keeps the steps made until then.",
} as const;

/**
 * Every old task and file id in `text` replaced by its new one. Ids are database-made UUIDs, unique and never a part
 * of another word, so plain string replacement cannot hit anything but the id itself.
 */
export function replaceIds(text: string, ...maps: IdMap[]): string {
  let replaced = text;
  for (const map of maps) for (const [oldId, newId] of map) replaced = replaced.replaceAll(oldId, newId);
  return replaced;
}

/** Who clones, the new session's id, the id maps and the clone's time. */
export type CloneContext = { clonerId: string; sessionId: string; taskIds: IdMap; fileIds: IdMap; now: Date };

/** Every task and step read has its new id made beforehand, so a missing one is a bug here, not a user's doing. */
function newIdOf(ids: IdMap, oldId: string): string {
  const id = ids.get(oldId);
  if (id === undefined) throw new Error(`no new id for ${oldId} in the clone`);
  return id;
}

/** The cloner's task: same work and outcome, no credit account (the clone is free: nothing reserved, nothing used). */
export function clonedTask(task: TaskRow, context: CloneContext): NewTask {
  const running = task.status === "processing";
  return {
    id: newIdOf(context.taskIds, task.id),
    userId: context.clonerId,
    sessionId: context.sessionId,
    agentName: task.agentName,
    query: task.query,
    queryContent: task.queryContent,
    // Only files the clone has copies of: an id it did not copy would point at the original owner's file.
    fileIds: task.fileIds.flatMap((id) => context.fileIds.get(id) ?? []),
    modelOverride: task.modelOverride,
    enableGpu: task.enableGpu,
    status: running ? "error" : task.status,
    errorCode: running ? clonedWhileRunning.errorCode : task.errorCode,
    errorInfo: running ? clonedWhileRunning.errorInfo : task.errorInfo,
    hasPreData: task.hasPreData,
    stepCount: task.stepCount,
    inputTokens: task.inputTokens,
    outputTokens: task.outputTokens,
    creditAccountId: null,
    creditReserved: 0,
    creditUsed: 0,
    creditCap: null,
    leaseOwner: null,
    leaseExpiresAt: null,
    createdAt: task.createdAt,
    updatedAt: context.now,
    finishedAt: running ? context.now : task.finishedAt,
  };
}

export function clonedStep(step: StepRow, context: CloneContext): NewStep {
  return {
    taskId: newIdOf(context.taskIds, step.taskId),
    seq: step.seq,
    name: step.name,
    content: replaceIds(step.content, context.taskIds, context.fileIds),
    inputTokens: step.inputTokens,
    outputTokens: step.outputTokens,
    createdAt: step.createdAt,
  };
}

/**
 * The history row as it was, its task id mapped. What was still processing ends as the original's would: a task
 * row with its task (which the clone ends), and a chat reply, which no process in the clone will ever finish.
 * A hand-over row still waiting for its task (no task id) stays as it is, ready for the cloner to start it.
 */
export function clonedMessage(message: ChatMessageRow, context: CloneContext, runningTaskIds: ReadonlySet<string>): NewMessage {
  const taskId = message.taskId === null ? null : (context.taskIds.get(message.taskId) ?? null);
  const cut = message.status === "processing" && (message.type === "chat" || (message.taskId !== null && runningTaskIds.has(message.taskId)));
  return {
    sessionId: context.sessionId,
    seq: message.seq,
    type: message.type,
    query: message.query,
    result: message.result,
    agentName: message.agentName,
    taskId,
    status: cut ? "error" : message.status,
    extInfo: message.extInfo,
    reasoning: message.reasoning,
    createdAt: message.createdAt,
    updatedAt: context.now,
  };
}

/** The cloner's own row for a copied upload: a new id and key (under the cloner's prefix), uploaded now. */
export function clonedFile(file: FileRow, copy: { id: string; key: string }, context: Pick<CloneContext, "clonerId" | "now">): NewFile {
  return {
    id: copy.id,
    userId: context.clonerId,
    key: copy.key,
    originalName: file.originalName,
    contentType: file.contentType,
    size: file.size,
    status: "uploaded",
    etag: file.etag,
    createdAt: context.now,
    uploadedAt: context.now,
  };
}
