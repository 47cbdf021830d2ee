import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startBackend } from "@/lib/backend/runtime";
import { sandboxMarker } from "@/lib/backend/sandbox/sandbox-marker";
import { eventually, processesOf } from "../sandbox/sandbox-fixture";
import { cancelTask, createTaskSetup, getTask, startTask, type TaskSetup, waitForTask } from "./task-support";
import { SLEEPING_TOOL, sleepingScript } from "./sleeping-tool";

/**
 * A code-running task's sandbox lives and dies with its run (issue 15 item 5). What a researcher would notice if this
 * failed: a cancelled Notebook task whose code keeps burning the machine, or a Notebook task that silently never
 * runs its code when the server cannot sandbox it. Real bwrap processes, found in /proc by the task's marker.
 */
vi.mock("@/lib/backend/agents/registry", async (importOriginal) => {
  const registry = await importOriginal<typeof import("@/lib/backend/agents/registry")>();
  const { withSleepingTool } = await import("./sleeping-tool");
  return { ...registry, agentDefinition: (name: string) => withSleepingTool(registry.agentDefinition(name)) };
});

const NOTEBOOK = "Notebook Agent";

let setup: TaskSetup | undefined;
afterEach(async () => {
  await setup?.dispose();
  setup = undefined;
});

async function sandboxOf(current: TaskSetup, taskId: string) {
  const marker = sandboxMarker(current.dataDir, taskId);
  const processes = () => processesOf(marker);
  // bwrap, its init, the shell and both sleeps.
  expect(await eventually(async () => (await processes()).length >= 4, 15_000)).toBe(true);
  return { processes, workspace: path.join(current.dataDir, "workspaces", taskId) };
}

describe("an agent that runs code", () => {
  it("ends with sandbox_unavailable and the fix when code cannot run here, while other agents still run", async () => {
    setup = await createTaskSetup(sleepingScript, { SANDBOX_PYTHON: "/nonexistent/python3" });
    const { taskId } = await startTask(setup, setup.owner, NOTEBOOK, "plot the data");
    const task = await waitForTask(setup.backend, setup.owner, taskId, (t) => t.status !== "processing");
    expect(task).toMatchObject({ status: "error", errorCode: "sandbox_unavailable" });
    // The researcher reads what is missing, which setting points at it, and how to fix it.
    expect(task.errorInfo).toContain("/nonexistent/python3");
    expect(task.errorInfo).toMatch(/SANDBOX_PYTHON/);
    expect(task.errorInfo).toMatch(/npm run app|apt-get install/);
    expect(task.steps ?? []).toHaveLength(0);
    expect(setup.fake.requests.filter((request) => request.body?.tools?.some((tool) => tool.function.name === SLEEPING_TOOL))).toHaveLength(0);
    const survey = await startTask(setup, setup.owner);
    expect((await waitForTask(setup.backend, setup.owner, survey.taskId, (t) => t.status !== "processing")).status).toBe("finish");
  });

  it("cancelled, has every process of its sandbox gone within 2 s; its workspace stays", async () => {
    setup = await createTaskSetup(sleepingScript);
    const { taskId } = await startTask(setup, setup.owner, NOTEBOOK, "plot the data");
    const sandbox = await sandboxOf(setup, taskId);
    const cancelledAt = Date.now();
    expect((await cancelTask(setup.backend, setup.owner, taskId)).body.code).toBe(0);
    expect(await eventually(async () => (await sandbox.processes()).length === 0, 2000, 20)).toBe(true);
    expect(Date.now() - cancelledAt).toBeLessThan(2000);
    expect((await getTask(setup.backend, setup.owner, taskId)).body.result).toMatchObject({ status: "error", errorCode: "1" });
    expect((await fs.stat(sandbox.workspace)).isDirectory()).toBe(true);
  });

  it("cancelled while it runs in another worker process, has its sandbox gone within 2 s", async () => {
    setup = await createTaskSetup(sleepingScript, { RUN_WORKERS: "false" });
    const current = setup;
    const worker = await startBackend(current.backend.deps.config, { runWorkers: true });
    try {
      const { taskId } = await startTask(current, current.owner, NOTEBOOK, "plot the data");
      const sandbox = await sandboxOf(current, taskId);
      const cancelledAt = Date.now();
      await cancelTask(current.backend, current.owner, taskId);
      expect(await eventually(async () => (await sandbox.processes()).length === 0, 2000, 20)).toBe(true);
      expect(Date.now() - cancelledAt).toBeLessThan(2000);
    } finally {
      await worker.close();
    }
  });

  it("stops its sandbox when the worker shuts down, and is handed back to run again", async () => {
    setup = await createTaskSetup(sleepingScript, { RUN_WORKERS: "false" });
    const current = setup;
    const worker = await startBackend(current.backend.deps.config, { runWorkers: true });
    let closed = false;
    try {
      const { taskId } = await startTask(current, current.owner, NOTEBOOK, "plot the data");
      const sandbox = await sandboxOf(current, taskId);
      await worker.close();
      closed = true;
      expect(await sandbox.processes()).toEqual([]);
      const task = (await getTask(current.backend, current.owner, taskId)).body.result;
      expect(task).toMatchObject({ status: "processing" });
      // The stopped call has no result stored, so the worker that resumes the task runs it again.
      expect(task?.steps?.map((step) => step.name ?? null)).toEqual([null]);
    } finally {
      if (!closed) await worker.close();
    }
  });
});
