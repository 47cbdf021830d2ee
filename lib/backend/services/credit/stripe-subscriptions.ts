import "server-only";
import type Stripe from "stripe";
import type { PlanMetadata } from "./stripe-client";

/**
 * Unsubscribing stops Stripe's renewals at the end of the paid period: the subscriptions made for this user and
 * plan (found by the metadata Checkout wrote, so no Stripe id needs storing) are set to cancel at period end.
 */
export async function stopRenewals(stripe: Stripe, owner: PlanMetadata): Promise<void> {
  const query = `status:'active' AND metadata['userId']:'${owner.userId}' AND metadata['plan']:'${owner.plan}'`;
  for await (const subscription of stripe.subscriptions.search({ query })) {
    if (!subscription.cancel_at_period_end) await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
  }
}
