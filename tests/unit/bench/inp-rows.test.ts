import { describe, expect, it } from "vitest";
import type { InpFigures, InpResult } from "@/scripts/bench/inp";
import { inpRows } from "@/scripts/bench/rows";

const scenario = (runs: number[]): InpFigures => ({ runs, p75: Math.max(...runs.slice(0, -1)), max: Math.max(...runs), worst: { value: Math.max(...runs) } });

describe("INP rows", () => {
  it("give each scenario its p75 against the goal and its max beside it", () => {
    const result: InpResult = { runs: 4, cpuSlowdown: 4, goalMs: 200, scenarios: { chat: scenario([120, 150, 180, 260]), session: scenario([210, 220, 230, 240]) } };
    const rows = inpRows(result);
    const chatP75 = rows.find((row) => row.group.endsWith("/chat") && row.figure === "INP p75");
    const sessionP75 = rows.find((row) => row.group.endsWith("session page") && row.figure === "INP p75");
    expect(chatP75).toMatchObject({ value: 180, unit: "ms", goal: { text: "≤ 200 ms", met: true } });
    expect(sessionP75?.goal?.met).toBe(false);
    expect(rows.find((row) => row.group.endsWith("/chat") && row.figure === "INP max")).toMatchObject({ value: 260 });
    expect(rows.every((row) => row.group.includes("4× CPU slowdown"))).toBe(true);
  });
});
