import { eq } from "drizzle-orm";
import { chatSessions, tasks, taskSteps } from "@/lib/backend/db/schema";
import { encodeStepContent, type ProjectVersion } from "@/lib/contract/entities/task";
import { createSession } from "../chat/chat-support";
import type { FilesBackend } from "./files-support";

/**
 * An Auto Experiment task of `token`'s user as the agent leaves it (issue 17): each version's files stored under
 * `workspaces/<taskId>/<snapshot>/<path>` and one project step listing every version. No versions: a task that
 * never snapshotted its workspace.
 */
export type ProjectFiles = Record<string, Uint8Array | string>;

export async function projectTask(setup: FilesBackend, token: string, versions: ProjectFiles[] = []): Promise<{ taskId: string; versions: ProjectVersion[] }> {
  const { db, storage } = setup.backend.deps;
  const chatSessionId = await createSession(setup.backend, token, "experiment");
  const [session] = await db.select({ userId: chatSessions.userId }).from(chatSessions).where(eq(chatSessions.id, chatSessionId));
  const [task] = await db
    .insert(tasks)
    .values({ userId: session?.userId ?? "", sessionId: chatSessionId, agentName: "ML Agent", query: "train", status: "finish" })
    .returning({ id: tasks.id });
  const taskId = task?.id ?? "";
  const stored: ProjectVersion[] = [];
  for (const [index, files] of versions.entries()) {
    const snapshot = `2026-11-24T10-0${index}-00-000Z`;
    const listed = [];
    for (const [path, content] of Object.entries(files)) {
      const key = `workspaces/${taskId}/${snapshot}/${path}`;
      await storage.put(key, typeof content === "string" ? new TextEncoder().encode(content) : content, "application/octet-stream");
      listed.push({ path, oss_path: key, type: path.split(".").at(-1) ?? "file" });
    }
    stored.push({ version: index + 1, files: listed });
  }
  // An earlier project step (version 1 alone) before the latest one: the latest step's list is the one that counts.
  const steps = stored.map((_, index) => encodeStepContent({ type: "trajectory", payload: { project: { versions: stored.slice(0, index + 1) } } }));
  if (steps.length > 0) await db.insert(taskSteps).values(steps.map((content, index) => ({ taskId, seq: index + 1, content })));
  return { taskId, versions: stored };
}
