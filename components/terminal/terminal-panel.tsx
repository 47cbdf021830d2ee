"use client";

/**
 * The experiment's terminal panel (spec §2 "Build-Test Process"): one tab per process, labelled with the first 6
 * characters of its id, and prev/next arrows once there are 9 or more tabs. The terminal itself (xterm) loads on
 * demand, when the panel first shows a process.
 */
import * as Tabs from "@radix-ui/react-tabs";
import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { ChevronDownIcon } from "@/components/ui/icons";
import { importRetrying } from "@/lib/client/shell/import-retrying";
import { type ShellProcess, showsTerminalArrows, stepTerminalTab } from "@/lib/domain/task/shell-logs";

const XtermView = dynamic(() => importRetrying(() => import("./xterm-view")), {
  ssr: false,
  loading: () => <p className="px-3 py-2 font-mono text-xs text-neutral-400">Loading the terminal…</p>,
});

export function TerminalPanel({ processes }: { processes: readonly ShellProcess[] }) {
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const listRef = useRef<HTMLDivElement>(null);
  // A run's newest process shows until the reader picks one.
  const active = processes.find((process) => process.id === chosen) ?? processes.at(-1);
  // The arrows may pick a tab scrolled out of the strip. A block body: scrollIntoView now returns a promise in
  // Chromium, and an effect must return nothing but its cleanup.
  useEffect(() => {
    void listRef.current?.querySelector('[data-state="active"]')?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [active?.id]);
  if (!active) return null;
  const index = processes.indexOf(active);
  const move = (direction: -1 | 1) => setChosen(processes[stepTerminalTab(index, direction, processes.length)]?.id);
  const arrows = showsTerminalArrows(processes.length);
  return (
    <Tabs.Root value={active.id} onValueChange={setChosen} activationMode="automatic" className="flex h-64 shrink-0 flex-col border-t border-surface-line bg-[#0b1020]">
      <div className="flex shrink-0 items-center gap-1 border-b border-white/10 px-2 py-1">
        {arrows ? <ArrowButton label="Previous process" disabled={index === 0} onClick={() => move(-1)} rotate="rotate-90" /> : null}
        <Tabs.List ref={listRef} aria-label="Processes" className="flex min-w-0 flex-1 gap-1 overflow-x-auto">
          {processes.map((process) => (
            <Tabs.Trigger
              key={process.id}
              value={process.id}
              title={process.id}
              className="shrink-0 rounded-md px-2 py-0.5 font-mono text-xs text-neutral-400 hover:text-neutral-100 focus-visible:outline-2 focus-visible:outline-sky-400 data-[state=active]:bg-white/10 data-[state=active]:text-white"
            >
              {process.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {arrows ? <ArrowButton label="Next process" disabled={index === processes.length - 1} onClick={() => move(1)} rotate="-rotate-90" /> : null}
      </div>
      <Tabs.Content value={active.id} className="min-h-0 flex-1">
        <XtermView key={active.id} output={active.output} label={active.label} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function ArrowButton({ label, disabled, onClick, rotate }: { label: string; disabled: boolean; onClick: () => void; rotate: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-6 shrink-0 items-center justify-center rounded-md text-neutral-300 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-sky-400 disabled:opacity-30"
    >
      <ChevronDownIcon className={`size-4 ${rotate}`} />
    </button>
  );
}
