// A signed-out session ends everywhere, tried from outside: once supabase-js has signed out (scope
// "local" or "global"), the access token it held is refused by the product API, REST, storage and
// realtime at once, not when it expires an hour later; on a second server sharing PostgreSQL,
// within that server's few seconds of memory of the session.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiRoutes } from "@fuse/api/routes.ts";
import { startPostgresCluster, type PostgresCluster } from "@fuse/server-core/testing/postgres-cluster.ts";
import { createUser } from "@fuse/supabase-local/auth/users.ts";
import { supabaseLocalRoutes } from "@fuse/supabase-local/routes.ts";

import type { RunningServer } from "../../../apps/platform/server/server.ts";
import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { supabaseFor, uniqueEmail } from "../auth/support.ts";
import { createNotesTable, eventually, rawClient } from "../realtime/support.ts";
import { serversOnPostgres } from "../scheduler/servers-on-postgres.ts";

const password = "Une-session-qui-finit-9";

type Target = Pick<TestServer, "url" | "anonKey">;

/** The status each path answers a request made with `token`. */
async function statuses(server: Target, token: string) {
  const bearer = { authorization: `Bearer ${token}` };
  const userId = String(JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).sub);
  const [api, rest, storage] = await Promise.all([
    fetch(`${server.url}/api/portrait/answers`, { headers: bearer }),
    fetch(`${server.url}/rest/v1/profiles?select=id`, { headers: { ...bearer, apikey: server.anonKey } }),
    fetch(`${server.url}/storage/v1/object/list/cvs`, {
      method: "POST",
      headers: { ...bearer, apikey: server.anonKey, "content-type": "application/json" },
      body: JSON.stringify({ prefix: userId }),
    }),
  ]);
  return { api: api.status, rest: rest.status, storage: storage.status };
}

const accepted = { api: 200, rest: 200, storage: 200 };

/** A confirmed account signed in with supabase-js: the client and the session's access token. */
async function signedIn(server: Target & { db: TestServer["db"] }, email?: string) {
  const address = email ?? uniqueEmail("session");
  if (!email) await createUser(server.db, { email: address, password });
  const client = supabaseFor(server as TestServer);
  const { data, error } = await client.auth.signInWithPassword({ email: address, password });
  expect(error).toBeNull();
  return { client, email: address, token: data.session!.access_token };
}

/** A realtime channel joined with the token, as supabase-js joins one. */
async function joinedChannel(server: Target, token: string, topic: string) {
  const socket = await rawClient(server);
  const reply = await socket.push(topic, "phx_join", { config: {}, access_token: token }, "1");
  expect(reply[4]).toMatchObject({ status: "ok" });
  return socket;
}

/** realtime-js's `access_token` message, sent on every token change: it gets no reply when accepted. */
function refreshToken(channel: Awaited<ReturnType<typeof rawClient>>, topic: string, token: string) {
  channel.socket.send(JSON.stringify(["1", null, topic, "access_token", { access_token: token }]));
}

async function signOut(client: SupabaseClient, scope: "local" | "global" | "others") {
  expect((await client.auth.signOut({ scope })).error).toBeNull();
}

describe("signing out on this server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("ends the session's access token at once on the API, REST, storage and realtime (scope local)", async () => {
    const { client, token } = await signedIn(server);
    // Used first, so that the server knows the session as open when it ends.
    expect(await statuses(server, token)).toEqual(accepted);
    const channel = await joinedChannel(server, token, "realtime:fin-locale");

    await signOut(client, "local");

    expect(await statuses(server, token)).toEqual({ api: 401, rest: 401, storage: 400 });
    const storage = await fetch(`${server.url}/storage/v1/object/list/cvs`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, apikey: server.anonKey, "content-type": "application/json" },
      body: JSON.stringify({ prefix: "" }),
    });
    expect(await storage.json()).toMatchObject({ message: "Accès refusé : session terminée, reconnectez-vous." });
    // The joined channel is closed at its next token check, as realtime-js sends on a refresh.
    refreshToken(channel, "realtime:fin-locale", token);
    await eventually(
      () => channel.messages.some((message) => message[2] === "realtime:fin-locale" && message[3] === "phx_close"),
      5000,
      "the channel closed",
    );
    expect(channel.messages.find((message) => message[3] === "system")?.[4]).toMatchObject({ status: "error" });
    // And a new join with it is refused.
    expect((await channel.push("realtime:encore", "phx_join", { config: {}, access_token: token }))[4]).toMatchObject({
      status: "error",
    });
    channel.close();
  });

  it("closes a live channel at its next change once its session ended, even without a token refresh", async () => {
    await createNotesTable(server, "notes_fin");
    const { client, token } = await signedIn(server);
    const userId = String(JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).sub);
    const channel = await rawClient(server);
    const binding = { event: "INSERT", schema: "public", table: "notes_fin" };
    const join = await channel.push(
      "realtime:mes-notes",
      "phx_join",
      { config: { postgres_changes: [binding] }, access_token: token },
      "1",
    );
    expect(join[4]).toMatchObject({ status: "ok" });
    const changes = () => channel.messages.filter((message) => message[3] === "postgres_changes");
    const write = (body: string) =>
      server.db.query("insert into public.notes_fin (owner, body) values ($1, $2)", [userId, body]);
    await write("avant");
    await eventually(() => changes().length === 1, 5000, "the change made before the sign-out");

    await signOut(client, "local");
    await write("après");

    await eventually(
      () => channel.messages.some((message) => message[2] === "realtime:mes-notes" && message[3] === "phx_close"),
      5000,
      "the channel closed",
    );
    expect(changes().map((message) => (message[4] as { data: { record: { body: string } } }).data.record.body)).toEqual(
      ["avant"],
    );
    channel.close();
  });

  it("keeps the user's other sessions open after a local sign-out", async () => {
    const first = await signedIn(server);
    const second = await signedIn(server, first.email);
    await signOut(first.client, "local");
    expect(await statuses(server, second.token)).toEqual(accepted);
    expect((await statuses(server, first.token)).api).toBe(401);
  });

  it("ends every session of the user on a global sign-out, even the ones in other browsers", async () => {
    const elsewhere = await signedIn(server);
    const here = await signedIn(server, elsewhere.email);
    expect(await statuses(server, elsewhere.token)).toEqual(accepted);
    const channel = await joinedChannel(server, elsewhere.token, "realtime:fin-globale");

    await signOut(here.client, "global");

    for (const token of [elsewhere.token, here.token]) {
      expect(await statuses(server, token)).toEqual({ api: 401, rest: 401, storage: 400 });
    }
    refreshToken(channel, "realtime:fin-globale", elsewhere.token);
    await eventually(
      () => channel.messages.some((message) => message[3] === "phx_close"),
      5000,
      "the other browser's channel closed",
    );
    channel.close();
  });

  it("still answers the project's keys and a fresh sign-in", async () => {
    const { client, email, token } = await signedIn(server);
    await signOut(client, "global");
    expect((await statuses(server, token)).api).toBe(401);
    const again = await signedIn(server, email);
    expect(await statuses(server, again.token)).toEqual(accepted);
    const anon = await fetch(`${server.url}/rest/v1/profiles?select=id`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${server.anonKey}` },
    });
    expect(anon.status).toBe(200);
  });
});

describe("signing out with two servers on one PostgreSQL", () => {
  let cluster: PostgresCluster;
  let servers: ReturnType<typeof serversOnPostgres>;
  let first: RunningServer;
  let second: RunningServer;
  const noScheduler = { enabled: false, jobAlertsIntervalMs: 86_400_000 };

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    servers = serversOnPostgres(() => cluster.url);
    const config = { scheduler: noScheduler, sessionCacheSeconds: 1 };
    ({ server: first } = await servers.start(config, [...apiRoutes, ...supabaseLocalRoutes]));
    ({ server: second } = await servers.start(config, [...apiRoutes, ...supabaseLocalRoutes]));
  });
  afterAll(async () => {
    await servers?.close();
    cluster?.destroy();
  });

  const target = (server: RunningServer) => ({ url: server.url, anonKey: server.ctx.keys.anon, db: server.ctx.db });

  it("refuses the token at once where the sign-out happened, and within seconds on the other", async () => {
    const { client, token } = await signedIn(target(first));
    // Both servers know the session as open when it ends.
    expect(await statuses(target(first), token)).toEqual(accepted);
    expect(await statuses(target(second), token)).toEqual(accepted);

    await signOut(client, "local");

    expect(await statuses(target(first), token)).toEqual({ api: 401, rest: 401, storage: 400 });
    // The second server asks the database again once its memory of the session (1 s) expires.
    const deadline = Date.now() + 10_000;
    let seen = await statuses(target(second), token);
    while (seen.api !== 401 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await statuses(target(second), token);
    }
    expect(seen).toEqual({ api: 401, rest: 401, storage: 400 });
  });
});
