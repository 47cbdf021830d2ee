import "server-only";
import { createBackendApp, type BackendApp } from "./app";
import { backendConfig, type BackendConfig } from "./config";
import { openDatabase } from "./db/client";
import { ensureEmbeddedPostgres, type PostgresEndpoint } from "./db/embedded-postgres";
import { applyMigrations } from "./db/migrate";
import type { BackendDeps, TaskQueue } from "./deps";
import { logger } from "./logger";
import { backendStartedOnce } from "./runtime-handle";
import { createStorage } from "./storage/create-storage";
import { mailSettled } from "./mail/deliver";
import { createLocalExecutor } from "./sandbox/local-executor";
import { watchSandboxes } from "./sandbox/sandbox-sweep";
import { watchInterruptedReplies } from "./services/chat/interrupted-replies";
import { watchExpiredUploads } from "./services/file/expired-uploads";
import { startTaskQueue } from "./task-runtime/task-queue";

/**
 * Starting the embedded backend: the database (embedded PostgreSQL unless DATABASE_URL is set), its migrations,
 * then the app. One per process, shared by the BFF's in-process calls and the standalone server.
 */
export type BackendRuntime = { app: BackendApp; deps: BackendDeps; close(): Promise<void> };

export type BackendOptions = {
  now?: () => Date;
  /** Run task workers in this process; RUN_WORKERS by default (`npm run backend` and the web server). */
  runWorkers?: boolean;
};

export async function startBackend(
  config: BackendConfig = backendConfig(),
  options: BackendOptions = {},
): Promise<BackendRuntime> {
  const endpoint: PostgresEndpoint = config.DATABASE_URL
    ? { url: config.DATABASE_URL, owned: false, close: async () => undefined }
    : await ensureEmbeddedPostgres(config.DATA_DIR, logger.child({ area: "postgres" }));
  const database = openDatabase(endpoint.url);
  const now = options.now ?? (() => new Date());
  const storage = createStorage(config, now);
  const executor = createLocalExecutor({ config, storage, log: logger.child({ area: "sandbox" }) });
  let taskQueue: TaskQueue;
  try {
    await applyMigrations(database.pool);
    taskQueue = await startTaskQueue(
      { db: database.db, config, storage, executor },
      { databaseUrl: endpoint.url, runWorkers: options.runWorkers ?? config.RUN_WORKERS, log: logger.child({ area: "tasks" }) },
    );
  } catch (error) {
    await database.close();
    await endpoint.close();
    throw error;
  }
  const deps: BackendDeps = { config, db: database.db, executor, now, storage, taskQueue };
  const replySweep = watchInterruptedReplies(deps, logger.child({ area: "chat" }));
  const uploadSweep = watchExpiredUploads(deps, logger.child({ area: "files" }));
  const sandboxSweep = watchSandboxes(deps, logger.child({ area: "sandbox" }));
  return {
    app: createBackendApp(deps),
    deps,
    close: async () => {
      replySweep.stop();
      uploadSweep.stop();
      sandboxSweep.stop();
      // Running tasks are handed back first (they write to the database, and each stops its own sandbox), then
      // whatever sandbox is still open goes, and background mail finishes.
      await taskQueue.close();
      await executor.close();
      await mailSettled();
      await database.close();
      await endpoint.close();
    },
  };
}

/** The process's backend, started on first use (runtime-handle.ts keeps it). */
export function sharedBackend(): Promise<BackendRuntime> {
  return backendStartedOnce(() => startBackend());
}
