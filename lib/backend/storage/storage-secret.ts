import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import { runtimePath } from "../runtime-path";

/**
 * The key that signs local storage links: STORAGE_SECRET, or one generated on first use into
 * $DATA_DIR/storage-secret (mode 0600), so links keep working across restarts and between the processes that
 * share the data folder.
 */
export async function storageSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = runtimePath(dataDir, "storage-secret");
  const existing = await fs.readFile(file, "utf8").catch(() => undefined);
  if (existing?.trim()) return existing.trim();
  await fs.mkdir(dataDir, { recursive: true });
  const generated = randomBytes(32).toString("base64url");
  try {
    // "wx": when two processes start together, the first one's secret wins and the other reads it.
    await fs.writeFile(file, generated, { mode: 0o600, flag: "wx" });
    return generated;
  } catch {
    return (await fs.readFile(file, "utf8")).trim();
  }
}
