/**
 * What the plan cards show for a billing period (spec §4 "Billing toggle monthly/yearly, default monthly", §9
 * Plans). The spec prices only the month; a year is billed as ten months, so yearly billing gives two months free.
 */
import { type billingPeriods, plans, type PlanLevel, YEARLY_BILLED_MONTHS } from "@/lib/contract/constants";

export type BillingPeriod = (typeof billingPeriods)[number];

const MONTHS_IN_YEAR = 12;

export type PlanPrice = {
  /** US dollars for the period. */
  amount: number;
  /** The struck-through price for the same period; equal to `amount` when there is no discount. */
  listAmount: number;
  per: "month" | "year";
};

export function planPrice(level: PlanLevel, period: BillingPeriod): PlanPrice {
  const plan = plans[level];
  if (period === "monthly") return { amount: plan.pricePerMonth, listAmount: plan.listPricePerMonth, per: "month" };
  return {
    amount: plan.pricePerMonth * YEARLY_BILLED_MONTHS,
    listAmount: plan.listPricePerMonth * MONTHS_IN_YEAR,
    per: "year",
  };
}

export function formatDollars(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}
