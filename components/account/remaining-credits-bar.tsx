import type { CreditSummary } from "@/lib/domain/account/credit-summary";

/** The remaining/total credit bar (spec §2 sidebar credit tooltip, Upgrade page 'Your credit'). */
export function RemainingCreditsBar({ summary, className }: { summary: CreditSummary; className: string }) {
  return (
    <div
      role="progressbar"
      aria-label="Remaining credits"
      aria-valuemin={0}
      aria-valuemax={summary.total}
      aria-valuenow={summary.available}
      className={`overflow-hidden rounded-full bg-surface-line ${className}`}
    >
      <div className="h-full rounded-full bg-brand" style={{ width: `${summary.remainingPercent}%` }} />
    </div>
  );
}
