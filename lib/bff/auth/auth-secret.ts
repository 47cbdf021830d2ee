import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runtimePath } from "@/lib/backend/runtime-path";
import { sessionKeySource } from "../config";

/**
 * The key that encrypts the session cookie: AUTH_SECRET, or one generated on first start into
 * $DATA_DIR/auth-secret (mode 0600) so sessions survive restarts without any setup.
 */
let cached: string | undefined;

export function authSecret(): string {
  if (cached) return cached;
  const source = sessionKeySource();
  if (source.configured) return (cached = source.configured);
  const dataDir = path.resolve(source.dataDir);
  const file = runtimePath(dataDir, "auth-secret");
  try {
    cached = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const generated = randomBytes(32).toString("base64url");
    try {
      // "wx": when two processes start together, the first one's secret wins and the other reads it.
      writeFileSync(file, generated, { mode: 0o600, flag: "wx" });
      cached = generated;
    } catch {
      cached = readFileSync(file, "utf8").trim();
    }
  }
  return cached;
}
