/**
 * `npm run worker`: a task worker process without a web server (DESIGN §7 scale-out). It shares the web process's
 * database: with the embedded PostgreSQL it connects to the server already running for DATA_DIR, or starts it.
 * SIGTERM hands its running tasks back to the queue before it exits, so another worker resumes them at once.
 */
import { backendConfig } from "@/lib/backend/config";
import { logger } from "@/lib/backend/logger";
import { stopOnSignals } from "@/lib/backend/process-stop";
import { startBackend } from "@/lib/backend/runtime";

const runtime = await startBackend(backendConfig(), { runWorkers: true });
// One plain line that scripts and tests wait for, besides the structured log.
console.log("worker ready");
logger.info({ pid: process.pid }, "task worker ready");

stopOnSignals(runtime.close, logger, "worker stopping: handing running tasks back");
