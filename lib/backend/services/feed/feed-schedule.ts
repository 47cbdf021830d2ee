import "server-only";
import type PgBoss from "pg-boss";
import type { BackendConfig } from "../../config";
import type { Database } from "../../db/client";
import type { Logger } from "../../logger";
import { hasFeedPapers } from "./feed-page";
import { ingestFeed } from "./ingest-feed";

/**
 * The feed's ingestion as a pg-boss scheduled job (FEED_INGEST_CRON, or none when "off"), on the task queue's
 * pg-boss in worker processes. The queue's singleton policy keeps two runs from overlapping when several workers
 * run the cron.
 */
const INGEST_QUEUE = "feed-ingest";

export async function scheduleFeedIngestion(boss: PgBoss, deps: { db: Database; config: BackendConfig }, log: Logger): Promise<void> {
  const { config, db } = deps;
  if (!(await boss.getQueue(INGEST_QUEUE))) {
    await boss.createQueue(INGEST_QUEUE, { name: INGEST_QUEUE, policy: "singleton" }).catch(async (error: unknown) => {
      if (!(await boss.getQueue(INGEST_QUEUE))) throw error;
    });
  }
  if (config.FEED_INGEST_CRON === "off") await boss.unschedule(INGEST_QUEUE);
  else await boss.schedule(INGEST_QUEUE, config.FEED_INGEST_CRON);
  await boss.work(INGEST_QUEUE, async () => {
    const ingested = await ingestFeed({ db, config, log, now: () => new Date() });
    log.info({ ingested }, "feed ingestion done");
  });
  if (config.FEED_INGEST_ON_START && !(await hasFeedPapers(db))) await boss.send(INGEST_QUEUE, {});
}
