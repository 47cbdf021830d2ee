import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import { ContractError } from "@/lib/contract";
import { rateLimitHits } from "../db/schema";
import type { BackendDeps } from "../deps";
import { logger } from "../logger";

/**
 * Fixed-window rate limits kept in the database (DESIGN §7), so every instance counts the same attempts and a
 * restart forgets nothing. A window is `windowSeconds` long and aligned to the epoch.
 */
export type RateLimitRule = {
  bucket: string;
  subject: string;
  limit: number;
  windowSeconds: number;
  /** What the 429 says; 'Too many attempts' (sign-in's words) when unset. */
  message?: string;
};

type RateLimitDeps = Pick<BackendDeps, "db" | "now">;

/** Counts one attempt; throws 429 'Too many attempts' with Retry-After once the window holds more than `limit`. */
export async function hit(deps: RateLimitDeps, rule: RateLimitRule): Promise<void> {
  const now = deps.now().getTime();
  const windowStart = windowStartOf(now, rule.windowSeconds);
  // One statement, so concurrent attempts on several instances can never read the same count and both pass.
  const [row] = await deps.db
    .insert(rateLimitHits)
    .values({ bucket: rule.bucket, subject: rule.subject, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.bucket, rateLimitHits.subject, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + 1` },
    })
    .returning({ hits: rateLimitHits.hits });
  if (Math.random() < PRUNE_PROBABILITY) await pruneOldWindows(deps, now);
  if ((row?.hits ?? 0) > rule.limit) {
    const windowEnd = windowStart.getTime() + rule.windowSeconds * 1000;
    throw ContractError.tooManyRequests(Math.max(1, Math.ceil((windowEnd - now) / 1000)), rule.message);
  }
}

/**
 * Takes back an attempt that turned out not to count (a login that succeeded). Counting first and forgiving after
 * keeps the check atomic: a burst of parallel guesses cannot all slip in under the limit.
 */
export async function forgive(deps: RateLimitDeps, rule: RateLimitRule): Promise<void> {
  const windowStart = windowStartOf(deps.now().getTime(), rule.windowSeconds);
  await deps.db
    .update(rateLimitHits)
    .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
    .where(
      and(
        eq(rateLimitHits.bucket, rule.bucket),
        eq(rateLimitHits.subject, rule.subject),
        eq(rateLimitHits.windowStart, windowStart),
      ),
    );
}

function windowStartOf(nowMs: number, windowSeconds: number): Date {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(nowMs / windowMs) * windowMs);
}

/** Old windows are dead rows; an occasional sweep (no scheduler needed) keeps the table small. */
const PRUNE_PROBABILITY = 0.01;
const KEEP_WINDOWS_MS = 2 * 24 * 3600 * 1000;

async function pruneOldWindows(deps: RateLimitDeps, nowMs: number): Promise<void> {
  await deps.db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.windowStart, new Date(nowMs - KEEP_WINDOWS_MS)))
    .catch((error: unknown) => logger.warn({ err: error }, "pruning old rate-limit windows failed; retried on a later hit"));
}
