/**
 * `npx tsx scripts/bench/heap-diff.ts <before.heapsnapshot> <after.heapsnapshot> [divisor]`: what grew between two
 * V8 heap snapshots, by kind of object (constructor name, closure name, strings, arrays…), in count and self size,
 * each divided by `divisor` (the number of chat streams open in the second one, to read "per stream"). Snapshots
 * come from `BENCH_HEAP_SNAPSHOT_DIR=dir BENCH_CHAT_STREAMS=100 npm run bench:chat` (gc-on-signal.mjs).
 * Self size only: what an object holds through others shows under those others' kinds.
 */
import fs from "node:fs";
import { heapKinds, kindGrowth } from "./heap-kinds";

const [before, after, divisorArgument] = process.argv.slice(2);
if (!before || !after) {
  console.error("usage: heap-diff.ts <before.heapsnapshot> <after.heapsnapshot> [divisor]");
  process.exit(2);
}
const divisor = Number(divisorArgument ?? 1);
const read = (file: string) => heapKinds(JSON.parse(fs.readFileSync(file, "utf8")));
const growth = kindGrowth(read(before), read(after));
const total = growth.reduce((sum, row) => sum + row.bytes, 0);
console.log(`${"kind".padEnd(60)} ${"count".padStart(9)} ${"bytes".padStart(10)}   (per ${divisor})`);
for (const row of growth.slice(0, 30)) {
  console.log(`${row.kind.slice(0, 60).padEnd(60)} ${(row.count / divisor).toFixed(1).padStart(9)} ${(row.bytes / divisor).toFixed(0).padStart(10)}`);
}
console.log(`${"all kinds".padEnd(60)} ${"".padStart(9)} ${(total / divisor).toFixed(0).padStart(10)}`);
