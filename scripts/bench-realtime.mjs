// Realtime figures for `npm run bench`: one change delivered to 100 subscribers by the embedded
// stand-in (NOTIFY, a re-read under each subscriber's claims so RLS decides, one frame per
// subscriber), beside a baseline in the same run: the same 100 sockets receiving a frame a bare
// `ws` server broadcasts, with no database at all. Latency from the write's start to each receipt.
import { WebSocket, WebSocketServer } from "ws";

import { startTestServer } from "../apps/platform/server/test-support/server.ts";

const SUBSCRIBERS = 100;
const CHANGES = 30;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const summary = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
};
const ms = (value) => Number(value.toFixed(2));

/** Opens `count` sockets to `url`; `onFrame(index, text)` sees every frame. */
async function openSockets(url, count, onFrame) {
  return Promise.all(
    Array.from({ length: count }, (_, index) => {
      const socket = new WebSocket(url);
      socket.on("message", (data) => onFrame(index, String(data)));
      return new Promise((resolve, reject) => {
        socket.once("open", () => resolve(socket));
        socket.once("error", reject);
      });
    }),
  );
}

/** Runs `CHANGES` rounds: `emit()` starts one, each socket's receipt is timed; all must arrive. */
async function rounds(emit, expect) {
  const latencies = [];
  for (let round = 0; round < CHANGES; round++) {
    let pending = SUBSCRIBERS;
    const done = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`round ${round}: ${pending} deliveries missing`)), 10_000);
      expect.current = (latency) => {
        latencies.push(latency);
        if (--pending === 0) {
          clearTimeout(timer);
          resolve();
        }
      };
    });
    const start = performance.now();
    expect.start = start;
    await emit(round);
    await done;
  }
  return summary(latencies);
}

// Baseline: a bare ws server broadcasting a frame of the same shape.
const bare = new WebSocketServer({ port: 0, host: "127.0.0.1" });
await new Promise((resolve) => bare.once("listening", resolve));
const expectBare = {};
const bareSockets = await openSockets(`ws://127.0.0.1:${bare.address().port}`, SUBSCRIBERS, () =>
  expectBare.current(performance.now() - expectBare.start),
);
const frame = (round) =>
  JSON.stringify([
    "1",
    null,
    "realtime:bench",
    "postgres_changes",
    { ids: [1], data: { schema: "public", table: "bench_feed", type: "INSERT", record: { id: round, body: "x" } } },
  ]);
const baseline = await rounds(async (round) => {
  const text = frame(round);
  for (const client of bare.clients) client.send(text);
}, expectBare);
for (const socket of bareSockets) socket.close();
bare.close();

const server = await startTestServer();
const results = {};
try {
  await server.db.exec(`
    create table public.bench_feed (id bigint generated always as identity primary key, body text not null);
    alter table public.bench_feed enable row level security;
    create policy "bench_feed: signed-in users read" on public.bench_feed for select to authenticated using (true);
    alter publication supabase_realtime add table public.bench_feed;
  `);
  const url = `${server.url.replace(/^http/, "ws")}/realtime/v1/websocket?apikey=${server.anonKey}&vsn=2.0.0`;
  const tokens = [];
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const { rows } = await server.db.query(
      "insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id",
      [`bench-${i}@realtime.test`],
    );
    tokens.push(await server.ctx.jwt.sign({ role: "authenticated", sub: rows[0].id, aud: "authenticated" }, 3600));
  }

  for (const [label, tokenOf] of [
    [`${SUBSCRIBERS} subscribers, ${SUBSCRIBERS} different users (one re-read each)`, (i) => tokens[i]],
    [`${SUBSCRIBERS} subscribers, one user (one re-read for all)`, () => tokens[0]],
  ]) {
    const expect = {};
    const joined = new Set();
    const sockets = await openSockets(url, SUBSCRIBERS, (index, text) => {
      const [, ref, , event] = JSON.parse(text);
      if (event === "phx_reply" && ref === "join") joined.add(index);
      if (event === "postgres_changes") expect.current(performance.now() - expect.start);
    });
    sockets.forEach((socket, i) =>
      socket.send(
        JSON.stringify([
          "1",
          "join",
          "realtime:bench",
          "phx_join",
          {
            config: { postgres_changes: [{ event: "INSERT", schema: "public", table: "bench_feed" }] },
            access_token: tokenOf(i),
          },
        ]),
      ),
    );
    while (joined.size < SUBSCRIBERS) await new Promise((resolve) => setTimeout(resolve, 20));
    results[label] = await rounds(async (round) => {
      await server.db.query("insert into public.bench_feed (body) values ($1)", [`change ${round}`]);
    }, expect);
    for (const socket of sockets) socket.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
} finally {
  await server.close();
}

console.log(`\n== Realtime: one change to ${SUBSCRIBERS} subscribers, ${CHANGES} changes (latency per delivery)`);
console.table({
  "bare ws broadcast, no database (baseline)": { "p50 ms": ms(baseline.p50), "p95 ms": ms(baseline.p95) },
  ...Object.fromEntries(
    Object.entries(results).map(([label, figures]) => [
      label,
      {
        "p50 ms": ms(figures.p50),
        "p95 ms": ms(figures.p95),
        "p50 ratio": Number((figures.p50 / baseline.p50).toFixed(1)),
        "p95 ratio": Number((figures.p95 / baseline.p95).toFixed(1)),
      },
    ]),
  ),
});
