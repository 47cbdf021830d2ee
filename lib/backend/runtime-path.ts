import "server-only";
import path from "node:path";

/**
 * A path inside a folder chosen at run time: DATA_DIR and what lies under it. Written as `path.join(dir, "postgres")`,
 * the build's file trace reads it as the pattern "any folder's postgres" over the whole project, and with the default
 * DATA_DIR (./data) inside the project every route's trace took in the database cluster, the mail outbox and the
 * benches' and tests' data folders (11,468 files after a test run), with a warning on every `next build`. Nothing
 * under DATA_DIR belongs to a build, so these paths are hidden from the trace.
 */
export function runtimePath(folder: string, ...segments: string[]): string {
  return path.join(/*turbopackIgnore: true*/ folder, ...segments);
}
