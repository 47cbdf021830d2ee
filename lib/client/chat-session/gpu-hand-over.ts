/**
 * Spec §4 "Chat flow", §9: when a chat reply hands over to Auto Experiment, the reply is shown first and the GPU
 * question comes 3 s after it. "Shown" means the reveal has reached the task message queued behind the reply, so
 * a long reply is never covered by the dialog while it is still appearing.
 */
import type { StreamingReveal } from "@/lib/client/reveal/streaming-reveal";
import { sleep } from "../shell/abortable-sleep";
import type { ConfirmGpu, GpuAnswer } from "./gpu-confirm";

/** The GPU question comes this long after the handed-over reply is shown (spec §9). */
export const GPU_CONFIRM_DELAY_MS = 3_000;

export type GpuHandOverInput = {
  reveal: Pick<StreamingReveal, "getSnapshot" | "subscribe">;
  /** The hand-over's task message, queued in the reveal behind the reply. */
  messageId: string;
  confirmGpu: ConfirmGpu;
  /** Aborted when the session page goes away: the question is then withdrawn and answers 0. */
  signal: AbortSignal;
};

export async function confirmGpuAfterReply({ reveal, messageId, confirmGpu, signal }: GpuHandOverInput): Promise<GpuAnswer> {
  await whenRevealed(reveal, messageId, signal);
  if (!(await sleep(GPU_CONFIRM_DELAY_MS, signal))) return 0;
  return confirmGpu({ signal });
}

/** Resolves once the message has been revealed, has left the reveal (a reset), or the signal aborts. */
function whenRevealed(reveal: GpuHandOverInput["reveal"], id: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe = () => {};
    const check = () => {
      const view = reveal.getSnapshot().get(id);
      if (view && !view.done && !signal.aborted) return;
      unsubscribe();
      signal.removeEventListener("abort", check);
      resolve();
    };
    unsubscribe = reveal.subscribe(check);
    signal.addEventListener("abort", check, { once: true });
    check();
  });
}
