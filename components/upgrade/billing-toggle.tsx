"use client";

/**
 * Monthly or yearly billing (spec §4, default monthly): native radios, so arrow keys move between them as a
 * keyboard user expects; they look like a segmented switch.
 */
import { useId } from "react";
import { YEARLY_BILLED_MONTHS } from "@/lib/contract/constants";
import type { BillingPeriod } from "@/lib/domain/account/plan-pricing";

const OPTIONS: readonly { value: BillingPeriod; label: string; note?: string }[] = [
  { value: "monthly", label: "Monthly" },
  { value: "yearly", label: "Yearly", note: `${12 - YEARLY_BILLED_MONTHS} months free` },
];

export function BillingToggle({ value, onChange }: { value: BillingPeriod; onChange: (next: BillingPeriod) => void }) {
  const name = useId();
  return (
    <fieldset className="inline-flex rounded-full border border-surface-line bg-surface-muted p-1">
      <legend className="sr-only">Billing period</legend>
      {OPTIONS.map((option) => (
        <label
          key={option.value}
          className="relative cursor-pointer rounded-full px-4 py-1.5 text-sm font-medium text-neutral-600 has-checked:bg-white has-checked:text-brand-ink has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          {option.label}
          {option.note ? <span className="ml-1.5 text-xs font-semibold text-emerald-700">{option.note}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
