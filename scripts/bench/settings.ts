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

/**
 * A bench's port, moved by BENCH_PORT_OFFSET: two people benchmarking on one machine (say one measuring a stream fix
 * with bench:sse while another runs `npm run bench`) would otherwise start servers on each other's ports.
 */
export function benchPort(port: number): number {
  return port + Number(process.env.BENCH_PORT_OFFSET ?? 0);
}
