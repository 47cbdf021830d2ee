/**
 * Credit history (spec §3 "Credit history row": createdAt, agentName, task, creditUsage shown as a negative number)
 * as the upgrade page lists it, and the same rows summed per day and agent for the usage chart.
 */
import { agentDisplayName } from "@/lib/contract/agents";
import type { CreditHistoryRow } from "@/lib/contract/entities/user";
import { timestampMs } from "./subscription";

/** Credits may be fractional (token prices); two decimals are what a person reads. */
export function formatCredits(value: number): string {
  // Rounded to two decimals; String() then drops trailing zeros (1.50 → "1.5").
  return String(Number(value.toFixed(2)));
}

/** Stored positive or negative depending on the upstream; always shown as a charge. */
export function usageShown(creditUsage: number): string {
  const charged = Math.abs(creditUsage);
  return charged === 0 ? "0" : `-${formatCredits(charged)}`;
}

export function agentLabel(row: Pick<CreditHistoryRow, "agentName">): string {
  return row.agentName ? agentDisplayName(row.agentName) : "General chat";
}

const DAY_KEY_LENGTH = "2026-01-31".length;

/** The row's day (UTC, YYYY-MM-DD), or undefined when its time is unreadable. */
export function dayOf(createdAt: CreditHistoryRow["createdAt"]): string | undefined {
  const at = timestampMs(createdAt);
  return Number.isFinite(at) ? new Date(at).toISOString().slice(0, DAY_KEY_LENGTH) : undefined;
}

export type UsageSeries = {
  /** Days with usage, oldest first. */
  days: string[];
  /** One line per agent label: credits charged on each of `days` (0 where none). */
  lines: { label: string; values: number[] }[];
  /** Credits charged on each of `days`, all agents together (a stacked bar's height). */
  totals: number[];
  /** The largest of `totals`, for the chart's scale. */
  maxTotal: number;
};

/** Sums charges per day and agent; rows with unreadable times are left out. */
export function usageSeries(rows: readonly CreditHistoryRow[]): UsageSeries {
  const byLabel = new Map<string, Map<string, number>>();
  const daySet = new Set<string>();
  for (const row of rows) {
    const day = dayOf(row.createdAt);
    if (!day) continue;
    daySet.add(day);
    const label = agentLabel(row);
    const perDay = byLabel.get(label) ?? new Map<string, number>();
    perDay.set(day, (perDay.get(day) ?? 0) + Math.abs(row.creditUsage));
    byLabel.set(label, perDay);
  }
  const days = [...daySet].sort();
  const lines = [...byLabel]
    .map(([label, perDay]) => ({ label, values: days.map((day) => perDay.get(day) ?? 0) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const totals = days.map((_, index) => lines.reduce((sum, line) => sum + (line.values[index] ?? 0), 0));
  return { days, lines, totals, maxTotal: Math.max(0, ...totals) };
}
