// The embedded auth stand-in driven as the app drives Supabase Auth: through @supabase/supabase-js
// (unchanged) and plain fetch, against the real server over HTTP, with e-mails read from the
// outbox at /dev/api/mailbox.
import { AuthApiError, AuthWeakPasswordError } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { authRoutes } from "@fuse/supabase-local/auth/routes.ts";
import { mailboxRoutes } from "@fuse/supabase-local/mailbox/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { claimsOf, confirmedAccount, follow, latestLink, mailbox, supabaseFor, uniqueEmail } from "./support.ts";

const confirmSubject = "Confirmez votre adresse e-mail";
const recoverySubject = "Réinitialisez votre mot de passe";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ modules: [authRoutes, mailboxRoutes] });
});
afterAll(() => server?.close());

describe("sign-up with e-mail confirmation (implicit flow)", () => {
  it("answers the bare user, e-mails a French confirmation link, and the link signs the user in once", async () => {
    const supabase = supabaseFor(server);
    const email = uniqueEmail("camille");
    const { data, error } = await supabase.auth.signUp({
      email,
      password: "Motdepasse1",
      options: { emailRedirectTo: `${server.url}/confirm-email`, data: { first_name: "Camille" } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email,
      aud: "authenticated",
      role: "authenticated",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { first_name: "Camille", email, email_verified: false },
      is_anonymous: false,
    });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(data.user!.identities).toHaveLength(1);
    expect(data.user!.identities![0]).toMatchObject({ provider: "email", user_id: data.user!.id });

    // Not before the address is confirmed.
    const early = await supabase.auth.signInWithPassword({ email, password: "Motdepasse1" });
    expect(early.error).toBeInstanceOf(AuthApiError);
    expect(early.error).toMatchObject({ code: "email_not_confirmed", status: 400 });

    const [message, ...others] = await mailbox(server, email);
    expect(others).toEqual([]);
    expect(message).toMatchObject({ to: email, subject: confirmSubject });
    expect(message!.text).toContain("confirmez votre adresse e-mail");
    expect(message!.html).toContain(message!.links[0]!.replaceAll("&", "&amp;"));
    const link = new URL(message!.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/auth/v1/verify`);
    expect(link.searchParams.get("type")).toBe("signup");
    expect(link.searchParams.get("redirect_to")).toBe(`${server.url}/confirm-email`);

    const { location, fragment } = await follow(link);
    expect(`${location.origin}${location.pathname}`).toBe(`${server.url}/confirm-email`);
    expect(fragment.get("token_type")).toBe("bearer");
    expect(fragment.get("expires_in")).toBe("3600");
    expect(fragment.get("type")).toBe("signup");
    expect(Number(fragment.get("expires_at"))).toBe(claimsOf(fragment.get("access_token")!).exp);
    expect(fragment.get("refresh_token")).toBeTruthy();

    const session = await supabase.auth.setSession({
      access_token: fragment.get("access_token")!,
      refresh_token: fragment.get("refresh_token")!,
    });
    expect(session.error).toBeNull();
    expect(session.data.user).toMatchObject({ id: data.user!.id, email });
    expect(session.data.user!.email_confirmed_at).toBeTruthy();
    expect(session.data.user!.user_metadata).toMatchObject({ first_name: "Camille", email_verified: true });

    // A link works once.
    const again = await follow(link);
    expect(again.fragment.get("access_token")).toBeNull();
    expect(again.fragment.get("error_code")).toBe("otp_expired");
  });

  it("signs in, refreshes, reads and updates the user, signs out — after which the refresh token is dead", async () => {
    const { email, password } = await confirmedAccount(server, "dominique");
    const supabase = supabaseFor(server);

    const signIn = await supabase.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    const first = signIn.data.session!;
    expect(first).toMatchObject({ token_type: "bearer", expires_in: 3600 });
    const claims = claimsOf(first.access_token);
    expect(claims).toMatchObject({
      sub: signIn.data.user!.id,
      aud: "authenticated",
      role: "authenticated",
      email,
      aal: "aal1",
      is_anonymous: false,
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { email },
    });
    expect(claims.session_id).toEqual(expect.any(String));
    expect(claims.amr).toEqual([{ method: "password", timestamp: expect.any(Number) }]);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    expect(first.expires_at).toBe(claims.exp);

    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(claimsOf(second.access_token).session_id).toBe(claims.session_id);

    const current = await supabase.auth.getUser();
    expect(current.error).toBeNull();
    expect(current.data.user).toMatchObject({ id: signIn.data.user!.id, email });

    const metadata = await supabase.auth.updateUser({ data: { city: "Lyon", first_name: "Dominique" } });
    expect(metadata.error).toBeNull();
    expect(metadata.data.user!.user_metadata).toMatchObject({ city: "Lyon", first_name: "Dominique", email });
    const removed = await supabase.auth.updateUser({ data: { city: null } });
    expect(removed.data.user!.user_metadata).not.toHaveProperty("city");
    expect(removed.data.user!.user_metadata).toMatchObject({ first_name: "Dominique" });

    const same = await supabase.auth.updateUser({ password });
    expect(same.error).toMatchObject({ code: "same_password", status: 422 });
    const changed = await supabase.auth.updateUser({ password: "Nouveau2motdepasse" });
    expect(changed.error).toBeNull();
    const oldPassword = await supabaseFor(server).auth.signInWithPassword({ email, password });
    expect(oldPassword.error).toMatchObject({ code: "invalid_credentials", status: 400 });
    const newPassword = await supabaseFor(server).auth.signInWithPassword({ email, password: "Nouveau2motdepasse" });
    expect(newPassword.error).toBeNull();

    const { data: before } = await supabase.auth.getSession();
    const signedOut = await supabase.auth.signOut({ scope: "local" });
    expect(signedOut.error).toBeNull();
    const afterSignOut = await supabaseFor(server).auth.refreshSession({
      refresh_token: before.session!.refresh_token,
    });
    expect(afterSignOut.data.session).toBeNull();
    expect(afterSignOut.error).toMatchObject({ code: "refresh_token_not_found", status: 400 });
    const staleToken = await supabaseFor(server).auth.getUser(before.session!.access_token);
    expect(staleToken.data.user).toBeNull();
    expect(staleToken.error?.name).toBe("AuthSessionMissingError");

    // The other session (signed in with the new password) was local to another client: still alive.
    const otherSession = await supabaseFor(server).auth.getUser(newPassword.data.session!.access_token);
    expect(otherSession.error).toBeNull();
  });

  it("ends every session on a global sign-out, and the others' on scope others", async () => {
    const { email, password } = await confirmedAccount(server, "eden");
    const [a, b, c] = [supabaseFor(server), supabaseFor(server), supabaseFor(server)];
    for (const client of [a, b, c]) {
      expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
    }
    const tokens = await Promise.all([a, b, c].map(async (client) => (await client.auth.getSession()).data.session!));

    expect((await a.auth.signOut({ scope: "others" })).error).toBeNull();
    expect((await supabaseFor(server).auth.getUser(tokens[0]!.access_token)).error).toBeNull();
    for (const token of tokens.slice(1)) {
      const refresh = await supabaseFor(server).auth.refreshSession({ refresh_token: token.refresh_token });
      expect(refresh.error).toMatchObject({ code: "refresh_token_not_found" });
    }

    expect((await a.auth.signOut()).error).toBeNull();
    const refresh = await supabaseFor(server).auth.refreshSession({ refresh_token: tokens[0]!.refresh_token });
    expect(refresh.error).toMatchObject({ code: "refresh_token_not_found" });
  });

  it("stops honouring the tokens of a deleted account", async () => {
    const { email, password } = await confirmedAccount(server, "elias");
    const { data } = await supabaseFor(server).auth.signInWithPassword({ email, password });
    // What deleting an account does (DELETE /api/profile removes the auth user).
    await server.db.query("delete from auth.users where id = $1", [data.user!.id]);
    const refresh = await supabaseFor(server).auth.refreshSession({ refresh_token: data.session!.refresh_token });
    expect(refresh.error).toMatchObject({ code: "refresh_token_not_found", status: 400 });
    const user = await supabaseFor(server).auth.getUser(data.session!.access_token);
    expect(user.error).toMatchObject({ code: "user_not_found", status: 403 });
  });

  it("tolerates a rotated refresh token used again within the reuse interval (two tabs refreshing at once)", async () => {
    const { email, password } = await confirmedAccount(server, "flora");
    const supabase = supabaseFor(server);
    const { data } = await supabase.auth.signInWithPassword({ email, password });
    const original = data.session!.refresh_token;
    const firstTab = await supabase.auth.refreshSession();
    expect(firstTab.error).toBeNull();

    const otherTab = await supabaseFor(server).auth.refreshSession({ refresh_token: original });
    expect(otherTab.error).toBeNull();
    // Both tabs end up with the session's one current token, as GoTrue answers it.
    expect(otherTab.data.session!.refresh_token).not.toBe(original);
    expect(otherTab.data.session!.refresh_token).toBe(firstTab.data.session!.refresh_token);
    expect(claimsOf(otherTab.data.session!.access_token).session_id).toBe(
      claimsOf(data.session!.access_token).session_id,
    );
  });

  it("confirms through POST /verify with the link's token hash (verifyOtp)", async () => {
    const email = uniqueEmail("gael");
    const supabase = supabaseFor(server);
    await supabase.auth.signUp({ email, password: "Motdepasse1" });
    const link = await latestLink(server, email, confirmSubject);
    // Without a redirect the link lands on the app's confirmation page.
    expect(link.searchParams.get("redirect_to")).toBe(`${server.url}/confirm-email`);

    const { data, error } = await supabase.auth.verifyOtp({
      token_hash: link.searchParams.get("token")!,
      type: "signup",
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.user!.email_confirmed_at).toBeTruthy();
    expect(claimsOf(data.session!.access_token).amr).toEqual([{ method: "otp", timestamp: expect.any(Number) }]);

    const reused = await supabaseFor(server).auth.verifyOtp({
      token_hash: link.searchParams.get("token")!,
      type: "signup",
    });
    expect(reused.error).toMatchObject({ code: "otp_expired", status: 403 });
  });

  it("answers a repeated sign-up of a confirmed address as GoTrue does: a user without identities, no e-mail", async () => {
    const { email } = await confirmedAccount(server, "hugo");
    const before = await mailbox(server, email);
    const { data, error } = await supabaseFor(server).auth.signUp({ email, password: "Autremotdepasse3" });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, identities: [] });
    expect(await mailbox(server, email)).toEqual(before);
    // The account kept its password.
    const signIn = await supabaseFor(server).auth.signInWithPassword({ email, password: "Motdepasse1" });
    expect(signIn.error).toBeNull();
  });
});

describe("PKCE flow", () => {
  it("confirms the sign-up with a code that only the client holding the verifier can exchange", async () => {
    const supabase = supabaseFor(server, { flowType: "pkce" });
    const email = uniqueEmail("ines");
    const signUp = await supabase.auth.signUp({
      email,
      password: "Motdepasse1",
      options: { emailRedirectTo: `${server.url}/confirm-email?next=/dashboard` },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();

    const link = await latestLink(server, email, confirmSubject);
    expect(link.searchParams.get("token")).toMatch(/^pkce_/);
    const { location } = await follow(link);
    expect(`${location.origin}${location.pathname}`).toBe(`${server.url}/confirm-email`);
    expect(location.searchParams.get("next")).toBe("/dashboard");
    expect(location.hash).toBe("");
    const code = location.searchParams.get("code")!;
    expect(code).toBeTruthy();

    const stranger = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
      method: "POST",
      headers: { apikey: server.anonKey, "content-type": "application/json" },
      body: JSON.stringify({ auth_code: code, code_verifier: "x".repeat(64) }),
    });
    expect(stranger.status).toBe(400);
    expect(await stranger.json()).toMatchObject({ code: "bad_code_verifier" });

    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session!.user.email).toBe(email);
    expect(exchanged.data.user!.email_confirmed_at).toBeTruthy();
    expect(claimsOf(exchanged.data.session!.access_token).amr).toEqual([
      { method: "email/signup", timestamp: expect.any(Number) },
    ]);
    expect((await supabase.auth.getUser()).data.user!.email).toBe(email);

    // A code works once.
    const again = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
      method: "POST",
      headers: { apikey: server.anonKey, "content-type": "application/json" },
      body: JSON.stringify({ auth_code: code, code_verifier: "x".repeat(64) }),
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: "flow_state_not_found" });
  });

  it("recovers a password with a code, then lets the user set a new one", async () => {
    const { email } = await confirmedAccount(server, "jade");
    const supabase = supabaseFor(server, { flowType: "pkce" });
    const sent = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${server.url}/reset-password` });
    expect(sent.error).toBeNull();
    const { location } = await follow(await latestLink(server, email, recoverySubject));
    expect(`${location.origin}${location.pathname}`).toBe(`${server.url}/reset-password`);
    const events: string[] = [];
    supabase.auth.onAuthStateChange((event) => void events.push(event));
    const exchanged = await supabase.auth.exchangeCodeForSession(location.searchParams.get("code")!);
    expect(exchanged.error).toBeNull();
    // The app's reset page listens for this event to show the new-password form.
    expect(events).toContain("PASSWORD_RECOVERY");
    expect((await supabase.auth.updateUser({ password: "Recupere4motdepasse" })).error).toBeNull();
    const signIn = await supabaseFor(server).auth.signInWithPassword({ email, password: "Recupere4motdepasse" });
    expect(signIn.error).toBeNull();
  });
});

describe("password recovery (implicit flow)", () => {
  it("e-mails a recovery link whose session may set a new password; unknown addresses get the same answer", async () => {
    const { email, password } = await confirmedAccount(server, "karim");
    const supabase = supabaseFor(server);
    const sent = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${server.url}/reset-password` });
    expect(sent).toEqual({ data: {}, error: null });
    const nobody = uniqueEmail("personne");
    expect(await supabase.auth.resetPasswordForEmail(nobody)).toEqual({ data: {}, error: null });
    expect(await mailbox(server, nobody)).toEqual([]);

    const message = (await mailbox(server, email))[0]!;
    expect(message.subject).toBe(recoverySubject);
    expect(message.text).toContain("réinitialiser le mot de passe");
    const { location, fragment } = await follow(new URL(message.links[0]!));
    expect(`${location.origin}${location.pathname}`).toBe(`${server.url}/reset-password`);
    expect(fragment.get("type")).toBe("recovery");

    const session = await supabase.auth.setSession({
      access_token: fragment.get("access_token")!,
      refresh_token: fragment.get("refresh_token")!,
    });
    expect(session.error).toBeNull();
    expect((await supabase.auth.updateUser({ password: "Retrouve5motdepasse" })).error).toBeNull();
    expect((await supabaseFor(server).auth.signInWithPassword({ email, password })).error).toMatchObject({
      code: "invalid_credentials",
    });
    expect(
      (await supabaseFor(server).auth.signInWithPassword({ email, password: "Retrouve5motdepasse" })).error,
    ).toBeNull();
  });

  it("sends a link back to the app only: a foreign redirect falls back to the app's page", async () => {
    const { email } = await confirmedAccount(server, "lea");
    await supabaseFor(server).auth.resetPasswordForEmail(email, { redirectTo: "https://evil.example/steal" });
    const link = await latestLink(server, email, recoverySubject);
    expect(link.searchParams.get("redirect_to")).toBe(`${server.url}/reset-password`);

    // Even when the link itself is edited.
    link.searchParams.set("redirect_to", "https://evil.example/steal");
    const { location, fragment } = await follow(link);
    expect(location.origin).toBe(server.url);
    expect(fragment.get("access_token")).toBeTruthy();
  });
});

describe("errors in GoTrue's shape", () => {
  it("refuses a wrong password and an unknown address alike: invalid_credentials, 400", async () => {
    const { email } = await confirmedAccount(server, "malo");
    const supabase = supabaseFor(server);
    const wrong = await supabase.auth.signInWithPassword({ email, password: "Mauvais1motdepasse" });
    const unknown = await supabase.auth.signInWithPassword({ email: uniqueEmail("inconnu"), password: "Motdepasse1" });
    for (const { data, error } of [wrong, unknown]) {
      expect(data.session).toBeNull();
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({ code: "invalid_credentials", status: 400 });
    }
    expect(wrong.error!.message).toBe(unknown.error!.message);
  });

  it("refuses weak passwords with 422 weak_password and the reasons", async () => {
    const supabase = supabaseFor(server);
    const short = await supabase.auth.signUp({ email: uniqueEmail("nina"), password: "abc" });
    expect(short.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(short.error).toMatchObject({ code: "weak_password", status: 422, reasons: ["length"] });
    const shortAndCommon = await supabase.auth.signUp({ email: uniqueEmail("nina"), password: "azerty" });
    expect(shortAndCommon.error).toMatchObject({ code: "weak_password", reasons: ["length", "pwned"] });
    const common = await supabase.auth.signUp({ email: uniqueEmail("nina"), password: "motdepasse" });
    expect(common.error).toMatchObject({ code: "weak_password", reasons: ["pwned"] });
    const long = await supabase.auth.signUp({ email: uniqueEmail("nina"), password: `Aa1${"x".repeat(80)}` });
    expect(long.error).toMatchObject({ code: "validation_failed", status: 400 });

    const { email, password } = await confirmedAccount(server, "nina");
    await supabase.auth.signInWithPassword({ email, password });
    const update = await supabase.auth.updateUser({ password: "court1A" });
    expect(update.error).toMatchObject({ code: "weak_password", status: 422, reasons: ["length"] });
  });

  it("refuses a malformed address and an invalid body with validation errors", async () => {
    const supabase = supabaseFor(server);
    const badEmail = await supabase.auth.signUp({ email: "pas-une-adresse", password: "Motdepasse1" });
    expect(badEmail.error).toMatchObject({ code: "validation_failed", status: 400 });
    expect(badEmail.error!.message).toMatch(/adresse e-mail/);

    const response = await fetch(`${server.url}/auth/v1/signup`, {
      method: "POST",
      headers: { apikey: server.anonKey, "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "bad_json", error_code: "bad_json" });
  });

  it("refuses a tampered or expired access token on /user with 403 bad_jwt", async () => {
    const { email, password } = await confirmedAccount(server, "oscar");
    const { data } = await supabaseFor(server).auth.signInWithPassword({ email, password });
    const token = data.session!.access_token;
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...claimsOf(token), sub: "00000000-0000-4000-8000-000000000000" }),
    ).toString("base64url");

    const tampered = await supabaseFor(server).auth.getUser(`${header}.${forged}.${signature}`);
    expect(tampered.data.user).toBeNull();
    expect(tampered.error).toMatchObject({ code: "bad_jwt", status: 403 });
    const badSignature = await supabaseFor(server).auth.getUser(`${header}.${payload}.${signature.slice(0, -4)}AAAA`);
    expect(badSignature.error).toMatchObject({ code: "bad_jwt", status: 403 });

    // The same claims, signed with the project's secret, one minute past their expiry.
    const claims = claimsOf(token);
    const now = Math.floor(Date.now() / 1000);
    const expiredToken = await server.ctx.jwt.sign({
      ...claims,
      role: "authenticated",
      iat: now - 3660,
      exp: now - 60,
    });
    const expired = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${expiredToken}` },
    });
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ code: "bad_jwt", error_code: "bad_jwt" });

    const anonymous = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${server.anonKey}` },
    });
    expect(anonymous.status).toBe(403);
  });

  it("requires the project's API key on every endpoint but the e-mail link, and names its API version", async () => {
    const missing = await fetch(`${server.url}/auth/v1/settings`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await missing.json()).toMatchObject({ code: "no_authorization", msg: expect.any(String) });

    const wrong = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: "not-the-key", "content-type": "application/json" },
      body: JSON.stringify({ email: "a@exemple.fr", password: "Motdepasse1" }),
    });
    expect(wrong.status).toBe(401);

    for (const key of [server.anonKey, server.serviceRoleKey]) {
      const settings = await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: key } });
      expect(settings.status).toBe(200);
      expect(settings.headers.get("x-supabase-api-version")).toBe("2024-01-01");
      expect(await settings.json()).toMatchObject({
        external: { email: true, phone: false },
        disable_signup: false,
        mailer_autoconfirm: false,
      });
    }

    const link = await fetch(`${server.url}/auth/v1/verify?token=nope&type=signup`, { redirect: "manual" });
    expect(link.status).toBe(303);
    expect(link.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    const fragment = new URLSearchParams(new URL(link.headers.get("location")!).hash.slice(1));
    expect(fragment.get("error_code")).toBe("otp_expired");
  });
});

describe("the mailbox", () => {
  it("lists messages with their links on a French page without scripts", async () => {
    const email = uniqueEmail("pauline");
    await supabaseFor(server).auth.signUp({ email, password: "Motdepasse1" });
    const link = await latestLink(server, email, confirmSubject);

    const response = await fetch(`${server.url}/dev/mailbox?to=${encodeURIComponent(email)}`, {
      headers: { "x-mailbox-token": server.mailboxToken },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    const page = await response.text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain("Boîte de réception locale");
    expect(page).toContain(confirmSubject);
    expect(page).toContain(`href="${link.toString().replaceAll("&", "&amp;")}"`);
    expect(page).not.toMatch(/<script/i);
  });

  it("empties one recipient's messages on DELETE, leaving the others", async () => {
    const [first, second] = [uniqueEmail("quentin"), uniqueEmail("romane")];
    for (const email of [first, second]) await supabaseFor(server).auth.signUp({ email, password: "Motdepasse1" });
    const response = await fetch(`${server.url}/dev/api/mailbox?to=${encodeURIComponent(first)}`, {
      method: "DELETE",
      headers: { "x-mailbox-token": server.mailboxToken },
    });
    expect(await response.json()).toEqual({ deleted: 1 });
    expect(await mailbox(server, first)).toEqual([]);
    expect(await mailbox(server, second)).toHaveLength(1);
  });

  it("keeps messages out of reach of the API roles, since they carry sign-in links", async () => {
    for (const role of ["anon", "authenticated", "service_role"] as const) {
      await expect(
        server.db.asRole({ role }, (tx) => tx.query("select count(*) from public.outbox_emails")),
      ).rejects.toThrow(/permission denied/);
    }
  });
});
