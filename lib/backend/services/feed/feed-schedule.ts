import "server-only";
import type PgBoss from "pg-boss";
import type { BackendConfig } from "../../config";
import type { Database } from "../../db/client";
import type { Logger } from "../../logger";
import { type ScheduledJob, sendFiring } from "../../task-runtime/scheduled-job";
import { hasFeedPapers } from "./feed-page";
import { ingestFeed } from "./ingest-feed";

/**
 * The feed's ingestion as a scheduled job (FEED_INGEST_CRON, or none when "off"), run by the worker processes
 * (task-runtime/scheduled-job.ts), whose queue keeps two runs from overlapping.
 */
const INGEST_QUEUE = "feed-ingest";

type FeedDeps = { db: Database; config: BackendConfig; log: Logger };

export function feedIngestJob({ db, config, log }: FeedDeps): ScheduledJob {
  return {
    queue: INGEST_QUEUE,
    cron: config.FEED_INGEST_CRON,
    async run() {
      const ingested = await ingestFeed({ db, config, log, now: () => new Date() });
      log.info({ ingested }, "feed ingestion done");
    },
  };
}

/** With FEED_INGEST_ON_START, one run as soon as a worker starts while the feed has no paper yet (a fresh install). */
export async function ingestFeedOnStart(boss: PgBoss, deps: FeedDeps): Promise<void> {
  if (deps.config.FEED_INGEST_ON_START && !(await hasFeedPapers(deps.db))) await sendFiring(boss, INGEST_QUEUE);
}
