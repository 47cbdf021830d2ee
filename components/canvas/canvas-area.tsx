/**
 * The session page's right-hand canvas area: the active panel (spec §2 "Canvas panel"), or the spec's empty state
 * when no task has a panel yet. A panel is keyed by its task, so switching tasks starts the view afresh.
 */
import type { CanvasPanelInput } from "@/lib/domain/task/task-progress";
import { EmptyCanvas } from "./empty-canvas";
import { CanvasPanelView } from "./panel-registry";

export type CanvasAreaProps = { className?: string; panel?: CanvasPanelInput };

export function CanvasArea({ className = "", panel }: CanvasAreaProps) {
  return (
    <section aria-label="Canvas" className={`min-w-0 flex-1 p-3 ${className}`}>
      {panel ? (
        <CanvasPanelView key={panel.key} panel={panel} />
      ) : (
        <EmptyCanvas className="rounded-2xl border border-surface-line bg-white shadow-xs" />
      )}
    </section>
  );
}
