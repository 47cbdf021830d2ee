import { eq } from "drizzle-orm";
import { chatMessages, chatSessions, tasks, taskSteps } from "@/lib/backend/db/schema";
import { NOTEBOOK_CONTENT_TYPE, notebookKey, notebookUrl } from "@/lib/backend/services/file/download-file";
import { encodeStepContent } from "@/lib/contract/entities/task";
import { type ChatSetup, createChatSetup, createSession, readChat } from "../chat/chat-support";
import { type FilesBackend, PUBLIC_URL, uploadFile } from "../file/files-support";
import { post } from "../support/accounts";

/**
 * Clone tests' setup (issue 21 Clone and continue): the chat setup (fake model, an owner and a stranger) whose
 * storage links are the local driver's, and a session of the owner's as the agents leave one: a chat turn, a
 * finished task that used an upload and saved a notebook and a project file, and a task still running elsewhere.
 */
export type CloneSetup = ChatSetup & { files: (token: string) => FilesBackend };

export async function createCloneSetup(env: Record<string, string> = {}): Promise<CloneSetup> {
  const setup = await createChatSetup([], { STORAGE_PUBLIC_URL: PUBLIC_URL, ...env });
  return { ...setup, files: (token) => ({ ...setup, token, publicUrl: PUBLIC_URL }) };
}

export const UPLOAD_BYTES = new TextEncoder().encode("year,citations\n2020,12\n2021,30\n");
export const NOTEBOOK_JSON = '{"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": []}\n';
export const TRAIN_SCRIPT = 'print("test_accuracy: 0.9150")\n';
export const CHAT_REPLY = "Retrieval-augmented generation pairs a retriever with a generator.";
const SNAPSHOT = "2026-11-24T10-00-00-000Z";

export type OriginalSession = {
  chatSessionId: string;
  ownerId: string;
  finishedTaskId: string;
  runningTaskId: string;
  upload: { fileId: string; fileKey: string };
  notebookKey: string;
  projectKey: string;
};

export async function ownersSession(setup: CloneSetup): Promise<OriginalSession> {
  const { db, storage } = setup.backend.deps;
  setup.fake.setScript([{ text: CHAT_REPLY }]);
  const chatSessionId = await createSession(setup.backend, setup.owner, "What is RAG?");
  await readChat(setup.backend, { query: "What is RAG?", chatSessionId }, { token: setup.owner });
  const upload = await uploadFile(setup.files(setup.owner), "citations.csv", UPLOAD_BYTES);
  const [session] = await db.select({ userId: chatSessions.userId }).from(chatSessions).where(eq(chatSessions.id, chatSessionId));
  const ownerId = session?.userId ?? "";

  const [finished] = await db
    .insert(tasks)
    .values({
      userId: ownerId,
      sessionId: chatSessionId,
      agentName: "ML Agent",
      query: "train a citation model",
      fileIds: [upload.fileId],
      status: "finish",
      hasPreData: true,
      stepCount: 2,
      inputTokens: 1200,
      outputTokens: 300,
      creditReserved: 5,
      creditUsed: 2.5,
      finishedAt: new Date(),
    })
    .returning({ id: tasks.id });
  const finishedTaskId = finished?.id ?? "";
  const notebook = notebookKey(finishedTaskId, 1);
  const projectKey = `workspaces/${finishedTaskId}/${SNAPSHOT}/src/train.py`;
  await storage.put(notebook, new TextEncoder().encode(NOTEBOOK_JSON), NOTEBOOK_CONTENT_TYPE);
  await storage.put(projectKey, new TextEncoder().encode(TRAIN_SCRIPT), "application/octet-stream");
  const loaded = { role: "tool", name: "load_user_files", tool_call_id: "call_1", content: `1. citations.csv (file ${upload.fileId})` };
  await db.insert(taskSteps).values([
    { taskId: finishedTaskId, seq: 1, name: "load_user_files", content: JSON.stringify({ type: "trajectory", payload: { messages: [loaded], notebook: { notebooks: [notebookUrl(notebook)] } } }) },
    {
      taskId: finishedTaskId,
      seq: 2,
      name: null,
      content: encodeStepContent({ type: "trajectory", payload: { project: { versions: [{ version: 1, files: [{ path: "src/train.py", oss_path: projectKey, type: "py" }] }] } } }),
    },
  ]);

  // Running on another worker: its lease is held, so no sweep here takes it over while a test looks.
  const [running] = await db
    .insert(tasks)
    .values({
      userId: ownerId,
      sessionId: chatSessionId,
      agentName: "Deep Search Agent",
      query: "survey retrieval-augmented generation",
      status: "processing",
      stepCount: 1,
      leaseOwner: "worker-elsewhere",
      leaseExpiresAt: new Date(Date.now() + 3600_000),
      creditReserved: 5,
      creditUsed: 0.5,
    })
    .returning({ id: tasks.id });
  const runningTaskId = running?.id ?? "";
  await db.insert(taskSteps).values({ taskId: runningTaskId, seq: 1, name: null, content: encodeStepContent({ type: "trajectory", payload: { messages: [] } }) });
  const taskMessage = (seq: number, taskId: string, agentName: string, query: string, status: "finish" | "processing") =>
    ({ sessionId: chatSessionId, seq, type: "task", query, result: query, agentName, taskId, status, extInfo: { chatResultType: "task" } }) as const;
  await db.insert(chatMessages).values([
    taskMessage(2, finishedTaskId, "ML Agent", "train a citation model", "finish"),
    taskMessage(3, runningTaskId, "Deep Search Agent", "survey retrieval-augmented generation", "processing"),
  ]);
  return { chatSessionId, ownerId, finishedTaskId, runningTaskId, upload, notebookKey: notebook, projectKey };
}

export function cloneSession(setup: CloneSetup, token: string | undefined, body: Record<string, unknown>) {
  return post<{ id: string; title: string; path: string }>(setup.backend, "/chat_session/clone", body, { token });
}

export async function shareSession(setup: CloneSetup, chatSessionId: string): Promise<string> {
  const answer = await post<{ url: string; shareId: string }>(setup.backend, "/chat_session/share", { chatSessionId }, { token: setup.owner });
  const shareId = answer.body.result?.shareId;
  if (!shareId) throw new Error(`sharing failed: ${answer.text}`);
  return shareId;
}
