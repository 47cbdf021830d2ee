import type { ShellLog } from "@/lib/contract/entities/task";

/**
 * A process's output on its way to the task's shell log steps (spec §3 "shell log"). Every step counts against the
 * task's step limit (TASK_MAX_STEPS) and is a database row, so output is gathered and stored in batches: at once for
 * the first seconds of a command, where a researcher watches, then less and less often, so a 30-minute training run
 * writes a few dozen steps rather than thousands. What a process prints past LOGGED_CHARS is counted, not stored.
 */
export const STEP_CHARS = 32_000;
export const LOGGED_CHARS = 2_000_000;

/** How long output waits before it is stored, after `flushes` earlier batches of the same process. */
export function flushDelayMs(flushes: number): number {
  if (flushes < 10) return 1000;
  if (flushes < 20) return 5000;
  if (flushes < 30) return 30_000;
  return 120_000;
}

export type ShellStream = {
  write(data: string): void;
  /** Stores what is left; resolves once every batch of this process is stored (or could not be). */
  close(): Promise<void>;
};

export function shellStream(processId: string, append: (logs: readonly ShellLog[]) => Promise<void>): ShellStream {
  let pending = "";
  let logged = 0;
  let unlogged = 0;
  let flushes = 0;
  let timer: NodeJS.Timeout | undefined;
  // Batches are stored one after another, so the terminal shows them in the order they were printed.
  let stored = Promise.resolve();
  let failed = false;

  const store = (data: string) => {
    stored = stored.then(async () => {
      if (failed) return;
      // The run may no longer write (cancelled, ended, at its step limit): the runner reports that itself, and the
      // output is still in the tool's answer, so the rest of this log is dropped rather than retried.
      await append([{ process_id: processId, data }]).catch(() => (failed = true));
    });
  };

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending === "") return;
    flushes += 1;
    logged += pending.length;
    store(pending);
    pending = "";
  };

  return {
    write(data) {
      const room = LOGGED_CHARS - logged - pending.length;
      pending += data.slice(0, Math.max(0, room));
      unlogged += Math.max(0, data.length - Math.max(0, room));
      if (pending.length >= STEP_CHARS) flush();
      else if (pending !== "" && !timer) {
        timer = setTimeout(flush, flushDelayMs(flushes));
        timer.unref();
      }
    },
    async close() {
      flush();
      if (unlogged > 0) store(`\n[${unlogged} more characters of output were not logged: the log keeps the first ${LOGGED_CHARS}.]\n`);
      unlogged = 0;
      await stored;
    },
  };
}
