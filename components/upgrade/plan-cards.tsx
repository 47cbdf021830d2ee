"use client";

/**
 * The plan cards (spec §9 Plans: Free $0 50, Pro $26 list $35 500, Ultra $230 list $350 5000) with the billing
 * toggle, each paid card's average cost per task (spec §9, the upgrade page's reading) and its upgrade button.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { agents, type AgentId } from "@/lib/contract/agents";
import { averageCreditsPerTaskByPlan, DEFAULT_BILLING_PERIOD, planLevels, plans, type PlanLevel } from "@/lib/contract/constants";
import type { CreditData } from "@/lib/contract/entities/user";
import { openDialog } from "@/lib/client/shell/dialogs";
import { type BillingPeriod, formatDollars, planPrice } from "@/lib/domain/account/plan-pricing";
import { BillingToggle } from "./billing-toggle";
import { PayInvitationCodeDialog } from "./pay-invitation-code-dialog";
import { UpgradeSection } from "./upgrade-section";
import { usePlanPayment } from "./use-plan-payment";

const AGENT_ORDER: readonly AgentId[] = ["deepSurvey", "ideaSpark", "methodDesign", "notebook", "autoExperiment"];

function perks(level: PlanLevel): string[] {
  if (level === "free") return ["Deep Survey, Idea Spark, Method Design and Jupyter Notebook", "Auto Experiment not included"];
  const costs = AGENT_ORDER.map((agent) => {
    const name = agent === "autoExperiment" ? "Advanced Auto Experiment" : agents[agent].displayName;
    return `${name}: about ${averageCreditsPerTaskByPlan[agent][level]} credits per task`;
  });
  return level === "lab" ? [...costs, "Share the credits with your labmates"] : costs;
}

type CardAction = { kind: "current" } | { kind: "upgrade" } | { kind: "login" } | { kind: "none" };

function actionFor(level: PlanLevel, signedIn: boolean, current: PlanLevel | undefined): CardAction {
  if (!signedIn) return level === "free" ? { kind: "none" } : { kind: "login" };
  if (!current) return { kind: "none" };
  if (level === current) return { kind: "current" };
  return planLevels.indexOf(level) > planLevels.indexOf(current) ? { kind: "upgrade" } : { kind: "none" };
}

export type PlanCardsProps = { signedIn: boolean; credit: CreditData | undefined; inviteCode: string | undefined };

export function PlanCards({ signedIn, credit, inviteCode }: PlanCardsProps) {
  const [period, setPeriod] = useState<BillingPeriod>(DEFAULT_BILLING_PERIOD);
  const payment = usePlanPayment(inviteCode);

  return (
    <UpgradeSection title="Plans" action={<BillingToggle value={period} onChange={setPeriod} />}>
      <ul className="grid gap-4 md:grid-cols-3">
        {planLevels.map((level) => {
          const plan = plans[level];
          const price = planPrice(level, period);
          const action = actionFor(level, signedIn, credit?.userLevel);
          return (
            <li
              key={level}
              aria-label={`${plan.displayName} plan`}
              className={`flex flex-col rounded-2xl border p-5 ${action.kind === "current" ? "border-brand bg-brand-soft/40" : "border-surface-line"}`}
            >
              <h3 className="text-base font-semibold text-neutral-900">{plan.displayName}</h3>
              <p className="mt-3 flex items-baseline gap-2">
                <span className="text-3xl font-semibold tracking-tight text-neutral-900">{formatDollars(price.amount)}</span>
                {price.listAmount > price.amount ? (
                  <s className="text-sm text-neutral-400" aria-label={`list price ${formatDollars(price.listAmount)}`}>
                    {formatDollars(price.listAmount)}
                  </s>
                ) : null}
                <span className="text-sm text-neutral-500">per {price.per}</span>
              </p>
              <p className="mt-1 text-sm font-medium text-brand-ink">{plan.creditsPerMonth} credits per month</p>
              <ul className="mt-4 flex-1 space-y-1.5 text-xs leading-5 text-neutral-600">
                {perks(level).map((perk) => (
                  <li key={perk}>{perk}</li>
                ))}
              </ul>
              <div className="mt-5">
                {action.kind === "current" ? (
                  <Button variant="secondary" block disabled>
                    Current plan
                  </Button>
                ) : null}
                {action.kind === "upgrade" ? (
                  <Button block busy={payment.busy === level} onClick={() => payment.pay({ level, period })}>
                    Upgrade to {plan.displayName}
                  </Button>
                ) : null}
                {action.kind === "login" ? (
                  <Button variant="secondary" block onClick={() => openDialog("login")}>
                    Log in to upgrade
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {payment.notice ? (
        <p role="alert" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {payment.notice}
        </p>
      ) : null}
      <PayInvitationCodeDialog {...payment.codeDialog} />
    </UpgradeSection>
  );
}
