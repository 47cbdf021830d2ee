/**
 * The GPU task confirmation (spec §2 "Modals", §4 "Submit flow"): an awaitable question asked through the dialog
 * bus. 1 means the user confirmed the GPU run; 0 means they cancelled, dismissed it (Escape, the close button, a
 * 401's closeAllDialogs), the asker withdrew it, or no dialog was mounted to ask.
 */
import type { AgentId } from "@/lib/contract/agents";
import type { PlanLevel } from "@/lib/contract/constants";
import { type DialogBus, dialogBus } from "../shell/dialogs";

export type GpuAnswer = 0 | 1;
export type ConfirmGpu = (options?: { signal?: AbortSignal }) => Promise<GpuAnswer>;

export type GpuConfirmation = {
  confirmGpu: ConfirmGpu;
  /** The dialog reports the user's answer here; an answer with no question waiting is ignored. */
  answerGpu: (answer: GpuAnswer) => void;
};

export function createGpuConfirmation(bus: Pick<DialogBus, "openDialog" | "closeDialog">): GpuConfirmation {
  let settle: ((answer: GpuAnswer) => void) | undefined;
  // One question at a time: a second asker (two hand-overs in one reply) waits for the first answer.
  let queue: Promise<unknown> = Promise.resolve();

  function ask(signal?: AbortSignal): Promise<GpuAnswer> {
    if (signal?.aborted) return Promise.resolve(0);
    return new Promise((resolve) => {
      const done = (answer: GpuAnswer) => {
        if (settle !== done) return;
        settle = undefined;
        signal?.removeEventListener("abort", withdraw);
        resolve(answer);
      };
      // The page that asked is gone: nobody is left to start the task, so the dialog goes too.
      const withdraw = () => {
        done(0);
        bus.closeDialog("gpuConfirm");
      };
      settle = done;
      signal?.addEventListener("abort", withdraw, { once: true });
      // No dialog mounted to ask: a GPU run nobody confirmed is never started.
      if (!bus.openDialog("gpuConfirm")) done(0);
    });
  }

  return {
    confirmGpu(options = {}) {
      const turn = queue.then(() => ask(options.signal));
      queue = turn;
      return turn;
    },
    answerGpu(answer) {
      settle?.(answer);
    },
  };
}

/** The app's one GPU question, answered by components/modals/gpu-confirm-dialog. */
export const { confirmGpu, answerGpu } = createGpuConfirmation(dialogBus);

export type GpuGateDeps = { planLevel: () => Promise<PlanLevel>; confirmGpu: ConfirmGpu };

/**
 * Spec §4 "Submit flow", §6: a request sent straight to Auto Experiment ("ML Agent") on a non-free plan asks about
 * the GPU first. Resolves whether the send may go on; free and unknown plans go on without asking.
 */
export async function gpuConfirmedBeforeSend(agent: AgentId | null, deps: GpuGateDeps): Promise<boolean> {
  if (agent !== "autoExperiment") return true;
  if ((await deps.planLevel()) === "free") return true;
  return (await deps.confirmGpu()) === 1;
}
