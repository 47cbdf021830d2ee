/**
 * The experiment's terminal (spec §2 "Build-Test Process", §3 "Shell log"): shell log steps carry batches of
 * {process_id, data}; each process's output is its batches joined in order, and each process gets a terminal tab
 * labelled with the first 6 characters of its id. With 9 or more tabs, prev/next arrows move through them.
 */
import type { TaskStep } from "@/lib/contract/entities/task";
import { stepContentOf } from "./trajectory-steps";

export type ShellProcess = { id: string; label: string; output: string };

export const TERMINAL_LABEL_LENGTH = 6;
export const TERMINAL_ARROWS_FROM_TABS = 9;

export const terminalLabel = (processId: string) => processId.slice(0, TERMINAL_LABEL_LENGTH);

/** Each process's whole output, in the order the processes first wrote. */
export function shellProcesses(steps: readonly TaskStep[]): ShellProcess[] {
  const outputs = new Map<string, string[]>();
  for (const step of steps) {
    const content = stepContentOf(step);
    if (content?.type !== "trajectory") continue;
    for (const log of content.payload.shell ?? []) {
      const chunks = outputs.get(log.process_id) ?? [];
      chunks.push(log.data);
      outputs.set(log.process_id, chunks);
    }
  }
  return [...outputs].map(([id, chunks]) => ({ id, label: terminalLabel(id), output: chunks.join("") }));
}

export function showsTerminalArrows(tabCount: number): boolean {
  return tabCount >= TERMINAL_ARROWS_FROM_TABS;
}

/** The tab an arrow moves to: one step, stopping at either end. */
export function stepTerminalTab(index: number, direction: -1 | 1, tabCount: number): number {
  return Math.min(Math.max(index + direction, 0), Math.max(tabCount - 1, 0));
}
