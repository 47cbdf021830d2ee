import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { ContractError } from "@/lib/contract";
import { ResultCode } from "@/lib/contract/codes";
import type { BackendConfig } from "../../config";
import type { DatabaseOrTransaction } from "../../db/client";
import { files } from "../../db/schema";

/**
 * Each user's share of storage (issue 13, defect 9): bytes and file count, counting files uploaded and those still
 * pending (their slots are signed, so the bytes may arrive). Checked when upload slots are requested, under a lock
 * per user so two batches at once cannot both squeeze under the limit.
 */
type QuotaSettings = Pick<BackendConfig, "STORAGE_QUOTA_BYTES" | "STORAGE_QUOTA_FILES">;

export async function assertWithinStorageQuota(
  tx: DatabaseOrTransaction,
  config: QuotaSettings,
  userId: string,
  requested: { files: number; bytes: number },
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`storage-quota:${userId}`}))`);
  const [used] = await tx
    .select({ files: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${files.size}), 0)::bigint` })
    .from(files)
    .where(and(eq(files.userId, userId), inArray(files.status, ["pending", "uploaded"])));
  const usedFiles = Number(used?.files ?? 0);
  const usedBytes = Number(used?.bytes ?? 0);
  if (usedFiles + requested.files > config.STORAGE_QUOTA_FILES || usedBytes + requested.bytes > config.STORAGE_QUOTA_BYTES) {
    throw storageQuotaExceeded(config);
  }
}

export function storageQuotaExceeded(config: QuotaSettings): ContractError {
  const message = `Your storage is full: each account may keep up to ${formatBytes(config.STORAGE_QUOTA_BYTES)} in ${config.STORAGE_QUOTA_FILES} files.`;
  return new ContractError(ResultCode.exceedingLimit, message);
}

function formatBytes(bytes: number): string {
  const gib = bytes / 1024 ** 3;
  if (gib >= 1) return `${Number.isInteger(gib) ? gib : gib.toFixed(1)} GB`;
  return `${Math.round(bytes / 1024 ** 2)} MB`;
}
