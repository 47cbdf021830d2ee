"use client";

/**
 * Your credit (spec §2 Upgrade page, §3 Credit data, §4 Subscription): the plan, what is left of the month's
 * credits, when they reset, and for a canceled plan how many days its credits remain.
 */
import type { KeyedMutator } from "swr";
import { plans } from "@/lib/contract/constants";
import type { CreditData } from "@/lib/contract/entities/user";
import { creditSummary } from "@/lib/domain/account/credit-summary";
import { formatCredits } from "@/lib/domain/account/credit-history";
import { expiresInDays, expiresLabel, isCanceled, timestampMs } from "@/lib/domain/account/subscription";
import { EmptyNote, LoadingRows, UpgradeSection } from "./upgrade-section";
import { RemainingCreditsBar } from "@/components/account/remaining-credits-bar";

export type CreditAnswer = { data: CreditData | undefined; error: unknown; isLoading: boolean; mutate: KeyedMutator<CreditData> };

function resetDay(credit: CreditData): string | undefined {
  if (credit.resetDate === null || credit.resetDate === undefined) return undefined;
  const at = timestampMs(credit.resetDate);
  return Number.isFinite(at) ? new Date(at).toLocaleDateString("en-US", { dateStyle: "medium" }) : undefined;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-surface-muted px-4 py-3">
      <dt className="text-xs text-neutral-500">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-neutral-900">{value}</dd>
    </div>
  );
}

export function YourCredit({ answer, now }: { answer: CreditAnswer; now: number }) {
  const { data: credit, error, isLoading } = answer;
  let body;
  if (isLoading) body = <LoadingRows label="Loading your credit" rows={2} />;
  else if (error || !credit) body = <EmptyNote>Your credit could not be loaded. Reload the page to try again.</EmptyNote>;
  else {
    const summary = creditSummary(credit);
    const reset = resetDay(credit);
    body = (
      <div className="space-y-4">
        <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-700">
          <span className="rounded-full bg-brand-soft px-2.5 py-0.5 font-semibold text-brand-ink">{plans[credit.userLevel].displayName}</span>
          {isCanceled(credit) ? (
            <span className="rounded-full bg-amber-50 px-2.5 py-0.5 font-medium text-amber-800">{expiresLabel(expiresInDays(credit.resetDate, now))}</span>
          ) : null}
          {reset ? <span className="text-neutral-500">Credits reset on {reset}</span> : null}
        </p>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Figure label="Available credits" value={formatCredits(summary.available)} />
          <Figure label="Used credits" value={formatCredits(summary.used)} />
          <Figure label="Credits this month" value={formatCredits(summary.total)} />
        </dl>
        <RemainingCreditsBar summary={summary} className="h-2" />
      </div>
    );
  }
  return <UpgradeSection title="Your credit">{body}</UpgradeSection>;
}
