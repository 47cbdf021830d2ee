import "server-only";
import Stripe from "stripe";
import { ContractError } from "@/lib/contract";
import { ResultCode } from "@/lib/contract/codes";
import type { PaidPlan } from "./plan-change";
import type { PaymentSettings } from "./payment-settings";

/** Stripe, when STRIPE_SECRET_KEY is set; without it payments are not configured (README "Payments and operators"). */
export function stripeClient(settings: Pick<PaymentSettings, "STRIPE_SECRET_KEY" | "STRIPE_API_URL">): Stripe | undefined {
  if (!settings.STRIPE_SECRET_KEY) return undefined;
  const api = new URL(settings.STRIPE_API_URL);
  return new Stripe(settings.STRIPE_SECRET_KEY, {
    host: api.hostname,
    port: api.port === "" ? undefined : api.port,
    protocol: api.protocol === "http:" ? "http" : "https",
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
}

export const PAYMENTS_NOT_CONFIGURED =
  "Payments are not configured on this server. Its operator can set STRIPE_SECRET_KEY, or change your plan with npm run admin.";

/** A call to Stripe whose refusal is answered as the payment service's (502), without Stripe's own details. */
export async function askStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new ContractError(ResultCode.badGateway, "The payment service did not accept the request. Please try again later.", { cause: error });
    }
    throw error;
  }
}

/**
 * Who a Checkout Session and its subscription are for, written into both as metadata when the session is made and
 * read back from the events the webhook receives.
 */
export type PlanMetadata = { userId: string; plan: PaidPlan };

export function planMetadataOf(metadata: Stripe.Metadata | null | undefined): PlanMetadata | undefined {
  const userId = metadata?.userId;
  const plan = metadata?.plan;
  return userId && (plan === "pro" || plan === "lab") ? { userId, plan } : undefined;
}
