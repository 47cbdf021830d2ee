import "server-only";
import { ContractError } from "@/lib/contract";
import type { BackendDeps } from "../../deps";
import type { UserRow } from "../../db/schema";
import { accountForUser } from "./accounts";
import { markCanceled } from "./plan-change";
import { askStripe, stripeClient } from "./stripe-client";
import { stopRenewals } from "./stripe-subscriptions";

/**
 * Switch to free (spec §2 Unsubscribe from Plan): the plan is canceled but runs to its reset date, whose distance
 * the page shows ('Switched to Free successfully. your credits remain for N days.'), or on to the date Stripe says
 * it is paid through (a yearly plan); the monthly reset then drops the account to Free's 50. A lab's plan is its
 * owner's to cancel. When a Stripe subscription pays for it, its renewals stop first, so a failure there leaves the
 * plan as it was for the user to try again; a plan an operator gave has no subscription to stop.
 */
export async function cancelPlan(deps: BackendDeps, user: UserRow): Promise<true> {
  const { account } = await deps.db.transaction((tx) => accountForUser(tx, user.id));
  if (account.ownerUserId !== user.id) throw ContractError.badRequest("Only the lab's owner can unsubscribe from its plan.");
  if (account.plan === "free") throw ContractError.badRequest("You are on the Free plan already.");
  if (account.subscriptionStatus === "canceled") return true;
  const stripe = stripeClient(deps.config);
  const subscriptionId = account.stripeSubscriptionId;
  const paidThrough = stripe && subscriptionId ? await askStripe(() => stopRenewals(stripe, subscriptionId)) : null;
  await deps.db.transaction((tx) => markCanceled(tx, account.id, paidThrough));
  return true;
}
