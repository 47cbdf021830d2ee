import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";

/** The app version from package.json, read once (health answers and logs carry it). */
export const appVersion: string = (() => {
  try {
    const manifest: unknown = JSON.parse(readFileSync(path.join(process.cwd(), "package.json"), "utf8"));
    return typeof manifest === "object" && manifest && "version" in manifest ? String(manifest.version) : "unknown";
  } catch {
    return "unknown";
  }
})();
