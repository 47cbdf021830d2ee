import "server-only";
import type { Logger } from "../../logger";
import type { CellResult, Kernel } from "../executor";
import type { SandboxLimitSettings } from "../limits";
import type { NotebookOutput } from "../notebook-output";
import type { SandboxedProcess } from "../spawn-sandboxed";
import type { BridgeEvent } from "./bridge-protocol";
import { type BridgeEnd, BridgeProcess } from "./bridge-process";
import { CellOutputs, cellResult, deadKernelOutput } from "./cell-result";

/**
 * The Kernel the agents use, driving one bridge process (bridge.py) over JSON lines. Cells run one at a time in
 * the order asked; an abort interrupts the running cell. The bridge answers every request, so a missing answer
 * (the bridge stopped or stuck) is caught here: pending cells fail with a message and `alive` turns false.
 */
export type BridgeKernelOptions = { settings: SandboxLimitSettings; log: Logger };

type ExecuteOptions = Parameters<Kernel["execute"]>[1];

type Job = { id: string; settled: boolean; reject(error: unknown): void; detach?: () => void } & (
  | { op: "execute"; code: string; timeoutSeconds: number; outputs: CellOutputs; onOutput?: (output: NotebookOutput) => void; resolve(result: CellResult): void }
  | { op: "restart"; resolve(): void }
);

/** Past a cell's time limit the bridge interrupts (5 s grace) and may restart the kernel; this covers all of it. */
const ANSWER_SLACK_SECONDS = 120;
/** A shutdown request is answered by the bridge's exit; past this it is killed. */
const SHUTDOWN_GRACE_MS = 500;

export class BridgeKernel implements Kernel {
  readonly ready: Promise<void>;
  private readonly bridge: BridgeProcess;
  private readonly ended: Promise<void>;
  private readonly queue: Job[] = [];
  private running: Job | undefined;
  private nextId = 1;
  private stopped = false;
  private closing = false;
  private idleTimer: NodeJS.Timeout | undefined;
  private answerTimer: NodeJS.Timeout | undefined;
  private settleReady: { resolve(): void; reject(error: Error): void } = { resolve: () => {}, reject: () => {} };
  private started = false;

  constructor(
    child: SandboxedProcess,
    private readonly options: BridgeKernelOptions,
  ) {
    this.ready = new Promise((resolve, reject) => (this.settleReady = { resolve, reject }));
    // Nobody may be waiting on `ready` when the bridge dies later; the rejection is still reported to callers below.
    this.ready.catch(() => {});
    this.bridge = new BridgeProcess(child, options.log, (event) => this.handleEvent(event));
    this.ended = this.bridge.ended.then((end) => this.handleEnd(end));
    this.armAnswerTimer(ANSWER_SLACK_SECONDS);
  }

  get alive(): boolean {
    return !this.stopped && !this.closing;
  }

  execute(code: string, options: ExecuteOptions = {}): Promise<CellResult> {
    const { signal, onOutput } = options;
    if (signal?.aborted) return Promise.reject(signal.reason);
    const timeoutSeconds = options.timeoutSeconds ?? this.options.settings.SANDBOX_CELL_SECONDS;
    return new Promise<CellResult>((resolve, reject) => {
      const job: Job = { op: "execute", id: this.newId(), settled: false, code, timeoutSeconds, outputs: new CellOutputs(), onOutput, resolve, reject };
      if (signal) {
        const onAbort = () => this.abort(job, signal.reason);
        signal.addEventListener("abort", onAbort, { once: true });
        // One signal may serve a whole task's cells: each cell takes its listener off when it ends.
        job.detach = () => signal.removeEventListener("abort", onAbort);
      }
      this.enqueue(job);
    });
  }

  async interrupt(): Promise<void> {
    if (this.running?.op === "execute") this.bridge.send({ op: "interrupt" });
  }

  restart(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      // A fresh interpreter is wanted now: the running cell is interrupted rather than awaited.
      void this.interrupt();
      this.enqueue({ op: "restart", id: this.newId(), settled: false, resolve, reject });
    });
  }

  async shutdown(): Promise<void> {
    if (this.stopped) return;
    this.closing = true;
    this.bridge.send({ op: "shutdown" });
    const killer = setTimeout(() => this.bridge.kill(), SHUTDOWN_GRACE_MS);
    await this.ended;
    clearTimeout(killer);
  }

  private newId(): string {
    return `k${this.nextId++}`;
  }

  private enqueue(job: Job): void {
    if (!this.alive) {
      this.settle(job, () => job.reject(new Error("The kernel was shut down; ask the sandbox for a new one.")));
      return;
    }
    this.queue.push(job);
    this.next();
  }

  private next(): void {
    if (this.running || !this.alive) return;
    const job = this.queue.shift();
    if (!job) {
      this.armIdleTimer();
      return;
    }
    clearTimeout(this.idleTimer);
    this.running = job;
    if (job.op === "execute") {
      this.bridge.send({ op: "execute", id: job.id, code: job.code, timeout: job.timeoutSeconds });
      this.armAnswerTimer(job.timeoutSeconds + ANSWER_SLACK_SECONDS);
    } else {
      this.bridge.send({ op: "restart", id: job.id });
      this.armAnswerTimer(ANSWER_SLACK_SECONDS);
    }
  }

  private abort(job: Job, reason: unknown): void {
    this.settle(job, () => job.reject(reason));
    const queued = this.queue.indexOf(job);
    if (queued !== -1) this.queue.splice(queued, 1);
    // A running cell keeps the kernel until it stops: interrupted now, its answer then frees the queue.
    else if (this.running === job) this.bridge.send({ op: "interrupt" });
  }

  private handleEvent(event: Exclude<BridgeEvent, { event: "failed" }>): void {
    if (event.event === "ready") {
      this.started = true;
      clearTimeout(this.answerTimer);
      this.settleReady.resolve();
      this.next();
      return;
    }
    const job = this.running;
    if (!job || job.id !== event.id) return;
    if (event.event === "output" && job.op === "execute") {
      this.deliver(job, event.output);
    } else if (event.event === "done" && job.op === "execute") {
      if (event.restarted) this.deliver(job, deadKernelOutput(event));
      this.finish(job, () => job.resolve(cellResult(event, job.outputs.outputs, this.options.settings, job.timeoutSeconds)));
    } else if (event.event === "restarted" && job.op === "restart") {
      this.finish(job, () => job.resolve());
    }
  }

  private deliver(job: Extract<Job, { op: "execute" }>, output: NotebookOutput): void {
    const passed = job.outputs.add(output);
    if (!passed || job.settled || !job.onOutput) return;
    try {
      job.onOutput(passed);
    } catch (error) {
      // The caller's listener failing must not stop the kernel's stream; the cell's result still carries it.
      this.options.log.warn({ err: error }, "a cell output listener failed");
    }
  }

  private finish(job: Job, outcome: () => void): void {
    clearTimeout(this.answerTimer);
    this.running = undefined;
    this.settle(job, outcome);
    this.next();
  }

  /** A job is answered once: an abort may have answered it before the bridge did. */
  private settle(job: Job, outcome: () => void): void {
    if (job.settled) return;
    job.settled = true;
    job.detach?.();
    outcome();
  }

  private armIdleTimer(): void {
    clearTimeout(this.idleTimer);
    const idleSeconds = this.options.settings.SANDBOX_KERNEL_IDLE_SECONDS;
    this.idleTimer = setTimeout(() => {
      this.options.log.info({ idleSeconds }, "kernel idle past SANDBOX_KERNEL_IDLE_SECONDS: shut down");
      void this.shutdown();
    }, idleSeconds * 1000);
    this.idleTimer.unref();
  }

  private armAnswerTimer(seconds: number): void {
    clearTimeout(this.answerTimer);
    this.answerTimer = setTimeout(() => {
      this.options.log.error({ seconds }, "kernel bridge did not answer in time: killed");
      this.bridge.kill();
    }, seconds * 1000);
    this.answerTimer.unref();
  }

  private endMessage({ code, signal, failure, lastStderrLine }: BridgeEnd): string {
    if (this.closing) return "The kernel was shut down; its variables are lost.";
    const exit = `its bridge exited with ${signal ?? `code ${code}`}`;
    if (this.started) return `The kernel stopped unexpectedly (${failure ?? exit}); its variables are lost.`;
    return `The kernel could not start (${failure ?? lastStderrLine ?? exit}).`;
  }

  private handleEnd(end: BridgeEnd): void {
    if (!this.closing) this.options.log.warn(end, "kernel bridge ended unexpectedly");
    this.stopped = true;
    clearTimeout(this.idleTimer);
    clearTimeout(this.answerTimer);
    const error = new Error(this.endMessage(end));
    this.settleReady.reject(error);
    const pending = [...(this.running ? [this.running] : []), ...this.queue.splice(0)];
    this.running = undefined;
    for (const job of pending) this.settle(job, () => job.reject(error));
  }
}
