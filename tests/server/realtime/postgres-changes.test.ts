// Realtime's postgres_changes through supabase-js, against the embedded stand-in: which changes a
// subscriber receives (published tables only, its own rows only under RLS, its filters), and how
// the channel lives (join reply, reconnection, token refresh).
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { anonClient, createUser, serviceClient, type TestUser } from "../rest/users.ts";
import { captureUpgrades, createNotesTable, eventually, settle, subscribe } from "./support.ts";

let server: TestServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  alice = await createUser(server, "alice@realtime.test");
  bob = await createUser(server, "bob@realtime.test");
  await createNotesTable(server, "rt_notes");
  await createNotesTable(server, "rt_private", { published: false });
});

afterAll(async () => {
  for (const user of [alice, bob]) await user?.client.removeAllChannels();
  await server?.close();
});

const insertNote = async (owner: string | null, body = "note", rank = 0) => {
  const { rows } = await server.db.query<{ id: string }>(
    "insert into public.rt_notes (owner, body, rank) values ($1, $2, $3) returning id",
    [owner, body, rank],
  );
  return rows[0]!.id;
};

describe("postgres_changes", () => {
  it("delivers the inserts, updates and deletes of a published table, with the row and its key", async () => {
    const { channel, received } = await subscribe(alice.client, "crud", { event: "*", table: "rt_notes" });
    // Each change is awaited before the next: rows are re-read when delivered, so an insert whose
    // row is already gone by then is not sent (its delete is).
    const id = await insertNote(alice.id, "première");
    await eventually(() => received.length >= 1, 5000, "the insert");
    await server.db.query("update public.rt_notes set body = 'modifiée', rank = 2 where id = $1", [id]);
    await eventually(() => received.length >= 2, 5000, "the update");
    await server.db.query("delete from public.rt_notes where id = $1", [id]);
    await eventually(() => received.length >= 3, 5000, "the delete");
    expect(received.map((change) => change.eventType)).toEqual(["INSERT", "UPDATE", "DELETE"]);
    expect(received[0]!.new).toEqual({ id, owner: alice.id, body: "première", rank: 0 });
    expect(received[1]!.new).toMatchObject({ id, body: "modifiée", rank: 2 });
    expect(received[1]!.old).toEqual({ id });
    // A deleted row can no longer be checked against a policy: its key only, as on Supabase.
    expect(received[2]!.old).toEqual({ id });
    expect(received[2]!.new).toEqual({});
    await alice.client.removeChannel(channel);
  });

  it("sends each subscriber only the rows its row-level security lets it read", async () => {
    const forAlice = await subscribe(alice.client, "mine-a", { event: "INSERT", table: "rt_notes" });
    const forBob = await subscribe(bob.client, "mine-b", { event: "INSERT", table: "rt_notes" });
    const anon = anonClient(server);
    const forAnon = await subscribe(anon, "mine-anon", { event: "INSERT", table: "rt_notes" });
    const service = serviceClient(server);
    const forService = await subscribe(service, "mine-service", { event: "INSERT", table: "rt_notes" });

    const aliceNote = await insertNote(alice.id, "à Alice");
    const bobNote = await insertNote(bob.id, "à Bob");
    await eventually(
      () => forAlice.received.length >= 1 && forBob.received.length >= 1 && forService.received.length >= 2,
    );
    await settle();
    expect(forAlice.received.map((change) => change.new.id)).toEqual([aliceNote]);
    expect(forBob.received.map((change) => change.new.id)).toEqual([bobNote]);
    expect(forAnon.received).toEqual([]);
    // The service role bypasses RLS, as on Supabase.
    expect(forService.received.map((change) => change.new.id)).toEqual([aliceNote, bobNote]);
    await Promise.all([alice.client, bob.client, anon, service].map((client) => client.removeAllChannels()));
  });

  it("applies the binding's filter: eq and in", async () => {
    await insertNote(alice.id, "seed");
    const eq = await subscribe(alice.client, "eq", { event: "INSERT", table: "rt_notes", filter: "rank=eq.7" });
    const inList = await subscribe(alice.client, "in", { event: "*", table: "rt_notes", filter: "body=in.(un,trois)" });
    const gt = await subscribe(alice.client, "gt", { event: "INSERT", table: "rt_notes", filter: "rank=gt.10" });
    await insertNote(alice.id, "un", 7);
    await insertNote(alice.id, "deux", 1);
    await insertNote(alice.id, "trois", 12);
    await eventually(() => eq.received.length >= 1 && inList.received.length >= 2 && gt.received.length >= 1);
    await settle();
    expect(eq.received.map((change) => change.new.body)).toEqual(["un"]);
    expect(inList.received.map((change) => change.new.body)).toEqual(["un", "trois"]);
    expect(gt.received.map((change) => change.new.body)).toEqual(["trois"]);
    await alice.client.removeAllChannels();
  });

  it("sends nothing for a table outside the supabase_realtime publication", async () => {
    const service = serviceClient(server);
    const statuses: string[] = [];
    const received: unknown[] = [];
    const system: Array<Record<string, unknown>> = [];
    const channel = service
      .channel("unpublished")
      .on("postgres_changes", { event: "*", schema: "public", table: "rt_private" }, (payload) =>
        received.push(payload),
      )
      .on("system", {}, (payload: Record<string, unknown>) => system.push(payload));
    await new Promise<void>((resolve) =>
      channel.subscribe((status) => {
        statuses.push(status);
        if (status === "SUBSCRIBED") resolve();
      }),
    );
    await server.db.query("insert into public.rt_private (owner) values (null)");
    await settle();
    expect(received).toEqual([]);
    expect(system[0]).toMatchObject({ extension: "postgres_changes", status: "error" });
    await service.removeAllChannels();
  });

  it("rejoins after the connection drops and receives the later changes", async () => {
    const sockets = captureUpgrades(server);
    const { received, statuses } = await subscribe(alice.client, "reconnect", { event: "INSERT", table: "rt_notes" });
    expect(sockets.length).toBeGreaterThan(0);
    // The network goes: the server's end of the socket is destroyed without a closing handshake.
    for (const socket of sockets) socket.destroy();
    await eventually(() => statuses.filter((status) => status === "SUBSCRIBED").length >= 2, 10_000, "a rejoin");
    const id = await insertNote(alice.id, "après la coupure");
    await eventually(() => received.some((change) => change.new.id === id), 5000, "the change after the rejoin");
    await alice.client.removeAllChannels();
  });

  it("follows the channel's token: a new one changes whose rows arrive, an invalid one closes the channel", async () => {
    const anon = anonClient(server);
    const system: Array<Record<string, unknown>> = [];
    const received: Array<{ new: Record<string, unknown> }> = [];
    const statuses: string[] = [];
    const channel = anon
      .channel("token")
      .on("postgres_changes", { event: "INSERT", schema: "public", table: "rt_notes" }, (payload) =>
        received.push(payload as never),
      )
      .on("system", {}, (payload: Record<string, unknown>) => system.push(payload));
    await new Promise<void>((resolve) =>
      channel.subscribe((status) => {
        statuses.push(status);
        if (status === "SUBSCRIBED") resolve();
      }),
    );
    await insertNote(alice.id, "avant");
    await settle();
    expect(received).toEqual([]);

    // Signing in: the client sends the user's token on the joined channel (access_token).
    await anon.realtime.setAuth(alice.token);
    await settle(200);
    const id = await insertNote(alice.id, "après");
    await eventually(() => received.some((change) => change.new.id === id), 5000, "alice's row");

    await anon.realtime.setAuth("not-a-jwt");
    await eventually(() => system.some((payload) => payload.status === "error"), 5000, "a system error");
    expect(system.at(-1)).toMatchObject({ extension: "system", status: "error" });
    await eventually(() => statuses.includes("CLOSED"), 5000, "the channel closed");
    await anon.removeAllChannels();
  });
});

describe("the product's publication", () => {
  it("publishes the workflow and matching tables", async () => {
    const { rows } = await server.db.query<{ tablename: string }>(
      "select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' order by 1",
    );
    expect(rows.map((row) => row.tablename)).toEqual(
      expect.arrayContaining(["match_decisions", "matches", "workflow_events", "workflow_items"]),
    );
  });
});
