import "server-only";
import { and, eq, inArray, lt } from "drizzle-orm";
import { files } from "../../db/schema";
import type { BackendDeps } from "../../deps";
import type { Logger } from "../../logger";

/**
 * Upload slots nobody completed (a closed tab, a script asking for slots and never uploading) would hold their
 * share of the storage quota for ever. Once a slot's URL has expired, plus a margin for an upload still
 * streaming, its pending file is marked failed and any bytes that did arrive are removed; the local driver's
 * half-written `.partial` files from that long ago (a process killed mid-upload) go too.
 */
type SweepDeps = Pick<BackendDeps, "db" | "now" | "config" | "storage">;

/** An upload that started just before its URL expired may still be streaming for a while. */
const UPLOAD_GRACE_SECONDS = 15 * 60;
const BATCH = 500;

export async function sweepExpiredUploads(deps: SweepDeps): Promise<{ files: number; partials: number }> {
  const cutoff = new Date(deps.now().getTime() - (deps.config.STORAGE_UPLOAD_URL_TTL_SECONDS + UPLOAD_GRACE_SECONDS) * 1000);
  const expired = await deps.db
    .select({ id: files.id, key: files.key })
    .from(files)
    .where(and(eq(files.status, "pending"), lt(files.createdAt, cutoff)))
    .limit(BATCH);
  if (expired.length > 0) {
    // Marked first, so a download or a late completion report can no longer treat the object as this file.
    await deps.db.update(files).set({ status: "failed" }).where(and(inArray(files.id, expired.map((row) => row.id)), eq(files.status, "pending")));
    await Promise.all(expired.map((row) => deps.storage.remove(row.key)));
  }
  const partials = deps.storage.kind === "local" ? await deps.storage.removePartialsBefore(cutoff) : 0;
  return { files: expired.length, partials };
}

/** Sweeps at start and then every STORAGE_SWEEP_SECONDS; `stop` ends it (the backend's close). */
export function watchExpiredUploads(deps: SweepDeps, log: Logger): { stop(): void } {
  const sweep = () =>
    sweepExpiredUploads(deps).then(
      (swept) => {
        if (swept.files + swept.partials > 0) log.info(swept, "expired uploads removed");
      },
      (error: unknown) => log.warn({ err: error }, "expired upload sweep failed; retried at the next one"),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), deps.config.STORAGE_SWEEP_SECONDS * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
