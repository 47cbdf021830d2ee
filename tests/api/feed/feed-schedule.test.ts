import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { post } from "../support/accounts";
import { CORPUS, createFeedSetup, type FeedSetup } from "./feed-support";

/**
 * The ingestion as the workers run it: the cron registered on pg-boss, and with FEED_INGEST_ON_START one run right
 * away on a fresh install, after which the hot feed answers papers instead of the waiting message.
 */
let setup: FeedSetup;
beforeAll(async () => {
  setup = await createFeedSetup(CORPUS, { FEED_INGEST_ON_START: "true", FEED_INGEST_CRON: "*/15 * * * *", RUN_WORKERS: "true" }, { runWorkers: true });
});
afterAll(() => setup.dispose());

describe("the scheduled ingestion", () => {
  it("is registered with FEED_INGEST_CRON", async () => {
    const rows = await setup.backend.deps.db.execute<{ cron: string }>(sql`select cron from pgboss.schedule where name = 'feed-ingest'`);
    expect(rows.rows).toEqual([{ cron: "*/15 * * * *" }]);
  });

  it("is not scheduled with FEED_INGEST_CRON=off", async () => {
    const off = await createFeedSetup([], { FEED_INGEST_CRON: "off" }, { runWorkers: true });
    try {
      const rows = await off.backend.deps.db.execute(sql`select name from pgboss.schedule where name = 'feed-ingest'`);
      expect(rows.rows).toEqual([]);
    } finally {
      await off.dispose();
    }
  });

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
});
