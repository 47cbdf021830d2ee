import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatSessions, tasks } from "@/lib/backend/db/schema";
import type { Logger } from "@/lib/backend/logger";
import { startBackend } from "@/lib/backend/runtime";
import { processLimits } from "@/lib/backend/sandbox/limits";
import { sandboxMarker } from "@/lib/backend/sandbox/sandbox-marker";
import { sweepSandboxes } from "@/lib/backend/sandbox/sandbox-sweep";
import { type SandboxedProcess, spawnSandboxed } from "@/lib/backend/sandbox/spawn-sandboxed";
import { createSession } from "../chat/chat-support";
import { type AccountsBackend, createAccountsBackend, signUpAndLogin, uniqueEmail } from "../support/accounts";
import { eventually, processesOf } from "./sandbox-fixture";

/**
 * What a researcher would notice if this failed: a crashed or restarted server leaving model code running for ever
 * (CPU, memory, a kernel holding data), or every task's workspace piling up on disk. Real bwrap processes carrying
 * this data folder's marker, and real task rows.
 */
let accounts: AccountsBackend;
let owner: { userId: string; sessionId: string };
const log = pino({ level: "silent" }) as unknown as Logger;
const strays: SandboxedProcess[] = [];

beforeAll(async () => {
  // No workers: the task rows below are the test's, not runs for a worker to pick up.
  accounts = await createAccountsBackend({ RUN_WORKERS: "false", SANDBOX_SWEEP_SECONDS: "3600" });
  const token = await signUpAndLogin(accounts, uniqueEmail("sweep"));
  const sessionId = await createSession(accounts.backend, token, "sweep");
  const [session] = await accounts.backend.deps.db.select({ userId: chatSessions.userId }).from(chatSessions).where(eq(chatSessions.id, sessionId));
  owner = { userId: session?.userId ?? "", sessionId };
});

afterAll(async () => {
  for (const child of strays) child.killAll();
  await accounts.dispose();
});

const deps = () => accounts.backend.deps;
const hoursAgo = (hours: number) => new Date(deps().now().getTime() - hours * 3600 * 1000);
const markerOf = (taskId: string) => sandboxMarker(accounts.dataDir, taskId);
const workspaceOf = (taskId: string) => path.join(accounts.dataDir, "workspaces", taskId);
const exists = (file: string) => fs.stat(file).then(() => true, () => false);

async function insertTask(status: "processing" | "finish" | "error", finishedAt?: Date): Promise<string> {
  const [row] = await deps()
    .db.insert(tasks)
    .values({ ...owner, agentName: "Notebook Agent", query: "sweep", status, finishedAt: finishedAt ?? (status === "processing" ? null : deps().now()) })
    .returning({ id: tasks.id });
  if (!row) throw new Error("inserting a task failed");
  return row.id;
}

/** A task's sandbox running `sleep 100` through the backend's own executor; answers once it shows in /proc. */
async function sleepingSandbox(taskId: string): Promise<void> {
  const sandbox = await deps().executor.open(taskId);
  sandbox.run("sleep 100");
  expect(await eventually(async () => (await processesOf(markerOf(taskId))).length > 0, 5000)).toBe(true);
}

/** A process carrying `marker` spawned without bubblewrap (as under SANDBOX=none), so it can outlive its parent. */
function plainProcess(marker: string, command: string): SandboxedProcess {
  const workspaceDir = accounts.dataDir;
  const child = spawnSandboxed({ mode: "none", bwrap: "", workspaceDir, limits: processLimits(deps().config), marker }, ["/bin/sh", "-c", command]);
  strays.push(child);
  return child;
}

describe("the sandbox sweep", () => {
  it("stops the sandboxes of ended and vanished tasks and those whose server is gone, and nothing else", async () => {
    const running = await insertTask("processing");
    const ended = await insertTask("error");
    const vanished = randomUUID();
    for (const taskId of [running, ended, vanished]) await sleepingSandbox(taskId);
    // A running task's process whose parent died: adopted by init, no server owns it any more.
    const adopted = await insertTask("processing");
    const parent = plainProcess(markerOf(adopted), "sleep 100 & exit 0");
    // "exit", not "close": the orphan keeps the pipes open.
    await new Promise((resolve) => parent.once("exit", resolve));
    // Polled: a /proc read that meets the orphan mid-exec (its environment being replaced) sees no marker once.
    const adoptedByInit = async () => (await processesOf(markerOf(adopted)))[0]?.ppid === 1;
    expect(await eventually(adoptedByInit, 5000)).toBe(true);
    // The same task id under another data folder's marker belongs to another server: never ours to stop.
    const foreignMarker = sandboxMarker(path.join(accounts.dataDir, "elsewhere"), ended);
    plainProcess(foreignMarker, "exec sleep 100");
    // This folder's, but no task's: the executor's availability probe, which must not be cut short.
    const probeMarker = markerOf("probe");
    plainProcess(probeMarker, "exec sleep 100");
    for (const marker of [foreignMarker, probeMarker]) expect(await eventually(async () => (await processesOf(marker)).length > 0, 5000)).toBe(true);

    const swept = await sweepSandboxes(deps(), log);

    const gone = async (taskId: string) => (await processesOf(markerOf(taskId))).length === 0;
    expect(await eventually(async () => (await gone(ended)) && (await gone(vanished)) && (await gone(adopted)), 1000)).toBe(true);
    expect(swept.processes).toBeGreaterThanOrEqual(3);
    expect(await processesOf(markerOf(running))).not.toHaveLength(0);
    expect(await processesOf(foreignMarker)).not.toHaveLength(0);
    expect(await processesOf(probeMarker)).not.toHaveLength(0);
    await deps().executor.release(running);
    expect(await eventually(() => gone(running), 2000)).toBe(true);
  });

  it("removes workspaces of tasks ended past SANDBOX_WORKSPACE_RETENTION_HOURS or gone, keeping their snapshots", async () => {
    const retention = deps().config.SANDBOX_WORKSPACE_RETENTION_HOURS;
    const expired = await insertTask("finish", hoursAgo(retention + 1));
    const recent = await insertTask("error", hoursAgo(retention - 1));
    const running = await insertTask("processing");
    const vanished = randomUUID();
    const sandbox = await deps().executor.open(expired);
    const csv = "group,mean\na,1.5\n";
    await sandbox.writeFile("results/summary.csv", csv);
    const [snapshot] = await sandbox.snapshot();
    await deps().executor.release(expired);
    for (const taskId of [recent, running, vanished]) await fs.mkdir(workspaceOf(taskId), { recursive: true });
    // Not named like a task: the executor's probe folder, or someone else's, left alone.
    await fs.mkdir(workspaceOf("lost+found"), { recursive: true });
    await fs.mkdir(workspaceOf("probe"), { recursive: true });

    const swept = await sweepSandboxes(deps(), log);

    expect(swept.workspaces).toBeGreaterThanOrEqual(2);
    expect(await exists(workspaceOf(expired))).toBe(false);
    expect(await exists(workspaceOf(vanished))).toBe(false);
    expect(await exists(workspaceOf(recent))).toBe(true);
    expect(await exists(workspaceOf(running))).toBe(true);
    expect(await exists(workspaceOf("lost+found"))).toBe(true);
    expect(await exists(workspaceOf("probe"))).toBe(true);
    expect(snapshot?.path).toBe("results/summary.csv");
    expect(await deps().storage.stat(snapshot?.key ?? "")).toMatchObject({ size: csv.length });
  });

  it("runs when a server starts: a restart stops the sandboxes it no longer owns", async () => {
    const ended = await insertTask("error");
    await sleepingSandbox(ended);
    const restarted = await startBackend(deps().config, { runWorkers: false });
    try {
      expect(await eventually(async () => (await processesOf(markerOf(ended))).length === 0, 5000)).toBe(true);
    } finally {
      await restarted.close();
    }
  });
});
