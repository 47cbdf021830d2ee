import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { expect, it } from "vitest";
import { ensureEmbeddedPostgres } from "@/lib/backend/db/embedded-postgres";
import { logger } from "@/lib/backend/logger";

const events = ["beforeExit", "exit", "SIGTERM", "SIGINT"] as const;
const listenerCounts = () => events.map((event) => process.listeners(event as "beforeExit").length);

it("starts a real PostgreSQL without leaving the package's exit hook behind (it would swallow exit codes and cut a graceful shutdown short)", async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "embedded-pg-test-"));
  const before = listenerCounts();
  const server = await ensureEmbeddedPostgres(dataDir, logger);
  try {
    expect(listenerCounts()).toEqual(before);
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    expect((await client.query<{ one: number }>("select 1 as one")).rows).toEqual([{ one: 1 }]);
    await client.end();
  } finally {
    await server.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
});
