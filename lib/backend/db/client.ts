import "server-only";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema>;

/** A transaction handle; services that must join a caller's transaction accept either. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DatabaseOrTransaction = Database | Transaction;

export type DatabaseHandle = { db: Database; pool: pg.Pool; close(): Promise<void> };

/** A pooled connection; the pool is small because one process serves many requests over few queries each. */
export function openDatabase(url: string, maxConnections = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, idleTimeoutMillis: 30_000 });
  // An idle client losing its server (restart, failover) must not crash the process; the next query reconnects.
  pool.on("error", () => undefined);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
