// Realtime figures for `npm run bench`: the hiring workflow's changes delivered live by the
// embedded stand-in, the way the app follows them (Broadcast: the database sends each change to
// the private topics `user:<id>` of the card's two people, no read per subscriber) beside the naive
// way in the same run (Postgres Changes on workflow_items: each change re-read under the claims of
// every subscriber, so that row-level security decides), and a bare `ws` broadcast with no
// database as the floor. Latency from the write's start to each person's first frame about it.
//   a. one card moved 30 times, its candidate and recruiter watching, while 1,000 other users are
//      connected (each on their own topic, or subscribed to the table the naive way);
//   b. 1,000 cards moved one after the other, each of a different candidate, the 1,000 candidates
//      watching: each candidate's first frame about their card.
// Sockets come from several loopback addresses (127.0.0.x), as many people would: the server's
// per-address limits are its defaults. With TEST_DATABASE_URL (scripts/with-postgres.ts) the server
// runs on that PostgreSQL instead of PGlite.
import { randomUUID } from "node:crypto";

import { WebSocket, WebSocketServer } from "ws";

import { startTestServer } from "../apps/platform/server/test-support/server.ts";

// BENCH_REALTIME_OTHERS: fewer other users, while working on the bench.
const OTHERS = Number(process.env.BENCH_REALTIME_OTHERS ?? 1_000);
const ROUNDS = 30;
/** A naive run that has not delivered everything by then is stopped: its figures are lower bounds. */
const NAIVE_STOP_MS = 60_000;
/** Sockets per loopback address: the server lets 20 in from one address before they join. */
const PER_ADDRESS = 20;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const summary = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), count: sorted.length };
};
const ms = (value) => (value === undefined ? "—" : Number(value.toFixed(1)));

/**
 * Opens a socket per url from spread loopback addresses; `onFrame(index, frame)` sees every frame.
 * Each sends Phoenix's heartbeat every 25 s, as realtime-js does: the server closes a silent socket.
 */
async function openSockets(urls, onFrame) {
  return Promise.all(
    urls.map((url, index) => {
      const socket = new WebSocket(url, { localAddress: `127.0.0.${2 + Math.floor(index / PER_ADDRESS)}` });
      socket.on("message", (data) => onFrame(index, JSON.parse(String(data))));
      const heartbeat = setInterval(
        () => socket.send(JSON.stringify([null, "beat", "phoenix", "heartbeat", {}])),
        25_000,
      );
      socket.once("close", () => clearInterval(heartbeat));
      return new Promise((resolve, reject) => {
        socket.once("open", () => resolve(socket));
        socket.once("error", reject);
      });
    }),
  );
}

// The floor: a bare ws server sending a frame of the same shape to 2 of OTHERS + 2 sockets.
async function bareFloor() {
  const bare = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  await new Promise((resolve) => bare.once("listening", resolve));
  const url = `ws://127.0.0.1:${bare.address().port}`;
  let started = 0;
  const latencies = [];
  let pending = 0;
  let done = () => {};
  const sockets = await openSockets(
    Array.from({ length: OTHERS + 2 }, () => url),
    () => {
      latencies.push(performance.now() - started);
      if (--pending === 0) done();
    },
  );
  const clients = [...bare.clients];
  for (let round = 0; round < ROUNDS; round++) {
    const frame = JSON.stringify([
      "1",
      null,
      "realtime:user:x",
      "broadcast",
      { type: "broadcast", event: "workflow", payload: { table: "workflow_items", type: "UPDATE", item: round } },
    ]);
    pending = 2;
    const arrived = new Promise((resolve) => (done = resolve));
    started = performance.now();
    clients[0].send(frame);
    clients[1].send(frame);
    await arrived;
  }
  for (const socket of sockets) socket.close();
  bare.close();
  return summary(latencies);
}

/** One recruiter, an offer, OTHERS + 1 candidates each with a card in its pipeline; their tokens. */
async function hiringData(server) {
  const db = server.db;
  const one = async (sql, params) => (await db.query(sql, params)).rows[0];
  const recruiter = await one(
    `with u as (insert into auth.users (email, encrypted_password, email_confirmed_at)
                values ('rh@bench-realtime.test', '!', now()) returning id)
     insert into public.profiles (user_id, type, completed) select id, 'recruiter', true from u returning id, user_id`,
  );
  await db.query(
    `insert into public.companies (profile_id, name, siret, city, visible, slug)
     values ($1, 'Banc d''essai', '90000001900019', 'Lyon', true, 'banc-d-essai')`,
    [recruiter.id],
  );
  await db.query(
    "insert into public.subscriptions (user_id, status, current_period_end) values ($1, 'active', now() + interval '30 days')",
    [recruiter.user_id],
  );
  const job = await one(
    `insert into public.jobs (company_id, title, contract_type, status, city, postal_code, lat, lng)
     values ($1, 'Comptable', 'CDI', 'published', 'Lyon', '69002', 45.75, 4.83) returning id`,
    [recruiter.id],
  );
  const { rows: candidates } = await db.query(
    `with u as (insert into auth.users (email, encrypted_password, email_confirmed_at)
                select 'candidat-' || i || '@bench-realtime.test', '!', now() from generate_series(1, $1::int) i
                returning id),
     p as (insert into public.profiles (user_id, type, completed) select id, 'candidate', true from u
           returning id, user_id)
     insert into public.candidate_infos (profile_id, first_name, last_name, city, postal_code, lat, lng)
     select p.id, 'Camille', 'Martin', 'Lyon', '69003', 45.76, 4.85 from p
     returning profile_id as id, (select user_id from p where p.id = profile_id) as user_id`,
    [OTHERS + 1],
  );
  for (const side of ["candidate", "recruiter"]) {
    await db.query(
      `insert into public.match_decisions (candidate_id, job_id, side, decision)
       select c, $2, $3, 'like' from unnest($1::uuid[]) c`,
      [candidates.map((c) => c.id), job.id, side],
    );
  }
  const { rows: cards } = await db.query(
    "select w.id, w.candidate_id from public.workflow_items w where w.job_id = $1",
    [job.id],
  );
  if (cards.length !== candidates.length) throw new Error(`${cards.length} cards for ${candidates.length} candidates`);
  const cardOf = new Map(cards.map((card) => [card.candidate_id, card.id]));
  // Each with a session, as a sign-in opens one: deliveries check it as the API does.
  const token = async (userId) => {
    const session = randomUUID();
    await db.query("insert into auth.sessions (id, user_id) values ($1, $2)", [session, userId]);
    return server.ctx.jwt.sign({ role: "authenticated", sub: userId, aud: "authenticated", session_id: session }, 3600);
  };
  const people = [];
  for (const candidate of candidates) {
    people.push({ userId: candidate.user_id, card: cardOf.get(candidate.id), token: await token(candidate.user_id) });
  }
  return { recruiter: { userId: recruiter.user_id, token: await token(recruiter.user_id) }, people };
}

/** How each way joins a person's socket, and reads which card a frame is about. */
const ways = {
  broadcast: {
    label: "Broadcast, private topic per user",
    join: (person) => [
      "1",
      "join",
      `realtime:user:${person.userId}`,
      "phx_join",
      { config: { private: true, broadcast: { self: false }, postgres_changes: [] }, access_token: person.token },
    ],
    cardOf: (frame) => (frame[3] === "broadcast" ? frame[4]?.payload?.item : undefined),
  },
  naive: {
    label: "Postgres Changes on workflow_items (naive)",
    join: (person) => [
      "1",
      "join",
      "realtime:workflow",
      "phx_join",
      {
        config: { postgres_changes: [{ event: "*", schema: "public", table: "workflow_items" }] },
        access_token: person.token,
      },
    ],
    cardOf: (frame) => (frame[3] === "postgres_changes" ? frame[4]?.data?.record?.id : undefined),
  },
};

async function measureWay(server, data, way) {
  const url = `${server.url.replace(/^http/, "ws")}/realtime/v1/websocket?apikey=${server.anonKey}&vsn=2.0.0`;
  // Socket 0 the recruiter, then the candidates: the first one's card is a's.
  const people = [data.recruiter, ...data.people];
  const joined = new Set();
  const refused = [];
  /** Per round, the sockets still waiting for a frame about the round's card, with the start time. */
  let waiting = new Map();
  let expected = () => false;
  /** Frames still to come in the current measure. */
  let remaining = 0;
  const latencies = [];
  let onDone = () => {};
  const sockets = await openSockets(
    people.map(() => url),
    (index, frame) => {
      if (frame[1] === "join" && frame[3] === "phx_reply") {
        if (frame[4]?.status === "ok") joined.add(index);
        else refused.push(frame[4]?.response?.reason);
        return;
      }
      const card = way.cardOf(frame);
      const started = waiting.get(index);
      if (card === undefined || started === undefined || !expected(index, card)) return;
      latencies.push(performance.now() - started);
      waiting.delete(index);
      if (--remaining === 0) onDone();
    },
  );
  sockets.forEach((socket, index) => socket.send(JSON.stringify(way.join(people[index]))));
  while (joined.size + refused.length < people.length) await new Promise((resolve) => setTimeout(resolve, 20));
  if (refused.length > 0) throw new Error(`${refused.length} joins refused: ${refused[0]}`);
  progress(`${way.label}: ${joined.size} joined`);

  // a. One card (the first candidate's), its two people watching: ROUNDS moves, or as many as fit
  // in NAIVE_STOP_MS.
  const card = data.people[0].card;
  const stages = ["shortlisted", "new_match"];
  const roundsStarted = performance.now();
  let rounds = 0;
  while (rounds < ROUNDS && (rounds === 0 || performance.now() - roundsStarted < NAIVE_STOP_MS)) {
    const arrived = new Promise((resolve) => (onDone = resolve));
    expected = (_index, about) => about === card;
    const started = performance.now();
    waiting = new Map([
      [0, started],
      [1, started],
    ]);
    remaining = 2;
    await server.db.query("update public.workflow_items set stage = $2 where id = $1", [card, stages[rounds % 2]]);
    await arrived;
    rounds += 1;
  }
  const one = { ...summary(latencies.splice(0)), rounds };
  progress(`${way.label}: a measured`);

  // b. Every other card moved, one write after the other, each watched by its candidate.
  const others = data.people.slice(1);
  const cardAt = new Map(others.map((person, i) => [i + 2, person.card]));
  expected = (index, about) => cardAt.get(index) === about;
  waiting = new Map();
  remaining = cardAt.size;
  const arrived = new Promise((resolve) => (onDone = resolve));
  const writesStarted = performance.now();
  let written = 0;
  for (const [index, each] of cardAt) {
    // The naive way slows the writes down too (the database re-reads each change for everyone).
    if (performance.now() - writesStarted > NAIVE_STOP_MS) break;
    waiting.set(index, performance.now());
    await server.db.query("update public.workflow_items set stage = 'shortlisted' where id = $1", [each]);
    written += 1;
  }
  const writesMs = performance.now() - writesStarted;
  remaining -= cardAt.size - written;
  const stopped =
    written < cardAt.size ||
    (remaining > 0 &&
      (await Promise.race([
        arrived.then(() => false),
        new Promise((resolve) => setTimeout(() => resolve(true), NAIVE_STOP_MS)),
      ])));
  const many = { ...summary(latencies.splice(0)), stopped, written, writesMs };
  for (const socket of sockets) socket.close();
  // The server lets go of the sockets, and the cards go back for the next way.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await server.db.query("update public.workflow_items set stage = 'new_match'");
  return { one, many };
}

const progress = (text) => process.stderr.write(`realtime bench: ${text}\n`);
const floor = await bareFloor();
progress("bare ws floor measured");
const server = await startTestServer();
const results = {};
try {
  const data = await hiringData(server);
  progress(`${data.people.length} cards made`);
  for (const [key, way] of Object.entries(ways)) {
    results[key] = await measureWay(server, data, way);
    progress(`${way.label} measured`);
  }
} finally {
  await server.close();
}

console.log(
  `\n== Realtime, the hiring workflow (${server.db.kind === "postgres" ? "PostgreSQL" : "PGlite"}), latency from the write to each person's first frame`,
);
const row = (figures, aim) => ({
  "p50 ms": ms(figures.p50),
  "p95 ms": ms(figures.p95),
  delivered:
    figures.rounds !== undefined && figures.rounds < ROUNDS
      ? `${figures.count}: ${figures.rounds} of ${ROUNDS} moves in ${NAIVE_STOP_MS / 1000} s (stopped)`
      : figures.stopped
        ? `${figures.count} of ${figures.written} moves written in ${NAIVE_STOP_MS / 1000} s (stopped)`
        : `${figures.count}`,
  "p95 ratio to broadcast": aim === undefined ? "" : Number((figures.p95 / aim).toFixed(1)),
});
console.table({
  [`a. one card moved, its 2 people told, ${OTHERS} others connected — bare ws floor`]: row(floor),
  [`a. — ${ways.broadcast.label} (aim p95 ≤ 100 ms)`]: row(results.broadcast.one),
  [`a. — ${ways.naive.label}`]: row(results.naive.one, results.broadcast.one.p95),
  [`b. ${OTHERS} cards moved, each of another candidate — ${ways.broadcast.label} (aim p95 ≤ 200 ms)`]: row(
    results.broadcast.many,
  ),
  [`b. — ${ways.naive.label}`]: row(results.naive.many, results.broadcast.many.p95),
});
console.log(
  `b's ${OTHERS} writes took ${ms(results.broadcast.many.writesMs)} ms (broadcast) and ${ms(results.naive.many.writesMs)} ms (naive), one after the other.`,
);
for (const [key, label] of [
  ["one", "a"],
  ["many", "b"],
]) {
  const aim = key === "one" ? 100 : 200;
  const p95 = results.broadcast[key].p95;
  const all = !results.broadcast[key].stopped && results.broadcast[key].count === (key === "one" ? 2 * ROUNDS : OTHERS);
  console.log(
    `${label}: ${p95 <= aim && all ? "met" : "NOT met"} (p95 ${ms(p95)} ms, aim ≤ ${aim} ms${all ? "" : ", frames missing"})`,
  );
}
