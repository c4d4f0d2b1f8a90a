// The demo accounts sign in with the documented password and are in the state their name says,
// so every access rule can be tried from outside.
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_PASSWORD, demoAccounts, seedDemoAccounts } from "../../../apps/platform/server/demo-accounts.ts";
import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  expect(await seedDemoAccounts(server.db)).toHaveLength(Object.keys(demoAccounts).length);
});
afterAll(() => server?.close());

async function signIn(email: string) {
  const supabase = createClient(server.url, server.anonKey, { auth: { persistSession: false } });
  const { data, error } = await supabase.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  expect(error).toBeNull();
  return { supabase, session: data.session! };
}

async function profileOf(email: string) {
  const { session } = await signIn(email);
  const response = await fetch(`${server.url}/api/profile?id=${session.user.id}`, {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  return { status: response.status, body: await response.json() };
}

describe("demo accounts", () => {
  it.each([
    ["candidat.nouveau@fuse.test", "candidate", false],
    ["candidat.sansportrait@fuse.test", "candidate", true],
    ["candidat@fuse.test", "candidate", true],
    ["recruteur.nouveau@fuse.test", "recruiter", false],
    ["recruteur@fuse.test", "recruiter", true],
    ["recruteur.abonne@fuse.test", "recruiter", true],
    ["admin@fuse.test", "admin", true],
  ])("%s signs in as a %s, completed: %s", async (email, type, completed) => {
    const { status, body } = await profileOf(email);
    expect(status).toBe(200);
    expect(body).toMatchObject({ type, completed });
  });

  it("gives a portrait only to candidat@", async () => {
    for (const [email, memo] of [
      ["candidat@fuse.test", expect.stringContaining("<strong>accessibles</strong>")],
      ["candidat.sansportrait@fuse.test", null],
    ] as const) {
      const { session } = await signIn(email);
      const response = await fetch(`${server.url}/api/profile/info?id=${session.user.id}`, {
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      expect((await response.json()).memo).toEqual(memo);
    }
  });

  it("gives a valid subscription only to recruteur.abonne@, as the spec's query sees it", async () => {
    for (const [email, count] of [
      ["recruteur.abonne@fuse.test", 1],
      ["recruteur@fuse.test", 0],
    ] as const) {
      const { supabase, session } = await signIn(email);
      const { data, error } = await supabase
        .from("subscriptions")
        .select("*")
        .eq("user_id", session.user.id)
        .in("status", ["active", "trialing", "canceled"])
        .gt("current_period_end", new Date().toISOString());
      expect(error).toBeNull();
      expect(data).toHaveLength(count);
    }
  });

  it("leaves existing accounts alone on the next start", async () => {
    expect(await seedDemoAccounts(server.db)).toEqual([]);
  });
});
