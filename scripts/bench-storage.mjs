// Storage figures for `npm run bench`: a 1 MB file uploaded and downloaded through supabase-js
// against the embedded stand-in (files on disk, metadata and policies in an in-memory PGlite),
// beside two baselines of the same run: the same bytes written and read with node:fs, and sent and
// fetched through a bare node:http server on loopback.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import { createClient } from "@supabase/supabase-js";

import { startTestServer } from "../apps/platform/server/test-support/server.ts";

const RUNS = 30;
const WARMUP = 3;
const SIZE = 1024 * 1024;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function measure(run) {
  for (let i = 0; i < WARMUP; i++) await run(`warmup-${i}`);
  const samples = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run(`run-${i}`);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: quantile(samples, 0.5), p95: quantile(samples, 0.95) };
}

// A PNG signature in front, so the avatars bucket's type check (on the bytes) accepts it.
const file = randomBytes(SIZE);
Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex").copy(file);

const dir = mkdtempSync(path.join(tmpdir(), "fuse-bench-storage-"));
const server = await startTestServer({ config: { dataDir: dir } });
const echo = createServer((request, response) => {
  if (request.method === "POST") {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => response.end(JSON.stringify({ size: Buffer.concat(chunks).length })));
  } else {
    response.setHeader("content-type", "application/octet-stream");
    response.end(file);
  }
});
await new Promise((resolve) => echo.listen(0, "127.0.0.1", resolve));
const echoUrl = `http://127.0.0.1:${echo.address().port}`;

try {
  const { rows } = await server.db.query(
    "insert into auth.users (email, email_confirmed_at) values ('bench-stockage@exemple.fr', now()) returning id",
  );
  const userId = rows[0].id;
  const token = await server.ctx.jwt.sign({ role: "authenticated", sub: userId, aud: "authenticated" }, 3600);
  const storage = createClient(server.url, server.anonKey, { accessToken: async () => token }).storage.from("avatars");

  const fsDir = path.join(dir, "fs-baseline");
  await mkdir(fsDir, { recursive: true });
  const fsWrite = await measure((name) => writeFile(path.join(fsDir, name), file));
  const fsRead = await measure(async () => {
    const bytes = await readFile(path.join(fsDir, "run-0"));
    if (bytes.length !== SIZE) throw new Error("fs read: wrong size");
  });
  const httpUp = await measure(async () => {
    const response = await fetch(`${echoUrl}/`, { method: "POST", body: file });
    await response.json();
  });
  const httpDown = await measure(async () => {
    const bytes = await (await fetch(`${echoUrl}/`)).arrayBuffer();
    if (bytes.byteLength !== SIZE) throw new Error("http echo: wrong size");
  });
  const upload = await measure(async (name) => {
    const { error } = await storage.upload(`${userId}/${name}.png`, new Blob([file], { type: "image/png" }));
    if (error) throw error;
  });
  const download = await measure(async () => {
    const { data, error } = await storage.download(`${userId}/run-0.png`);
    if (error) throw error;
    if (data.size !== SIZE) throw new Error("download: wrong size");
  });

  const row = ({ p50, p95 }) => ({ "p50 ms": Number(p50.toFixed(2)), "p95 ms": Number(p95.toFixed(2)) });
  console.log(`== Storage: a 1 MB file, ${RUNS} sequential runs each (after ${WARMUP} warm-up runs)`);
  console.table({
    "node:fs writeFile (baseline)": row(fsWrite),
    "node:fs readFile (baseline)": row(fsRead),
    "bare HTTP POST 1 MB (baseline)": row(httpUp),
    "bare HTTP GET 1 MB (baseline)": row(httpDown),
    "supabase-js upload (multipart, RLS insert, type check, disk)": row(upload),
    "supabase-js download (RLS read, disk)": row(download),
  });
  const ratio = (a, b) => (a.p50 / b.p50).toFixed(1);
  console.log(
    `upload p50 = ${ratio(upload, fsWrite)} × node:fs write, ${ratio(upload, httpUp)} × a bare HTTP POST; ` +
      `download p50 = ${ratio(download, fsRead)} × node:fs read, ${ratio(download, httpDown)} × a bare HTTP GET`,
  );
} finally {
  echo.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
