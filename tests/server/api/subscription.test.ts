// The recruiter's subscription over real HTTP on a real database: Stripe Checkout and the customer
// portal against a local fake of Stripe's API, Stripe's webhook with real signatures (good, bad,
// replayed, out of order), the demonstration checkout without a Stripe key, and who may read or
// write a subscription, through the product API and the REST API.
import { randomUUID } from "node:crypto";

import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { subscriptionMessages } from "@fuse/api/subscription/routes.ts";
import type { StripeConfig } from "@fuse/server-core/context.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { createProfile, createUser, type TestUser } from "../rest/users.ts";
import { fakeSubscription, startFakeStripe, type FakeStripe } from "./fake-stripe.ts";
import { call } from "./profile-support.ts";

const webhookSecret = "whsec_test_fuse";

let fake: FakeStripe;
let hosted: TestServer;
let embedded: TestServer;
let stripeConfig: StripeConfig;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripeConfig = {
    secretKey: "sk_test_fuse",
    publishableKey: "pk_test_fuse",
    webhookSecret,
    prices: { monthly: "price_monthly", yearly: "price_yearly" },
    apiUrl: fake.url,
  };
  hosted = await startTestServer({ config: { recruiterPaymentRequired: true, stripe: stripeConfig } });
  embedded = await startTestServer({ config: { recruiterPaymentRequired: true } });
}, 180_000);

afterAll(async () => {
  await hosted?.close();
  await embedded?.close();
  await fake?.close();
});

let users = 0;
async function person(server: TestServer, type: "candidate" | "recruiter"): Promise<TestUser> {
  users += 1;
  const user = await createUser(server, `${type}${users}@abonnement.test`);
  await createProfile(server, user.id, type);
  return user;
}

let events = 0;
/** Posts an event to the webhook as Stripe would: the JSON body and its `Stripe-Signature`. */
async function deliver(
  server: TestServer,
  type: string,
  object: object,
  options: { created?: number; id?: string; secret?: string } = {},
) {
  events += 1;
  const event = {
    id: options.id ?? `evt_test_${events}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: options.created ?? Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret });
  const response = await fetch(`${server.url}/api/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, event };
}

const summaryOf = async (server: TestServer, user: TestUser) =>
  (await call(server, "GET", "/api/subscription", { token: user.token })).body;

async function rowsOf(server: TestServer, userId: string) {
  const { rows } = await server.db.query<{ status: string; provider_subscription_id: string }>(
    "select status, provider_subscription_id from public.subscriptions where user_id = $1 order by created_at",
    [userId],
  );
  return rows;
}

/** Stripe's word that the checkout of `userId` for subscription `subscriptionId` completed. */
const completedCheckout = (subscriptionId: string, userId: string) =>
  deliver(hosted, "checkout.session.completed", {
    id: `cs_${subscriptionId}`,
    object: "checkout.session",
    mode: "subscription",
    client_reference_id: userId,
    subscription: subscriptionId,
    customer: `cus_${subscriptionId}`,
    metadata: { user_id: userId, plan: "monthly" },
  });

/** A recruiter whose Stripe checkout completed: the fake knows the subscription, the webhook said so. */
async function subscribedRecruiter(subscriptionId: string) {
  const recruiter = await person(hosted, "recruiter");
  fake.subscriptions.set(subscriptionId, fakeSubscription(subscriptionId, recruiter.id));
  const completed = await deliver(hosted, "checkout.session.completed", {
    id: `cs_${subscriptionId}`,
    object: "checkout.session",
    mode: "subscription",
    client_reference_id: recruiter.id,
    subscription: subscriptionId,
    customer: `cus_${subscriptionId}`,
    metadata: { user_id: recruiter.id, plan: "monthly" },
  });
  expect(completed.status).toBe(200);
  return recruiter;
}

describe("GET /api/subscription", () => {
  it("says a new recruiter has none, and how this server takes payments", async () => {
    const recruiter = await person(hosted, "recruiter");
    expect(await summaryOf(hosted, recruiter)).toEqual({
      state: "none",
      plan: null,
      provider: null,
      current_period_end: null,
      checkout: "stripe",
      manageable: false,
    });
    expect((await summaryOf(embedded, await person(embedded, "recruiter"))).checkout).toBe("local");
  });

  it("refuses candidates and callers without a token", async () => {
    const candidate = await person(hosted, "candidate");
    const reply = await call(hosted, "GET", "/api/subscription", { token: candidate.token });
    expect(reply.status).toBe(403);
    expect(reply.body.error).toBe("Accès refusé : réservé aux recruteurs.");
    const checkout = await call(hosted, "POST", "/api/subscription/checkout", {
      token: candidate.token,
      body: { plan: "monthly" },
    });
    expect(checkout.status).toBe(403);
    expect((await call(hosted, "GET", "/api/subscription")).status).toBe(401);
  });
});

describe("POST /api/subscription/checkout with Stripe", () => {
  it("opens an embedded Checkout Session for the caller and the plan's price", async () => {
    const recruiter = await person(hosted, "recruiter");
    const before = fake.requests.length;
    const reply = await call(hosted, "POST", "/api/subscription/checkout", {
      token: recruiter.token,
      body: { plan: "yearly" },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      kind: "stripe",
      clientSecret: expect.stringMatching(/^cs_test_\d+_secret_fake$/),
      publishableKey: "pk_test_fuse",
    });
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe("/v1/checkout/sessions");
    expect(sent[0]!.authorization).toBe("Bearer sk_test_fuse");
    expect(sent[0]!.form).toMatchObject({
      mode: "subscription",
      ui_mode: "embedded_page",
      "line_items[0][price]": "price_yearly",
      "line_items[0][quantity]": "1",
      client_reference_id: recruiter.id,
      customer_email: recruiter.email,
      "metadata[user_id]": recruiter.id,
      "metadata[plan]": "yearly",
      "subscription_data[metadata][user_id]": recruiter.id,
      "metadata[fuse_origin]": hosted.url,
      "subscription_data[metadata][fuse_origin]": hosted.url,
      return_url: `${hosted.url}/success?session_id={CHECKOUT_SESSION_ID}`,
    });
  });

  it("refuses an unknown plan in French, without calling Stripe", async () => {
    const recruiter = await person(hosted, "recruiter");
    const before = fake.requests.length;
    const reply = await call(hosted, "POST", "/api/subscription/checkout", {
      token: recruiter.token,
      body: { plan: "lifetime" },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe("plan");
    expect(reply.body.error).toContain("« Formule »");
    expect(fake.requests.length).toBe(before);
  });

  it("refuses a second subscription while one runs", async () => {
    const recruiter = await subscribedRecruiter("sub_twice");
    const reply = await call(hosted, "POST", "/api/subscription/checkout", {
      token: recruiter.token,
      body: { plan: "monthly" },
    });
    expect(reply.status).toBe(409);
    expect(reply.body.error).toBe("Vous avez déjà un abonnement en cours. Gérez-le depuis la page Abonnement.");
  });
});

describe("POST /api/stripe/webhook", () => {
  it("activates the subscription of a completed checkout, which opens the paid access", async () => {
    const recruiter = await subscribedRecruiter("sub_good");
    expect(await summaryOf(hosted, recruiter)).toMatchObject({
      state: "active",
      plan: "monthly",
      provider: "stripe",
      manageable: true,
    });
    const access = await hosted.db.asRole({ role: "authenticated", sub: recruiter.id, aud: "authenticated" }, (tx) =>
      tx.query<{ paid: boolean }>("select public.recruiter_has_paid_access() as paid"),
    );
    expect(access.rows[0]!.paid).toBe(true);
  });

  it("refuses a bad signature with a French 400 and changes nothing", async () => {
    const recruiter = await person(hosted, "recruiter");
    fake.subscriptions.set("sub_forged", fakeSubscription("sub_forged", recruiter.id));
    const { rows: before } = await hosted.db.query<{ count: number }>(
      "select count(*)::int as count from public.billing_webhook_events",
    );
    const forged = await deliver(
      hosted,
      "customer.subscription.created",
      fakeSubscription("sub_forged", recruiter.id),
      { secret: "whsec_someone_else" },
    );
    expect(forged.status).toBe(400);
    expect(forged.body.error).toBe("Signature de la notification de paiement invalide.");
    const unsigned = await fetch(`${hosted.url}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(forged.event),
    });
    expect(unsigned.status).toBe(400);
    expect(await rowsOf(hosted, recruiter.id)).toEqual([]);
    const { rows: after } = await hosted.db.query<{ count: number }>(
      "select count(*)::int as count from public.billing_webhook_events",
    );
    expect(after[0]!.count).toBe(before[0]!.count);
  });

  it("applies an event once, however often Stripe delivers it", async () => {
    const recruiter = await subscribedRecruiter("sub_replayed");
    const invoice = {
      id: "in_replayed",
      object: "invoice",
      parent: { type: "subscription_details", subscription_details: { subscription: "sub_replayed", metadata: {} } },
    };
    const first = await deliver(hosted, "invoice.paid", invoice, { id: "evt_replayed" });
    expect(first.body).toEqual({ received: true, duplicate: false });
    // Had the replay been applied, it would read this state from Stripe.
    fake.subscriptions.set("sub_replayed", fakeSubscription("sub_replayed", recruiter.id, { status: "unpaid" }));
    const replay = await deliver(hosted, "invoice.paid", invoice, { id: "evt_replayed", created: first.event.created });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect((await summaryOf(hosted, recruiter)).state).toBe("active");
    const { rows } = await hosted.db.query("select 1 from public.billing_webhook_events where id = 'evt_replayed'");
    expect(rows).toHaveLength(1);
  });

  it("keeps the newer state when an older event arrives after it", async () => {
    const recruiter = await subscribedRecruiter("sub_order");
    const now = Math.floor(Date.now() / 1000);
    const deleted = {
      ...fakeSubscription("sub_order", recruiter.id),
      status: "canceled" as const,
      ended_at: now,
      canceled_at: now,
    };
    expect((await deliver(hosted, "customer.subscription.deleted", deleted, { created: now + 10 })).status).toBe(200);
    const older = fakeSubscription("sub_order", recruiter.id, { days: 60 });
    expect((await deliver(hosted, "customer.subscription.updated", older, { created: now + 5 })).status).toBe(200);
    expect(await rowsOf(hosted, recruiter.id)).toEqual([{ status: "canceled", provider_subscription_id: "sub_order" }]);
    expect((await summaryOf(hosted, recruiter)).state).toBe("none");
  });

  it("shows a failed payment, which suspends the paid access", async () => {
    const recruiter = await subscribedRecruiter("sub_failed");
    fake.subscriptions.set("sub_failed", fakeSubscription("sub_failed", recruiter.id, { status: "past_due" }));
    const failed = await deliver(hosted, "invoice.payment_failed", {
      id: "in_failed",
      object: "invoice",
      parent: { type: "subscription_details", subscription_details: { subscription: "sub_failed", metadata: {} } },
    });
    expect(failed.status).toBe(200);
    expect(await summaryOf(hosted, recruiter)).toMatchObject({ state: "payment_failed", provider: "stripe" });
  });

  it("shows a cancellation at the period's end as canceled but still valid", async () => {
    const recruiter = await subscribedRecruiter("sub_leaving");
    const leaving = { ...fakeSubscription("sub_leaving", recruiter.id), cancel_at_period_end: true };
    await deliver(hosted, "customer.subscription.updated", leaving, { created: Math.floor(Date.now() / 1000) + 1 });
    const summary = await summaryOf(hosted, recruiter);
    expect(summary.state).toBe("canceled");
    expect(new Date(summary.current_period_end).getTime()).toBeGreaterThan(Date.now());
  });

  it("cancels at Stripe the subscription of a checkout whose account was deleted before it was recorded", async () => {
    const recruiter = await person(hosted, "recruiter");
    fake.subscriptions.set("sub_orphan", fakeSubscription("sub_orphan", recruiter.id, { origin: hosted.url }));
    await hosted.db.query("delete from auth.users where id = $1", [recruiter.id]);
    const before = fake.requests.length;
    const completed = await completedCheckout("sub_orphan", recruiter.id);
    expect(completed.status).toBe(200);
    expect(fake.subscriptions.get("sub_orphan")?.status).toBe("canceled");
    const asked = fake.requests.slice(before);
    expect(asked.map((request) => `${request.method} ${request.path}`)).toEqual([
      "GET /v1/subscriptions/sub_orphan",
      "DELETE /v1/subscriptions/sub_orphan",
    ]);
    expect(asked[1]!.form["cancellation_details[comment]"]).toBe(
      "Compte Fuse supprimé avant l'enregistrement de l'abonnement",
    );
    const { rows } = await hosted.db.query("select 1 from public.subscriptions where provider_subscription_id = $1", [
      "sub_orphan",
    ]);
    expect(rows).toEqual([]);
    // Stripe then tells of the cancellation: nothing more to do.
    const after = fake.requests.length;
    const deleted = await deliver(hosted, "customer.subscription.deleted", fake.subscriptions.get("sub_orphan")!);
    expect(deleted.status).toBe(200);
    expect(fake.requests.length).toBe(after);
  });

  it("leaves alone an unknown user's subscription that another server or the dashboard made", async () => {
    for (const [id, origin] of [
      ["sub_elsewhere", "https://recette.fuse.example.fr"],
      ["sub_dashboard", undefined],
    ] as const) {
      const userId = randomUUID();
      fake.subscriptions.set(id, fakeSubscription(id, userId, { origin }));
      const before = fake.requests.length;
      const completed = await completedCheckout(id, userId);
      expect(completed.status).toBe(200);
      expect(fake.requests.slice(before).map((request) => request.method)).toEqual(["GET"]);
      expect(fake.subscriptions.get(id)?.status).toBe("active");
    }
  });
});

describe("who reads and writes subscriptions", () => {
  it("never shows a recruiter another's subscription, through /api or REST", async () => {
    const owner = await subscribedRecruiter("sub_private");
    const other = await person(hosted, "recruiter");
    expect((await summaryOf(hosted, other)).state).toBe("none");
    const { data, error } = await other.client.from("subscriptions").select("*").eq("user_id", owner.id);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const own = await owner.client.from("subscriptions").select("provider_subscription_id");
    expect(own.data).toEqual([{ provider_subscription_id: "sub_private" }]);
  });

  it("lets no user insert or update their own subscription through REST", async () => {
    const recruiter = await person(hosted, "recruiter");
    const inserted = await recruiter.client.from("subscriptions").insert({
      user_id: recruiter.id,
      status: "active",
      current_period_end: new Date(Date.now() + 365 * 86_400_000).toISOString(),
    });
    expect(inserted.error?.code).toBe("42501");
    expect(await rowsOf(hosted, recruiter.id)).toEqual([]);

    const subscribed = await subscribedRecruiter("sub_rest");
    fake.subscriptions.set("sub_rest", fakeSubscription("sub_rest", subscribed.id, { status: "past_due" }));
    await deliver(hosted, "customer.subscription.updated", fake.subscriptions.get("sub_rest")!, {
      created: Math.floor(Date.now() / 1000) + 1,
    });
    const updated = await subscribed.client
      .from("subscriptions")
      .update({ status: "active" }, { count: "exact" })
      .eq("user_id", subscribed.id);
    expect(updated.error ?? updated.count).not.toBe(1);
    expect(await rowsOf(hosted, subscribed.id)).toEqual([{ status: "past_due", provider_subscription_id: "sub_rest" }]);
  });
});

describe("POST /api/subscription/portal", () => {
  it("opens Stripe's customer portal for the caller's customer", async () => {
    const recruiter = await subscribedRecruiter("sub_portal");
    const reply = await call(hosted, "POST", "/api/subscription/portal", { token: recruiter.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ url: "https://billing.stripe.com/p/session/test_fake" });
    const sent = fake.requests.findLast((request) => request.path === "/v1/billing_portal/sessions");
    expect(sent?.form).toMatchObject({
      customer: "cus_sub_portal",
      return_url: `${hosted.url}/dashboard/recruiter/subscribe`,
    });
  });

  it("says in French when there is nothing to manage, or no Stripe", async () => {
    const newcomer = await person(hosted, "recruiter");
    const none = await call(hosted, "POST", "/api/subscription/portal", { token: newcomer.token });
    expect(none.status).toBe(409);
    expect(none.body.error).toBe("Aucun abonnement Stripe à gérer pour ce compte.");
    const local = await call(embedded, "POST", "/api/subscription/portal", {
      token: (await person(embedded, "recruiter")).token,
    });
    expect(local.status).toBe(409);
    expect(local.body.error).toContain("paiement de démonstration");
  });
});

describe("while Stripe is down", () => {
  it("answers the checkout and the portal in French, writes nothing, and works again once Stripe is back", async () => {
    const recruiter = await person(hosted, "recruiter");
    const managed = await subscribedRecruiter("sub_down_portal");
    fake.down = true;
    try {
      const checkout = await call(hosted, "POST", "/api/subscription/checkout", {
        token: recruiter.token,
        body: { plan: "monthly" },
      });
      expect(checkout.status).toBe(502);
      expect(checkout.body.error).toBe(subscriptionMessages.providerUnavailable);
      expect(await rowsOf(hosted, recruiter.id)).toEqual([]);
      const portal = await call(hosted, "POST", "/api/subscription/portal", { token: managed.token });
      expect(portal.status).toBe(502);
      expect(portal.body.error).toBe(subscriptionMessages.providerUnavailable);
    } finally {
      fake.down = false;
    }
    // Trying again is the way back.
    const again = await call(hosted, "POST", "/api/subscription/checkout", {
      token: recruiter.token,
      body: { plan: "monthly" },
    });
    expect(again.status).toBe(200);
  });

  it("leaves an orphaned subscription's event unacknowledged while Stripe cannot cancel it, and cancels it then", async () => {
    const userId = randomUUID();
    const subscription = fakeSubscription("sub_orphan_down", userId, { origin: hosted.url });
    fake.subscriptions.set("sub_orphan_down", subscription);
    fake.down = true;
    let first;
    try {
      first = await deliver(hosted, "customer.subscription.created", subscription, { id: "evt_orphan_down" });
    } finally {
      fake.down = false;
    }
    expect(first.status).toBe(502);
    expect(first.body).toEqual({ error: subscriptionMessages.providerUnavailable });
    expect(fake.subscriptions.get("sub_orphan_down")?.status).toBe("active");
    const again = await deliver(hosted, "customer.subscription.created", subscription, { id: "evt_orphan_down" });
    expect(again.status).toBe(200);
    expect(fake.subscriptions.get("sub_orphan_down")?.status).toBe("canceled");
  });

  it("leaves a completed checkout unacknowledged, so Stripe delivers it again, and applies it then", async () => {
    const recruiter = await person(hosted, "recruiter");
    fake.subscriptions.set("sub_down_webhook", fakeSubscription("sub_down_webhook", recruiter.id));
    const completed = {
      id: "cs_sub_down_webhook",
      object: "checkout.session",
      mode: "subscription",
      client_reference_id: recruiter.id,
      subscription: "sub_down_webhook",
      customer: "cus_sub_down_webhook",
      metadata: { user_id: recruiter.id, plan: "monthly" },
    };
    fake.down = true;
    let first;
    try {
      first = await deliver(hosted, "checkout.session.completed", completed, { id: "evt_down_webhook" });
    } finally {
      fake.down = false;
    }
    expect(first.status).toBe(502);
    expect(await rowsOf(hosted, recruiter.id)).toEqual([]);
    const redelivered = await deliver(hosted, "checkout.session.completed", completed, { id: "evt_down_webhook" });
    expect(redelivered.status).toBe(200);
    expect(redelivered.body).toEqual({ received: true, duplicate: false });
    expect(await summaryOf(hosted, recruiter)).toMatchObject({ state: "active", provider: "stripe" });
  });
});

describe("POST /api/subscription/cancel and /resume", () => {
  it("ends a Stripe subscription with its paid period, at Stripe, then renews it again", async () => {
    const recruiter = await subscribedRecruiter("sub_resilie");
    const before = await summaryOf(hosted, recruiter);
    const cancelled = await call(hosted, "POST", "/api/subscription/cancel", { token: recruiter.token });
    expect(cancelled.status).toBe(200);
    // Still valid until the end of the period paid: nothing is cut short.
    expect(cancelled.body).toMatchObject({ state: "canceled", current_period_end: before.current_period_end });
    expect(fake.subscriptions.get("sub_resilie")).toMatchObject({ cancel_at_period_end: true, status: "active" });
    const asked = fake.requests.filter((request) => request.path === "/v1/subscriptions/sub_resilie");
    expect(asked.at(-1)).toMatchObject({ method: "POST", form: { cancel_at_period_end: "true" } });
    expect(await summaryOf(hosted, recruiter)).toMatchObject({ state: "canceled" });

    // Twice is said in French, and Stripe is not asked again.
    const again = await call(hosted, "POST", "/api/subscription/cancel", { token: recruiter.token });
    expect(again).toMatchObject({ status: 409, body: { error: subscriptionMessages.alreadyEnding } });
    expect(fake.requests.filter((request) => request.path === "/v1/subscriptions/sub_resilie")).toHaveLength(
      asked.length,
    );

    const resumed = await call(hosted, "POST", "/api/subscription/resume", { token: recruiter.token });
    expect(resumed).toMatchObject({ status: 200, body: { state: "active" } });
    expect(fake.subscriptions.get("sub_resilie")).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
  });

  it("keeps the cancellation when Stripe's older event about the subscription arrives after it", async () => {
    const recruiter = await subscribedRecruiter("sub_tardif");
    const stale = fakeSubscription("sub_tardif", recruiter.id);
    expect((await call(hosted, "POST", "/api/subscription/cancel", { token: recruiter.token })).status).toBe(200);
    await deliver(hosted, "customer.subscription.updated", stale, { created: Math.floor(Date.now() / 1000) - 60 });
    expect(await summaryOf(hosted, recruiter)).toMatchObject({ state: "canceled" });
  });

  it("says in French when there is nothing to cancel or resume, and writes nothing", async () => {
    const recruiter = await person(hosted, "recruiter");
    for (const path of ["/api/subscription/cancel", "/api/subscription/resume"]) {
      const reply = await call(hosted, "POST", path, { token: recruiter.token });
      expect(reply).toMatchObject({ status: 409, body: { error: subscriptionMessages.nothingToCancel } });
    }
    const subscribed = await subscribedRecruiter("sub_actif");
    const resume = await call(hosted, "POST", "/api/subscription/resume", { token: subscribed.token });
    expect(resume).toMatchObject({ status: 409, body: { error: subscriptionMessages.notEnding } });
    const candidate = await person(hosted, "candidate");
    expect((await call(hosted, "POST", "/api/subscription/cancel", { token: candidate.token })).status).toBe(403);
    expect((await call(hosted, "POST", "/api/subscription/cancel", {})).status).toBe(401);
  });

  it("answers in French while Stripe is down, and keeps the subscription as it was", async () => {
    const recruiter = await subscribedRecruiter("sub_panne");
    fake.down = true;
    try {
      const reply = await call(hosted, "POST", "/api/subscription/cancel", { token: recruiter.token });
      expect(reply).toMatchObject({ status: 502, body: { error: subscriptionMessages.providerUnavailable } });
    } finally {
      fake.down = false;
    }
    expect(await summaryOf(hosted, recruiter)).toMatchObject({ state: "active" });
  });

  it("ends the demonstration checkout's subscription with its period too, and renews it", async () => {
    const recruiter = await person(embedded, "recruiter");
    await call(embedded, "POST", "/api/subscription/local-checkout/complete", {
      token: recruiter.token,
      body: { plan: "monthly" },
    });
    const cancelled = await call(embedded, "POST", "/api/subscription/cancel", { token: recruiter.token });
    expect(cancelled).toMatchObject({ status: 200, body: { state: "canceled", provider: "embedded" } });
    expect(new Date(cancelled.body.current_period_end).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect((await call(embedded, "POST", "/api/subscription/resume", { token: recruiter.token })).body).toMatchObject({
      state: "active",
    });
  });
});

describe("the demonstration checkout (no Stripe key)", () => {
  it("sends the recruiter to the local checkout page, which activates the plan", async () => {
    const recruiter = await person(embedded, "recruiter");
    const checkout = await call(embedded, "POST", "/api/subscription/checkout", {
      token: recruiter.token,
      body: { plan: "monthly" },
    });
    expect(checkout.body).toEqual({ kind: "local", url: "/dashboard/recruiter/subscribe/demonstration?plan=monthly" });

    const paid = await call(embedded, "POST", "/api/subscription/local-checkout/complete", {
      token: recruiter.token,
      body: { plan: "yearly" },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.url).toMatch(/^\/success\?session_id=demo_/);
    const summary = await summaryOf(embedded, recruiter);
    expect(summary).toMatchObject({ state: "active", plan: "yearly", provider: "embedded", manageable: false });
    const end = new Date(summary.current_period_end).getTime();
    expect(end).toBeGreaterThan(Date.now() + 360 * 86_400_000);

    const again = await call(embedded, "POST", "/api/subscription/local-checkout/complete", {
      token: recruiter.token,
      body: { plan: "monthly" },
    });
    expect(again.status).toBe(409);
    expect(await rowsOf(embedded, recruiter.id)).toHaveLength(1);
  });

  it("cancels without writing anything", async () => {
    const recruiter = await person(embedded, "recruiter");
    const cancelled = await call(embedded, "POST", "/api/subscription/local-checkout/cancel", {
      token: recruiter.token,
    });
    expect(cancelled.body).toEqual({ url: "/cancel" });
    expect(await rowsOf(embedded, recruiter.id)).toEqual([]);
  });

  it("does not exist where Stripe takes payments, and is for recruiters only", async () => {
    const recruiter = await person(hosted, "recruiter");
    const reply = await call(hosted, "POST", "/api/subscription/local-checkout/complete", {
      token: recruiter.token,
      body: { plan: "monthly" },
    });
    expect(reply.status).toBe(404);
    expect(await rowsOf(hosted, recruiter.id)).toEqual([]);
    const candidate = await person(embedded, "candidate");
    const refused = await call(embedded, "POST", "/api/subscription/local-checkout/complete", {
      token: candidate.token,
      body: { plan: "monthly" },
    });
    expect(refused.status).toBe(403);
    expect(await rowsOf(embedded, candidate.id)).toEqual([]);
  });
  it("does not exist on a hosted server missing its Stripe settings: no free subscription there", async () => {
    const recruiter = await person(embedded, "recruiter");
    embedded.ctx.config.mode = "hosted";
    try {
      const checkout = await call(embedded, "POST", "/api/subscription/checkout", {
        token: recruiter.token,
        body: { plan: "monthly" },
      });
      expect(checkout.status).toBe(503);
      expect(checkout.body.error).toMatch(/paiement n'est pas encore configuré/);
      const reply = await call(embedded, "POST", "/api/subscription/local-checkout/complete", {
        token: recruiter.token,
        body: { plan: "monthly" },
      });
      expect(reply.status).toBe(404);
    } finally {
      embedded.ctx.config.mode = "embedded";
    }
    expect(await rowsOf(embedded, recruiter.id)).toEqual([]);
  });
});
