import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/**
 * Finished chat replies are stored in groups: every reply that finishes while a write is being prepared joins one
 * statement, which sets each message's text and status and bumps its session. A thousand replies finishing within
 * a second cost a few dozen statements instead of two thousand, and each caller still waits for its own row to be
 * stored (the stream says `complete` only after that). A failed statement fails every reply in its group.
 */
export type FinishedReply = { sessionId: string; messageId: string; text: string; reasoning: string | null; at: Date };

type Waiting = FinishedReply & { resolve(): void; reject(error: unknown): void };

/** Enough to share the cost; small enough that one statement's parameters stay far below PostgreSQL's 65,535. */
const MAX_GROUP = 200;

const waitingByDatabase = new WeakMap<Database, Waiting[]>();

export function storeFinishedReply(db: Database, reply: FinishedReply): Promise<void> {
  return new Promise((resolve, reject) => {
    let waiting = waitingByDatabase.get(db);
    if (!waiting) {
      waiting = [];
      waitingByDatabase.set(db, waiting);
      // After the current I/O callbacks: replies finishing in the same turn of the event loop share the write.
      setImmediate(() => void writeGroups(db));
    }
    waiting.push({ ...reply, resolve, reject });
  });
}

async function writeGroups(db: Database): Promise<void> {
  const waiting = waitingByDatabase.get(db) ?? [];
  waitingByDatabase.delete(db);
  for (let start = 0; start < waiting.length; start += MAX_GROUP) {
    const group = waiting.slice(start, start + MAX_GROUP);
    try {
      await writeGroup(db, group);
      for (const reply of group) reply.resolve();
    } catch (error) {
      for (const reply of group) reply.reject(error);
    }
  }
}

function writeGroup(db: Database, group: readonly FinishedReply[]) {
  const rows = sql.join(
    group.map((reply) => sql`(${reply.messageId}, ${reply.sessionId}, ${reply.text}, ${reply.reasoning}, ${reply.at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  // Several replies of a group may share a session: PostgreSQL then bumps it to one of their times, all recent.
  return db.execute(sql`
    with reply(message_id, session_id, result, reasoning, at) as (values ${rows}),
    message as (
      update chat_messages set result = reply.result, reasoning = reply.reasoning, status = 'finish', updated_at = reply.at
      from reply where chat_messages.id = reply.message_id and chat_messages.session_id = reply.session_id
    )
    update chat_sessions set updated_at = reply.at from reply where chat_sessions.id = reply.session_id`);
}
