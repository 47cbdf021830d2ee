import "server-only";
import { successEnvelope } from "@/lib/contract/envelope";
import type { BackendDeps } from "../deps";
import { type CallRouter, mount } from "../http/mount";
import { acceptInvite, createInvite } from "../services/credit/lab-invites";
import { listLabmates, removeLabmate } from "../services/credit/lab-members";
import { createPayment } from "../services/credit/payment-checkout";
import { cancelPlan } from "../services/credit/plan-change-cancel";
import { receiveStripeEvent, STRIPE_WEBHOOK_PATH } from "../services/credit/stripe-webhook";

/** Plans, shared labs and payments (spec §1, §2 Upgrade page, §7 credit calls; README "Payments and operators"). */
export function mountCreditCalls(api: CallRouter, deps: BackendDeps) {
  mount(api, "credit.list", ({ user }) => listLabmates(deps, user));
  mount(api, "credit.invite", ({ user, body }) => createInvite(deps, user, body?.email));
  mount(api, "credit.join", ({ user, query }) => acceptInvite(deps, user, query.inviteId));
  mount(api, "credit.remove", ({ user, body }) => removeLabmate(deps, user, String(body.userId)));
  mount(api, "credit.upgradePlan", ({ user, body }) => createPayment(deps, user, body));
  mount(api, "credit.cancel", ({ user }) => cancelPlan(deps, user));
  // Not a contract call: Stripe, not our client, calls it. Its signature covers the exact bytes sent, read raw.
  api.hono.post(STRIPE_WEBHOOK_PATH, async (c) => c.json(successEnvelope(await receiveStripeEvent(deps, await c.req.text(), c.req.header("stripe-signature")))));
}
