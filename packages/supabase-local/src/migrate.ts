import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { Database, Sql } from "@fuse/server-core/db/database.ts";
import { supabaseDir } from "@fuse/server-core/project.ts";

export const migrationsDir = path.join(supabaseDir, "migrations");
/** What hosted Supabase provides and the embedded stand-in must create itself: roles, the auth schema. */
export const embeddedSqlDir = path.join(import.meta.dirname, "sql");

const sqlFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort();

/**
 * Applies, in order, the stand-in's bootstrap (embedded mode only; idempotent, run at every start)
 * and every `supabase/migrations/*.sql` not yet applied, each in its own transaction, recorded in
 * the same table as the Supabase CLI's (`supabase_migrations.schema_migrations`).
 */
export async function migrate(db: Database, { embedded }: { embedded: boolean }) {
  // Servers starting at once on one Postgres migrate one after the other: each step holds a lock,
  // and a migration another server applied meanwhile is not applied again.
  const locked = <T>(work: (tx: Sql) => Promise<T>) =>
    db.transaction(async (tx) => {
      // A migration may rewrite a large table: the server's own statement timeout is not for it.
      await tx.query("set local statement_timeout = 0");
      if (db.kind === "postgres") await tx.query("select pg_advisory_xact_lock(hashtext('fuse-migrate'))");
      return work(tx);
    });
  if (embedded) {
    for (const file of sqlFiles(embeddedSqlDir)) {
      const script = readFileSync(path.join(embeddedSqlDir, file), "utf8");
      await locked((tx) => tx.exec(script));
    }
  }
  await locked((tx) =>
    tx.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      statements text[],
      name text
    );
  `),
  );
  const { rows } = await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations");
  const applied = new Set(rows.map((row) => row.version));
  const done: string[] = [];
  const seen = new Map<string, string>();
  for (const file of sqlFiles(migrationsDir)) {
    const [version = file, ...rest] = file.replace(/\.sql$/, "").split("_");
    // The CLI keys migrations by their version: a second file with the same one would never run.
    const other = seen.get(version);
    if (other) throw new Error(`Deux migrations portent la version ${version} : ${other} et ${file}.`);
    seen.set(version, file);
    if (applied.has(version)) continue;
    const script = readFileSync(path.join(migrationsDir, file), "utf8");
    const appliedNow = await locked(async (tx) => {
      const { rows: already } = await tx.query(
        "select 1 from supabase_migrations.schema_migrations where version = $1",
        [version],
      );
      if (already.length > 0) return false;
      await tx.exec(script);
      await tx.query("insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)", [
        version,
        rest.join("_"),
      ]);
      return true;
    });
    if (appliedNow) done.push(file);
  }
  return done;
}
