import "server-only";
import type { Logger } from "./logger";

/**
 * Stopping a process that runs the backend without Next (`npm run backend`, `npm run worker`). On SIGTERM or SIGINT
 * its runtime is closed (running tasks handed back, at most ~30 s, then the database) and the process exits. If the
 * close has not ended STOP_DEADLINE_MS after the signal (a database that no longer answers), the process exits
 * anyway, with an error: the web server's stop has the same bound (lib/bff/server-stop.ts), and a stop that never
 * ends keeps a deploy or a terminal waiting for ever.
 */
export const STOP_DEADLINE_MS = 40_000;

type Exit = (code: number) => void;

/** Closes, then exits 0; exits 1 if the close fails or has not ended within the deadline. */
export async function exitOnceClosed(close: () => Promise<void>, log: Logger, exit: Exit, deadlineMs = STOP_DEADLINE_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), deadlineMs);
    timer.unref();
  });
  try {
    const outcome = await Promise.race([close().then(() => "closed" as const), deadline]);
    if (outcome === "late") log.error({ deadlineMs }, "the backend had not stopped within its deadline: exiting anyway");
    exit(outcome === "closed" ? 0 : 1);
  } catch (error) {
    log.error({ err: error }, "backend shutdown failed");
    exit(1);
  } finally {
    clearTimeout(timer);
  }
}

/** On the first SIGTERM or SIGINT: logs `message`, runs `beforeClose` (a server's close), then exitOnceClosed. */
export function stopOnSignals(close: () => Promise<void>, log: Logger, message: string, beforeClose: () => void = () => undefined): void {
  let stopping = false;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log.info({ signal }, message);
      beforeClose();
      void exitOnceClosed(close, log, (code) => process.exit(code));
    });
  }
}
