import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ensureEmbeddedPostgres } from "@/lib/backend/db/embedded-postgres";
import { logger } from "@/lib/backend/logger";

/**
 * API tests run against a real PostgreSQL: the one CI names in DATABASE_URL, or a throwaway embedded one in a
 * temporary data folder. Each test file then gets a database of its own (see support/test-backend.ts).
 */
declare module "vitest" {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide("adminDatabaseUrl", process.env.DATABASE_URL);
    return;
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "api-tests-"));
  const server = await ensureEmbeddedPostgres(dataDir, logger);
  project.provide("adminDatabaseUrl", server.url);
  return async () => {
    await server.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
