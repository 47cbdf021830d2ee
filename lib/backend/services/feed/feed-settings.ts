import "server-only";
import { z } from "zod";
import { isCronExpression } from "../../task-runtime/cron-timer";

/** The daily feed's settings (issue 20), a part of the backend's settings (config.ts); defaults in .env.example. */
export const feedEnvShape = {
  /** arXiv categories whose new submissions the feed ingests (comma-separated). */
  FEED_ARXIV_CATEGORIES: z
    .string()
    .default("cs.AI,cs.CL,cs.LG,cs.CV")
    .transform((value) => value.split(",").map((entry) => entry.trim()).filter((entry) => entry !== ""))
    .pipe(z.array(z.string().regex(/^[a-z-]+(?:\.[A-Za-z-]+)?$/, "an arXiv category such as cs.AI"))),
  /**
   * When the ingestion runs (cron, UTC); arXiv announces once a day, hourly catches up soon after. "off":
   * never (test backends, which must not reach for arXiv on the hour).
   */
  FEED_INGEST_CRON: z
    .string()
    .trim()
    .refine((value) => value === "off" || isCronExpression(value), "a cron expression such as 20 * * * *, or off")
    .default("20 * * * *"),
  /**
   * Run one ingestion as soon as a worker starts while the feed has no paper yet (a fresh install), rather than
   * waiting for the cron. Off by default so test backends never reach for arXiv; .env.example turns it on.
   */
  FEED_INGEST_ON_START: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  /** Papers one run takes at most (100 per arXiv call, each call spaced by ARXIV_MIN_INTERVAL_MS). */
  FEED_INGEST_MAX_PAPERS: z.coerce.number().int().min(1).max(2000).default(400),
  /** How far back the first run looks; later runs go back to a day before the newest paper they have. */
  FEED_LOOKBACK_DAYS: z.coerce.number().int().min(1).max(30).default(3),
  /**
   * An embedding model of LLM_PROVIDER (at LLM_BASE_URL with LLM_API_KEY; anthropic has none): set, the 'my' feed
   * ranks by the cosine of paper and profile embeddings, full-text rank breaking ties. Unset: full-text rank only.
   */
  LLM_EMBEDDING_MODEL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === "" ? undefined : value)),
} as const;
