import { describe, expect, it } from "vitest";
import { type BenchRow, formatDelta, formatRatio, formatTable, formatValue, ratioOf, rowKey } from "@/scripts/bench/table";

const row = (over: Partial<BenchRow> = {}): BenchRow => ({ group: "SSE chat stream", figure: "lag p99", unit: "ms", value: 12, reference: { label: "direct", value: 8 }, ...over });

describe("the bench table", () => {
  it("sets each figure against its reference", () => {
    expect(ratioOf(row())).toBe(1.5);
    expect(ratioOf(row({ reference: undefined }))).toBeUndefined();
    expect(ratioOf(row({ reference: { label: "direct", value: 0 } }))).toBeUndefined();
    expect(ratioOf(row({ value: Number.NaN }))).toBeUndefined();
    expect(formatRatio(1.5)).toBe("1.50×");
    expect(formatRatio(0.00086)).toBe("0.00086×");
    expect(formatRatio(0)).toBe("0.00×");
  });

  it("writes scores whole, CLS to three places and missing figures as a dash", () => {
    expect(formatValue(87.6, "score")).toBe("88");
    expect(formatValue(0.0123, "")).toBe("0.012");
    expect(formatValue(16.64, "ms")).toBe("16.64 ms");
    expect(formatValue(141.83, "kB")).toBe("141.8 kB");
    expect(formatValue(5234.4, "req/s")).toBe("5234 req/s");
    expect(formatValue(Number.NaN, "ms")).toBe("–");
  });

  it("says how far a figure moved since a compared run", () => {
    expect(formatDelta(row({ value: 12 }), row({ value: 10 }))).toBe("+2.00 ms (+20%)");
    expect(formatDelta(row({ value: 9 }), row({ value: 10 }))).toBe("−1.00 ms (−10%)");
    expect(formatDelta(row(), undefined)).toBe("new");
  });

  it("prints one block per group, the ratio and the goal's verdict beside each figure", () => {
    const text = formatTable([
      row({ goal: { text: "≤ 1.2× direct", met: false } }),
      row({ figure: "first event p50", value: 20, reference: { label: "direct", value: 15 }, goal: { text: "≤ direct + 10 ms", met: true } }),
      row({ group: "JSON route", figure: "throughput", unit: "req/s", value: 900, reference: { label: "bare node:http", value: 3000 } }),
    ]);
    const lines = text.split("\n");
    expect(lines[0]).toMatch(/^figure\s+value\s+reference\s+ref\. value\s+ratio\s+goal$/);
    expect(lines.filter((line) => line === "SSE chat stream")).toHaveLength(1);
    expect(text).toMatch(/lag p99\s+12\.00 ms\s+direct\s+8\.00 ms\s+1\.50×\s+NOT met: ≤ 1\.2× direct/);
    expect(text).toMatch(/first event p50\s+20\.00 ms\s+direct\s+15\.00 ms\s+1\.33×\s+met: ≤ direct \+ 10 ms/);
    expect(text).toMatch(/throughput\s+900\.0 req\/s\s+bare node:http\s+3000 req\/s\s+0\.30×/);
  });

  it("adds the change column when given an earlier run's rows, matched by group and figure", () => {
    const text = formatTable([row(), row({ figure: "lag p50", value: 3 })], [row({ value: 10 })]);
    expect(text.split("\n")[0]).toMatch(/Δ vs compared run$/);
    expect(text).toMatch(/lag p99 .*\+2\.00 ms \(\+20%\)$/m);
    expect(text).toMatch(/lag p50 .*new$/m);
    expect(rowKey(row())).toBe("SSE chat stream · lag p99");
  });
});
