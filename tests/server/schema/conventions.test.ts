// Conventions every table, policy and function of the public schema must follow, checked from the
// catalog so that whatever is added later is held to them too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "@fuse/server-core/db/database.ts";
import { createMigratedTestDatabase } from "@fuse/supabase-local/testing/migrated-database.ts";

let db: Database;
beforeAll(async () => {
  db = await createMigratedTestDatabase();
});
afterAll(() => db?.close());

describe("the public schema", () => {
  it("calls the caller's identity in policies through a sub-select, evaluated once per statement", async () => {
    const { rows } = await db.query<{ policy: string; expression: string }>(
      `select tablename || ': ' || policyname as policy, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expression
       from pg_policies where schemaname = 'public'`,
    );
    expect(rows.length).toBeGreaterThan(30);
    const identity = /\b(?:auth\.)?(?:uid|jwt|is_admin|my_[a-z_]+)\(\)/;
    const wrapped = /\(\s*SELECT\s+(?:[a-z_]+\.)?(?:auth\.)?(?:uid|jwt|is_admin|my_[a-z_]+)\(\)(?:\s+AS\s+\w+)?\s*\)/g;
    const bare = rows.filter((row) => identity.test(row.expression.replace(wrapped, "")));
    expect(bare.map((row) => `${row.policy} — ${row.expression}`)).toEqual([]);
  });

  it("names the roles of every policy (none left to PUBLIC, which includes anon)", async () => {
    const { rows } = await db.query<{ policy: string }>(
      `select tablename || ': ' || policyname as policy from pg_policies
       where schemaname = 'public' and 'public' = any (roles)`,
    );
    expect(rows).toEqual([]);
  });

  it("indexes every foreign key, so owner look-ups and cascades never scan a table", async () => {
    const { rows } = await db.query<{ constraint: string }>(
      `select c.conrelid::regclass || '.' || c.conname as constraint
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
       where c.contype = 'f' and n.nspname = 'public'
         and not exists (
           select 1 from pg_index i
           where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
         )`,
    );
    expect(rows).toEqual([]);
  });

  it("pins the search path of every SECURITY DEFINER function", async () => {
    const { rows } = await db.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prosecdef
         and not exists (select 1 from unnest(p.proconfig) setting where setting like 'search_path=%')`,
    );
    expect(rows).toEqual([]);
  });
});
