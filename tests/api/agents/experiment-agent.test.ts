import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseStepContent, type ProjectVersion, type ShellLog, type Task } from "@/lib/contract/entities/task";
import type { TrajectoryMessage } from "@/lib/contract/entities/trajectory";
import { sandboxMarker } from "@/lib/backend/sandbox/sandbox-marker";
import { experimentModel, FIXED_IMPORT, INVENTED_NUMBER, TRAIN_COMMAND } from "../../fixtures/fake-llm/experiment-script";
import { createSession } from "../chat/chat-support";
import { eventually, processesOf } from "../sandbox/sandbox-fixture";
import { cancelTask, createTask, createTaskSetup, getTask, type TaskSetup, waitForTask } from "../task/task-support";
import { putOwnerOnPro } from "../credit/credit-support";

/**
 * Issue 17 item 1, on real execution (bwrap sandbox, the server's Python with scikit-learn) with a scripted model:
 * a training script on a generated dataset fails on a typo'd import, the error is read back and patched, the rerun
 * prints its accuracies into the terminal's shell log, two project versions land in storage, and implement_success
 * refuses a README claiming a number nothing printed before it accepts the honest one. A failing experiment ends
 * with implement_failed; cancelling kills a background training process. If these fail, the researcher's
 * experiment is fiction, or keeps running after they stopped it.
 */
let setup: TaskSetup;

beforeAll(async () => {
  setup = await createTaskSetup(experimentModel);
  await putOwnerOnPro(setup);
});
afterAll(async () => {
  await setup.dispose();
});

const ML_AGENT = "ML Agent";

async function runTask(query: string): Promise<Task> {
  const chatSessionId = await createSession(setup.backend, setup.owner, query);
  const answer = await createTask(setup.backend, setup.owner, { agentName: ML_AGENT, chatSessionId, query, enableGpu: true });
  expect(answer.body.code, answer.text).toBe(0);
  return waitForTask(setup.backend, setup.owner, answer.body.result?.taskId ?? "", (task) => task.status !== "processing", 120_000);
}

function parsedSteps(task: Task) {
  return (task.steps ?? []).flatMap((step) => {
    const parsed = parseStepContent(step.content);
    return parsed.ok && parsed.value.type === "trajectory" ? [parsed.value.payload] : [];
  });
}

const toolMessages = (task: Task) =>
  parsedSteps(task)
    .flatMap((payload) => payload.messages ?? [])
    .filter((message): message is Extract<TrajectoryMessage, { role: "tool" }> => message.role === "tool");

const shellLogs = (task: Task): ShellLog[] => parsedSteps(task).flatMap((payload) => payload.shell ?? []);

/** Each process's whole logged output, by process id, in the order the processes first printed. */
function terminals(task: Task): Map<string, string> {
  const byProcess = new Map<string, string>();
  for (const log of shellLogs(task)) byProcess.set(log.process_id, (byProcess.get(log.process_id) ?? "") + log.data);
  return byProcess;
}

const projectSteps = (task: Task) => parsedSteps(task).flatMap((payload) => (payload.project ? [payload.project.versions] : []));

async function stored(key: string): Promise<string> {
  const object = await setup.backend.deps.storage.open(key);
  if (!object) throw new Error(`${key} is not in storage`);
  return new Response(object.body).text();
}

const fileOf = (version: ProjectVersion | undefined, path: string) => version?.files.find((file) => file.path === path);

describe("the Auto Experiment agent", () => {
  let task: Task;

  beforeAll(async () => {
    task = await runTask("Train a small classifier on generated data and report its accuracy");
  }, 150_000);

  it("says first that it runs on CPU, and what the sandbox's Python has", () => {
    expect(task.status, task.errorInfo ?? "").toBe("finish");
    const [opening] = toolMessages(task);
    expect(opening?.name).toBe("prepare_workspace");
    // create_task sends enableGpu (always, spec §7); no executor here has a GPU, and the first result says so.
    expect(opening?.content).toMatch(/^GPU requested, but this server has no GPU executor: running on CPU\.\n/);
    expect(opening?.content).toMatch(/Installed: numpy [\d.]+, .*scikit-learn [\d.]+/);
    expect(opening?.content).toContain("No files are attached to this task.");
  });

  it("runs the script, reads the ImportError, patches the import and reruns it, each run in the terminal's shell log", () => {
    const messages = toolMessages(task);
    const runs = messages.filter((message) => message.name === "run_command");
    expect(runs).toHaveLength(2);
    const [failed, passed] = runs;
    expect(failed?.content).toMatch(/^Process [0-9a-f]{8} exited with code 1 after [\d.]+ s\./);
    expect(failed?.content).toContain("ImportError: cannot import name 'LogisticRegresion'");
    expect(failed?.content).toContain("Read the error above, fix the cause");
    expect(messages.find((message) => message.name === "patch_file")?.content).toBe("Patched train.py: replaced 1 line(s) with 1.");
    expect(passed?.content).toMatch(/^Process [0-9a-f]{8} exited with code 0 after/);
    expect(passed?.content).toMatch(/test_accuracy: \d\.\d{4}/);

    const logs = terminals(task);
    const ids = runs.map((run) => /^Process ([0-9a-f]{8})/.exec(run.content ?? "")?.[1] ?? "");
    expect([...logs.keys()]).toEqual(expect.arrayContaining(ids));
    expect(logs.get(ids[0] ?? "")).toContain("ImportError");
    expect(logs.get(ids[1] ?? "")).toMatch(/train_accuracy: \d\.\d{4}\ntest_accuracy: \d\.\d{4}\n/);
  });

  it("refuses to finish on a README claiming a number no command printed, stored apart from the success", () => {
    const messages = toolMessages(task);
    const refused = messages.filter((message) => message.name === "implement_success_refused");
    expect(refused).toHaveLength(1);
    expect(refused[0]?.content).toContain(`were not printed by any command of this run: ${INVENTED_NUMBER}.`);
    expect(messages.filter((message) => message.name === "implement_success")).toHaveLength(1);
  });

  it("snapshots two project versions to storage, the last with the fixed script, README and requirements", async () => {
    const steps = projectSteps(task);
    expect(steps).toHaveLength(2);
    expect(steps[0]?.map((version) => version.version)).toEqual([1]);
    const [v1, v2] = steps[1] ?? [];
    expect(steps[1]?.map((version) => version.version)).toEqual([1, 2]);
    expect(v1?.files.map((file) => file.path)).toEqual(["train.py"]);
    expect(v2?.files.map((file) => file.path).sort()).toEqual(["README.md", "requirements.txt", "train.py"]);
    expect(fileOf(v2, "train.py")).toMatchObject({ type: "py", oss_path: expect.stringMatching(new RegExp(`^workspaces/${task.taskId}/`)) });
    expect(await stored(fileOf(v1, "train.py")?.oss_path ?? "")).toContain(FIXED_IMPORT);
    expect(await stored(fileOf(v2, "requirements.txt")?.oss_path ?? "")).toMatch(/^numpy==[\d.]+\nscikit-learn==[\d.]+\n$/);
  });

  it("finishes with implement_success as its last step, and its README's numbers are the ones the run printed", async () => {
    const last = parsedSteps(task).at(-1)?.messages?.at(-1);
    expect(last).toMatchObject({ role: "tool", name: "implement_success", mid_output: { project_version: { version: 2 } } });
    const readme = await stored(fileOf(projectSteps(task).at(-1)?.[1], "README.md")?.oss_path ?? "");
    const printed = [...terminals(task).values()].join("");
    const claimed = { train: /\| train \| (\S+) \|/.exec(readme)?.[1], test: /\| test \| (\S+) \|/.exec(readme)?.[1] };
    expect(printed).toContain(`train_accuracy: ${claimed.train}\n`);
    expect(printed).toContain(`test_accuracy: ${claimed.test}\n`);
    expect(readme).not.toContain(INVENTED_NUMBER);
    expect(readme).toContain(TRAIN_COMMAND);
  });
});

describe("an Auto Experiment that cannot work", () => {
  it("ends with implement_failed as its last step, the task finished, with what it wrote saved", async () => {
    const task = await runTask("@fail train on the measurements");
    expect(task.status, task.errorInfo ?? "").toBe("finish");
    const messages = toolMessages(task);
    expect(messages.find((message) => message.name === "run_command")?.content).toContain("FileNotFoundError");
    expect(messages.some((message) => message.name === "implement_success")).toBe(false);
    expect(parsedSteps(task).at(-1)?.messages?.at(-1)).toMatchObject({ role: "tool", name: "implement_failed" });
    expect(projectSteps(task).at(-1)?.map((version) => version.files.map((file) => file.path))).toEqual([["train.py"]]);
  }, 120_000);
});

describe("an Auto Experiment task cancelled while it trains in the background", () => {
  it("has its training process and every other sandbox process gone within 2 s", async () => {
    const chatSessionId = await createSession(setup.backend, setup.owner, "background");
    const answer = await createTask(setup.backend, setup.owner, { agentName: ML_AGENT, chatSessionId, query: "@background train for a long time" });
    const taskId = answer.body.result?.taskId ?? "";
    const marker = sandboxMarker(setup.dataDir, taskId);
    // The agent waits on its background process, which has printed into the terminal.
    const training = await waitForTask(
      setup.backend,
      setup.owner,
      taskId,
      (task) => (task.steps ?? []).some((step) => step.content.includes('"inspect_process"')) && shellLogs(task).some((log) => log.data.includes("training started")),
      60_000,
    );
    expect(training.status).toBe("processing");
    expect(await eventually(async () => (await processesOf(marker)).length > 0, 15_000)).toBe(true);

    const cancelledAt = Date.now();
    expect((await cancelTask(setup.backend, setup.owner, taskId)).body.code).toBe(0);
    expect(await eventually(async () => (await processesOf(marker)).length === 0, 2000, 20)).toBe(true);
    expect(Date.now() - cancelledAt).toBeLessThan(2000);
    expect((await getTask(setup.backend, setup.owner, taskId)).body.result?.status).toBe("error");
  }, 90_000);
});
