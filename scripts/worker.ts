/**
 * `npm run worker`: a task worker process without a web server (DESIGN §7 scale-out). It shares the web process's
 * database: with the embedded PostgreSQL it connects to the server already running for DATA_DIR, or starts it.
 * SIGTERM hands its running tasks back to the queue before it exits, so another worker resumes them at once.
 */
import { backendConfig } from "@/lib/backend/config";
import { logger } from "@/lib/backend/logger";
import { startBackend } from "@/lib/backend/runtime";

const runtime = await startBackend(backendConfig(), { runWorkers: true });
// One plain line that scripts and tests wait for, besides the structured log.
console.log("worker ready");
logger.info({ pid: process.pid }, "task worker ready");

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "worker stopping: handing running tasks back");
  await runtime.close();
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
