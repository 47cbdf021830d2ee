import { readFile } from "node:fs/promises";

/**
 * The soak's memory check. The server's resident set is read every few seconds and each period keeps its lowest
 * reading, the floor: password hashing (scrypt) and bursts of requests lift single readings by hundreds of MB and
 * fall back, a leak lifts the floor. After a warm-up (the first sixth of the run: caches, pools and JIT fill up),
 * the median floor of the last third must stay within `tolerance` of the median floor of the first third.
 */
export type MemoryVerdict = { warmedUp: number[]; firstMedianMb: number; lastMedianMb: number; growth: number; flat: boolean };

export async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  return kilobytes / 1024;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

export function memoryVerdict(samplesMb: number[], tolerance = 0.15): MemoryVerdict {
  const warmedUp = samplesMb.slice(Math.ceil(samplesMb.length / 6));
  const third = Math.max(1, Math.floor(warmedUp.length / 3));
  const firstMedianMb = median(warmedUp.slice(0, third));
  const lastMedianMb = median(warmedUp.slice(-third));
  const growth = lastMedianMb / firstMedianMb - 1;
  // Fewer than three samples after warm-up cannot show a trend: that run is too short to pass.
  return { warmedUp, firstMedianMb, lastMedianMb, growth, flat: warmedUp.length >= 3 && growth <= tolerance };
}
