import "server-only";
import type { BackendConfig } from "./config";
import type { Database } from "./db/client";
import type { Executor } from "./sandbox/executor";
import type { Storage } from "./storage/create-storage";

/** What every route and service of the embedded backend may use; built once per process by runtime.ts. */
export type BackendDeps = {
  config: BackendConfig;
  db: Database;
  /** Runs model-written code, contained (SANDBOX): agents reach it only through their task's sandbox. */
  executor: Executor;
  /**
   * The time that expiries and rate-limit windows are computed from. The system clock in production; tests
   * shift it to a window's start so counting attempts never straddles a window boundary.
   */
  now: () => Date;
  /** Where uploaded files live: local disk or S3 (STORAGE_DRIVER). */
  storage: Storage;
  /** Hands tasks to workers (this process's, or `npm run worker` processes) and stops local runs. */
  taskQueue: TaskQueue;
};

/**
 * The port through which routes and services hand tasks to workers; task-runtime/task-queue.ts implements it on
 * pg-boss. Declared here so that depending on it never imports the runtime (and, through it, the agents).
 */
export type TaskQueue = {
  /** Asks a worker (this process's first, if it runs any) to run the task. */
  dispatch: (taskId: string) => Promise<void>;
  /** Stops the task's run at once when it runs in this process (cancel); other processes notice within a second. */
  stopLocal: (taskId: string) => void;
  /** Stops taking work and hands running tasks back (graceful shutdown); resolves once they are handed back. */
  close: () => Promise<void>;
};
