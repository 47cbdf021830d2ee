import "server-only";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { ContractError } from "@/lib/contract";
import type { Transaction } from "../../db/client";
import type { BackendDeps } from "../../deps";
import { type CreditAccountRow, paymentEvents, users } from "../../db/schema";
import { logger } from "../../logger";
import { lockedAccount } from "./accounts";
import { accountForPlan, endSubscription, renewPlan, startPlan } from "./plan-change";
import { type PlanMetadata, planMetadataOf } from "./stripe-client";

/**
 * Stripe's events, POSTed to APP_URL/api/payments/stripe/webhook (the endpoint an operator registers with Stripe).
 * The signature is checked over the raw bytes with STRIPE_WEBHOOK_SECRET before anything is read. Each event is
 * handled at most once: its id goes into payment_events in the same transaction as the plan change, so a
 * redelivered or concurrently delivered event changes nothing.
 */
export const STRIPE_WEBHOOK_PATH = "/payments/stripe/webhook";

export async function receiveStripeEvent(deps: BackendDeps, rawBody: string, signature: string | undefined): Promise<true> {
  const event = verifiedEvent(rawBody, signature, deps.config.STRIPE_WEBHOOK_SECRET);
  await deps.db.transaction(async (tx) => {
    const [first] = await tx.insert(paymentEvents).values({ id: event.id, kind: event.type }).onConflictDoNothing().returning();
    if (first) await applyEvent(tx, event);
  });
  return true;
}

function verifiedEvent(rawBody: string, signature: string | undefined, secret: string | undefined): Stripe.Event {
  if (!secret) throw ContractError.badRequest("Stripe events are not accepted: STRIPE_WEBHOOK_SECRET is not set");
  if (!signature) throw ContractError.badRequest("The Stripe-Signature header is missing");
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw ContractError.badRequest("The Stripe signature does not match this event");
  }
}

async function applyEvent(tx: Transaction, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      // A delayed payment method completes Checkout unpaid; its async_payment_succeeded event starts the plan.
      if (session.payment_status === "unpaid") return;
      const owner = await ownerOf(tx, event, session.metadata);
      if (!owner) return;
      await startPlan(tx, { ...owner, periodKey: `stripe:${event.id}`, stripeSubscriptionId: idOf(session.subscription) });
      return;
    }
    case "invoice.paid": {
      const invoice = event.data.object;
      // The first invoice is the Checkout payment, already handled; later ones renew.
      if (invoice.billing_reason !== "subscription_cycle") return;
      const details = invoice.parent?.subscription_details;
      const owner = await ownerOf(tx, event, details?.metadata);
      const account = owner && (await subscribedAccount(tx, event, owner, idOf(details?.subscription)));
      if (owner && account) await renewPlan(tx, account, owner.plan);
      return;
    }
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      const owner = await ownerOf(tx, event, subscription.metadata);
      const account = owner && (await subscribedAccount(tx, event, owner, subscription.id));
      if (account) await endSubscription(tx, account.id);
      return;
    }
    default:
      return;
  }
}

/**
 * The user an event is for, when there is one. An event that cannot be placed (no plan metadata, or a user deleted
 * since paying) is logged for the operator, who may owe a refund, and answered 200: Stripe retries any other answer
 * for days, and no retry would place it.
 */
async function ownerOf(tx: Transaction, event: Stripe.Event, metadata: Stripe.Metadata | null | undefined): Promise<PlanMetadata | undefined> {
  const owner = planMetadataOf(metadata);
  const [user] = owner ? await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)) : [];
  if (owner && user) return owner;
  logger.warn({ eventId: event.id, type: event.type, userId: owner?.userId, why: owner ? "no such user" : "no plan metadata" }, "Stripe event ignored");
  return undefined;
}

/**
 * The plan's account, locked, when this subscription is the one paying for it now. Any other (one that ended, then
 * the plan was bought again; a renewal delivered after its subscription's end) is logged and changes nothing.
 */
async function subscribedAccount(tx: Transaction, event: Stripe.Event, owner: PlanMetadata, subscriptionId: string | null): Promise<CreditAccountRow | undefined> {
  const account = await lockedAccount(tx, (await accountForPlan(tx, owner.userId, owner.plan)).id);
  if (account && subscriptionId !== null && account.stripeSubscriptionId === subscriptionId) return account;
  const why = "not the subscription paying for the plan now";
  logger.warn({ eventId: event.id, type: event.type, subscriptionId, current: account?.stripeSubscriptionId, why }, "Stripe event ignored");
  return undefined;
}

const idOf = (reference: string | { id: string } | null | undefined): string | null => (typeof reference === "string" ? reference : (reference?.id ?? null));
