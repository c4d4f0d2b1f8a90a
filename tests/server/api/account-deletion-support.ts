// A live account, and what its erasure must leave: shared by the person's own deletion and the one
// an administrator performs, which must have the same effects. Needs the embedded auth and mailbox.
import { randomBytes } from "node:crypto";

import { createClient, type Session } from "@supabase/supabase-js";
import { expect } from "vitest";

import type { TestServer } from "../../../apps/platform/server/test-support/server.ts";

export interface LiveAccount {
  email: string;
  password: string;
  session: Session;
  userId: string;
}

const supabase = (server: TestServer) =>
  createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

/** Signs up, follows the confirmation link from the outbox, and signs in: a live session. */
export async function signedInAccount(server: TestServer, name = "depart"): Promise<LiveAccount> {
  const email = `${name}.${randomBytes(4).toString("hex")}@exemple.fr`;
  const password = "Motdepasse1";
  expect((await supabase(server).auth.signUp({ email, password })).error).toBeNull();
  const outbox = await fetch(`${server.url}/dev/api/mailbox?to=${encodeURIComponent(email)}`, {
    headers: { "x-mailbox-token": server.mailboxToken },
  });
  const [message] = (await outbox.json()) as { links: string[] }[];
  const confirmation = await fetch(message!.links[0]!, { redirect: "manual" });
  expect(confirmation.status).toBe(303);
  const { data, error } = await supabase(server).auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { email, password, session: data.session!, userId: data.user!.id };
}

/** The account is gone: its refresh token mints nothing, its password no longer signs in, no auth user is left. */
export async function expectAccountErased(server: TestServer, { email, password, session, userId }: LiveAccount) {
  const refreshed = await supabase(server).auth.refreshSession({ refresh_token: session.refresh_token });
  expect(refreshed.data.session).toBeNull();
  expect(refreshed.error).toMatchObject({ status: 400 });
  const again = await supabase(server).auth.signInWithPassword({ email, password });
  expect(again.data.session).toBeNull();
  expect(again.error).toMatchObject({ code: "invalid_credentials" });
  const { rows } = await server.db.query("select 1 from auth.users where id = $1", [userId]);
  expect(rows).toEqual([]);
}
