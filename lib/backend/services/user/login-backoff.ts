import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import { ContractError } from "@/lib/contract";
import { loginBackoffs } from "../../db/schema";
import type { BackendDeps } from "../../deps";
import { logger } from "../../logger";

/**
 * Failed-login back-off per account and client address (issue 13, ASVS V6.3): a client gets LOGIN_FREE_FAILURES
 * tries at an account, then each further failure doubles its wait (2 s, 4 s, … up to LOGIN_BACKOFF_MAX_SECONDS).
 * Keyed on account and client together, so nobody can lock the owner out by failing from elsewhere; the
 * per-IP limit across accounts (account-limits.ts) bounds a client spraying many accounts.
 *
 * Counted before the password is checked, as if it failed, and forgotten on success: parallel guesses then see
 * each other's count under the row lock instead of all slipping in before the first failure is written. The
 * wait is counted again from the moment a failure is known, since checking a password takes a while.
 */
const FIRST_WAIT_SECONDS = 2;
/**
 * "No wait" is a time long past, not the attempt's own time: parallel attempts read the clock before they queue
 * for the row lock, so one that read it a moment before another's "now" was stored would otherwise see a wait of a
 * few milliseconds and be refused while the client still had free tries.
 */
const NO_WAIT = new Date(0);
/** Failures this long after the last attempt are forgotten: the count starts again. */
const FORGET_AFTER_MS = 24 * 3600 * 1000;
const PRUNE_PROBABILITY = 0.01;

type BackoffDeps = Pick<BackendDeps, "db" | "now" | "config">;
export type LoginAttempt = { email: string; client: string };

/** The wait after `failures` failures in a row: none while free, then doubling from FIRST_WAIT_SECONDS. */
export function backoffSeconds(failures: number, freeFailures: number, maxSeconds: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(maxSeconds, FIRST_WAIT_SECONDS * 2 ** Math.min(failures - freeFailures, 30));
}

/**
 * Counts an attempt and answers the failures in a row it makes, or throws 429 'Too many attempts' with
 * Retry-After while this client must still wait.
 */
export async function claimLoginAttempt(deps: BackoffDeps, attempt: LoginAttempt): Promise<number> {
  const now = deps.now();
  const claim = await deps.db.transaction(async (tx) => {
    await tx
      .insert(loginBackoffs)
      .values({ ...attempt, failures: 0, retryAt: NO_WAIT, lastAttemptAt: now })
      .onConflictDoNothing();
    const [row] = await tx.select().from(loginBackoffs).where(matches(attempt)).for("update");
    if (!row) throw new Error("login back-off row vanished inside its transaction");
    const waitMs = row.retryAt.getTime() - now.getTime();
    if (waitMs > 0) return { waitSeconds: Math.ceil(waitMs / 1000), failures: row.failures };
    const failures = now.getTime() - row.lastAttemptAt.getTime() > FORGET_AFTER_MS ? 1 : row.failures + 1;
    await tx
      .update(loginBackoffs)
      .set({ failures, retryAt: retryAfter(deps, failures, now), lastAttemptAt: now })
      .where(matches(attempt));
    return { waitSeconds: 0, failures };
  });
  if (Math.random() < PRUNE_PROBABILITY) await pruneForgotten(deps, now);
  if (claim.waitSeconds > 0) throw ContractError.tooManyRequests(Math.max(1, claim.waitSeconds));
  return claim.failures;
}

/** The attempt failed: its wait starts now (never shortening a wait a parallel attempt has set). */
export async function recordLoginFailure(deps: BackoffDeps, attempt: LoginAttempt, failures: number): Promise<void> {
  const retryAt = retryAfter(deps, failures, deps.now());
  await deps.db
    .update(loginBackoffs)
    .set({ retryAt: sql`greatest(${loginBackoffs.retryAt}, ${retryAt})` })
    .where(matches(attempt));
}

function retryAfter(deps: BackoffDeps, failures: number, from: Date): Date {
  const wait = backoffSeconds(failures, deps.config.LOGIN_FREE_FAILURES, deps.config.LOGIN_BACKOFF_MAX_SECONDS);
  return wait === 0 ? NO_WAIT : new Date(from.getTime() + wait * 1000);
}

/** The attempt succeeded: the client starts with a clean slate at this account. */
export async function forgetLoginFailures(deps: BackoffDeps, attempt: LoginAttempt): Promise<void> {
  await deps.db.delete(loginBackoffs).where(matches(attempt));
}

function matches(attempt: LoginAttempt) {
  return and(eq(loginBackoffs.email, attempt.email), eq(loginBackoffs.client, attempt.client));
}

async function pruneForgotten(deps: BackoffDeps, now: Date): Promise<void> {
  await deps.db
    .delete(loginBackoffs)
    .where(lt(loginBackoffs.lastAttemptAt, new Date(now.getTime() - FORGET_AFTER_MS)))
    .catch((error: unknown) => logger.warn({ err: error }, "pruning old login back-offs failed; retried on a later attempt"));
}
