"use client";

/**
 * The session page's right-hand canvas area: the active panel (spec §2 "Canvas panel"), or the spec's empty state
 * when no task has a panel yet. A panel is keyed by its task, so switching tasks starts the view afresh. The panels'
 * code (tabs, process view, reports) loads on demand: there is no panel before a task exists, so a session page
 * does not pay for it on its first load (issue 16: the page's first-load JS may grow by 5 kB at most).
 */
import dynamic from "next/dynamic";
import { Spinner } from "@/components/ui/button";
import { importRetrying } from "@/lib/client/shell/import-retrying";
import type { CanvasPanelInput } from "@/lib/domain/task/task-progress";
import { EmptyCanvas } from "./empty-canvas";

const CanvasPanelView = dynamic(() => importRetrying(() => import("./panel-registry")).then((registry) => registry.CanvasPanelView), {
  loading: () => <PanelLoading />,
});

/** Tailwind's md breakpoint (48rem): the window width from which the session page shows the canvas beside the chat. */
export const CANVAS_MIN_WINDOW_WIDTH = 768;

export type CanvasAreaProps = { className?: string; panel?: CanvasPanelInput };

const frame = "rounded-2xl border border-surface-line bg-white shadow-xs";

export function CanvasArea({ className = "", panel }: CanvasAreaProps) {
  return (
    <section aria-label="Canvas" className={`min-w-0 flex-1 p-3 ${className}`}>
      {panel ? <CanvasPanelView key={panel.key} panel={panel} /> : <EmptyCanvas className={frame} />}
    </section>
  );
}

function PanelLoading() {
  return (
    <div role="status" aria-label="Loading the panel" className={`flex h-full items-center justify-center ${frame}`}>
      <Spinner className="size-5 text-brand" />
    </div>
  );
}
