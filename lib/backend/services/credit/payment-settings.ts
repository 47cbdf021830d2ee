import "server-only";
import { z } from "zod";

/**
 * The payment settings (issue 19 item 4), a part of the backend's settings (config.ts reads them with the rest).
 * All optional: without STRIPE_SECRET_KEY the upgrade buttons answer that payments are not configured and operators
 * change plans with `npm run admin` (README "Payments and operators").
 */
const optionalSecret = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

export const paymentEnvShape = {
  /** A Stripe secret key (sk_live_… or sk_test_…): create payment opens a Stripe Checkout Session. */
  STRIPE_SECRET_KEY: optionalSecret,
  /** The signing secret (whsec_…) of the endpoint APP_URL/api/payments/stripe/webhook; unset = the webhook refuses all. */
  STRIPE_WEBHOOK_SECRET: optionalSecret,
  /** Where the Stripe client sends its calls: Stripe's API unless a test points it at a local fake. */
  STRIPE_API_URL: z.url().default("https://api.stripe.com"),
  /**
   * The pay invitation code (spec §2 'pay invitation code' dialog). Set, create payment requires it; the spec held it
   * in the client, where it was no secret, so the server compares it.
   */
  PAY_INVITATION_CODE: optionalSecret,
};

export type PaymentSettings = z.infer<z.ZodObject<typeof paymentEnvShape>>;
