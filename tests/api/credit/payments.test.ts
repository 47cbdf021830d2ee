import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditAccounts } from "@/lib/backend/db/schema";
import type { Invite } from "@/lib/contract";
import { ValidationMessage } from "@/lib/contract/messages";
import { post } from "../support/accounts";
import { createTestBackend, type TestBackend } from "../support/test-backend";
import { accountsOf, type Person, person, setPlanAsOperator } from "./payments-support";

/**
 * Create payment and switch to free (spec §7; issue 19 item 4). Stripe is a local fake speaking its API, so the
 * Checkout Session the app asks for is read field by field with no network. What a user would notice if this
 * failed: a plan bought at the wrong price or period, a button that fails silently when payments are off, a pay
 * invitation code that anyone can skip, or an unsubscribe that leaves Stripe charging them.
 */
type Seen = { method: string; path: string; body: URLSearchParams };

/** The end of the paid year the fake's subscription answers when set to cancel at its period's end. */
const PAID_THROUGH = new Date("2027-11-24T00:00:00Z");

/** A fake of the Stripe API calls the app makes: Checkout Sessions, and the subscription update. */
function startFakeStripe() {
  const seen: Seen[] = [];
  let refuseNext = false;
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://stripe.test");
      seen.push({ method: request.method ?? "", path: url.pathname, body: request.method === "GET" ? url.searchParams : new URLSearchParams(text) });
      const answer = (status: number, body: unknown) => response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      if (refuseNext) {
        refuseNext = false;
        return answer(400, { error: { type: "invalid_request_error", message: "No such price" } });
      }
      if (url.pathname === "/v1/checkout/sessions") return answer(200, { id: "cs_test_1", object: "checkout.session", url: "https://checkout.stripe.test/c/pay/cs_test_1" });
      if (url.pathname === "/v1/subscriptions/sub_test_1") {
        return answer(200, { id: "sub_test_1", object: "subscription", cancel_at_period_end: true, cancel_at: PAID_THROUGH.getTime() / 1000 });
      }
      return answer(404, { error: { type: "invalid_request_error", message: `unexpected ${url.pathname}` } });
    });
  });
  return {
    seen,
    refuseNext: () => (refuseNext = true),
    listening: new Promise<string>((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const PAY_CODE = "lab-early-2026";
let stripe: ReturnType<typeof startFakeStripe>;
let withStripe: TestBackend;
let withoutStripe: TestBackend;

beforeAll(async () => {
  stripe = startFakeStripe();
  const stripeEnv = { STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_URL: await stripe.listening, APP_URL: "https://cosci.example.org" };
  withStripe = await createTestBackend(stripeEnv, { runWorkers: false });
  withoutStripe = await createTestBackend({ PAY_INVITATION_CODE: PAY_CODE }, { runWorkers: false });
});
afterAll(async () => {
  await withStripe.dispose();
  await withoutStripe.dispose();
  await stripe.close();
});

const upgrade = (backend: TestBackend, who: Person, body: Record<string, unknown>) =>
  post<{ payUrl: string }>(backend, "/credit/upgrade_plan", body, { token: who.token });
const cancel = (backend: TestBackend, who: Person) => post(backend, "/credit/cancel", undefined, { token: who.token });

/** A Pro plan paid by the fake's Stripe subscription, as the webhook leaves it after Checkout. */
async function paidWithStripe(who: Person): Promise<void> {
  await setPlanAsOperator(withStripe, who, "pro");
  await withStripe.deps.db.update(creditAccounts).set({ stripeSubscriptionId: "sub_test_1" }).where(eq(creditAccounts.ownerUserId, who.id));
}

describe("create payment with Stripe", () => {
  it("answers the Checkout Session's payUrl for Pro monthly: $26 a month, for this user", async () => {
    const buyer = await person(withStripe, "buyer");
    const answer = await upgrade(withStripe, buyer, { productCode: "PRODUCT_CODE_1" });
    expect(answer.body.result, answer.text).toEqual({ payUrl: "https://checkout.stripe.test/c/pay/cs_test_1" });
    const body = stripe.seen.at(-1)?.body;
    expect(Object.fromEntries(body ?? [])).toMatchObject({
      mode: "subscription",
      client_reference_id: buyer.id,
      customer_email: buyer.email,
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "2600",
      "line_items[0][price_data][recurring][interval]": "month",
      "metadata[userId]": buyer.id,
      "metadata[plan]": "pro",
      "subscription_data[metadata][userId]": buyer.id,
      "subscription_data[metadata][plan]": "pro",
      success_url: "https://cosci.example.org/upgrade?payment=success",
      cancel_url: "https://cosci.example.org/upgrade",
    });
  });

  it("bills Ultra yearly as ten months ($2300 a year)", async () => {
    const buyer = await person(withStripe, "yearly");
    expect((await upgrade(withStripe, buyer, { productCode: "PRODUCT_CODE_2", billingPeriod: "yearly" })).body.code).toBe(0);
    const body = stripe.seen.at(-1)?.body;
    expect(body?.get("line_items[0][price_data][unit_amount]")).toBe("230000");
    expect(body?.get("line_items[0][price_data][recurring][interval]")).toBe("year");
    expect(body?.get("metadata[plan]")).toBe("lab");
  });

  it("names the payment service when Stripe refuses, without its details", async () => {
    stripe.refuseNext();
    const answer = await upgrade(withStripe, await person(withStripe, "refused"), { productCode: "PRODUCT_CODE_1" });
    expect(answer.body.code).toBe(502);
    expect(answer.body.message).toContain("payment service");
    expect(answer.text).not.toContain("No such price");
  });

  it("is refused to a labmate, who shares the lab's plan", async () => {
    const owner = await person(withStripe, "owner");
    await setPlanAsOperator(withStripe, owner, "ultra");
    const invite = await post<Invite>(withStripe, "/credit/invite", {}, { token: owner.token });
    const labmate = await person(withStripe, "labmate");
    await post(withStripe, `/credit/join?inviteId=${invite.body.result?.inviteId ?? ""}`, undefined, { token: labmate.token });
    const answer = await upgrade(withStripe, labmate, { productCode: "PRODUCT_CODE_1" });
    expect(answer.body.code).toBe(400);
    expect(answer.body.message).toContain("Leave the lab");
  });
});

describe("create payment for a plan already running", () => {
  it("is refused before Stripe is asked (no second subscription to pay); a canceled plan or a step up may be bought", async () => {
    const payer = await person(withStripe, "already-pro");
    await setPlanAsOperator(withStripe, payer, "pro");
    const sessionsBefore = stripe.seen.length;
    const again = await upgrade(withStripe, payer, { productCode: "PRODUCT_CODE_1", billingPeriod: "yearly" });
    expect(again.body).toMatchObject({ code: 400, message: "You are on the Pro plan already." });
    expect(stripe.seen).toHaveLength(sessionsBefore);
    expect((await upgrade(withStripe, payer, { productCode: "PRODUCT_CODE_2" })).body.code).toBe(0);
    expect((await cancel(withStripe, payer)).body.code).toBe(0);
    expect((await upgrade(withStripe, payer, { productCode: "PRODUCT_CODE_1" })).body.code).toBe(0);
  });
});

describe("create payment without Stripe", () => {
  it("says payments are not configured, once the pay invitation code is right", async () => {
    const buyer = await person(withoutStripe, "no-stripe");
    const answer = await upgrade(withoutStripe, buyer, { productCode: "PRODUCT_CODE_1", inviteCode: PAY_CODE });
    expect(answer.body.code).toBe(400);
    expect(answer.body.message).toMatch(/^Payments are not configured/);
  });

  it("checks the pay invitation code on the server: missing or wrong gets the spec's sentence", async () => {
    const buyer = await person(withoutStripe, "wrong-code");
    for (const body of [{ productCode: "PRODUCT_CODE_2" }, { productCode: "PRODUCT_CODE_2", inviteCode: "guess" }]) {
      const answer = await upgrade(withoutStripe, buyer, body);
      expect(answer.body).toMatchObject({ code: 400, message: ValidationMessage.invitationCodeInvalid });
    }
  });
});

describe("switch to free (unsubscribe)", () => {
  it("cancels a Pro plan, which runs to its reset date; twice is fine", async () => {
    const payer = await person(withoutStripe, "unsubscribes");
    await setPlanAsOperator(withoutStripe, payer, "pro");
    expect((await cancel(withoutStripe, payer)).body.code).toBe(0);
    expect((await cancel(withoutStripe, payer)).body.code).toBe(0);
    const { personal } = await accountsOf(withoutStripe, payer);
    expect(personal).toMatchObject({ plan: "pro", subscriptionStatus: "canceled" });
    expect(personal?.resetDate.getTime()).toBeGreaterThan(Date.now());
  });

  it("stops the renewals of the subscription the account pays with, by its stored id, and keeps the plan as long as it is paid", async () => {
    const payer = await person(withStripe, "stripe-cancel");
    await paidWithStripe(payer);
    const callsBefore = stripe.seen.length;
    expect((await cancel(withStripe, payer)).body.code).toBe(0);
    // One call, by id: Stripe's subscription search lags, and could miss a subscription paid a moment ago.
    const calls = stripe.seen.slice(callsBefore).map((call) => ({ method: call.method, path: call.path, cancel: call.body.get("cancel_at_period_end") }));
    expect(calls).toEqual([{ method: "POST", path: "/v1/subscriptions/sub_test_1", cancel: "true" }]);
    expect((await accountsOf(withStripe, payer)).personal).toMatchObject({ subscriptionStatus: "canceled", paidThrough: PAID_THROUGH });
  });

  it("asks Stripe nothing for a plan no Stripe subscription pays (an operator's)", async () => {
    const payer = await person(withStripe, "operator-plan");
    await setPlanAsOperator(withStripe, payer, "pro");
    const callsBefore = stripe.seen.length;
    expect((await cancel(withStripe, payer)).body.code).toBe(0);
    expect(stripe.seen).toHaveLength(callsBefore);
    expect((await accountsOf(withStripe, payer)).personal).toMatchObject({ subscriptionStatus: "canceled", paidThrough: null });
  });

  it("names the payment service when Stripe refuses, and leaves the plan as it was", async () => {
    const payer = await person(withStripe, "cancel-refused");
    await paidWithStripe(payer);
    stripe.refuseNext();
    const answer = await cancel(withStripe, payer);
    expect(answer.body).toMatchObject({ code: 502, message: expect.stringContaining("payment service") });
    expect(answer.text).not.toContain("No such price");
    expect((await accountsOf(withStripe, payer)).personal?.subscriptionStatus).toBe("active");
  });

  it("is refused on Free, and to a labmate (the lab's plan is its owner's)", async () => {
    const free = await person(withoutStripe, "free");
    expect((await cancel(withoutStripe, free)).body.code).toBe(400);
    const owner = await person(withoutStripe, "lab-owner");
    await setPlanAsOperator(withoutStripe, owner, "ultra");
    const invite = await post<Invite>(withoutStripe, "/credit/invite", {}, { token: owner.token });
    const labmate = await person(withoutStripe, "labmate");
    await post(withoutStripe, `/credit/join?inviteId=${invite.body.result?.inviteId ?? ""}`, undefined, { token: labmate.token });
    const answer = await cancel(withoutStripe, labmate);
    expect(answer.body).toMatchObject({ code: 400, message: expect.stringContaining("owner") });
    expect((await accountsOf(withoutStripe, owner)).lab?.subscriptionStatus).toBe("active");
  });
});
