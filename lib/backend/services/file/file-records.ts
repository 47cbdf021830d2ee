import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { files } from "../../db/schema";

/** The `files` table as the file services use it. */
export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export async function insertFiles(db: DatabaseOrTransaction, rows: NewFileRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(files).values(rows);
}

export async function fileById(db: DatabaseOrTransaction, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

export async function fileByKey(db: DatabaseOrTransaction, key: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.key, key)).limit(1);
  return row;
}

/** The user's own files among `ids`; ids of other users' files are simply absent. */
export async function userFiles(db: DatabaseOrTransaction, userId: string, ids: string[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(eq(files.userId, userId), inArray(files.id, ids)));
}

export async function updateFile(
  db: DatabaseOrTransaction,
  id: string,
  patch: Partial<Pick<FileRow, "status" | "etag" | "uploadedAt">>,
): Promise<void> {
  await db.update(files).set(patch).where(eq(files.id, id));
}
