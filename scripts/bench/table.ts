/**
 * The one table `npm run bench` prints (pure: unit-tested). Each row is a figure beside its reference (the bare Next
 * app, the standalone backend, the floor relay, a bare node:http handler, bare Python…) and their ratio, with the
 * issue's goal where it sets one; given an earlier run's rows, a last column says how much each figure moved.
 */
/** "count": whole things (streams, failures); "": a plain ratio-like figure (CLS). */
export type Unit = "score" | "count" | "ms" | "µs" | "kB" | "KB" | "MiB" | "MiB/s" | "req/s" | "";

export type Goal = { text: string; met: boolean };

export type BenchRow = {
  /** The section: "Lighthouse mobile, landing", "SSE, chat stream" … */
  group: string;
  figure: string;
  unit: Unit;
  value: number;
  reference?: { label: string; value: number };
  goal?: Goal;
};

/** How a row is found again in another run's results. */
export const rowKey = (row: Pick<BenchRow, "group" | "figure">) => `${row.group} · ${row.figure}`;

/** value ÷ reference; undefined without a reference or when either is not a finite number or the reference is 0. */
export function ratioOf(row: BenchRow): number | undefined {
  const reference = row.reference?.value;
  if (reference === undefined || reference === 0 || !Number.isFinite(reference) || !Number.isFinite(row.value)) return undefined;
  return row.value / reference;
}

/** A figure as the table shows it: scores whole, CLS to three places, big numbers without decimals. */
export function formatValue(value: number, unit: Unit): string {
  if (!Number.isFinite(value)) return "–";
  if (unit === "score" || unit === "count") return String(Math.round(value));
  if (unit === "") return Math.abs(value) < 1 ? value.toFixed(3) : value.toFixed(1);
  const digits = Math.abs(value) >= 1000 ? 0 : Math.abs(value) >= 100 ? 1 : 2;
  return `${value.toFixed(digits)} ${unit}`;
}

/** Two decimals, or two significant digits for a ratio below 0.1 (a poll with the cursor is 0.0009× one without). */
export function formatRatio(ratio: number): string {
  return `${ratio !== 0 && Math.abs(ratio) < 0.1 ? ratio.toPrecision(2) : ratio.toFixed(2)}×`;
}

/** The change from an earlier run's figure: "+12.0 ms (+8%)", or "new" when the earlier run had no such row. */
export function formatDelta(row: BenchRow, previous: BenchRow | undefined): string {
  if (!previous) return "new";
  if (!Number.isFinite(row.value) || !Number.isFinite(previous.value)) return "–";
  const change = row.value - previous.value;
  const sign = change >= 0 ? "+" : "−";
  const percent = previous.value === 0 ? "" : ` (${sign}${Math.abs((change / previous.value) * 100).toFixed(0)}%)`;
  return `${sign}${formatValue(Math.abs(change), row.unit)}${percent}`;
}

const COLUMNS = ["figure", "value", "reference", "ref. value", "ratio", "goal"] as const;

/** The printed table: one block per group, columns padded to their widest cell. */
export function formatTable(rows: BenchRow[], previous?: BenchRow[]): string {
  const before = new Map((previous ?? []).map((row) => [rowKey(row), row]));
  const header: string[] = [...COLUMNS, ...(previous ? ["Δ vs compared run"] : [])];
  const cells = rows.map((row) => {
    const ratio = ratioOf(row);
    const line = [
      row.figure,
      formatValue(row.value, row.unit),
      row.reference?.label ?? "",
      row.reference ? formatValue(row.reference.value, row.unit) : "",
      ratio === undefined ? "" : formatRatio(ratio),
      row.goal ? `${row.goal.met ? "met" : "NOT met"}: ${row.goal.text}` : "",
    ];
    return previous ? [...line, formatDelta(row, before.get(rowKey(row)))] : line;
  });
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]?.length ?? 0)));
  const render = (line: string[]) =>
    line
      .map((cell, column) => (column === 1 || column === 3 || column === 4 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join("  ")
      .trimEnd();
  const out: string[] = [render(header)];
  let group: string | undefined;
  rows.forEach((row, index) => {
    if (row.group !== group) {
      group = row.group;
      out.push("", row.group);
    }
    out.push(render(cells[index] ?? []));
  });
  return out.join("\n");
}
