import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { restRoutes } from "@fuse/supabase-local/rest/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { anonClient, createProfile, createUser, serviceClient, type TestUser } from "./users.ts";

/** The spec's subscription check (§4, §7), written exactly as the app runs it. */
const subscriptionCheck = (supabase: SupabaseClient, uid: string) =>
  supabase
    .from("subscriptions")
    .select("*")
    .eq("user_id", uid)
    .in("status", ["active", "trialing", "canceled"])
    .gt("current_period_end", new Date().toISOString());

let server: TestServer;
let subscriber: TestUser;
let other: TestUser;
let admin: TestUser;
let unsubscribed: TestUser;
/** Subscription ids by label. */
const ids: Record<string, string> = {};

async function subscribe(label: string, userId: string, status: string, endsIn: string) {
  const { rows } = await server.db.query<{ id: string }>(
    `insert into public.subscriptions (user_id, status, current_period_end)
     values ($1, $2, now() + $3::interval) returning id`,
    [userId, status, endsIn],
  );
  ids[label] = rows[0]!.id;
}

beforeAll(async () => {
  server = await startTestServer({ modules: [restRoutes] });
  subscriber = await createUser(server, "recruteur.abonne@fuse.test");
  other = await createUser(server, "autre.recruteur@fuse.test");
  admin = await createUser(server, "admin@fuse.test");
  unsubscribed = await createUser(server, "recruteur@fuse.test");
  await createProfile(server, subscriber.id, "recruiter");
  await createProfile(server, other.id, "recruiter");
  await createProfile(server, admin.id, "admin");
  await createProfile(server, unsubscribed.id, "recruiter");

  await subscribe("active", subscriber.id, "active", "30 days");
  await subscribe("trialing", subscriber.id, "trialing", "7 days");
  await subscribe("canceledStillRunning", subscriber.id, "canceled", "2 days");
  await subscribe("activeExpired", subscriber.id, "active", "-1 day");
  await subscribe("canceledJustEnded", subscriber.id, "canceled", "-1 minute");
  await subscribe("pastDue", subscriber.id, "past_due", "30 days");
  await subscribe("incomplete", subscriber.id, "incomplete", "30 days");
  await subscribe("unpaid", subscriber.id, "unpaid", "30 days");
  await subscribe("otherActive", other.id, "active", "30 days");
});
afterAll(() => server?.close());

const idsOf = (rows: Array<{ id: string }> | null) => (rows ?? []).map((row) => row.id).sort();
const expected = (...labels: string[]) => labels.map((label) => ids[label]).sort();

describe("the spec's subscription check, under row-level security", () => {
  it("returns the caller's valid subscriptions only: active, trialing or canceled, and not yet ended", async () => {
    const { data, error, status } = await subscriptionCheck(subscriber.client, subscriber.id);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(idsOf(data)).toEqual(expected("active", "trialing", "canceledStillRunning"));
    for (const row of data ?? []) {
      expect(row).toMatchObject({ user_id: subscriber.id, provider: "embedded" });
      expect(["active", "trialing", "canceled"]).toContain(row.status);
      expect(new Date(row.current_period_end).getTime()).toBeGreaterThan(Date.now());
      expect(Object.keys(row).sort()).toEqual(
        [
          "cancel_at_period_end",
          "created_at",
          "current_period_end",
          "id",
          "plan",
          "provider",
          "provider_customer_id",
          "provider_subscription_id",
          "provider_updated_at",
          "status",
          "updated_at",
          "user_id",
        ].sort(),
      );
    }
  });

  it("gives the same answer when the token travels in global.headers.Authorization", async () => {
    const client = createClient(server.url, server.anonKey, {
      global: { headers: { Authorization: `Bearer ${subscriber.token}` } },
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data, error } = await subscriptionCheck(client, subscriber.id);
    expect(error).toBeNull();
    expect(idsOf(data)).toEqual(expected("active", "trialing", "canceledStillRunning"));
  });

  it("shows a user nothing of another user's subscriptions, even when asked by their id", async () => {
    const { data, error } = await subscriptionCheck(subscriber.client, other.id);
    expect(error).toBeNull();
    expect(data).toEqual([]);

    const mine = await subscriptionCheck(other.client, other.id);
    expect(idsOf(mine.data)).toEqual(expected("otherActive"));
  });

  it("finds nothing for a recruiter without a subscription, so the guard sends them to subscribe", async () => {
    const { data, error } = await subscriptionCheck(unsubscribed.client, unsubscribed.id);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it("shows the anonymous visitor nothing, without an error", async () => {
    const { data, error, status } = await subscriptionCheck(anonClient(server), subscriber.id);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([]);
  });

  it("lets an administrator read any user's subscriptions, as the admin policy says", async () => {
    const { data, error } = await subscriptionCheck(admin.client, subscriber.id);
    expect(error).toBeNull();
    expect(idsOf(data)).toEqual(expected("active", "trialing", "canceledStillRunning"));
  });

  it("lets the service role (the payment webhook) read past row-level security", async () => {
    const { data, error } = await subscriptionCheck(serviceClient(server), subscriber.id);
    expect(error).toBeNull();
    expect(idsOf(data)).toEqual(expected("active", "trialing", "canceledStillRunning"));
  });

  it("answers an expired session with an error, which the guard treats as no subscription", async () => {
    const stale = await server.ctx.jwt.sign({ role: "authenticated", sub: subscriber.id }, -60);
    const client = createClient(server.url, server.anonKey, { accessToken: async () => stale });
    const { data, error, status } = await subscriptionCheck(client, subscriber.id);
    expect(status).toBe(401);
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: "PGRST303", message: "JWT expired", details: null, hint: null });
  });

  it("cannot be fooled by a user writing their own subscription", async () => {
    const { error, status } = await subscriber.client.from("subscriptions").insert({
      user_id: unsubscribed.id,
      status: "active",
      current_period_end: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(status).toBe(403);
    expect(error).toMatchObject({
      code: "42501",
      message: 'new row violates row-level security policy for table "subscriptions"',
    });
    const own = await unsubscribed.client
      .from("subscriptions")
      .update({ status: "active" })
      .eq("user_id", unsubscribed.id)
      .select();
    expect(own.data).toEqual([]);
    const check = await subscriptionCheck(unsubscribed.client, unsubscribed.id);
    expect(check.data).toEqual([]);
  });
});
