/**
 * A query typed while anonymous, kept across the login (spec §4: submitted automatically once a token arrives).
 * Stored as JSON in sessionStorage so it survives the OAuth round-trip but not the tab.
 */
import { parseStoredRecord } from "./stored-record";

export type PendingQuery = { query: string; agentName?: string };

/** Not in the spec: a query left behind this long ago is no longer what the user is about to do. */
export const PENDING_QUERY_MAX_AGE_MS = 30 * 60 * 1000;

type Stored = PendingQuery & { savedAt: number };

export function serializePendingQuery(pending: PendingQuery, now: number): string {
  const stored: Stored = { ...pending, savedAt: now };
  return JSON.stringify(stored);
}

/** Undefined for nothing stored, a stale or empty query, or text that is not ours. */
export function parsePendingQuery(raw: string | null, now: number): PendingQuery | undefined {
  const value = parseStoredRecord(raw);
  if (!value || typeof value.query !== "string" || typeof value.savedAt !== "number") return undefined;
  if (value.query.trim() === "") return undefined;
  const age = now - value.savedAt;
  if (age < 0 || age > PENDING_QUERY_MAX_AGE_MS) return undefined;
  return typeof value.agentName === "string" && value.agentName
    ? { query: value.query, agentName: value.agentName }
    : { query: value.query };
}
