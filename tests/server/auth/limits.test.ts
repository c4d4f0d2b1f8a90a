// Abuse protections of the embedded auth stand-in, on a server whose limits are lowered so each
// can be reached in a few requests: rate limits (429 over_request_rate_limit), refresh token
// reuse detection, and the per-account e-mail frequency. Driven through supabase-js and fetch;
// accounts are seeded with createUser, the function the demo accounts use.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { authRoutes } from "@fuse/supabase-local/auth/routes.ts";
import { createUser, UserAlreadyExistsError } from "@fuse/supabase-local/auth/users.ts";
import { mailboxRoutes } from "@fuse/supabase-local/mailbox/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { claimsOf, mailbox, supabaseFor, uniqueEmail } from "./support.ts";

const signInPerIp = 8;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    modules: [
      (ctx) =>
        authRoutes(ctx, {
          rateLimits: { signInPerIp, signInFailuresPerAccount: 2, signUpPerIp: 2, recoverPerIp: 3 },
          // Every reuse of a rotated token counts as theft, without waiting out the 10 s default.
          refreshTokenReuseIntervalSeconds: 0,
        }),
      mailboxRoutes,
    ],
  });
});
afterAll(() => server?.close());

async function seededAccount(name: string) {
  const email = uniqueEmail(name);
  const user = await createUser(server.db, { email, password: "fuse-demo-2026", userMetadata: { first_name: name } });
  return { email, password: "fuse-demo-2026", user };
}

describe("createUser (demo accounts)", () => {
  it("creates a confirmed account that signs in, and warns of a password the policy would now refuse", async () => {
    const { email, password, user } = await seededAccount("demo");
    expect(user).toMatchObject({ email, identities: [expect.objectContaining({ provider: "email" })] });
    expect(user.email_confirmed_at).toBeTruthy();
    await expect(createUser(server.db, { email: email.toUpperCase(), password })).rejects.toBeInstanceOf(
      UserAlreadyExistsError,
    );

    const { data, error } = await supabaseFor(server).auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, user_metadata: { first_name: "demo" } });
    // The demo password meets the policy: no warning.
    expect(data.weakPassword).toBeUndefined();

    // GoTrue signs in a valid password that fails the current policy, and says why.
    const older = uniqueEmail("ancien");
    await createUser(server.db, { email: older, password: "azerty123" });
    const weak = await supabaseFor(server).auth.signInWithPassword({ email: older, password: "azerty123" });
    expect(weak.error).toBeNull();
    expect(weak.data.weakPassword).toEqual({ message: expect.stringMatching(/trop courant/), reasons: ["pwned"] });
  });
});

describe("refresh token reuse detection", () => {
  it("ends the session when a rotated refresh token comes back after the reuse interval", async () => {
    const { email, password } = await seededAccount("victime");
    const owner = supabaseFor(server);
    const { data } = await owner.auth.signInWithPassword({ email, password });
    const stolen = data.session!.refresh_token;
    expect((await owner.auth.refreshSession()).error).toBeNull();
    const latest = (await owner.auth.getSession()).data.session!;

    const thief = await supabaseFor(server).auth.refreshSession({ refresh_token: stolen });
    expect(thief.data.session).toBeNull();
    expect(thief.error).toMatchObject({ code: "refresh_token_already_used", status: 400 });

    // The whole family is revoked: the owner's newest tokens are dead too, so the thief's copy is worthless.
    const ownerRefresh = await supabaseFor(server).auth.refreshSession({ refresh_token: latest.refresh_token });
    expect(ownerRefresh.error).toMatchObject({ status: 400 });
    const ownerUser = await supabaseFor(server).auth.getUser(latest.access_token);
    expect(ownerUser.error?.name).toBe("AuthSessionMissingError");
    expect(claimsOf(latest.access_token).session_id).toBe(claimsOf(data.session!.access_token).session_id);
  });
});

describe("rate limits", () => {
  it("stops an address that failed on an account under attack, even with the right password", async () => {
    const { email, password } = await seededAccount("cible");
    const supabase = supabaseFor(server);
    for (let attempt = 0; attempt < 2; attempt++) {
      const wrong = await supabase.auth.signInWithPassword({ email, password: "Devine1motdepasse" });
      expect(wrong.error).toMatchObject({ code: "invalid_credentials", status: 400 });
    }
    const blocked = await supabase.auth.signInWithPassword({ email, password });
    expect(blocked.data.session).toBeNull();
    expect(blocked.error).toMatchObject({ code: "over_request_rate_limit", status: 429 });
  });

  it("limits sign-ups per IP address", async () => {
    const supabase = supabaseFor(server);
    for (const name of ["un", "deux"]) {
      expect((await supabase.auth.signUp({ email: uniqueEmail(name), password: "Motdepasse1" })).error).toBeNull();
    }
    const third = await supabase.auth.signUp({ email: uniqueEmail("trois"), password: "Motdepasse1" });
    expect(third.error).toMatchObject({ code: "over_request_rate_limit", status: 429 });

    const raw = await fetch(`${server.url}/auth/v1/signup`, {
      method: "POST",
      headers: { apikey: server.anonKey, "content-type": "application/json" },
      body: JSON.stringify({ email: uniqueEmail("quatre"), password: "Motdepasse1" }),
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(raw.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await raw.json()).toMatchObject({ code: "over_request_rate_limit", error_code: "over_request_rate_limit" });
  });

  it("sends one recovery e-mail per minute per account, and limits recovery requests per IP", async () => {
    const { email } = await seededAccount("oubli");
    const supabase = supabaseFor(server);
    expect((await supabase.auth.resetPasswordForEmail(email)).error).toBeNull();
    // Answered as usual, but nothing is sent: the same account cannot be flooded.
    expect((await supabase.auth.resetPasswordForEmail(email)).error).toBeNull();
    expect((await mailbox(server, email)).map((message) => message.subject)).toEqual([
      "Réinitialisez votre mot de passe",
    ]);
    expect((await supabase.auth.resetPasswordForEmail(uniqueEmail("autre"))).error).toBeNull();
    const blocked = await supabase.auth.resetPasswordForEmail(email);
    expect(blocked.error).toMatchObject({ code: "over_request_rate_limit", status: 429 });
  });

  it("limits password sign-ins per IP address, right password or not", async () => {
    const { email, password } = await seededAccount("foule");
    const supabase = supabaseFor(server);
    // Earlier tests in this file used some of the budget; spend the rest and one more.
    let blocked = null;
    for (let attempt = 0; attempt <= signInPerIp && !blocked; attempt++) {
      const { error } = await supabase.auth.signInWithPassword({ email, password });
      if (error) blocked = error;
    }
    expect(blocked).toMatchObject({ code: "over_request_rate_limit", status: 429 });
    const still = await supabaseFor(server).auth.signInWithPassword({ email, password });
    expect(still.error).toMatchObject({ code: "over_request_rate_limit", status: 429 });
  });
});
