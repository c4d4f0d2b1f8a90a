// The mixed load of `npm run bench`: 50 connections for 60 s (BENCH_LOAD_SECONDS to change it),
// each asking in turn a job search, an offer page, a candidate's potential matches, their profile,
// a salary simulation and a file of the app (bench-load-client.mjs, its own process), while this
// process asks /api/health every 100 ms. The same load, in the same run, on:
//   - PGlite on the server's own thread: the design before (the baseline),
//   - PGlite in its own thread: what `npm start` runs,
//   - one server on PostgreSQL, then two servers on the same PostgreSQL, the load split.
// Servers run as `npm start` does (demo data, a data directory), each in its own process, behind
// a trusted proxy address so that each request counts as its own visitor's.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { DEMO_PASSWORD } from "../apps/platform/server/demo-accounts.ts";
import { startPostgresCluster } from "../packages/server-core/src/testing/postgres-cluster.ts";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 5;

if (!existsSync(path.join(repo, "apps/platform/dist/index.html"))) {
  execFileSync("npm", ["run", "--silent", "build", "-w", "@fuse/platform"], { cwd: repo, stdio: "inherit" });
}

/** Starts bench-load-server.ts; resolves with its address once it answers. */
function startServer(db, env) {
  const child = spawn(
    process.execPath,
    ["--conditions=source", path.join(repo, "scripts/bench-load-server.ts"), `--db=${db}`],
    {
      cwd: repo,
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", TRUSTED_PROXIES: "127.0.0.1", ...env },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const ready = /ready (\S+)/.exec(out);
      if (ready) resolve({ url: ready[1], stop: () => stopChild(child) });
    });
    child.once("exit", (code) => reject(new Error(`bench-load-server --db=${db} exited (${code}): ${out}`)));
  });
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });
}

/** What the client needs: the candidate's token, offer ids and the app's entry file. */
async function prepare(url) {
  const config = await (await fetch(`${url}/api/config`)).json();
  const signIn = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: config.supabaseAnonKey, "content-type": "application/json" },
    body: JSON.stringify({ email: "candidat@fuse.test", password: DEMO_PASSWORD }),
  });
  const session = await signIn.json();
  if (!session.access_token) throw new Error(`sign-in: ${JSON.stringify(session)}`);
  const found = await (await fetch(`${url}/api/jobs?q=developpeur&per_page=50`)).json();
  const home = await (await fetch(`${url}/`)).text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
  if (!asset || found.jobs.length === 0) throw new Error("no offer or no app entry to load");
  return { token: session.access_token, userId: session.user.id, jobIds: found.jobs.map((job) => job.id), asset };
}

function runClient(plan) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repo, "scripts/bench-load-client.mjs"), JSON.stringify(plan)], {
      cwd: repo,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.once("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`client exited ${code}`))));
  });
}

/** /api/health every 100 ms, one at a time, until `until` settles. */
async function probeHealth(url, until) {
  const samples = [];
  let done = false;
  until.finally(() => (done = true));
  let failed = 0;
  while (!done) {
    const started = performance.now();
    try {
      const response = await fetch(`${url}/api/health`);
      await response.arrayBuffer();
      if (response.status !== 200) failed += 1;
    } catch {
      failed += 1;
    }
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  samples.sort((a, b) => a - b);
  const q = (p) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))];
  return { n: samples.length, p50: q(0.5), p99: q(0.99), failed };
}

/** The machine's CPU time so far, busy and in all (/proc/stat, every core). */
function cpuTimes() {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = fields[3] + fields[4];
  return { busy: total - idle, total };
}

async function measure(label, urls) {
  const ready = await prepare(urls[0]);
  const plan = { ...ready, targets: urls, connections: CONNECTIONS };
  await runClient({ ...plan, seconds: WARM_UP_SECONDS });
  const cpuBefore = cpuTimes();
  const load = runClient({ ...plan, seconds: SECONDS });
  const health = await probeHealth(urls[0], load);
  const result = await load;
  const cpuAfter = cpuTimes();
  const cpuBusy = (cpuAfter.busy - cpuBefore.busy) / (cpuAfter.total - cpuBefore.total);
  console.log(`  ${label}: ${Math.round(result.all["req/s"])} req/s, /api/health p99 ${health.p99.toFixed(1)} ms`);
  return { label, ...result, health, cpuBusy };
}

const results = [];
const scratch = mkdtempSync(path.join(os.tmpdir(), "fuse-bench-load-"));
try {
  console.log(`== Mixed load: ${CONNECTIONS} connections, ${SECONDS} s each (after ${WARM_UP_SECONDS} s of warm-up)`);
  for (const [db, label] of [
    ["inline", "PGlite on the server's thread (before, baseline)"],
    ["thread", "PGlite in its own thread (npm start)"],
  ]) {
    const server = await startServer(db, { DATA_DIR: path.join(scratch, db) });
    try {
      results.push(await measure(label, [server.url]));
    } finally {
      await server.stop();
    }
  }

  const cluster = await startPostgresCluster();
  try {
    const env = { DATABASE_URL: cluster.url };
    const first = await startServer("postgres", env);
    try {
      results.push(await measure("PostgreSQL, one server", [first.url]));
      const second = await startServer("postgres", env);
      try {
        results.push(await measure("PostgreSQL, two servers (load split)", [first.url, second.url]));
      } finally {
        await second.stop();
      }
    } finally {
      await first.stop();
    }
  } finally {
    cluster.destroy();
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const ms = (value) => Math.round(value);
console.table(
  Object.fromEntries(
    results.map((r) => [
      r.label,
      {
        "req/s": ms(r.all["req/s"]),
        "p50 ms": ms(r.all.p50),
        "p99 ms": ms(r.all.p99),
        errors: r.all.errors,
        "429/503": r.all.refused,
        "health p50 ms": r.health.p50.toFixed(1),
        "health p99 ms": r.health.p99.toFixed(1),
        "machine CPU busy": `${Math.round(r.cpuBusy * 100)} %`,
      },
    ]),
  ),
);
console.log("Per kind (p50 / p99 ms, req/s):");
console.table(
  Object.fromEntries(
    results.map((r) => [
      r.label,
      Object.fromEntries(
        Object.entries(r.perKind).map(([kind, k]) => [kind, `${ms(k.p50)} / ${ms(k.p99)}, ${Math.round(k["req/s"])}`]),
      ),
    ]),
  ),
);
const [before, now, onePg, twoPg] = results;
console.log(
  `own thread: throughput ${(now.all["req/s"] / before.all["req/s"]).toFixed(2)}× the baseline's, ` +
    `health p99 ${now.health.p99.toFixed(1)} ms against ${before.health.p99.toFixed(1)} ms (aim: under 50 ms)`,
);
console.log(
  `two servers on PostgreSQL: ${(twoPg.all["req/s"] / onePg.all["req/s"]).toFixed(2)}× one server's throughput ` +
    `on ${os.cpus().length} cores (the servers, PostgreSQL and the load share them: machine CPU busy ` +
    `${Math.round(onePg.cpuBusy * 100)} % with one server)`,
);
const unexpected = results.filter((r) => r.all.errors > 0);
if (unexpected.length > 0) {
  console.log(`Errors other than 429/503 in: ${unexpected.map((r) => r.label).join(", ")}`);
  for (const r of unexpected) console.log(r.label, JSON.stringify(r.statuses));
}
