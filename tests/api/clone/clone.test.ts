import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatSessions, creditLedger, files } from "@/lib/backend/db/schema";
import { notebookKey, notebookUrl } from "@/lib/backend/services/file/download-file";
import type { HistoryMessage } from "@/lib/contract";
import { createSession, messageList, readChat } from "../chat/chat-support";
import { download, pathOf } from "../file/files-support";
import { get, signUpAndLogin, uniqueEmail } from "../support/accounts";
import { getTask } from "../task/task-support";
import {
  CHAT_REPLY,
  cloneSession,
  type CloneSetup,
  createCloneSetup,
  NOTEBOOK_JSON,
  type OriginalSession,
  ownersSession,
  shareSession,
  TRAIN_SCRIPT,
  UPLOAD_BYTES,
} from "./clone-support";

/**
 * Issue 21 'Clone and continue': POST /chat_session/clone copies a session the caller may read into a new session
 * they own (messages, tasks with their steps, the uploads and artefacts they refer to), free and independent of
 * the original.
 */
let setup: CloneSetup;
let thirdUser: string;
beforeAll(async () => {
  setup = await createCloneSetup();
  thirdUser = await signUpAndLogin(setup, uniqueEmail("third"));
});
afterAll(() => setup.dispose());

const notFound = (message: string) => ({ code: 404, result: null, message, error: message });

/** The clone of `original` made by `token`'s user (with the share token when given); answers the clone's id. */
async function cloned(original: OriginalSession, token: string, shareId?: string): Promise<string> {
  const answer = await cloneSession(setup, token, { chatSessionId: original.chatSessionId, ...(shareId ? { shareId } : {}) });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.result?.id ?? "";
}

async function messagesOf(token: string, chatSessionId: string): Promise<HistoryMessage[]> {
  const answer = await messageList(setup.backend, token, chatSessionId);
  expect(answer.status, answer.text).toBe(200);
  return answer.body.result?.chatSessionMessages ?? [];
}

/** What a reader sees of a message, its own id and its task's id aside. */
const shown = ({ id: _id, taskId: _taskId, ...message }: HistoryMessage) => message;

/** The cloned tasks' ids, in the original's order: the finished task's, then the running one's. */
async function clonedTaskIds(token: string, cloneId: string): Promise<{ finished: string; running: string }> {
  const taskIds = (await messagesOf(token, cloneId)).flatMap((message) => (message.taskId ? [String(message.taskId)] : []));
  return { finished: taskIds[0] ?? "", running: taskIds[1] ?? "" };
}

async function followed(fileKey: string, token: string): Promise<Response> {
  const redirect = await download(setup.files(token), fileKey, token);
  expect(redirect.status, `${fileKey}: ${await redirect.clone().text()}`).toBe(302);
  return setup.backend.request(pathOf(redirect.headers.get("location") ?? ""));
}

describe("POST /chat_session/clone by the session's owner", () => {
  it("makes a new session of theirs with the same title, listed first, with every message in order", async () => {
    const original = await ownersSession(setup);
    setup.clock.advance(1000);
    const answer = await cloneSession(setup, setup.owner, { chatSessionId: original.chatSessionId });
    expect(answer.status, answer.text).toBe(200);
    const cloneId = answer.body.result?.id ?? "";
    expect(cloneId).not.toBe(original.chatSessionId);
    expect(answer.body.result).toEqual({ id: cloneId, title: "What is RAG?", path: `/search-v1/${cloneId}` });

    const list = await get<Array<{ id: string }>>(setup.backend, "/chat_session/list", { token: setup.owner });
    expect(list.body.result?.slice(0, 2).map((session) => session.id)).toEqual([cloneId, original.chatSessionId]);
    const before = await messagesOf(setup.owner, original.chatSessionId);
    const after = await messagesOf(setup.owner, cloneId);
    expect(after.map(shown)).toEqual(before.map((message) => (message.taskId === original.runningTaskId ? { ...shown(message), status: "error" } : shown(message))));
    expect(after[0]).toMatchObject({ type: "chat", query: "What is RAG?", result: CHAT_REPLY, status: "finish" });
    expect(after.map((message) => message.id)).not.toContain(before[0]?.id);
  });
});

describe("POST /chat_session/clone of a shared session by another user", () => {
  it("gives the clone to the cloner: in their list, read as its owner, its tasks theirs and nobody else's", async () => {
    const original = await ownersSession(setup);
    setup.clock.advance(1000);
    const cloneId = await cloned(original, setup.stranger, await shareSession(setup, original.chatSessionId));

    const list = await get<Array<{ id: string }>>(setup.backend, "/chat_session/list", { token: setup.stranger });
    expect(list.body.result?.[0]?.id).toBe(cloneId);
    const read = await messageList(setup.backend, setup.stranger, cloneId);
    expect(read.body.result?.chatSession).toMatchObject({ id: cloneId, title: "What is RAG?", visitType: "owner" });
    expect((await messageList(setup.backend, setup.owner, cloneId)).body).toEqual(notFound("Chat session not found"));

    const { finished } = await clonedTaskIds(setup.stranger, cloneId);
    expect(finished).not.toBe(original.finishedTaskId);
    const task = await getTask(setup.backend, setup.stranger, finished);
    expect(task.body.result).toMatchObject({ taskId: finished, status: "finish", agentName: "ML Agent", hasPreData: true, creditUsed: 0 });
    expect(task.body.result?.steps).toHaveLength(2);
    for (const token of [setup.owner, thirdUser]) expect((await getTask(setup.backend, token, finished)).body).toEqual(notFound("Task not found"));
  });

  it("copies the uploads the tasks used and the artefacts their steps refer to, under new keys the cloner downloads", async () => {
    const original = await ownersSession(setup);
    const cloneId = await cloned(original, setup.stranger, await shareSession(setup, original.chatSessionId));
    const { finished } = await clonedTaskIds(setup.stranger, cloneId);
    const [cloneRow] = await setup.backend.deps.db.select().from(chatSessions).where(eq(chatSessions.id, cloneId));
    const task = (await getTask(setup.backend, setup.stranger, finished)).body.result;

    const [fileId] = task?.fileIds ?? [];
    expect(task?.fileIds).toHaveLength(1);
    expect(fileId).not.toBe(original.upload.fileId);
    const [file] = await setup.backend.deps.db.select().from(files).where(eq(files.id, String(fileId)));
    expect(file).toMatchObject({ userId: cloneRow?.userId, status: "uploaded", originalName: "citations.csv", size: UPLOAD_BYTES.length });
    expect(file?.key.startsWith(`uploads/${cloneRow?.userId}/`)).toBe(true);
    expect(new Uint8Array(await (await followed(file?.key ?? "", setup.stranger)).arrayBuffer())).toEqual(UPLOAD_BYTES);

    const steps = (task?.steps ?? []).map((step) => step.content).join("\n");
    const clonedNotebook = notebookKey(finished, 1);
    const clonedProjectFile = original.projectKey.replace(original.finishedTaskId, finished);
    expect(steps).toContain(JSON.stringify(notebookUrl(clonedNotebook)));
    expect(steps).toContain(`"oss_path":"${clonedProjectFile}"`);
    expect(steps).toContain(`(file ${String(fileId)})`);
    for (const oldId of [original.finishedTaskId, original.upload.fileId]) expect(steps).not.toContain(oldId);
    expect(await (await followed(clonedNotebook, setup.stranger)).text()).toBe(NOTEBOOK_JSON);
    expect(await (await followed(clonedProjectFile, setup.stranger)).text()).toBe(TRAIN_SCRIPT);
  });

  it("copies a task still running in the original as ended (interrupted), and charges the cloner nothing", async () => {
    const original = await ownersSession(setup);
    const { db } = setup.backend.deps;
    const ledgerCount = async () => (await db.select({ n: count() }).from(creditLedger))[0]?.n ?? 0;
    const entriesBefore = await ledgerCount();
    const cloneId = await cloned(original, setup.stranger, await shareSession(setup, original.chatSessionId));
    const { running } = await clonedTaskIds(setup.stranger, cloneId);

    const task = (await getTask(setup.backend, setup.stranger, running)).body.result;
    expect(task).toMatchObject({ status: "error", errorCode: "interrupted", creditUsed: 0 });
    expect(task?.errorInfo).toMatch(/^The task was interrupted: it was still running when this session was cloned/);
    expect((await messagesOf(setup.stranger, cloneId))[2]).toMatchObject({ taskId: running, status: "error" });
    expect(await ledgerCount()).toBe(entriesBefore);
    expect((await getTask(setup.backend, setup.owner, original.runningTaskId)).body.result).toMatchObject({ status: "processing" });
  });

  it("stays as it was when the original gets a new message, and when the original and its objects are deleted", async () => {
    const original = await ownersSession(setup);
    const cloneId = await cloned(original, setup.stranger, await shareSession(setup, original.chatSessionId));
    const { finished } = await clonedTaskIds(setup.stranger, cloneId);
    const messagesBefore = await messagesOf(setup.stranger, cloneId);
    const taskBefore = (await getTask(setup.backend, setup.stranger, finished)).body.result;

    setup.fake.setScript([{ text: "A second answer, only in the original." }]);
    await readChat(setup.backend, { query: "And its limits?", chatSessionId: original.chatSessionId, chatStatus: "continue" }, { token: setup.owner });
    expect(await messagesOf(setup.owner, original.chatSessionId)).toHaveLength(messagesBefore.length + 1);
    expect(await messagesOf(setup.stranger, cloneId)).toEqual(messagesBefore);

    const { db, storage } = setup.backend.deps;
    await db.delete(chatSessions).where(eq(chatSessions.id, original.chatSessionId));
    for (const key of [original.upload.fileKey, original.notebookKey, original.projectKey]) await storage.remove(key);
    expect(await messagesOf(setup.stranger, cloneId)).toEqual(messagesBefore);
    expect((await getTask(setup.backend, setup.stranger, finished)).body.result).toEqual(taskBefore);
    expect(await (await followed(notebookKey(finished, 1), setup.stranger)).text()).toBe(NOTEBOOK_JSON);
  });
});

describe("POST /chat_session/clone refusals", () => {
  it("answers 404 to another user without the session's active shareId, as for a missing session", async () => {
    const original = await ownersSession(setup);
    const shareId = await shareSession(setup, original.chatSessionId);
    const other = await ownersSession(setup);
    const otherShare = await shareSession(setup, other.chatSessionId);
    for (const body of [
      { chatSessionId: original.chatSessionId },
      { chatSessionId: original.chatSessionId, shareId: "not-the-token" },
      { chatSessionId: original.chatSessionId, shareId: otherShare },
      { chatSessionId: "no-such-session", shareId },
    ]) {
      const answer = await cloneSession(setup, setup.stranger, body);
      expect(answer.status, JSON.stringify(body)).toBe(404);
      expect(answer.body).toEqual(notFound("Chat session not found"));
    }
    await setup.backend.request("/chat_session/unshare", {
      method: "POST",
      headers: { "content-type": "application/json", AuthToken: setup.owner, token: setup.owner },
      body: JSON.stringify({ chatSessionId: original.chatSessionId }),
    });
    expect((await cloneSession(setup, setup.stranger, { chatSessionId: original.chatSessionId, shareId })).status).toBe(404);
  });

  it("answers 401 to an anonymous caller, even with the shareId (the client opens the login dialog)", async () => {
    const original = await ownersSession(setup);
    const answer = await cloneSession(setup, undefined, { chatSessionId: original.chatSessionId, shareId: await shareSession(setup, original.chatSessionId) });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 401, result: null, message: "Please log in first", error: "Please log in first" });
  });

  it("answers 'Session ID is required' without a session id", async () => {
    for (const body of [{}, { chatSessionId: "" }]) {
      const answer = await cloneSession(setup, setup.stranger, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, result: null, message: "Session ID is required", error: "Session ID is required" });
    }
  });

  it("clones an empty session as an empty session", async () => {
    const chatSessionId = await createSession(setup.backend, setup.owner, "nothing yet");
    const answer = await cloneSession(setup, setup.owner, { chatSessionId });
    expect(answer.body.result?.title).toBe("nothing yet");
    expect(await messagesOf(setup.owner, answer.body.result?.id ?? "")).toEqual([]);
  });
});
