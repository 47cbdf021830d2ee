/** The sidebar's credit tooltip (spec §2 Layout): plan level, available and used credits, remaining over total. */
import { plans, type PlanLevel } from "@/lib/contract/constants";

export type CreditFigures = { userLevel: PlanLevel; totalCredit: number; usedCredit: number; remainingCredit: number };

export type CreditSummary = {
  planName: string;
  available: number;
  used: number;
  total: number;
  /** Remaining over total, 0–100, for the progress bar. */
  remainingPercent: number;
};

export function creditSummary(credit: CreditFigures): CreditSummary {
  const total = Math.max(0, credit.totalCredit);
  const available = Math.max(0, credit.remainingCredit);
  const ratio = total > 0 ? available / total : 0;
  return {
    planName: plans[credit.userLevel].displayName,
    available,
    used: Math.max(0, credit.usedCredit),
    total,
    remainingPercent: Math.round(Math.min(1, Math.max(0, ratio)) * 100),
  };
}
