/**
 * Preloaded (NODE_OPTIONS="--expose-gc --import …") into the processes `npm run bench:chat` measures, and only
 * there: SIGUSR2 runs a full garbage collection, so the bench reads the resident memory of live objects, not of
 * garbage V8 has not collected yet (which made the per-stream figure read 65 or 119 KB on the same build).
 * With BENCH_HEAP_SNAPSHOT_DIR set, each signal also writes a heap snapshot there, numbered in order (the idle
 * readings, then the one with every stream open): scripts/bench/heap-diff.ts says what the streams hold.
 * The figures of such a run are not comparable: a snapshot blocks the process and grows it while written.
 */
import path from "node:path";
import { writeHeapSnapshot } from "node:v8";

const snapshotDir = process.env.BENCH_HEAP_SNAPSHOT_DIR;
let snapshots = 0;

process.on("SIGUSR2", () => {
  globalThis.gc?.();
  if (snapshotDir) {
    snapshots += 1;
    writeHeapSnapshot(path.join(snapshotDir, `${process.pid}-${String(snapshots).padStart(2, "0")}.heapsnapshot`));
  }
});
