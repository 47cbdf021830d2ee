import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { SseChannel } from "../../http/sse";
import { sleep } from "../../http/sse";
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
export async function streamTicks(channel: SseChannel, count: number, intervalMs: number): Promise<void> {
  openStreams += 1;
  try {
    for (let seq = 1; seq <= count && !channel.signal.aborted; seq += 1) {
      channel.send("tick", JSON.stringify({ seq, at: performance.timeOrigin + performance.now() }), String(seq));
      if (seq < count) await sleep(intervalMs, channel.signal);
    }
    channel.send("done", JSON.stringify({ count }));
  } finally {
    openStreams -= 1;
  }
}
