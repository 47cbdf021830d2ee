import "server-only";
import type Stripe from "stripe";

/**
 * Unsubscribing stops Stripe's renewals at the end of the paid period. The subscription is the one the account
 * stores (by id: Stripe's search lags about a minute, and would miss a subscription paid a moment ago). Answers the
 * date it is paid through, which a yearly plan keeps until (periods.ts).
 */
export async function stopRenewals(stripe: Stripe, subscriptionId: string): Promise<Date | null> {
  const subscription = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
  const periodEnds = subscription.items?.data.map((item) => item.current_period_end) ?? [];
  const endsAt = subscription.cancel_at ?? (periodEnds.length > 0 ? Math.max(...periodEnds) : null);
  return endsAt === null ? null : new Date(endsAt * 1000);
}
