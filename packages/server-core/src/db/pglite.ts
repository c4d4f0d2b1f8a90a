import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

import type { JwtClaims } from "../jwt.ts";
import { checkChannelName, enterRole, type Database, type Sql } from "./database.ts";

/** The embedded database, which can also write itself out whole (`dump`) to start another from. */
export interface PgliteDatabase extends Database {
  /** The data directory as an uncompressed tarball, for `openPglite`'s `from`. */
  dump(): Promise<Blob>;
}

/** PGlite's WebAssembly and its file system's image, as `PGlite.create` takes them ready-made. */
export interface PgliteModules {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

let compiled: Promise<PgliteModules> | undefined;

/**
 * PGlite's WebAssembly compiled once per process, for every database it opens: each thread would
 * otherwise compile its own (about half a second), and a compiled module crosses to a worker
 * thread without being compiled again.
 */
export function pgliteModules(): Promise<PgliteModules> {
  compiled ??= (async () => {
    const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
    const dist = path.dirname(entry);
    const read = (name: string) => readFile(path.join(dist, name));
    const [pglite, initdb, data] = await Promise.all([read("pglite.wasm"), read("initdb.wasm"), read("pglite.data")]);
    return {
      pgliteWasmModule: await WebAssembly.compile(pglite),
      initdbWasmModule: await WebAssembly.compile(initdb),
      fsBundle: new Blob([data]),
    };
  })();
  compiled.catch(() => (compiled = undefined));
  return compiled;
}

/**
 * The embedded database: Postgres in WebAssembly, persisted under `dataDir` (in memory without it).
 * PGlite has one connection, so every transaction is exclusive — which is also what keeps one
 * request's `SET LOCAL ROLE` from leaking into another's. `from`, a `dump()` of another, is where a
 * new database starts instead of an empty cluster (a copy: the other is untouched).
 */
export async function openPglite(
  dataDir?: string,
  { from, modules }: { from?: Blob; modules?: PgliteModules } = {},
): Promise<PgliteDatabase> {
  // Extensions the migrations create (French unaccented search, trigram autocomplete, edit
  // distances for typos) must be handed to PGlite at construction; on Postgres and Supabase they
  // ship with the server.
  const extensions = { unaccent, pg_trgm, fuzzystrmatch };
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions,
    ...(from ? { loadDataDir: from } : {}),
    ...(modules ?? (await pgliteModules())),
  });
  let answeredAt = Number.NEGATIVE_INFINITY;
  const wrap = (tx: Pick<PGlite, "query" | "exec">): Sql => ({
    async query(text, params = []) {
      const result = await tx.query<never>(text, params as unknown[]);
      answeredAt = performance.now();
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(script) {
      await tx.exec(script);
      answeredAt = performance.now();
    },
  });
  return {
    kind: "pglite",
    query: (text, params) => wrap(pg).query(text, params),
    exec: (script) => wrap(pg).exec(script),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    asRole: <T>(claims: JwtClaims, work: (tx: Sql) => Promise<T>) =>
      pg.transaction(async (tx) => {
        const sql = wrap(tx);
        await enterRole(sql, claims);
        return work(sql);
      }),
    async listen(channel, handler) {
      checkChannelName(channel);
      // PGlite runs in this process: its one connection cannot drop, nothing to re-establish.
      const stop = await pg.listen(channel, handler);
      return async () => {
        if (!pg.closed) await stop();
      };
    },
    lastAnsweredAt: () => answeredAt,
    dump: () => pg.dumpDataDir("none"),
    close: () => pg.close(),
  };
}
