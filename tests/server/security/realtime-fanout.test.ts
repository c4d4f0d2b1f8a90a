// What one change costs the realtime server is bounded by the users who follow it, not by their
// tokens: a user who signs in many times and refreshes (a new token each time) and joins a
// channel with every token still gets one re-read of the changed row per change, and cannot
// multiply the claim sets their channels run with. Each re-read is counted here by the table's
// policy itself (a sequence it advances), the database's own record of the work done.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createUser as createAuthUser } from "@fuse/supabase-local/auth/users.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { claimsOf, supabaseFor, uniqueEmail } from "../auth/support.ts";
import { eventually, rawClient, type RawClient } from "../realtime/support.ts";

let server: TestServer;
const password = "Motdepasse-2026";

beforeAll(async () => {
  server = await startTestServer();
  await server.db.exec(`
    create sequence public.rt_fanout_reads;
    create table public.rt_fanout (
      id uuid primary key default gen_random_uuid(),
      owner uuid not null,
      body text not null default ''
    );
    create function public.rt_fanout_counted() returns boolean
      language sql volatile security definer set search_path = ''
      as $$ select nextval('public.rt_fanout_reads') > 0 $$;
    grant execute on function public.rt_fanout_counted() to authenticated;
    alter table public.rt_fanout enable row level security;
    create policy "rt_fanout: owners read theirs, each read counted" on public.rt_fanout
      for select to authenticated using (owner = (select auth.uid()) and public.rt_fanout_counted());
    alter publication supabase_realtime add table public.rt_fanout;
  `);
});
afterAll(() => server?.close());

const reads = async () =>
  (await server.db.query<{ n: string }>("select last_value::text as n from public.rt_fanout_reads")).rows[0]!.n;

async function refresh(refreshToken: string) {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
    method: "POST",
    headers: { apikey: server.anonKey, "content-type": "application/json" },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

/** Joins a channel on rt_fanout with `token`; resolves with the join's reply payload. */
async function joinWith(client: RawClient, topic: string, token: string) {
  const reply = await client.push(
    `realtime:${topic}`,
    "phx_join",
    { access_token: token, config: { postgres_changes: [{ event: "*", schema: "public", table: "rt_fanout" }] } },
    topic,
  );
  return reply[4] as { status: string; response: { reason?: string } };
}

describe("a user following a table with many tokens", () => {
  it("costs one re-read per change, whatever the number of their sessions and refreshed tokens", async () => {
    const email = uniqueEmail("jetons");
    const user = await createAuthUser(server.db, { email, password });
    const tokens: string[] = [];
    for (let session = 0; session < 10; session++) {
      const { data, error } = await supabaseFor(server).auth.signInWithPassword({ email, password });
      expect(error).toBeNull();
      tokens.push(data.session!.access_token);
      let refreshToken = data.session!.refresh_token;
      for (let i = 0; i < 2; i++) {
        const next = await refresh(refreshToken);
        tokens.push(next.access_token);
        refreshToken = next.refresh_token;
      }
    }
    // Every session's tokens carry its own session id: at least ten different claim sets.
    expect(new Set(tokens.map((token) => JSON.stringify(claimsOf(token)))).size).toBeGreaterThanOrEqual(10);

    const client = await rawClient(server);
    for (const [i, token] of tokens.entries()) expect((await joinWith(client, `t${i}`, token)).status).toBe("ok");
    const { rows } = await server.db.query<{ id: string }>(
      "insert into public.rt_fanout (owner, body) values ($1, 'avant') returning id",
      [user.id],
    );
    const changes = () => client.messages.filter((message) => message[3] === "postgres_changes").length;
    await eventually(() => changes() === tokens.length, 10_000, "the insert on every channel");

    const before = await reads();
    await server.db.query("update public.rt_fanout set body = 'après' where id = $1", [rows[0]!.id]);
    await eventually(() => changes() === 2 * tokens.length, 10_000, "the update on every channel");
    // Every channel received the row; the database read it once for them all.
    expect(Number(await reads()) - Number(before)).toBe(1);
    client.close();
  });

  it("refuses, in French, a join with a token whose claims make one claim set too many for the user", async () => {
    const email = uniqueEmail("profils");
    await createAuthUser(server.db, { email, password });
    const supabase = supabaseFor(server);
    const { data, error } = await supabase.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    const client = await rawClient(server);
    const statuses: Array<{ status: string; response: { reason?: string } }> = [];
    let token = data.session!.access_token;
    // Each change of the user's metadata gives their next tokens other claims (a claim set more).
    for (let i = 0; i < 5; i++) {
      statuses.push(await joinWith(client, `profil${i}`, token));
      expect((await supabase.auth.updateUser({ data: { version: i } })).error).toBeNull();
      const refreshed = await supabase.auth.refreshSession();
      expect(refreshed.error).toBeNull();
      token = refreshed.data.session!.access_token;
    }
    expect(statuses.map((reply) => reply.status)).toEqual(["ok", "ok", "ok", "ok", "error"]);
    expect(statuses[4]!.response.reason).toBe(
      "Trop de jetons aux informations différentes pour ce compte (4 au plus) : fermez les anciens onglets ou reconnectez-vous.",
    );
    // A channel joined with a claim set the user already has is still taken.
    expect((await joinWith(client, "profil-encore", data.session!.access_token)).status).toBe("ok");
    client.close();
  });
});
