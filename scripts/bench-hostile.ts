// « Hostile input » for `npm run bench`: `/api/health` as another visitor sees it, first with the
// server idle (the baseline), then while free accounts send, in loops, a PDF page two billion
// units wide, a DOCX zip bomb whose directory lies, a heavy DOCX (3 MiB of XML) and anonymous rpc
// calls carrying 130,000 skills (~1 MB). Aims: health p99 under 50 ms meanwhile, and every hostile
// request answered within its deadline (the file pool's, or the anon role's statement timeout).
// Run with the repo's Node and the source condition: node --conditions=source scripts/bench-hostile.ts
import { startTestServer, type TestServer } from "../apps/platform/server/test-support/server.ts";
import { defaultFileWork } from "../packages/api/src/http/file-work.ts";
import { heavyDocx, lyingZipBomb, widePdf } from "../tests/fixtures/hostile/files.ts";
import { person, type Person } from "../tests/server/storage/support.ts";

const IDLE_MS = 10_000;
const HOSTILE_MS = 30_000;
const HEALTH_EVERY_MS = 20;
/** The most an anonymous rpc call may take: the anon role's statement timeout and some slack. */
const RPC_DEADLINE_MS = 3_000 + 1_000;
const FILE_DEADLINE_MS = defaultFileWork.deadlineMs + 1_000;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `/api/health` every HEALTH_EVERY_MS (one at a time) until `until`: each answer's time. */
async function healthDuring(server: TestServer, until: number) {
  const samples: number[] = [];
  let failures = 0;
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/health`);
    await response.arrayBuffer();
    if (response.status !== 200) failures += 1;
    samples.push(performance.now() - started);
    await wait(HEALTH_EVERY_MS);
  }
  samples.sort((a, b) => a - b);
  return {
    count: samples.length,
    failures,
    p50: quantile(samples, 0.5),
    p99: quantile(samples, 0.99),
    max: samples.at(-1) ?? NaN,
  };
}

interface Kind {
  name: string;
  deadlineMs: number;
  /** One request; its status. */
  send(): Promise<number>;
}

const types = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** A CV analysis of `bytes`, by free candidates taking turns (each may analyse 30 files an hour). */
async function fileKind(server: TestServer, name: string, file: string, bytes: Uint8Array): Promise<Kind> {
  const senders: { who: Person; path: string }[] = [];
  for (let index = 0; index < 4; index++) {
    const who = await person(server, `${file.replace(/\W/g, "-")}-${index}@hostile.bench`, "candidate");
    const type = file.endsWith(".pdf") ? types.pdf : types.docx;
    const { error } = await who.client.storage
      .from("cvs")
      .upload(`${who.id}/${file}`, new Blob([bytes.slice()], { type }), { contentType: type, upsert: true });
    if (error) throw new Error(`upload ${file}: ${error.message}`);
    senders.push({ who, path: `${who.id}/${file}` });
  }
  let turn = 0;
  return {
    name,
    deadlineMs: FILE_DEADLINE_MS,
    async send() {
      const { who, path } = senders[turn++ % senders.length]!;
      const response = await fetch(`${server.url}/api/cv-analysis`, {
        method: "POST",
        headers: { authorization: `Bearer ${who.token}`, "content-type": "application/json" },
        body: JSON.stringify({ path }),
      });
      await response.arrayBuffer();
      return response.status;
    },
  };
}

function rpcKind(server: TestServer): Kind {
  const skills = Array.from({ length: 130_000 }, (_, index) => index.toString(36));
  const body = JSON.stringify({ skills });
  return {
    name: `anon rpc skill_keys, 130,000 skills (${(body.length / 1e6).toFixed(1)} MB)`,
    deadlineMs: RPC_DEADLINE_MS,
    async send() {
      const response = await fetch(`${server.url}/rest/v1/rpc/skill_keys`, {
        method: "POST",
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${server.anonKey}`,
          "content-type": "application/json",
        },
        body,
      });
      await response.arrayBuffer();
      return response.status;
    },
  };
}

/** Sends one kind of request again and again until `until`: statuses and durations. */
async function loop(kind: Kind, until: number) {
  const durations: number[] = [];
  const statuses = new Map<number, number>();
  while (performance.now() < until) {
    const started = performance.now();
    const status = await kind.send().catch(() => 0);
    durations.push(performance.now() - started);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  durations.sort((a, b) => a - b);
  return { kind, durations, statuses };
}

const server = await startTestServer();
try {
  // HOSTILE_KINDS=files or HOSTILE_KINDS=rpc sends only those (to see which one costs what).
  const only = process.env.HOSTILE_KINDS;
  const files = async () => [
    await fileKind(server, "PDF page 2e9 units wide", "large.pdf", await widePdf(2e9)),
    await fileKind(
      server,
      "DOCX zip bomb (400 MiB, directory says 1 KB)",
      "bombe.docx",
      lyingZipBomb(400 * 1024 * 1024),
    ),
    await fileKind(server, "DOCX with 3 MiB of XML", "lourd.docx", heavyDocx(3 * 1024 * 1024)),
  ];
  const kinds = [
    ...(only === "rpc" ? [] : await files()),
    ...(only === "files" ? [] : [rpcKind(server), rpcKind(server)]),
  ];

  const idle = await healthDuring(server, performance.now() + IDLE_MS);
  const until = performance.now() + HOSTILE_MS;
  const [hostile, ...loops] = await Promise.all([
    healthDuring(server, until),
    ...kinds.map((kind) => loop(kind, until)),
  ]);

  const ms = (value: number) => Number(value.toFixed(1));
  console.log(
    `== /api/health, one request every ${HEALTH_EVERY_MS} ms: ${IDLE_MS / 1000} s idle, then ${HOSTILE_MS / 1000} s under hostile input`,
  );
  console.table({
    "idle (baseline)": {
      requests: idle.count,
      "not 200": idle.failures,
      "p50 ms": ms(idle.p50),
      "p99 ms": ms(idle.p99),
      "max ms": ms(idle.max),
    },
    "under hostile input": {
      requests: hostile!.count,
      "not 200": hostile!.failures,
      "p50 ms": ms(hostile!.p50),
      "p99 ms": ms(hostile!.p99),
      "max ms": ms(hostile!.max),
    },
  });
  console.log(
    `health p99 under hostile input = ${(hostile!.p99 / idle.p99).toFixed(1)} × idle; aim under 50 ms: ${hostile!.p99 < 50 ? "met" : "NOT MET"}`,
  );
  console.log("\n== Hostile requests, each sent in a loop by its own senders");
  console.table(
    Object.fromEntries(
      loops.map(({ kind, durations, statuses }, index) => [
        `${index + 1}. ${kind.name}`,
        {
          requests: durations.length,
          statuses: [...statuses].map(([status, count]) => `${status}×${count}`).join(" "),
          "p50 ms": ms(quantile(durations, 0.5)),
          "max ms": ms(durations.at(-1) ?? NaN),
          "deadline ms": kind.deadlineMs,
          "within deadline": (durations.at(-1) ?? 0) <= kind.deadlineMs ? "yes" : "NO",
        },
      ]),
    ),
  );
} finally {
  await server.close();
}
