import { type ChildProcess, spawn } from "node:child_process";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseStepContent } from "@/lib/contract/entities/task";
import { countToolResults, isTaskRequest, TASK_SCRIPT_STEPS, taskTurn } from "../../fixtures/fake-llm";
import { createTaskSetup, getTask, startTask, type TaskSetup, waitForTask } from "./task-support";

/**
 * Durable execution, for real: task runs in `npm run worker` processes (the backend under test runs no workers),
 * one of which is killed with SIGKILL or stopped with SIGTERM mid-run. The task must finish with every step exactly
 * once, and the fake model must never have answered the same conversation twice.
 */
let setup: TaskSetup;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  // 600 ms per model answer, so a run takes a few seconds and a worker can be stopped while a model call is in flight.
  setup = await createTaskSetup((request) => (isTaskRequest(request) ? taskTurn(request, { delayMs: 600 }) : { text: "chat" }), {
    RUN_WORKERS: "false",
  });
});
afterEach(() => {
  for (const worker of workers.splice(0)) worker.kill("SIGKILL");
});
afterAll(() => setup.dispose());

function startWorker(): Promise<ChildProcess> {
  const worker = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "scripts/worker.ts"], {
    env: {
      ...process.env,
      ...setup.llmEnv,
      NODE_ENV: "test",
      DATABASE_URL: setup.backend.databaseUrl,
      DATA_DIR: setup.dataDir,
      LOG_LEVEL: "warn",
      TASK_LEASE_SECONDS: "2",
      TASK_SWEEP_SECONDS: "0.5",
      TASK_POLL_SECONDS: "0.5",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  workers.push(worker);
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("worker ready")) resolve(worker);
    };
    worker.stdout?.on("data", onData);
    worker.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    worker.once("exit", (code) => reject(new Error(`worker exited (${code}) before it was ready:\n${output}`)));
  });
}

function exited(worker: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (worker.exitCode !== null || worker.signalCode !== null) resolve(worker.exitCode);
    else worker.once("exit", (code) => resolve(code));
  });
}

/** Completed model answers per conversation length (turn 0, 1, 2 …). */
function answersPerTurn(fromRequest: number): number[] {
  const counts: number[] = [];
  for (const request of setup.fake.requests.slice(fromRequest)) {
    if (!request.body || !isTaskRequest(request.body) || request.disconnected) continue;
    const turn = countToolResults(request.body);
    counts[turn] = (counts[turn] ?? 0) + 1;
  }
  return counts.filter((count) => count !== undefined);
}

async function expectCompleteTrajectory(taskId: string) {
  const task = await waitForTask(setup.backend, setup.owner, taskId, (t) => t.status !== "processing", 30_000);
  expect(task.status).toBe("finish");
  const steps = task.steps ?? [];
  expect(steps.map((step) => step.id)).toEqual(Array.from({ length: TASK_SCRIPT_STEPS }, (_, i) => String(i + 1)));
  const resultIds = steps.flatMap((step) => {
    const parsed = parseStepContent(step.content);
    if (!parsed.ok || parsed.value.type !== "trajectory") return [];
    return (parsed.value.payload.messages ?? []).flatMap((m) => (m.role === "tool" ? [m.tool_call_id] : []));
  });
  expect(new Set(resultIds).size).toBe(resultIds.length);
}

describe("a worker killed mid-run", () => {
  it("leaves the task to another worker, which resumes it from its trajectory", async () => {
    const firstRequest = setup.fake.requests.length;
    const first = await startWorker();
    const { taskId } = await startTask(setup, setup.owner);
    await waitForTask(setup.backend, setup.owner, taskId, (t) => (t.steps ?? []).length >= 3, 20_000);
    // Killed while its next model call is in flight, as a crash mid-run would find it.
    await expect.poll(() => setup.fake.activeStreams(), { timeout: 5000, interval: 10 }).toBe(1);
    first.kill("SIGKILL");
    await exited(first);
    const stepsAtKill = (await getTask(setup.backend, setup.owner, taskId)).body.result?.steps ?? [];
    expect(stepsAtKill.length).toBeLessThan(TASK_SCRIPT_STEPS);
    const persistedTurns = stepsAtKill.filter((step) => step.name == null).length;

    await startWorker();
    await expectCompleteTrajectory(taskId);
    // Every turn stored before the kill was answered exactly once; a call the dead worker never stored may be asked
    // again (it is not a completed step), and every turn got its answer.
    const answers = answersPerTurn(firstRequest);
    expect(answers).toHaveLength(4);
    expect(answers.slice(0, persistedTurns)).toEqual(Array<number>(persistedTurns).fill(1));
    const [row] = (await setup.backend.deps.db.execute<{ attempts: number }>(sql`select attempts from tasks where id = ${taskId}`)).rows;
    expect(row?.attempts).toBe(2);
  });
});

describe("a worker stopped with SIGTERM mid-run", () => {
  it("hands the task back at once (the attempt not counted) and another worker finishes it", async () => {
    const firstRequest = setup.fake.requests.length;
    const first = await startWorker();
    const { taskId } = await startTask(setup, setup.owner);
    await waitForTask(setup.backend, setup.owner, taskId, (t) => (t.steps ?? []).length >= 2, 20_000);
    const stoppedAt = Date.now();
    first.kill("SIGTERM");
    expect(await exited(first)).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(30_000);
    const [released] = (
      await setup.backend.deps.db.execute<{ lease_owner: string | null; attempts: number }>(sql`select lease_owner, attempts from tasks where id = ${taskId}`)
    ).rows;
    expect(released).toEqual({ lease_owner: null, attempts: 0 });

    await startWorker();
    await expectCompleteTrajectory(taskId);
    expect(answersPerTurn(firstRequest)).toEqual([1, 1, 1, 1]);
  });
});
