import { percentile } from "../bench/percentile";

/** Every request the soak makes, by kind: how many, how they were answered, how long they took. */
type Row = { requests: number; server5xx: number; client4xx: number; failures: number; durations: number[] };

export type Tally = {
  /** Times one request; a 5xx, a 4xx or a thrown error (network, timeout) is counted against `kind`, and rethrown. */
  time<T extends Response>(kind: string, request: () => Promise<T>): Promise<T>;
  failure(kind: string, error: unknown): void;
  total(field: "requests" | "server5xx" | "client4xx" | "failures"): number;
  firstErrors: string[];
  table(): string;
};

export function createTally(): Tally {
  const rows = new Map<string, Row>();
  const firstErrors: string[] = [];
  const row = (kind: string) => {
    let found = rows.get(kind);
    if (!found) rows.set(kind, (found = { requests: 0, server5xx: 0, client4xx: 0, failures: 0, durations: [] }));
    return found;
  };
  const note = (message: string) => {
    if (firstErrors.length < 10) firstErrors.push(message);
  };
  return {
    firstErrors,
    async time(kind, request) {
      const entry = row(kind);
      const started = performance.now();
      entry.requests += 1;
      const answer = await request().catch((error: unknown) => {
        entry.failures += 1;
        note(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      });
      entry.durations.push(performance.now() - started);
      if (answer.status >= 500) {
        entry.server5xx += 1;
        note(`${kind}: HTTP ${answer.status}`);
      } else if (answer.status >= 400) {
        entry.client4xx += 1;
        note(`${kind}: HTTP ${answer.status}`);
      }
      return answer;
    },
    failure(kind, error) {
      row(kind).failures += 1;
      note(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
    },
    total(field) {
      return [...rows.values()].reduce((sum, entry) => sum + entry[field], 0);
    },
    table() {
      const lines = ["| kind | requests | 5xx | 4xx | failed | p50 ms | p95 ms | max ms |", "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"];
      for (const [kind, entry] of [...rows.entries()].sort(([a], [b]) => a.localeCompare(b))) {
        const [p50, p95, max] = [50, 95, 100].map((p) => Math.round(percentile(entry.durations, p)));
        lines.push(`| ${kind} | ${entry.requests} | ${entry.server5xx} | ${entry.client4xx} | ${entry.failures} | ${p50} | ${p95} | ${max} |`);
      }
      return lines.join("\n");
    },
  };
}
