import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { generatedId } from "./columns";
import { ownerId } from "./accounts";

export const fileStatuses = ["pending", "uploaded", "failed"] as const;
export type FileStatus = (typeof fileStatuses)[number];

/**
 * Uploaded files (spec §4 File upload, §7 file calls). A row is made with its upload slot (pending), then marked
 * uploaded once the stored object's real size equals the size signed into the slot, or failed. `key` is ours
 * (see storage/object-keys.ts); `original_name` is only ever used in Content-Disposition.
 */
export const files = pgTable(
  "files",
  {
    id: generatedId(),
    userId: ownerId(),
    key: text("key").notNull(),
    originalName: text("original_name").notNull(),
    contentType: text("content_type").notNull(),
    /** The size accepted in batch_temp_urls and signed into the upload URL. */
    size: bigint("size", { mode: "number" }).notNull(),
    status: text("status").$type<FileStatus>().notNull().default("pending"),
    etag: text("etag"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("files_key_idx").on(table.key),
    index("files_user_created_idx").on(table.userId, table.createdAt),
    check("files_status_known", sql`${table.status} in ('pending', 'uploaded', 'failed')`),
    check("files_size_nonnegative", sql`${table.size} >= 0`),
  ],
);
