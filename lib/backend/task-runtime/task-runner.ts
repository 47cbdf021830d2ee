import "server-only";
import { canonicalAgent } from "@/lib/contract/agents";
import { runAgent, type NewStep, type TaskJournal } from "../agents/run-agent";
import { trajectoryOf } from "../agents/trajectory";
import { createPaperSources } from "../papers/create-paper-sources";
import { agentDefinition } from "../agents/registry";
import type { BackendDeps } from "../deps";
import { languageModel, modelIdFor } from "../llm/models";
import type { Logger } from "../logger";
import { failedEnd, interruptedEnd, MAX_TASK_ATTEMPTS, spendCapError, stepLimitError, TaskErrorCode, timeLimitError } from "./task-errors";
import { appendStep, endTask, LeaseLostError, releaseLease, renewLease, storedSteps, type TaskRow } from "./task-lease";
import { createUsageMeter, type UsageMeter } from "./usage-meter";

/**
 * Runs one claimed task to its end: loads its trajectory, keeps its lease alive every second, and turns the run's
 * outcome into the task's end. Why a run stops early decides what happens next:
 * - cancelled or lease lost: someone else already decided the task's fate, nothing more is written;
 * - worker shutting down: the lease is handed back so another worker resumes the task at once;
 * - limits and failures: the task ends as an error with a message for the researcher.
 * However it stops, the task's sandbox processes and kernel are stopped with it (its workspace stays).
 */
export type RunnerDeps = Pick<BackendDeps, "db" | "config" | "storage" | "executor">;

export type StopReason = "cancelled" | "lease-lost" | "shutdown" | "time-limit";

const HEARTBEAT_MS = 1000;

export type RunOutcome = "ended" | "handed-back" | "stopped";

export async function runClaimedTask(
  deps: RunnerDeps,
  task: TaskRow,
  owner: string,
  controller: AbortController,
  log: Logger,
): Promise<RunOutcome> {
  const { db, config, executor } = deps;
  if (task.attempts > MAX_TASK_ATTEMPTS) {
    await endTask(db, task.id, owner, interruptedEnd);
    return "ended";
  }
  const deadline = task.createdAt.getTime() + config.TASK_MAX_SECONDS * 1000;
  const heartbeat = setInterval(() => {
    if (Date.now() > deadline) return controller.abort("time-limit" satisfies StopReason);
    renewLease(db, task.id, owner, config.TASK_LEASE_SECONDS).then(
      (held) => held || controller.abort("lease-lost" satisfies StopReason),
      (error: unknown) => log.warn({ err: error, taskId: task.id }, "renewing a task lease failed; retrying"),
    );
  }, HEARTBEAT_MS);
  const stopSandbox = () =>
    executor.release(task.id).catch((error: unknown) => log.warn({ err: error, taskId: task.id }, "stopping a task's sandbox failed"));
  // At the abort itself, not only once the run unwinds: a tool waiting on a sandboxed command returns when it dies.
  const stopSandboxNow = () => void stopSandbox();
  controller.signal.addEventListener("abort", stopSandboxNow, { once: true });
  try {
    if (Date.now() > deadline) throw timeLimitError(config.TASK_MAX_SECONDS);
    const definition = agentDefinition(task.agentName);
    if (!definition) {
      await endTask(db, task.id, owner, { status: "error", errorCode: TaskErrorCode.unknownAgent, errorInfo: `Unknown agent: ${task.agentName}` });
      return "ended";
    }
    const sandboxProblem = definition.needsSandbox ? await executor.unavailable() : undefined;
    if (sandboxProblem) {
      await endTask(db, task.id, owner, { status: "error", errorCode: TaskErrorCode.sandboxUnavailable, errorInfo: sandboxProblem });
      return "ended";
    }
    const modelChoice = { agent: canonicalAgent(task.agentName), override: task.modelOverride };
    const model = languageModel(config, modelChoice);
    const meter = createUsageMeter(config, modelIdFor(config, modelChoice));
    const journal = await openJournal(deps, task, owner, meter);
    // Finish and clarify both end the task as finished: either way the agent is done (spec §4 "Task states").
    await runAgent({
      request: task.queryContent?.trim() || task.query,
      definition,
      model,
      journal,
      tools: {
        taskId: task.id,
        userId: task.userId,
        signal: controller.signal,
        deps,
        trajectory: () => trajectoryOf(journal.steps),
        fileIds: task.fileIds,
        enableGpu: task.enableGpu,
        papers: createPaperSources(deps),
        sandbox: async () => {
          // A stopped run starts nothing more: its sandbox went at the abort, and a new one would live until the run unwinds.
          controller.signal.throwIfAborted();
          meter.sandboxOpened();
          return executor.open(task.id);
        },
      },
    });
    await endTask(db, task.id, owner, { status: "finish" });
    return "ended";
  } catch (error) {
    const reason = controller.signal.aborted ? (controller.signal.reason as StopReason) : undefined;
    if (reason === "shutdown") {
      await releaseLease(db, task.id, owner);
      return "handed-back";
    }
    if (reason === "cancelled" || reason === "lease-lost" || error instanceof LeaseLostError) return "stopped";
    const end = failedEnd(reason === "time-limit" ? timeLimitError(config.TASK_MAX_SECONDS) : error);
    if (end.status === "error" && end.errorCode === TaskErrorCode.agentFailed) log.error({ err: error, taskId: task.id }, "task run failed");
    await endTask(db, task.id, owner, end);
    return "ended";
  } finally {
    clearInterval(heartbeat);
    controller.signal.removeEventListener("abort", stopSandboxNow);
    await stopSandbox();
  }
}

async function openJournal(deps: RunnerDeps, task: TaskRow, owner: string, meter: UsageMeter): Promise<TaskJournal> {
  const steps = await storedSteps(deps.db, task.id);
  return {
    steps,
    async append(step: NewStep) {
      if (steps.length >= deps.config.TASK_MAX_STEPS) throw stepLimitError(deps.config.TASK_MAX_STEPS);
      const written = await appendStep(deps.db, task.id, owner, {
        name: step.name,
        content: step.content,
        inputTokens: step.usage?.inputTokens ?? 0,
        outputTokens: step.usage?.outputTokens ?? 0,
        credits: meter.stepCredits(step.usage),
      });
      steps.push({ seq: written.seq, name: step.name, content: step.content });
      // The step that reached the cap is kept (its cost was real); the run stops after it.
      if (written.creditCap !== null && written.creditUsed !== null && written.creditUsed >= written.creditCap) {
        throw spendCapError(written.creditCap);
      }
    },
  };
}
