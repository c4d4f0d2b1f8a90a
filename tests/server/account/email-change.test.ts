// Changing the e-mail address through supabase-js `auth.updateUser({email})` against the embedded
// stand-in, as GoTrue does with double_confirm_changes: one link to the current address, one to the
// new; the address changes once both are followed, and not before.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { confirmedAccount, follow, latestLink, mailbox, supabaseFor, uniqueEmail } from "../auth/support.ts";

const subject = "Confirmez le changement d'adresse e-mail";
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function signedIn(flowType: "implicit" | "pkce" = "implicit") {
  const account = await confirmedAccount(server, "change");
  // PKCE keeps its verifier in storage between updateUser and the code's exchange.
  const store = new Map<string, string>();
  const storage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
  const client = supabaseFor(server, { flowType, persistSession: true, storage });
  const { error } = await client.auth.signInWithPassword(account);
  expect(error).toBeNull();
  return { ...account, client };
}

const emailOf = async (id: string) =>
  (await server.db.query<{ email: string }>("select email from auth.users where id = $1", [id])).rows[0]?.email;

describe("updateUser({email})", () => {
  it("mails both addresses and changes the address once both links are followed", async () => {
    const { email, password, client } = await signedIn();
    const newEmail = uniqueEmail("nouvelle");
    const { data, error } = await client.auth.updateUser(
      { email: newEmail },
      { emailRedirectTo: `${server.url}/dashboard/candidate/profile` },
    );
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: newEmail });
    const userId = data.user!.id;

    const toCurrent = await latestLink(server, email, subject);
    const toNew = await latestLink(server, newEmail, subject);
    expect((await mailbox(server, email)).find((message) => message.subject === subject)?.text).toContain(newEmail);

    // The first link only says to follow the other; the address has not changed.
    const first = await follow(toCurrent);
    expect(first.location.pathname).toBe("/dashboard/candidate/profile");
    expect(first.fragment.get("message")).toMatch(/Ouvrez maintenant le lien envoyé à l'autre adresse/);
    expect(first.fragment.get("access_token")).toBeNull();
    expect(await emailOf(userId)).toBe(email);

    // The second one changes it, and signs in as usual.
    const second = await follow(toNew);
    expect(second.fragment.get("access_token")).toBeTruthy();
    expect(await emailOf(userId)).toBe(newEmail);
    expect((await client.auth.refreshSession()).data.user?.email).toBe(newEmail);

    // Each link works once.
    expect((await follow(toNew)).fragment.get("error_code")).toBe("otp_expired");

    const fresh = supabaseFor(server);
    expect((await fresh.auth.signInWithPassword({ email, password })).error?.code).toBe("invalid_credentials");
    const signIn = await fresh.auth.signInWithPassword({ email: newEmail, password });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.email).toBe(newEmail);
    expect(signIn.data.user?.identities?.[0]?.identity_data?.email).toBe(newEmail);
  });

  it("in the PKCE flow, the second link gives a code the client exchanges", async () => {
    const { client } = await signedIn("pkce");
    const newEmail = uniqueEmail("pkce");
    const { data, error } = await client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    await follow(await latestLink(server, data.user!.email!, subject));
    const { location } = await follow(await latestLink(server, newEmail, subject));
    const code = location.searchParams.get("code");
    expect(code).toBeTruthy();
    const exchanged = await client.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(newEmail);
  });

  it("refuses an address another account uses, and sends nothing", async () => {
    const { client } = await signedIn();
    const other = await confirmedAccount(server, "autre");
    const before = (await mailbox(server, other.email)).length;
    const { error } = await client.auth.updateUser({ email: other.email.toUpperCase() });
    expect(error).toMatchObject({ status: 422, code: "email_exists" });
    expect(await mailbox(server, other.email)).toHaveLength(before);
  });

  it("refuses an address that is not one, in French", async () => {
    const { client } = await signedIn();
    const { error } = await client.auth.updateUser({ email: "pas-une-adresse" });
    expect(error).toMatchObject({ status: 400, code: "validation_failed" });
    expect(error?.message).toMatch(/adresse e-mail n'est pas valide/);
  });

  it("sends at most one change per minute; a new request replaces the pending one", async () => {
    const { email, client } = await signedIn();
    const first = uniqueEmail("premiere");
    expect((await client.auth.updateUser({ email: first })).error).toBeNull();
    const { error } = await client.auth.updateUser({ email: uniqueEmail("seconde") });
    expect(error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });

    // A minute later (moved back in time here), a new request voids the first one's links.
    await server.db.query(
      "update auth.users set email_change_sent_at = now() - interval '2 minutes' where email = $1",
      [email],
    );
    const oldLink = await latestLink(server, first, subject);
    const second = uniqueEmail("seconde");
    expect((await client.auth.updateUser({ email: second })).error).toBeNull();
    expect((await follow(oldLink)).fragment.get("error_code")).toBe("otp_expired");
  });

  it("needs a signed-in user", async () => {
    const response = await fetch(`${server.url}/auth/v1/user`, {
      method: "PUT",
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${server.anonKey}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ email: uniqueEmail("anonyme") }),
    });
    expect(response.status).toBe(403);
  });
});
