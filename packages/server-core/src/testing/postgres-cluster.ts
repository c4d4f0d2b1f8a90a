import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

function serverBin() {
  const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(a) - Number(b));
  const latest = versions.at(-1);
  if (!latest) throw new Error("Aucun serveur PostgreSQL installé (apt-get install postgresql).");
  return `/usr/lib/postgresql/${latest}/bin`;
}

function freePort() {
  return new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface PostgresCluster {
  url: string;
  /** The server's version line, e.g. "postgres (PostgreSQL) 15.18". */
  version: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

/**
 * A throwaway PostgreSQL cluster (Debian's server) on a free loopback port: the one the server
 * suites share in CI (scripts/with-postgres.ts), and private ones for tests that stop and restart
 * the database. Runs as user postgres when we are root. `durable`: a commit is acknowledged once
 * its WAL is written, so an immediate stop (a crash) loses no acknowledged transaction.
 */
export async function startPostgresCluster({ durable = false } = {}): Promise<PostgresCluster> {
  const bin = serverBin();
  const dir = mkdtempSync(path.join(tmpdir(), "fuse-pg-own-"));
  const root = process.getuid?.() === 0;
  if (root)
    chownSync(
      dir,
      Number(execFileSync("id", ["-u", "postgres"]).toString()),
      Number(execFileSync("id", ["-g", "postgres"]).toString()),
    );
  const run = (cmd: string, args: string[]) =>
    execFileSync(root ? "runuser" : cmd, root ? ["-u", "postgres", "--", cmd, ...args] : args, { stdio: "ignore" });
  const port = await freePort();
  const data = path.join(dir, "data");
  run(`${bin}/initdb`, ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
  const ctl = (action: string, extra: string[] = []) =>
    run(`${bin}/pg_ctl`, [
      "-D",
      data,
      "-l",
      path.join(dir, "log"),
      "-w",
      ...extra,
      "-o",
      // Durability is pointless for a throwaway cluster, unless a test kills the server and counts
      // its acknowledged commits (`durable`: each commit waits for its WAL, as by default; the
      // operating system, which is not killed, keeps what was written). Many test files connect at once.
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off${durable ? "" : " -c synchronous_commit=off"} -c full_page_writes=off -c max_connections=200`,
      action,
    ]);
  ctl("start");
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version: execFileSync(`${bin}/postgres`, ["--version"]).toString().trim(),
    stop: () => ctl("stop", ["-m", "immediate"]),
    start: () => ctl("start"),
    destroy() {
      try {
        ctl("stop", ["-m", "immediate"]);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
