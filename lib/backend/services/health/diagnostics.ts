import "server-only";
import { setTimeout } from "node:timers/promises";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { EventProducer } from "../../event-channel";
import { appVersion } from "../../version";

/** Open diagnostic streams in this process: lets tests and operators see that a disconnect ended one. */
let openStreams = 0;

export async function checkHealth(db: Database) {
  const dbUp = await db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  return {
    status: dbUp ? ("ok" as const) : ("degraded" as const),
    version: appVersion,
    db: dbUp ? ("up" as const) : ("down" as const),
    streams: openStreams,
  };
}

/**
 * A diagnostic event stream for monitoring and tests: `count` tick events `intervalMs` apart, each stamped with
 * its send time `at` (ms since the epoch, sub-millisecond) so a reader can measure per-event lag, then `done`.
 */
export function tickStream(count: number, intervalMs: number): EventProducer {
  return async (channel) => {
    openStreams += 1;
    try {
      for (let seq = 1; seq <= count; seq += 1) {
        channel.send("tick", JSON.stringify({ seq, at: performance.timeOrigin + performance.now() }), String(seq));
        // Rejects when the reader leaves, which ends the stream.
        if (seq < count) await setTimeout(intervalMs, undefined, { signal: channel.signal });
      }
      channel.send("done", JSON.stringify({ count }));
    } finally {
      openStreams -= 1;
    }
  };
}
