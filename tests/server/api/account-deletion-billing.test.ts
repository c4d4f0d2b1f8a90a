// Deleting a recruiter's account stops their Stripe billing: the person's own deletion and an
// administrator's both cancel the Stripe subscription at once (a local fake of Stripe's API, over
// real HTTP) before anything is erased; when Stripe fails, nothing at all is deleted and the caller
// is told in French. Real accounts signed up through the embedded auth, on a real database.
import { createClient } from "@supabase/supabase-js";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type { StripeConfig } from "@fuse/server-core/context.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { createProfile, createUser, type TestUser } from "../rest/users.ts";
import { png } from "../storage/support.ts";
import { expectAccountErased, signedInAccount, type LiveAccount } from "./account-deletion-support.ts";
import { fakeSubscription, startFakeStripe, type FakeStripe } from "./fake-stripe.ts";
import { call } from "./profile-support.ts";

const notCancelled =
  "La suppression n'a pas pu aboutir : l'abonnement n'a pas pu être résilié auprès de notre prestataire de paiement. Réessayez dans un instant.";

let fake: FakeStripe;
let server: TestServer;
let stripeConfig: StripeConfig;
let admin: TestUser;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripeConfig = {
    secretKey: "sk_test_suppression",
    publishableKey: "pk_test_suppression",
    webhookSecret: "whsec_test_suppression",
    prices: { monthly: "price_monthly", yearly: "price_yearly" },
    apiUrl: fake.url,
  };
  server = await startTestServer({ config: { recruiterPaymentRequired: true, stripe: stripeConfig } });
  admin = await createUser(server, `admin.${Date.now()}@fuse.test`);
  await createProfile(server, admin.id, "admin");
}, 180_000);

afterEach(() => {
  fake.down = false;
  server.ctx.config.stripe = stripeConfig;
});

afterAll(async () => {
  await server?.close();
  await fake?.close();
});

/** A signed-up recruiter whose Stripe subscription `id` runs, as Stripe and this server know it. */
async function subscribedRecruiter(id: string, status: "active" | "canceled" = "active"): Promise<LiveAccount> {
  const account = await signedInAccount(server, "recruteur");
  const token = account.session.access_token;
  const created = await call(server, "POST", "/api/profile/update", { token, body: { type: "recruiter" } });
  expect(created.status).toBe(201);
  await addStripeSubscription(account.userId, id, status);
  return account;
}

/** A subscription of `userId` at Stripe (the fake) and its row here, as the webhook writes it. */
async function addStripeSubscription(userId: string, id: string, status: "active" | "canceled" = "active") {
  fake.subscriptions.set(id, fakeSubscription(id, userId, { status }));
  await server.db.query(
    `insert into public.subscriptions
       (user_id, status, current_period_end, provider, provider_customer_id, provider_subscription_id, plan)
     values ($1, $2, now() + interval '30 days', 'stripe', $3, $4, 'monthly')`,
    [userId, status, `cus_${id}`, id],
  );
}

/** What the server asked Stripe since `before`: method and path. */
const askedSince = (before: number) =>
  fake.requests.slice(before).map((request) => `${request.method} ${request.path}`);

async function subscriptionRows(userId: string) {
  const { rows } = await server.db.query<{ status: string; provider_subscription_id: string }>(
    "select status, provider_subscription_id from public.subscriptions where user_id = $1 order by created_at",
    [userId],
  );
  return rows;
}

describe("deleting a recruiter's account with a Stripe subscription", () => {
  it("cancels the subscription at Stripe at once, then erases the account (the person's own deletion)", async () => {
    const account = await subscribedRecruiter("sub_self");
    // An older subscription, already canceled: Stripe has nothing more to do with it.
    await addStripeSubscription(account.userId, "sub_self_old", "canceled");
    const before = fake.requests.length;

    const deleted = await call(server, "DELETE", "/api/profile", {
      token: account.session.access_token,
      body: { user_id: account.userId },
    });
    expect(deleted.status).toBe(204);

    expect(askedSince(before)).toEqual(["DELETE /v1/subscriptions/sub_self"]);
    const cancellation = fake.requests[before]!;
    expect(cancellation.authorization).toBe("Bearer sk_test_suppression");
    expect(cancellation.form).toMatchObject({ "cancellation_details[comment]": "Compte Fuse supprimé" });
    expect(fake.subscriptions.get("sub_self")).toMatchObject({ status: "canceled", ended_at: expect.any(Number) });
    await expectAccountErased(server, account);
    expect(await subscriptionRows(account.userId)).toEqual([]);
  });

  it("cancels it too when an administrator deletes the account", async () => {
    const account = await subscribedRecruiter("sub_admin");
    const before = fake.requests.length;

    const deleted = await call(server, "DELETE", `/api/admin/users/${account.userId}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: account.userId });

    expect(askedSince(before)).toEqual(["DELETE /v1/subscriptions/sub_admin"]);
    expect(fake.subscriptions.get("sub_admin")?.status).toBe("canceled");
    await expectAccountErased(server, account);
    expect(await subscriptionRows(account.userId)).toEqual([]);
  });

  it("keeps the account, its files and its subscription when Stripe fails, and says so in French", async () => {
    const account = await subscribedRecruiter("sub_outage");
    const token = account.session.access_token;
    const client = createClient(server.url, server.anonKey, { accessToken: async () => token });
    const upload = await client.storage
      .from("avatars")
      .upload(`${account.userId}/photo.png`, new Blob([png(2048)], { type: "image/png" }), {
        contentType: "image/png",
      });
    expect(upload.error).toBeNull();
    fake.down = true;

    const own = await call(server, "DELETE", "/api/profile", { token, body: { user_id: account.userId } });
    expect(own.status).toBe(503);
    expect(own.body).toEqual({ error: notCancelled });
    const byAdmin = await call(server, "DELETE", `/api/admin/users/${account.userId}`, { token: admin.token });
    expect(byAdmin.status).toBe(503);
    expect(byAdmin.body).toEqual({ error: notCancelled });

    // Nothing went: the session still works, the profile, the file and the subscription are there.
    const profile = await call(server, "GET", `/api/profile?id=${account.userId}`, { token });
    expect(profile.status).toBe(200);
    expect(profile.body.type).toBe("recruiter");
    const { data: files } = await client.storage.from("avatars").list(account.userId);
    expect(files?.map((file) => file.name)).toEqual(["photo.png"]);
    expect(await subscriptionRows(account.userId)).toEqual([
      { status: "active", provider_subscription_id: "sub_outage" },
    ]);
    expect(fake.subscriptions.get("sub_outage")?.status).toBe("active");
    const { rows: journal } = await server.db.query("select 1 from public.admin_actions where entity_id = $1", [
      account.userId,
    ]);
    expect(journal).toEqual([]);

    // Once Stripe answers again, the same request goes through.
    fake.down = false;
    const again = await call(server, "DELETE", "/api/profile", { token, body: { user_id: account.userId } });
    expect(again.status).toBe(204);
    expect(fake.subscriptions.get("sub_outage")?.status).toBe("canceled");
    await expectAccountErased(server, account);
  }, 60_000);

  it("counts a subscription Stripe no longer has as cancelled", async () => {
    const account = await subscribedRecruiter("sub_vanished");
    fake.subscriptions.delete("sub_vanished");
    const before = fake.requests.length;

    const deleted = await call(server, "DELETE", "/api/profile", {
      token: account.session.access_token,
      body: { user_id: account.userId },
    });
    expect(deleted.status).toBe(204);
    expect(askedSince(before)).toEqual(["DELETE /v1/subscriptions/sub_vanished"]);
    await expectAccountErased(server, account);
  });

  it("still erases on a server that lost its Stripe key, and tells the operator what to cancel", async () => {
    const account = await subscribedRecruiter("sub_keyless");
    server.ctx.config.stripe = undefined;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const before = fake.requests.length;
    try {
      const deleted = await call(server, "DELETE", "/api/profile", {
        token: account.session.access_token,
        body: { user_id: account.userId },
      });
      expect(deleted.status).toBe(204);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("tableau de bord Stripe"), "sub_keyless");
    } finally {
      logged.mockRestore();
    }
    expect(fake.requests.length).toBe(before);
    await expectAccountErased(server, account);
  });

  it("calls no one without Stripe: the demonstration checkout's subscription goes with the account", async () => {
    server.ctx.config.stripe = undefined;
    const account = await signedInAccount(server, "demonstration");
    const token = account.session.access_token;
    expect((await call(server, "POST", "/api/profile/update", { token, body: { type: "recruiter" } })).status).toBe(
      201,
    );
    const paid = await call(server, "POST", "/api/subscription/local-checkout/complete", {
      token,
      body: { plan: "monthly" },
    });
    expect(paid.status).toBe(200);
    expect(await subscriptionRows(account.userId)).toEqual([
      { status: "active", provider_subscription_id: expect.stringMatching(/^demo_/) },
    ]);
    const before = fake.requests.length;

    const deleted = await call(server, "DELETE", "/api/profile", { token, body: { user_id: account.userId } });
    expect(deleted.status).toBe(204);
    expect(fake.requests.length).toBe(before);
    await expectAccountErased(server, account);
    expect(await subscriptionRows(account.userId)).toEqual([]);
  });
});
