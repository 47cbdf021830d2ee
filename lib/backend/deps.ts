import "server-only";
import type { BackendConfig } from "./config";
import type { Database } from "./db/client";
import type { Storage } from "./storage/create-storage";
import type { TaskQueue } from "./task-runtime/task-queue";

/** What every route and service of the embedded backend may use; built once per process by runtime.ts. */
export type BackendDeps = {
  config: BackendConfig;
  db: Database;
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
