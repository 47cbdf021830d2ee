/**
 * A bench setting: its environment variable when set, else the full run's value, or under BENCH_QUICK=1 a tiny one
 * (one Lighthouse run, 100 streams, 1 s loads) that checks the whole of `npm run bench` end to end in minutes
 * without giving figures worth comparing.
 */
export const QUICK = process.env.BENCH_QUICK === "1";

export function benchSetting(name: string, full: number, quick: number): number {
  const set = process.env[name];
  return set === undefined || set === "" ? (QUICK ? quick : full) : Number(set);
}

/** The same for a comma-separated list of numbers (bench:chat's rounds). */
export function benchListSetting(name: string, full: number[], quick: number[]): number[] {
  const set = process.env[name];
  return set === undefined || set === "" ? (QUICK ? quick : full) : set.split(",").map(Number);
}
