/** One titled card of the upgrade page; its heading names the region for assistive tech. */
import { useId, type ReactNode } from "react";

export type UpgradeSectionProps = { title: string; action?: ReactNode; children: ReactNode; className?: string };

export function UpgradeSection({ title, action, children, className = "" }: UpgradeSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`rounded-2xl border border-surface-line bg-white p-6 shadow-xs ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight text-neutral-900">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A quiet line where a section has nothing to show yet. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-surface-muted px-4 py-6 text-center text-sm text-neutral-500">{children}</p>;
}

/** Placeholder rows while a section loads. */
export function LoadingRows({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="space-y-2">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden="true" className="h-9 animate-pulse rounded-lg bg-surface-line/60" />
      ))}
    </div>
  );
}
