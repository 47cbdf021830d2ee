import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { tasks } from "../db/schema";
import type { BackendDeps } from "../deps";
import type { Logger } from "../logger";
import { runtimePath } from "../runtime-path";
import { killProcess, sandboxProcesses } from "./proc-scan";
import { dataDirTag } from "./sandbox-marker";

/**
 * What a crash or a restart leaves behind (issue 15 item 5). A run stops its sandbox however it ends, but a server
 * killed outright cannot: its sandboxes' processes may live on (a SANDBOX=none process group, a kernel whose
 * bridge outlived its parent), and nobody releases them. So every server looks, at start and every
 * SANDBOX_SWEEP_SECONDS, at the sandboxes of its own data folder: those of a task no longer running, or whose
 * server is gone (adopted by init), are killed. Workspaces of tasks that ended more than
 * SANDBOX_WORKSPACE_RETENTION_HOURS ago (or that no longer exist) are removed; their snapshots stay in storage.
 */
type SweepDeps = Pick<BackendDeps, "db" | "config" | "now">;

export type SandboxSweep = { processes: number; workspaces: number };

/** Task ids per database query: well under PostgreSQL's limit of bound parameters. */
const BATCH = 1000;

/**
 * Only what could be a task row (its id is the database's random UUID) is judged: the executor's own availability
 * probe and any folder someone else put there are not a task's, and are left alone.
 */
const TASK_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function sweepSandboxes(deps: SweepDeps, log: Logger): Promise<SandboxSweep> {
  // Processes first: a workspace is only removed once nothing of its task can still be writing to it.
  const processes = await stopUnownedSandboxes(deps, log);
  const workspaces = await removeExpiredWorkspaces(deps, log);
  return { processes, workspaces };
}

async function stopUnownedSandboxes(deps: SweepDeps, log: Logger): Promise<number> {
  const prefix = `${dataDirTag(deps.config.DATA_DIR)}:`;
  const found = (await sandboxProcesses(prefix))
    .map((entry) => ({ ...entry, taskId: entry.marker.slice(prefix.length) }))
    .filter((entry) => TASK_ID.test(entry.taskId));
  if (found.length === 0) return 0;
  const running = await runningTaskIds(deps, [...new Set(found.map((entry) => entry.taskId))]);
  // Under a server that is itself pid 1 (a container's entry point) its own sandboxes have parent 1 too.
  const adoptedByInit = (ppid: number) => ppid === 1 && process.pid !== 1;
  const unowned = found.filter((entry) => !running.has(entry.taskId) || adoptedByInit(entry.ppid));
  const stopped = unowned.filter((entry) => killProcess(entry.pid)).length;
  if (stopped > 0) {
    log.info({ processes: stopped, tasks: [...new Set(unowned.map((entry) => entry.taskId))] }, "sandbox processes no server owns were stopped");
  }
  return stopped;
}

async function runningTaskIds(deps: SweepDeps, taskIds: readonly string[]): Promise<Set<string>> {
  const running = new Set<string>();
  for (let start = 0; start < taskIds.length; start += BATCH) {
    const rows = await deps.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(inArray(tasks.id, taskIds.slice(start, start + BATCH)), eq(tasks.status, "processing")));
    for (const row of rows) running.add(row.id);
  }
  return running;
}

async function removeExpiredWorkspaces(deps: SweepDeps, log: Logger): Promise<number> {
  const root = runtimePath(deps.config.DATA_DIR, "workspaces");
  const entries = await fs.readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const taskIds = entries.filter((entry) => entry.isDirectory() && TASK_ID.test(entry.name)).map((entry) => entry.name);
  const cutoff = deps.now().getTime() - deps.config.SANDBOX_WORKSPACE_RETENTION_HOURS * 3600 * 1000;
  let removed = 0;
  for (let start = 0; start < taskIds.length; start += BATCH) {
    const batch = taskIds.slice(start, start + BATCH);
    const rows = await deps.db.select({ id: tasks.id, status: tasks.status, finishedAt: tasks.finishedAt }).from(tasks).where(inArray(tasks.id, batch));
    const kept = new Set(rows.filter((row) => row.status === "processing" || (row.finishedAt?.getTime() ?? Infinity) > cutoff).map((row) => row.id));
    for (const taskId of batch.filter((id) => !kept.has(id))) {
      try {
        await fs.rm(path.join(root, taskId), { recursive: true, force: true });
        removed += 1;
      } catch (error) {
        // A folder the sandbox made unwritable to a non-root server, say: the next sweep tries again.
        log.warn({ err: error, taskId }, "removing an expired workspace failed; retried at the next sweep");
      }
    }
  }
  if (removed > 0) log.info({ workspaces: removed }, "expired workspaces removed");
  return removed;
}

/** Sweeps at start and then every SANDBOX_SWEEP_SECONDS; `stop` ends it (the backend's close). */
export function watchSandboxes(deps: SweepDeps, log: Logger): { stop(): void } {
  const sweep = () => sweepSandboxes(deps, log).catch((error: unknown) => log.warn({ err: error }, "sandbox sweep failed; retried at the next one"));
  void sweep();
  const timer = setInterval(() => void sweep(), deps.config.SANDBOX_SWEEP_SECONDS * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
