"use client";

/**
 * The Upgrade entry (spec §2 Layout) with the credit tooltip: plan level, available and used credits, and a bar
 * of remaining over total. Opens /upgrade in a new tab. Hidden while there is no credit data (lib/client/account/credit-info.ts).
 */
import { CrownIcon } from "@/components/ui/icons";
import { Tooltip } from "@/components/ui/tooltip";
import { useCreditInfo } from "@/lib/client/account/credit-info";
import { creditSummary, type CreditSummary } from "@/lib/domain/account/credit-summary";
import { RemainingCreditsBar } from "@/components/account/remaining-credits-bar";

function CreditDetails({ summary }: { summary: CreditSummary }) {
  return (
    <div className="w-56 text-xs text-neutral-700">
      <p className="flex items-center justify-between">
        <span className="text-neutral-500">Plan</span>
        <span className="rounded-full bg-brand-soft px-2 py-0.5 font-semibold text-brand-ink">{summary.planName}</span>
      </p>
      <p className="mt-2 flex justify-between">
        <span className="text-neutral-500">Available credits</span>
        <span className="font-semibold text-neutral-900">{summary.available}</span>
      </p>
      <p className="mt-1 flex justify-between">
        <span className="text-neutral-500">Used credits</span>
        <span className="font-semibold text-neutral-900">{summary.used}</span>
      </p>
      <RemainingCreditsBar summary={summary} className="mt-3 h-1.5" />
      <p className="mt-1.5 text-right text-[0.7rem] text-neutral-500">
        {summary.available} / {summary.total} remaining
      </p>
    </div>
  );
}

export function UpgradeEntry() {
  const { data, error } = useCreditInfo(true);
  if (!data || error) return null;
  const summary = creditSummary(data);
  return (
    <Tooltip
      content={<CreditDetails summary={summary} />}
      side="right"
      sideOffset={10}
      delayMs={200}
      tone="light"
    >
      <a
        href="/upgrade"
        target="_blank"
        rel="noopener"
        className="flex h-10 w-full items-center gap-2.5 rounded-xl px-2.5 text-sm font-medium text-neutral-800 transition hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand sidebar-collapsed:justify-center sidebar-collapsed:px-0"
      >
        <CrownIcon className="size-4.5 shrink-0 text-amber-500" />
        <span className="flex-1 sidebar-collapsed:sr-only">Upgrade</span>
        <span className="text-xs text-neutral-500 sidebar-collapsed:hidden">{summary.available} credits</span>
      </a>
    </Tooltip>
  );
}
