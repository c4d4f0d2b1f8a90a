import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

import pg from "pg";

import type { Database } from "../db/database.ts";
import { openPgliteInWorker } from "../db/pglite-thread.ts";
import { openPglite } from "../db/pglite.ts";
import { openPostgres } from "../db/postgres.ts";

/**
 * What a test database starts from instead of an empty one: what `prepare` leaves in a database,
 * made once for each `key` (which must change whenever `prepare`'s outcome would) and copied for
 * every database asked with it.
 */
export interface PreparedState {
  key: string;
  prepare: (db: Database) => Promise<void>;
}

export interface TestDatabaseOptions {
  from?: PreparedState;
}

/** Where prepared PGlite databases are kept between runs: a file per key and version of PGlite. */
const snapshotDir = path.join(tmpdir(), "fuse-test-databases");

/** Another PGlite may not read a dump's files: its version is part of the dump's name. */
function pgliteVersion() {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const manifest = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), "package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

/** Prepared states being made in this process, by key, so that each is made once. */
const making = new Map<string, Promise<string>>();

/**
 * The file holding PGlite's dump of `state`, made when missing. Several processes may make it at
 * once: each writes a file of its own, then renames it into place, so a reader never sees half.
 */
function pgliteSnapshot(state: PreparedState): Promise<string> {
  let file = making.get(state.key);
  if (!file) {
    file = (async () => {
      const target = path.join(snapshotDir, `pglite-${pgliteVersion()}-${state.key}.tar`);
      if (existsSync(target)) {
        // Marked as used, for the clean-up below.
        utimesSync(target, new Date(), new Date());
        return target;
      }
      const db = await openPglite();
      try {
        await state.prepare(db);
        const dump = await db.dump();
        mkdirSync(snapshotDir, { recursive: true });
        const partial = `${target}.${process.pid}.${randomBytes(4).toString("hex")}`;
        writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
        renameSync(partial, target);
        // The dumps of earlier states (older migrations, another PGlite) serve no more, but another
        // checkout's run may be using one: only those unused for an hour go.
        for (const name of readdirSync(snapshotDir)) {
          const file = path.join(snapshotDir, name);
          if (name.endsWith(".tar") && file !== target && statSync(file).mtimeMs < Date.now() - 3_600_000)
            rmSync(file, { force: true });
        }
      } finally {
        await db.close();
      }
      return target;
    })();
    making.set(state.key, file);
    file.catch(() => making.delete(state.key));
  }
  return file;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The template database holding `state` on the PostgreSQL server, made when missing: one process
 * at a time (an advisory lock), in a database of its own that takes the template's name once
 * ready, with nobody connected (a template in use cannot be copied).
 */
async function postgresTemplate(adminUrl: string, state: PreparedState): Promise<string> {
  const template = `fuse_template_${state.key}`;
  await withClient(adminUrl, async (admin) => {
    await admin.query("select pg_advisory_lock(hashtext('fuse-test-template'))");
    try {
      const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [template]);
      if (rowCount) return;
      const building = `${template}_making`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const db = openPostgres(databaseUrl(adminUrl, building));
      try {
        await state.prepare(db);
      } finally {
        await db.close();
      }
      await admin.query(`alter database ${building} rename to ${template}`);
      // The templates of earlier states (older migrations) serve no more.
      const { rows } = await admin.query<{ name: string }>(
        "select datname as name from pg_database where datname like 'fuse\\_template\\_%' and datname <> $1",
        [template],
      );
      // One being copied right now (another checkout's run) stays: the drop waits for nobody.
      for (const { name } of rows) await admin.query(`drop database if exists ${name}`).catch(() => {});
    } finally {
      await admin.query("select pg_advisory_unlock(hashtext('fuse-test-template'))");
    }
  });
  return template;
}

/**
 * A fresh database for one test file: PGlite in memory, or, when TEST_DATABASE_URL names a real
 * Postgres (CI's PostgreSQL 15), a new database created on that server and dropped on close. Empty,
 * or, given `from`, holding what its `prepare` left (a copy of a PGlite dump or of a template
 * database, made once: much faster than preparing each database).
 */
export async function createTestDatabase({ from }: TestDatabaseOptions = {}): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openPgliteInWorker(undefined, from ? { from: await pgliteSnapshot(from) } : {});
  const template = from ? await postgresTemplate(adminUrl, from) : undefined;
  const name = `fuse_test_${randomBytes(6).toString("hex")}`;
  await withClient(adminUrl, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ""}`),
  );
  const db = openPostgres(databaseUrl(adminUrl, name));
  return {
    ...db,
    async close() {
      await db.close();
      await withClient(adminUrl, (cleanup) => cleanup.query(`drop database if exists ${name} with (force)`));
    },
  };
}
