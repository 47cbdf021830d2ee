import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditAccounts, creditLedger, labMembers, paymentEvents } from "@/lib/backend/db/schema";
import { postEntry } from "@/lib/backend/services/credit/ledger";
import { handleApiRequest } from "@/lib/bff/handle-api-request";
import { BFF_ORIGIN, useTestBackendForBff } from "../security/access-support";
import { createTestBackend, type TestBackend } from "../support/test-backend";
import { accountsOf, type Person, person } from "./payments-support";

/**
 * The Stripe webhook (issue 19 acceptance "Stripe"): events signed with the endpoint's secret, made by the stripe
 * library's own test-header generator, no network. What a payer would notice if this failed: paying and staying on
 * Free, a redelivered event resetting the credits they had already spent, or a forged event handing out a plan.
 */
const secret = `whsec_${randomBytes(16).toString("hex")}`;
let backend: TestBackend;

beforeAll(async () => {
  backend = await createTestBackend({ STRIPE_WEBHOOK_SECRET: secret }, { runWorkers: false });
});
afterAll(() => backend.dispose());

type EventParts = { type: string; object: Record<string, unknown> };

function eventPayload({ type, object }: EventParts): { id: string; payload: string } {
  const id = `evt_test_${randomBytes(8).toString("hex")}`;
  const event = { id, object: "event", api_version: "2026-10-28.endive", created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object } };
  return { id, payload: JSON.stringify(event) };
}

function deliver(payload: string, signature = Stripe.webhooks.generateTestHeaderString({ payload, secret })) {
  return backend.json<{ code: number; message: string }>("/payments/stripe/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
}

const checkoutCompleted = (who: Person, plan: "pro" | "lab", subscription = `sub_${who.id}`) => ({
  type: "checkout.session.completed",
  object: { id: `cs_test_${who.id}`, object: "checkout.session", payment_status: "paid", subscription, metadata: { userId: who.id, plan } },
});

const subscriptionDeleted = (who: Person, plan: "pro" | "lab", id: string) => ({
  type: "customer.subscription.deleted",
  object: { object: "subscription", id, metadata: { userId: who.id, plan } },
});

const renewalPaid = (who: Person, plan: "pro" | "lab", subscription: string) => ({
  type: "invoice.paid",
  object: {
    object: "invoice",
    billing_reason: "subscription_cycle",
    parent: { type: "subscription_details", subscription_details: { subscription, metadata: { userId: who.id, plan } } },
  },
});

describe("a checkout completed, signed", () => {
  it("upgrades once, even when delivered three times (one after another and at once)", async () => {
    const payer = await person(backend, "payer");
    const { id, payload } = eventPayload(checkoutCompleted(payer, "pro"));
    expect((await deliver(payload)).body.code).toBe(0);
    const { personal } = await accountsOf(backend, payer);
    expect(personal).toMatchObject({ plan: "pro", subscriptionStatus: "active", balance: 500 });
    // Spent after the upgrade: a redelivered event must not reset the balance to 500 again.
    await backend.deps.db.transaction((tx) => postEntry(tx, { accountId: personal?.id ?? "", kind: "chat", amount: -7, idempotencyKey: `spend:${id}` }));
    const again = await Promise.all([deliver(payload), deliver(payload)]);
    expect(again.map((answer) => answer.body.code)).toEqual([0, 0]);
    expect((await accountsOf(backend, payer)).personal?.balance).toBe(493);
    expect(await backend.deps.db.select().from(creditLedger).where(eq(creditLedger.idempotencyKey, `stripe:${id}`))).toHaveLength(1);
    expect(await backend.deps.db.select().from(paymentEvents).where(eq(paymentEvents.id, id))).toHaveLength(1);
  });

  it("for Ultra makes the payer's lab, which they draw on", async () => {
    const payer = await person(backend, "lab-payer");
    expect((await deliver(eventPayload(checkoutCompleted(payer, "lab")).payload)).body.code).toBe(0);
    const { lab } = await accountsOf(backend, payer);
    expect(lab).toMatchObject({ plan: "lab", subscriptionStatus: "active", balance: 5000 });
    const [member] = await backend.deps.db.select().from(labMembers).where(eq(labMembers.userId, payer.id));
    expect(member?.accountId).toBe(lab?.id);
  });

  it("still unpaid (a delayed payment method) changes nothing until its payment succeeds", async () => {
    const payer = await person(backend, "delayed");
    const parts = checkoutCompleted(payer, "pro");
    await deliver(eventPayload({ ...parts, object: { ...parts.object, payment_status: "unpaid" } }).payload);
    expect((await accountsOf(backend, payer)).personal?.plan ?? "free").toBe("free");
    await deliver(eventPayload({ ...parts, type: "checkout.session.async_payment_succeeded" }).payload);
    expect((await accountsOf(backend, payer)).personal?.plan).toBe("pro");
  });
});

describe("an event no account can take", () => {
  it("is acknowledged (200, code 0) once, not failed for Stripe to retry for days: a user deleted since paying", async () => {
    const { id, payload } = eventPayload(checkoutCompleted({ id: randomUUID(), email: "gone@example.org", token: "" }, "pro"));
    const answer = await deliver(payload);
    expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 200, code: 0 });
    expect(await backend.deps.db.select().from(paymentEvents).where(eq(paymentEvents.id, id))).toHaveLength(1);
  });
});

describe("a forged or broken delivery", () => {
  it("is refused (400) and changes nothing: wrong secret, altered body, no signature, stale timestamp", async () => {
    const payer = await person(backend, "target");
    const { payload } = eventPayload(checkoutCompleted(payer, "lab"));
    const altered = payload.replace(payer.id, (await person(backend, "thief")).id);
    const attempts = [
      deliver(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_guessed" })),
      deliver(altered, Stripe.webhooks.generateTestHeaderString({ payload, secret })),
      backend.json<{ code: number }>("/payments/stripe/webhook", { method: "POST", headers: { "content-type": "application/json" }, body: payload }),
      deliver(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(Date.now() / 1000) - 3600 })),
    ];
    for (const answer of await Promise.all(attempts)) expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 400, code: 400 });
    expect(await accountsOf(backend, payer)).toEqual({ personal: undefined, lab: undefined });
  });

  it("is refused by a backend without STRIPE_WEBHOOK_SECRET", async () => {
    const unconfigured = await createTestBackend({}, { runWorkers: false });
    try {
      const { payload } = eventPayload({ type: "checkout.session.completed", object: {} });
      const answer = await unconfigured.json<{ code: number; message: string }>("/payments/stripe/webhook", {
        method: "POST",
        headers: { "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
        body: payload,
      });
      expect(answer.body).toMatchObject({ code: 400, message: expect.stringContaining("STRIPE_WEBHOOK_SECRET") });
    } finally {
      await unconfigured.dispose();
    }
  });
});

describe("the subscription's later events", () => {
  it("a renewal paid keeps the plan on (un-canceled); the subscription ending marks it canceled", async () => {
    const payer = await person(backend, "renews");
    await deliver(eventPayload(checkoutCompleted(payer, "pro", "sub_renews")).payload);
    expect((await accountsOf(backend, payer)).personal?.stripeSubscriptionId).toBe("sub_renews");
    await backend.deps.db.update(creditAccounts).set({ subscriptionStatus: "canceled" }).where(eq(creditAccounts.ownerUserId, payer.id));
    await deliver(eventPayload(renewalPaid(payer, "pro", "sub_renews")).payload);
    expect((await accountsOf(backend, payer)).personal).toMatchObject({ plan: "pro", subscriptionStatus: "active" });
    await deliver(eventPayload(subscriptionDeleted(payer, "pro", "sub_renews")).payload);
    expect((await accountsOf(backend, payer)).personal).toMatchObject({ plan: "pro", subscriptionStatus: "canceled", stripeSubscriptionId: null });
  });

  it("a renewal delivered after its subscription ended does not turn the plan back on", async () => {
    const payer = await person(backend, "late-invoice");
    await deliver(eventPayload(checkoutCompleted(payer, "pro", "sub_late")).payload);
    await deliver(eventPayload(subscriptionDeleted(payer, "pro", "sub_late")).payload);
    const answer = await deliver(eventPayload(renewalPaid(payer, "pro", "sub_late")).payload);
    expect(answer.body.code).toBe(0);
    expect((await accountsOf(backend, payer)).personal?.subscriptionStatus).toBe("canceled");
  });

  it("the old subscription ending after the plan was bought again leaves the new one on", async () => {
    const payer = await person(backend, "buys-again");
    await deliver(eventPayload(checkoutCompleted(payer, "lab", "sub_first")).payload);
    await backend.deps.db.update(creditAccounts).set({ subscriptionStatus: "canceled" }).where(eq(creditAccounts.ownerUserId, payer.id));
    await deliver(eventPayload(checkoutCompleted(payer, "lab", "sub_second")).payload);
    await deliver(eventPayload(subscriptionDeleted(payer, "lab", "sub_first")).payload);
    await deliver(eventPayload(renewalPaid(payer, "lab", "sub_first")).payload);
    expect((await accountsOf(backend, payer)).lab).toMatchObject({ plan: "lab", subscriptionStatus: "active", stripeSubscriptionId: "sub_second" });
  });
});

describe("through the BFF (the address Stripe is given: APP_URL/api/payments/stripe/webhook)", () => {
  it("reaches the backend with its signature header", async () => {
    const undo = useTestBackendForBff(backend);
    try {
      const payer = await person(backend, "via-bff");
      const { payload } = eventPayload(checkoutCompleted(payer, "pro"));
      const request = new Request(`${BFF_ORIGIN}/api/payments/stripe/webhook`, {
        method: "POST",
        headers: { host: new URL(BFF_ORIGIN).host, "content-type": "application/json", "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
        body: payload,
      });
      const answer = await handleApiRequest(request);
      expect(answer.status, await answer.clone().text()).toBe(200);
      expect((await accountsOf(backend, payer)).personal?.plan).toBe("pro");
    } finally {
      undo();
    }
  });
});
