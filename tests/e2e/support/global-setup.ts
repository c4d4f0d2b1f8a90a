// The e2e project's servers: the product exactly as `npm start` runs it once the app is built
// (`node --conditions=source apps/platform/server/start.ts`, embedded mode, a fresh data directory),
// twice — recruiters' payment off and on — for each of Vitest's workers. A worker's files run one
// after the other on its own two servers, so files that run at once never share a demo account
// (one signs the demo candidate out everywhere). Tests get their URLs from ./servers.ts.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import type { TestProject } from "vitest/node";

declare module "vitest" {
  interface ProvidedContext {
    /** Each worker's two servers, in the order of the workers' pool ids (VITEST_POOL_ID, from 1). */
    appServers: Array<{
      /** The product with RECRUITER_PAYMENT_REQUIRED=false, e.g. `http://localhost:41234`. */
      appUrl: string;
      /** The product with RECRUITER_PAYMENT_REQUIRED=true. */
      appUrlWithPayment: string;
    }>;
    /** Each server's outbox secret, by port, read from the line it prints at start. */
    mailboxTokens: Record<string, string>;
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const builtIndex = path.join(repoRoot, "apps/platform/dist/index.html");
const builtRenderer = path.join(repoRoot, "apps/platform/dist-ssr/entry-server.js");

/** What the app's build is made of: a change to any of them makes the build stale. */
const buildInputs = [
  "apps/platform/src",
  "apps/platform/public",
  "apps/platform/index.html",
  "apps/platform/vite.config.ts",
  "apps/platform/package.json",
  "packages/ui/src",
  "packages/features/src",
  "vite.shared.ts",
  "package-lock.json",
];

/** The server's settings that would take it out of a fresh embedded install: never passed on. */
const serverSettings = [
  "HOST",
  "PUBLIC_URL",
  "DATABASE_URL",
  "SUPABASE_URL",
  "SUPABASE_ANON_KEY",
  "SUPABASE_SERVICE_ROLE_KEY",
  "SUPABASE_JWT_SECRET",
  "JWT_SECRET",
  "GOOGLE_MAPS_API_KEY",
  "ADDRESS_SEARCH_URL",
  "CORS_ORIGINS",
  // The embedded default has no speech provider: the voice screen's typed path is what it tests.
  "SPEECH_API_URL",
  "SPEECH_API_KEY",
  "SPEECH_MODEL",
  // The embedded default has no Stripe key: the subscription journey uses the local checkout.
  "STRIPE_SECRET_KEY",
  "STRIPE_PUBLISHABLE_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_MONTHLY",
  "STRIPE_PRICE_YEARLY",
  "STRIPE_API_URL",
  "SCHEDULER",
  "JOB_ALERTS_INTERVAL_MINUTES",
  "AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS",
];

/**
 * The environment of a developer's shell: without what Vitest sets for its own tests (NODE_ENV=test
 * would make Vite bundle React's development build) nor the server settings above.
 */
function shellEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) {
    if (name === "NODE_ENV" || name === "TEST" || name.startsWith("VITEST") || serverSettings.includes(name)) {
      delete env[name];
    }
  }
  return env;
}

const startTimeout = 180_000;
const stopTimeout = 15_000;

function newestChange(file: string): number {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(file).reduce((newest, entry) => Math.max(newest, newestChange(path.join(file, entry))), 0);
}

/** Why the app must be built first, or undefined when apps/platform/dist is up to date. */
function staleBuild() {
  if (!existsSync(builtIndex)) return "no build in apps/platform/dist";
  if (!existsSync(builtRenderer)) return "no server rendering in apps/platform/dist-ssr";
  const built = statSync(builtIndex).mtimeMs;
  const changed = buildInputs.find((input) => newestChange(path.join(repoRoot, input)) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}:\n${output}`)),
    );
  });
}

/** `npm start`'s first half, skipped when the build is fresh (scripts/test.sh builds right before). */
async function buildAppIfNeeded() {
  const reason = staleBuild();
  if (!reason) return;
  const started = performance.now();
  console.log(`e2e: building the app (${reason})…`);
  // npm runs the build's `vite` with the Node 22 of node_modules/.bin, as for `npm start`.
  const bin = path.join(repoRoot, "node_modules/.bin");
  await run("npm", ["run", "--silent", "build", "-w", "@fuse/platform"], {
    ...shellEnv(),
    PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}`,
  });
  console.log(`e2e: app built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Free loopback ports, all held open together so that no two are the same. */
async function freePorts(count: number) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
          const server = createServer();
          server.once("error", reject);
          server.listen(0, "127.0.0.1", () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

interface AppServer {
  name: string;
  url: string;
  /** The outbox's secret, once the server has printed it. */
  mailboxToken: () => string | undefined;
  child: ChildProcess;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

function exited(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/** The operator's details of the server that takes payment (legal-pages.e2e.test.ts reads them there). */
export const e2eOperator = {
  OPERATOR_NAME: "Fuse Recrutement SAS",
  OPERATOR_LEGAL_FORM: "SAS au capital de 10 000 euros",
  OPERATOR_ADDRESS: "12 rue de la Paix, 75002 Paris",
  OPERATOR_REGISTRATION: "RCS Paris 912 345 678, SIRET 912 345 678 00017",
  OPERATOR_VAT_NUMBER: "FR12912345678",
  OPERATOR_PHONE: "01 23 45 67 89",
  OPERATOR_EMAIL: "contact@fuse.test",
  OPERATOR_PUBLICATION_DIRECTOR: "Camille Martin, présidente",
  OPERATOR_HOST: "OVH SAS, 2 rue Kellermann, 59100 Roubaix, France, 1007",
  OPERATOR_DATA_HOST: "Supabase, Inc., région Europe (Francfort)",
  OPERATOR_EMAIL_PROVIDER: "Brevo (France)",
  OPERATOR_MEDIATOR: "CM2C, www.cm2c.net, 49 rue de Ponthieu, 75008 Paris",
};

function launch(name: string, port: number, paymentRequired: boolean): AppServer {
  const dataDir = mkdtempSync(path.join(tmpdir(), "fuse-e2e-"));
  const env: NodeJS.ProcessEnv = {
    ...shellEnv(),
    PORT: String(port),
    DATA_DIR: dataDir,
    RECRUITER_PAYMENT_REQUIRED: String(paymentRequired),
    // Every browser of the suite signs in and up from 127.0.0.1: past Supabase's 30 per 5 minutes
    // and address, later tests would be refused (429) for what earlier ones did.
    AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: "1000",
    // A public page waits for its data as long as a test waits for what a page does by itself: on
    // a busy two-core machine, 1.5 s bounds the machine's load, and a page without scripts past it
    // would be empty.
    PAGE_DATA_TIMEOUT_MS: "15000",
    // The servers never reach the internet: no Base Adresse Nationale, the address fields take a
    // commune and a typed street (what `npm start` does on a machine that cannot reach it).
    ADDRESS_SEARCH_URL: "off",
    // The server that takes payment is run as an operator would: its legal pages' details set.
    ...(paymentRequired ? e2eOperator : {}),
  };
  // process.execPath is the Node 22 running Vitest: the server needs its type stripping.
  const child = spawn(process.execPath, ["--conditions=source", "apps/platform/server/start.ts"], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk));
  // If Vitest dies without tearing down, the server must not outlive it.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  return {
    name,
    // PUBLIC_URL's default, http://localhost:PORT; the app works the same at the address the
    // server prints, http://127.0.0.1:PORT (loopback-address.e2e.test.ts).
    url: `http://localhost:${port}`,
    child,
    dataDir,
    // As a developer reads it in the console: « Boîte de réception … : http://…/dev/mailbox?token=… ».
    mailboxToken: () => /\/dev\/mailbox\?token=([\w-]+)/.exec(stdout)?.[1],
    output: () => [stderr && `stderr:\n${stderr}`, stdout && `stdout:\n${stdout}`].filter(Boolean).join("\n"),
    async stop() {
      process.off("exit", killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), stopTimeout);
        await exited(child);
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Ready when /api/health answers 200 (start.ts seeds the demo data and accounts before it listens)
 * and the outbox's address with its secret is printed.
 */
async function waitUntilReady(server: AppServer) {
  const deadline = Date.now() + startTimeout;
  const failure = (why: string) =>
    new Error(`e2e: the ${server.name} server ${why}.\n${server.output() || "(no output)"}`);
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw failure(`exited (${server.child.exitCode ?? server.child.signalCode}) before it was ready`);
    }
    const health = await fetch(`${server.url}/api/health`).catch(() => undefined);
    if (health?.ok && server.mailboxToken()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw failure(`was not ready within ${startTimeout / 1000} s`);
}

export default async function setup(project: TestProject) {
  await buildAppIfNeeded();
  const started = performance.now();
  const workers = Math.max(1, project.config.maxWorkers);
  const ports = await freePorts(2 * workers);
  const servers = ports.map((port, i) =>
    launch(`${i % 2 ? "payment-required" : "payment-off"} #${Math.floor(i / 2) + 1}`, port, i % 2 === 1),
  );
  const stopAll = () => Promise.all(servers.map((server) => server.stop()));
  try {
    await Promise.all(servers.map(waitUntilReady));
  } catch (error) {
    await stopAll();
    throw error;
  }
  const pairs = Array.from({ length: workers }, (_, i) => ({
    appUrl: servers[2 * i]!.url,
    appUrlWithPayment: servers[2 * i + 1]!.url,
  }));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  for (const [i, pair] of pairs.entries()) {
    console.log(`e2e: worker ${i + 1}: ${pair.appUrl} (payment off) and ${pair.appUrlWithPayment} (payment required)`);
  }
  console.log(`e2e: ${servers.length} servers ready in ${seconds} s`);
  project.provide("appServers", pairs);
  project.provide(
    "mailboxTokens",
    Object.fromEntries(servers.map((server) => [new URL(server.url).port, server.mailboxToken()!])),
  );
  return async () => {
    await stopAll();
  };
}
