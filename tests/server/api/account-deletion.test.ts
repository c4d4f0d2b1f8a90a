// Account deletion as the app performs it: a real account signed up and confirmed through the
// embedded auth with @supabase/supabase-js, the product API called with that session's token, then
// the old session tried again. Needs the embedded auth and mailbox modules.
import { randomBytes } from "node:crypto";

import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { profileRoutes } from "@fuse/api/profile/routes.ts";
import { authRoutes } from "@fuse/supabase-local/auth/routes.ts";
import { mailboxRoutes } from "@fuse/supabase-local/mailbox/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { call } from "./profile-support.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ modules: [authRoutes, mailboxRoutes, profileRoutes] });
});
afterAll(() => server?.close());

const supabase = () =>
  createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

/** Signs up, follows the confirmation link from the outbox, and signs in: a live session. */
async function signedInAccount() {
  const email = `depart.${randomBytes(4).toString("hex")}@exemple.fr`;
  const password = "Motdepasse1";
  expect((await supabase().auth.signUp({ email, password })).error).toBeNull();
  const outbox = await fetch(`${server.url}/dev/api/mailbox?to=${encodeURIComponent(email)}`, {
    headers: { "x-mailbox-token": server.mailboxToken },
  });
  const [message] = (await outbox.json()) as { links: string[] }[];
  const confirmation = await fetch(message!.links[0]!, { redirect: "manual" });
  expect(confirmation.status).toBe(303);
  const { data, error } = await supabase().auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { email, password, session: data.session!, userId: data.user!.id };
}

describe("DELETE /api/profile with a real session", () => {
  it("accepts the auth service's access tokens, erases the account, and the old session is dead", async () => {
    const { email, password, session, userId } = await signedInAccount();
    const token = session.access_token;
    const created = await call(server, "POST", "/api/profile/update", { token, body: { type: "candidate" } });
    expect(created.status).toBe(201);
    expect((await call(server, "GET", `/api/profile?id=${userId}`, { token })).status).toBe(200);

    const deleted = await call(server, "DELETE", "/api/profile", { token, body: { user_id: userId } });
    expect(deleted.status).toBe(204);

    // The refresh token no longer mints anything, and the password no longer signs in.
    const refreshed = await supabase().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.data.session).toBeNull();
    expect(refreshed.error).toMatchObject({ status: 400 });
    const again = await supabase().auth.signInWithPassword({ email, password });
    expect(again.data.session).toBeNull();
    expect(again.error).toMatchObject({ code: "invalid_credentials" });
    const { rows } = await server.db.query("select 1 from auth.users where id = $1", [userId]);
    expect(rows).toEqual([]);
  });
});
