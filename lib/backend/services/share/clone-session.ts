import "server-only";
import { randomUUID } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import type { ChatSessionListItem } from "@/lib/contract";
import type { Database, Transaction } from "../../db/client";
import { chatMessages, chatSessions, files, tasks, taskSteps, type UserRow } from "../../db/schema";
import type { BackendDeps } from "../../deps";
import { newObjectKey } from "../../storage/object-keys";
import { type ChatMessageRow, listChatMessages } from "../chat/chat-messages";
import { type ChatSessionRow, sessionPath } from "../chat/chat-sessions";
import type { TaskRow } from "../../task-runtime/task-lease";
import { type FileRow, userFiles } from "../file/file-records";
import { assertWithinStorageQuota } from "../file/storage-quota";
import { artefactContentType, artefactKeysIn, copyObjects, type ObjectCopy, removeObjects } from "./clone-objects";
import { type CloneContext, clonedFile, clonedMessage, clonedStep, clonedTask, type IdMap, replaceIds, type StepRow } from "./clone-rows";
import { hit } from "../rate-limit";
import { readableSession } from "./session-access";

/**
 * POST /chat_session/clone, issue 21's 'Clone and continue': a session the caller may read (their own, or a shared
 * one with its shareId) becomes a new session they own, with its messages, tasks, steps, the uploads its tasks used
 * and the artefacts its steps refer to, so they can go on from where it stopped. The clone is free (no ledger entry)
 * and independent: it shares no row and no stored object with the original.
 *
 * No partial clone: the objects are copied first, then every row is written in one transaction; should that fail,
 * the copied objects are removed again.
 */
type CloneDeps = Pick<BackendDeps, "db" | "now" | "config" | "storage">;
export type CloneRequest = { chatSessionId: string | number; shareId?: string | undefined };

export async function cloneChatSession(deps: CloneDeps, user: UserRow, request: CloneRequest): Promise<ChatSessionListItem> {
  // Each clone copies stored files for free: counted per user, so a loop of clones cannot fill the disk.
  await hit(deps, { bucket: "session-clone", subject: user.id, limit: deps.config.CLONES_PER_HOUR, windowSeconds: 3600, message: CLONE_LIMIT_MESSAGE });
  const original = await readOriginal(deps.db, user, request);
  const taskIds = new Map(original.tasks.map((task) => [task.id, randomUUID()]));
  const artefacts = artefactCopies(original.steps, taskIds);
  // The artefacts (notebooks, project snapshots) have no files row, so they are weighed here: a clone must fit whole.
  const artefactBytes = await storedBytes(deps.storage, artefacts);
  // Fails before any byte is copied; the check that counts is the one under the lock, with the inserts.
  await deps.db.transaction((tx) => assertRoomFor(tx, deps.config, user.id, original.files, artefactBytes));
  const now = deps.now();
  const uploads = original.files.map((file) => ({ file, id: randomUUID(), key: newObjectKey(user.id, file.originalName, now) }));
  const { copied, missing } = await copyObjects(deps.storage, [
    ...uploads.map(({ file, key }) => ({ from: file.key, to: key, contentType: file.contentType })),
    ...artefacts,
  ]);
  const copiedUploads = uploads.filter(({ file }) => !missing.has(file.key));
  const context = { clonerId: user.id, sessionId: randomUUID(), taskIds, fileIds: new Map(copiedUploads.map(({ file, id }) => [file.id, id])), now };
  try {
    await deps.db.transaction(async (tx) => {
      await assertRoomFor(tx, deps.config, user.id, copiedUploads.map(({ file }) => file), artefactBytes);
      await insertClone(tx, original, copiedUploads, context);
    });
  } catch (error) {
    await removeObjects(deps.storage, copied);
    throw error;
  }
  return { id: context.sessionId, title: original.session.title, path: sessionPath(context.sessionId) };
}

export const CLONE_LIMIT_MESSAGE = "Too many clones in an hour. Please try again later.";

/** Copied uploads count against the cloner's storage quota like their own uploads, with the same refusal; artefacts by their bytes. */
function assertRoomFor(tx: Transaction, config: CloneDeps["config"], userId: string, uploads: readonly FileRow[], artefactBytes: number): Promise<void> {
  const bytes = uploads.reduce((total, file) => total + file.size, artefactBytes);
  return assertWithinStorageQuota(tx, config, userId, { files: uploads.length, bytes });
}

async function storedBytes(storage: CloneDeps["storage"], copies: readonly ObjectCopy[]): Promise<number> {
  let total = 0;
  for (const copy of copies) total += (await storage.stat(copy.from))?.size ?? 0;
  return total;
}

/** Each artefact the steps refer to, stored again under its task's new id. */
function artefactCopies(steps: readonly StepRow[], taskIds: IdMap): ObjectCopy[] {
  const originalTaskIds = new Set(taskIds.keys());
  const keys = new Set(steps.flatMap((step) => artefactKeysIn(step.content, originalTaskIds)));
  return [...keys].map((key) => ({ from: key, to: replaceIds(key, taskIds), contentType: artefactContentType(key) }));
}

type CopiedUpload = { file: FileRow; id: string; key: string };

async function insertClone(tx: Transaction, original: Original, uploads: readonly CopiedUpload[], context: CloneContext): Promise<void> {
  const { clonerId, sessionId, now } = context;
  await tx.insert(chatSessions).values({ id: sessionId, userId: clonerId, title: original.session.title, createdAt: now, updatedAt: now });
  if (uploads.length > 0) await tx.insert(files).values(uploads.map(({ file, id, key }) => clonedFile(file, { id, key }, context)));
  if (original.tasks.length > 0) await tx.insert(tasks).values(original.tasks.map((task) => clonedTask(task, context)));
  const running = new Set(original.tasks.filter((task) => task.status === "processing").map((task) => task.id));
  await insertInBatches(original.steps, (batch) => tx.insert(taskSteps).values(batch.map((step) => clonedStep(step, context))));
  await insertInBatches(original.messages, (batch) => tx.insert(chatMessages).values(batch.map((message) => clonedMessage(message, context, running))));
}

type Original = { session: ChatSessionRow; messages: ChatMessageRow[]; tasks: TaskRow[]; steps: StepRow[]; files: FileRow[] };

/**
 * What the clone copies, read in one snapshot: a task still running keeps appending steps, and its row's step count
 * must match the steps read. Only the session owner's own confirmed uploads among the tasks' fileIds: a file id the
 * owner put in a task without owning it must not become the cloner's copy of someone else's file.
 */
async function readOriginal(db: Database, user: UserRow, request: CloneRequest): Promise<Original> {
  return db.transaction(
    async (tx) => {
      const { session } = await readableSession(tx, user, String(request.chatSessionId), request.shareId);
      const messages = await listChatMessages(tx, session.id);
      const sessionTasks = await tx.select().from(tasks).where(eq(tasks.sessionId, session.id)).orderBy(asc(tasks.createdAt));
      const taskIds = sessionTasks.map((task) => task.id);
      const steps =
        taskIds.length === 0
          ? []
          : await tx.select().from(taskSteps).where(inArray(taskSteps.taskId, taskIds)).orderBy(asc(taskSteps.taskId), asc(taskSteps.seq));
      const referenced = [...new Set(sessionTasks.flatMap((task) => task.fileIds))];
      const owned = await userFiles(tx, session.userId, referenced);
      return { session, messages, tasks: sessionTasks, steps, files: owned.filter((file) => file.status === "uploaded") };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** A long run has thousands of steps; one insert per thousand rows stays well under PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 1000;

async function insertInBatches<Row>(rows: readonly Row[], insert: (batch: readonly Row[]) => PromiseLike<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) await insert(rows.slice(start, start + ROWS_PER_INSERT));
}
