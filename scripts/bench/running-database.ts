/**
 * The database of a server a benchmark started (an app or the standalone backend on the embedded PostgreSQL): a
 * second connection to the PostgreSQL already running for that data folder, for rows a bench needs that no call
 * makes quickly (a finished survey to score, task steps written on a timer).
 */
import path from "node:path";
import { type Database, openDatabase } from "@/lib/backend/db/client";
import { ensureEmbeddedPostgres, type PostgresEndpoint } from "@/lib/backend/db/embedded-postgres";
import { logger } from "@/lib/backend/logger";

/** The PostgreSQL running for that data folder, found through DATA_DIR/postgres.json; never starts or stops one that runs. */
export function runningDatabase(dataDir: string): Promise<PostgresEndpoint> {
  return ensureEmbeddedPostgres(path.resolve(dataDir), logger.child({ area: "bench" }));
}

export async function withRunningDatabase<T>(dataDir: string, work: (db: Database) => Promise<T>): Promise<T> {
  const endpoint = await runningDatabase(dataDir);
  const database = openDatabase(endpoint.url, 2);
  try {
    return await work(database.db);
  } finally {
    await database.close();
    await endpoint.close();
  }
}
