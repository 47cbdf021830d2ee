import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { ContractError, type CreatePaymentRequest } from "@/lib/contract";
import { DEFAULT_BILLING_PERIOD, plans, YEARLY_BILLED_MONTHS } from "@/lib/contract/constants";
import { ValidationMessage } from "@/lib/contract/messages";
import type { BackendDeps } from "../../deps";
import type { UserRow } from "../../db/schema";
import { labMembershipOf } from "./lab-account";
import { hasActivePlan, type PaidPlan } from "./plan-change";
import { askStripe, PAYMENTS_NOT_CONFIGURED, type PlanMetadata, stripeClient } from "./stripe-client";

/**
 * Create payment (spec §7: productCode → payUrl): a Stripe Checkout Session for the plan's subscription, monthly or
 * yearly. The plan starts when Stripe reports the payment (stripe-webhook.ts), never on the way back from Checkout.
 */
export async function createPayment(deps: BackendDeps, user: UserRow, request: CreatePaymentRequest): Promise<{ payUrl: string }> {
  checkPayInvitationCode(deps.config.PAY_INVITATION_CODE, request.inviteCode);
  const stripe = stripeClient(deps.config);
  if (!stripe) throw ContractError.badRequest(PAYMENTS_NOT_CONFIGURED);
  const membership = await deps.db.transaction((tx) => labMembershipOf(tx, user.id));
  if (membership && !membership.isOwner) {
    throw ContractError.badRequest("You share a lab's credits. Leave the lab before buying a plan of your own.");
  }
  const plan: PaidPlan = request.productCode === plans.pro.productCode ? "pro" : "lab";
  // A canceled plan may be bought again (its Stripe renewals are stopped); an active one would be paid twice.
  if (await hasActivePlan(deps.db, user.id, plan)) throw ContractError.badRequest(`You are on the ${plans[plan].displayName} plan already.`);
  const yearly = (request.billingPeriod ?? DEFAULT_BILLING_PERIOD) === "yearly";
  const metadata: PlanMetadata = { userId: user.id, plan };
  const upgradePage = new URL("/upgrade", deps.config.APP_URL);
  const session = await askStripe(() =>
    stripe.checkout.sessions.create({
      mode: "subscription",
      client_reference_id: user.id,
      customer_email: user.email,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: "usd",
            unit_amount: plans[plan].pricePerMonth * 100 * (yearly ? YEARLY_BILLED_MONTHS : 1),
            recurring: { interval: yearly ? "year" : "month" },
            product_data: { name: `${plans[plan].displayName} plan (${plans[plan].creditsPerMonth} credits a month)` },
          },
        },
      ],
      metadata,
      subscription_data: { metadata },
      success_url: `${upgradePage.href}?payment=success`,
      cancel_url: upgradePage.href,
    }),
  );
  if (!session.url) throw new Error(`Stripe made Checkout Session ${session.id} without a URL`);
  return { payUrl: session.url };
}

/** The pay invitation code, when the operator set one; compared in constant time, so answer times do not spell it out. */
function checkPayInvitationCode(expected: string | undefined, given: string | null | undefined): void {
  if (expected === undefined) return;
  const digest = (text: string) => createHash("sha256").update(text).digest();
  if (!timingSafeEqual(digest(expected), digest((given ?? "").trim()))) throw ContractError.badRequest(ValidationMessage.invitationCodeInvalid);
}
