// Server figures for `npm run bench`: the product API under load beside a bare route of the same
// server (the baseline), the server's commune search, and the sign-in latency. Embedded mode on an
// in-memory PGlite, loopback only.
import autocannon from "autocannon";

import { startTestServer } from "../apps/platform/server/test-support/server.ts";
import { placesRoutes } from "../packages/api/src/places/routes.ts";

const LOAD = { connections: 10, duration: 5, pipelining: 1 };

async function load(url, headers = {}) {
  const result = await autocannon({ url, headers, ...LOAD });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const server = await startTestServer({ config: { authRateLimits: { signInPerIp: 1000 } } });
// The place search with no per-address limit: the load comes from one address.
const placesServer = await startTestServer({ modules: [(ctx) => placesRoutes(ctx, { perMinute: Infinity })] });
try {
  const email = "bench@exemple.fr";
  const password = "Fuse-bench-2026";
  const { createUser } = await import("@fuse/supabase-local/auth/users.ts");
  const user = await createUser(server.db, { email, password, emailConfirmed: true });
  await server.db.query("insert into public.profiles (user_id, type, completed) values ($1, 'candidate', true)", [
    user.id,
  ]);
  // A session of theirs, as a sign-in opens one: a token that names none is refused.
  const {
    rows: [session],
  } = await server.db.query("insert into auth.sessions (user_id) values ($1) returning id", [user.id]);
  const token = await server.ctx.jwt.sign(
    { role: "authenticated", sub: user.id, email, aud: "authenticated", session_id: session.id },
    3600,
  );

  console.log(`== Server under load (autocannon: ${LOAD.connections} connections, ${LOAD.duration} s each)`);
  const bare = await load(`${server.url}/api/config`);
  const profile = await load(`${server.url}/api/profile?id=${user.id}`, { authorization: `Bearer ${token}` });
  // The commune table loads on the first lookup: once before the load.
  await fetch(`${placesServer.url}/api/places/cities?q=Lyon`);
  const places = await load(`${placesServer.url}/api/places/cities?q=saint`);
  console.table({
    "GET /api/config (bare route, baseline)": { "req/s": Math.round(bare.rps), "p50 ms": bare.p50, "p99 ms": bare.p99 },
    "GET /api/profile (token + RLS query)": {
      "req/s": Math.round(profile.rps),
      "p50 ms": profile.p50,
      "p99 ms": profile.p99,
    },
    "GET /api/places/cities?q=saint (commune search)": {
      "req/s": Math.round(places.rps),
      "p50 ms": places.p50,
      "p99 ms": places.p99,
    },
  });
  console.log(`profile throughput = ${(profile.rps / bare.rps).toFixed(2)} × the bare route's`);
  console.log(`commune search throughput = ${(places.rps / bare.rps).toFixed(2)} × the bare route's`);

  const samples = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: server.anonKey, "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
    await response.json();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `\n== Sign-in (password grant, scrypt): 30 sequential, median ${quantile(samples, 0.5).toFixed(1)} ms, p95 ${quantile(samples, 0.95).toFixed(1)} ms`,
  );
} finally {
  await server.close();
  await placesServer.close();
}
