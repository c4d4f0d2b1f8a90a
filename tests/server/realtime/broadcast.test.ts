// Realtime Broadcast from the database through supabase-js, against the embedded stand-in: the
// hiring workflow's changes reach the two people of a card on their own private topics (and only
// what is theirs to know), nobody else may join those topics, and a message is sent only when its
// change commits.
import { randomUUID } from "node:crypto";

import { createClient, type RealtimeChannel, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import type { World } from "../rls/world.ts";
import { hiringWorld, openCard, type HiringWorld } from "../workflow/support.ts";
import { eventually, rawClient, settle } from "./support.ts";

let server: TestServer;
let hiring: HiringWorld;
const channels: Array<{ client: SupabaseClient; channel: RealtimeChannel }> = [];

beforeAll(async () => {
  server = await startTestServer({ config: { scheduler: { enabled: false, jobAlertsIntervalMs: 86_400_000 } } });
  hiring = await hiringWorld(server);
}, 120_000);

afterAll(async () => {
  for (const { client, channel } of channels) await client.removeChannel(channel);
  await server?.close();
});

interface Told {
  type: string;
  event: string;
  payload: { table: string; type: string; item: string; id: string };
}

/** A token of `actor`'s, with a session as a sign-in opens one. */
async function tokenOf(actor: World["candidate"]) {
  const sessionId = randomUUID();
  await server.db.query("insert into auth.sessions (id, user_id) values ($1, $2)", [sessionId, actor.userId]);
  return server.ctx.jwt.sign({ ...actor.claims, session_id: sessionId }, 3600);
}

const clientWith = (token: string | undefined) =>
  createClient(server.url, server.anonKey, {
    ...(token ? { accessToken: async () => token } : {}),
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

/** Joins `topic` (private unless said otherwise) and collects its `workflow` and `matches` broadcasts. */
async function join(client: SupabaseClient, topic: string, options: { private?: boolean } = {}) {
  // supabase-js keeps one channel per topic and client: a second join would be the first.
  const key = `${topic} ${options.private ?? true}`;
  const joined = (joinedBy.get(client) ?? joinedBy.set(client, new Map()).get(client)!).get(key);
  if (joined) return joined;
  const outcome = joinOnce(client, topic, options);
  joinedBy.get(client)!.set(key, outcome);
  return outcome;
}
const joinedBy = new Map<SupabaseClient, Map<string, ReturnType<typeof joinOnce>>>();

async function joinOnce(client: SupabaseClient, topic: string, { private: isPrivate = true } = {}) {
  const received: Told[] = [];
  const matches: Array<{ event: string; payload: { table: string } }> = [];
  const channel = client
    .channel(topic, { config: { private: isPrivate } })
    .on("broadcast", { event: "workflow" }, (message) => received.push(message as unknown as Told))
    .on("broadcast", { event: "matches" }, (message) => matches.push(message as unknown as (typeof matches)[number]));
  channels.push({ client, channel });
  const outcome = await new Promise<{ status: string; error?: Error }>((resolve) => {
    channel.subscribe((status, error) => {
      if (status !== "CLOSED") resolve({ status, ...(error ? { error } : {}) });
    });
  });
  return { channel, received, matches, ...outcome };
}

const topicOf = (actor: World["candidate"]) => `user:${actor.userId}`;

/** What each side was told about `card`, as (table, type) pairs. */
const about = (received: Told[], card: string) =>
  received.filter((told) => told.payload.item === card).map((told) => `${told.payload.table} ${told.payload.type}`);

describe("the workflow's broadcasts", () => {
  it("tell a card's candidate and recruiter, each on their own private topic, that it moved", async () => {
    const { world, candidate, recruiter } = hiring;
    const forCandidate = await join(candidate.client, topicOf(world.candidate));
    const forRecruiter = await join(recruiter.client, topicOf(world.recruiter));
    expect([forCandidate.status, forRecruiter.status]).toEqual(["SUBSCRIBED", "SUBSCRIBED"]);

    const card = await openCard(server.db, hiring, "Comptable (broadcast)");
    await server.db.asRole(world.recruiter.claims, (tx) =>
      tx.query("update public.workflow_items set stage = 'shortlisted' where id = $1", [card]),
    );
    const expected = [
      "workflow_items INSERT",
      "workflow_events INSERT",
      "workflow_items UPDATE",
      "workflow_events INSERT",
    ];
    await eventually(() => about(forCandidate.received, card).length >= 4, 5000, "the candidate's messages");
    await eventually(() => about(forRecruiter.received, card).length >= 4, 5000, "the recruiter's messages");
    expect(about(forCandidate.received, card)).toEqual(expected);
    expect(about(forRecruiter.received, card)).toEqual(expected);
    // As hosted Realtime sends it: the event, and the payload with the message's id.
    expect(forCandidate.received[0]).toMatchObject({ type: "broadcast", event: "workflow" });
    expect(forCandidate.received[0]!.payload.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("tell the recruiter alone of a private note and of a card's place in its column", async () => {
    const { world, candidate, recruiter } = hiring;
    const forCandidate = await join(candidate.client, topicOf(world.candidate));
    const forRecruiter = await join(recruiter.client, topicOf(world.recruiter));
    const card = await openCard(server.db, hiring, "Paie (notes)");
    await eventually(() => about(forCandidate.received, card).length >= 2, 5000, "the card's opening");

    await server.db.asRole(world.recruiter.claims, async (tx) => {
      await tx.query(
        "insert into public.workflow_events (item_id, kind, message, private) values ($1, 'note', 'À rappeler', true)",
        [card],
      );
      await tx.query("update public.workflow_items set position = -1 where id = $1", [card]);
    });
    await eventually(() => about(forRecruiter.received, card).length >= 4, 5000, "the recruiter's messages");
    await settle();
    expect(about(forRecruiter.received, card).slice(2)).toEqual(["workflow_events INSERT", "workflow_items UPDATE"]);
    expect(about(forCandidate.received, card)).toEqual(["workflow_items INSERT", "workflow_events INSERT"]);
  });

  it("tell nobody of a change that is rolled back", async () => {
    const { world, recruiter } = hiring;
    const forRecruiter = await join(recruiter.client, topicOf(world.recruiter));
    const card = await openCard(server.db, hiring, "Contrôleur (annulé)");
    await eventually(() => about(forRecruiter.received, card).length >= 2, 5000, "the card's opening");
    await expect(
      server.db.asRole(world.recruiter.claims, async (tx) => {
        await tx.query("update public.workflow_items set stage = 'interview' where id = $1", [card]);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await settle();
    expect(about(forRecruiter.received, card)).toEqual(["workflow_items INSERT", "workflow_events INSERT"]);
  });
});

describe("a user's topic", () => {
  it("is joined by nobody else: another user, a visitor, a forged token", async () => {
    const { world } = hiring;
    const topic = topicOf(world.candidate);
    const other = await join(clientWith(await tokenOf(world.otherCandidate)), topic);
    expect(other.status).toBe("CHANNEL_ERROR");
    expect(other.error?.message).toContain(
      `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`,
    );
    const recruiter = await join(clientWith(await tokenOf(world.recruiter)), topic);
    expect(recruiter.status).toBe("CHANNEL_ERROR");
    const visitor = await join(clientWith(undefined), topic);
    expect(visitor.status).toBe("CHANNEL_ERROR");

    const forged = await rawClient(server);
    const [header, body] = (await tokenOf(world.candidate)).split(".");
    const reply = await forged.push(
      `realtime:${topic}`,
      "phx_join",
      { config: { private: true }, access_token: `${header}.${body}.${"A".repeat(43)}` },
      "1",
    );
    expect(reply[4]).toMatchObject({ status: "error", response: { reason: "Invalid JWT Token" } });
    forged.close();
  });

  it("sends its private messages to no public channel of the same name", async () => {
    const { world, candidate } = hiring;
    const spy = await join(clientWith(await tokenOf(world.otherCandidate)), topicOf(world.candidate), {
      private: false,
    });
    expect(spy.status).toBe("SUBSCRIBED");
    const own = await join(candidate.client, topicOf(world.candidate));
    const card = await openCard(server.db, hiring, "Auditeur (public)");
    await eventually(() => about(own.received, card).length >= 2, 5000, "the candidate's messages");
    await settle();
    expect(spy.received).toEqual([]);
  });

  it("closes a private channel whose new token may not read it", async () => {
    const { world } = hiring;
    const raw = await rawClient(server);
    const topic = `realtime:${topicOf(world.candidate)}`;
    const joined = await raw.push(
      topic,
      "phx_join",
      { config: { private: true }, access_token: await tokenOf(world.candidate) },
      "1",
    );
    expect(joined[4]).toMatchObject({ status: "ok" });
    raw.socket.send(
      JSON.stringify(["1", "9", topic, "access_token", { access_token: await tokenOf(world.otherCandidate) }]),
    );
    await eventually(() => raw.messages.some((message) => message[3] === "phx_close"), 5000, "the channel's close");
    const system = raw.messages.find((message) => message[3] === "system");
    expect(system?.[4]).toMatchObject({ status: "error", message: expect.stringContaining("Unauthorized") });
    raw.close();
  });
});

describe("the match worker's broadcast", () => {
  it("tells a candidate alone, once their profile's change is scored, that their matches changed", async () => {
    const { world, candidate, recruiter } = hiring;
    const forCandidate = await join(candidate.client, topicOf(world.candidate));
    const forRecruiter = await join(recruiter.client, topicOf(world.recruiter));
    await server.matchRefresher.settled();
    const before = forCandidate.matches.length;
    await server.db.asRole(world.candidate.claims, (tx) =>
      tx.query("update public.candidate_infos set salary_expectation = coalesce(salary_expectation, 30000) + 500"),
    );
    await eventually(() => forCandidate.matches.length > before, 5000, "the candidate's message");
    expect(forCandidate.matches.at(-1)).toMatchObject({ event: "matches", payload: { table: "candidate_job_scores" } });
    expect(forRecruiter.matches).toEqual([]);
  });
});
