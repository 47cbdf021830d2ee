import "server-only";
import { logger } from "./logger";
import { sharedBackend } from "./runtime";

/**
 * Starting the embedded backend inside the web server, and stopping it gracefully. On SIGTERM/SIGINT the running
 * tasks are handed back to the queue (at most ~30 s) before Next's own shutdown runs: Next registered its handlers
 * first and exits the process as soon as its server has closed, which would otherwise cut the hand-back short.
 */
export async function bootEmbeddedBackend(): Promise<void> {
  const runtime = await sharedBackend();
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    const nextHandlers = process.listeners(signal);
    process.removeAllListeners(signal);
    let stopping = false;
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, "stopping: handing running tasks back");
      void runtime
        .close()
        .catch((error: unknown) => logger.error({ err: error }, "backend shutdown failed"))
        .finally(() => {
          if (nextHandlers.length === 0) process.exit(0);
          for (const handler of nextHandlers) handler(signal);
        });
    });
  }
}
