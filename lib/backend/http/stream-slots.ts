import "server-only";
import { ContractError } from "@/lib/contract";

/**
 * Caps on event streams held open at once (issue 13, defect 9), counted per key ("chat:<user>", "health") in this
 * process. An open stream is a socket held by this process, so this process is where the count means something:
 * a user behind N instances can hold N × the cap, which still bounds what one of them has to carry.
 */
const open = new Map<string, number>();

/** A cap: at most `limit` streams open at once under `key`. */
export type StreamSlot = { key: string; limit: number };

/**
 * Takes a slot for `key`, or answers 429 once `limit` streams are open. The returned release is idempotent: call
 * it when the stream ends, and also when the request fails before a stream is made.
 */
export function takeStreamSlot({ key, limit }: StreamSlot): () => void {
  const current = open.get(key) ?? 0;
  if (current >= limit) throw ContractError.tooManyRequests(STREAM_RETRY_SECONDS, "Too many open streams. Close another tab or wait for a reply to finish.");
  open.set(key, current + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (open.get(key) ?? 1) - 1;
    if (left <= 0) open.delete(key);
    else open.set(key, left);
  };
}

/** A user's open event streams (chat replies and task events together) count against one cap. */
export function userStreamSlot(userId: string, limit: number): StreamSlot {
  return { key: `user-streams:${userId}`, limit };
}

const STREAM_RETRY_SECONDS = 5;
