import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import { startBackend } from "@/lib/backend/runtime";
import { post } from "../support/accounts";
import { CORPUS, createFeedSetup, type FeedSetup } from "./feed-support";

/**
 * The ingestion as the workers run it: with FEED_INGEST_ON_START one run right away on a fresh install, after which
 * the hot feed answers papers instead of the waiting message. When the cron's timers go off is cron-timer.test.ts's.
 */
let setup: FeedSetup;
beforeAll(async () => {
  setup = await createFeedSetup(CORPUS, { FEED_INGEST_ON_START: "true", FEED_INGEST_CRON: "*/15 * * * *", RUN_WORKERS: "true" }, { runWorkers: true });
});
afterAll(() => setup.dispose());

describe("the scheduled ingestion", () => {
  it("runs once at start on a fresh install", async () => {
    const until = Date.now() + 20_000;
    let answer = await post<unknown[]>(setup.backend, "/tagList", { type: "hot", limit: 50 });
    while (answer.body.code !== 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      answer = await post<unknown[]>(setup.backend, "/tagList", { type: "hot", limit: 50 });
    }
    expect(answer.body.code).toBe(0);
    expect(answer.body.result).toHaveLength(CORPUS.length);
  });

  it("clears the schedule an earlier release kept on pg-boss's own cron, which no process runs now", async () => {
    const { backend } = setup;
    const boss = new PgBoss({ connectionString: backend.databaseUrl, schedule: false, supervise: false });
    await boss.start();
    try {
      await boss.schedule("feed-ingest", "20 * * * *");
      const worker = await startBackend(backend.deps.config, { runWorkers: true });
      await worker.close();
      const rows = await backend.deps.db.execute(sql`select name from pgboss.schedule`);
      expect(rows.rows).toEqual([]);
    } finally {
      await boss.stop({ graceful: false, close: true, wait: true });
    }
  });
});
