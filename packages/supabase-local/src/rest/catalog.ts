import type { Sql } from "@fuse/server-core/db/database.ts";

import { tableNotFound } from "./errors.ts";

/** The only schema exposed, as on Supabase's default API settings. */
export const exposedSchema = "public";

export interface Column {
  name: string;
  /** The type without modifier (`character varying`, `text[]`), for casting bound values. */
  type: string;
  generated: boolean;
}

export interface Relation {
  name: string;
  columns: Map<string, Column>;
  primaryKey: string[];
}

/** Tables, views, materialized views, foreign and partitioned tables: what PostgREST exposes. */
const exposedKinds = "('r', 'v', 'm', 'f', 'p')";

/**
 * Reads a relation of the exposed schema from pg_catalog at each request, in the request's own
 * transaction: a table a migration just created is visible at once, with no cache to reload.
 */
export async function findRelation(tx: Sql, name: string): Promise<Relation | undefined> {
  const { rows } = await tx.query<{ name: string; type: string; generated: boolean; is_primary: boolean }>(
    `select a.attname as name,
            pg_catalog.format_type(a.atttypid, null) as type,
            a.attgenerated <> '' as generated,
            coalesce(a.attnum = any (i.indkey), false) as is_primary
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       left join pg_catalog.pg_index i on i.indrelid = c.oid and i.indisprimary
      where n.nspname = $1::text and c.relname = $2::text and c.relkind in ${exposedKinds}
      order by a.attnum`,
    [exposedSchema, name],
  );
  if (rows.length === 0) return undefined;
  return {
    name,
    columns: new Map(rows.map((row) => [row.name, { name: row.name, type: row.type, generated: row.generated }])),
    primaryKey: rows.filter((row) => row.is_primary).map((row) => row.name),
  };
}

/** PGRST205, with PostgREST's "Perhaps you meant" when a table's name is close enough. */
export async function relationNotFound(tx: Sql, name: string) {
  const { rows } = await tx.query<{ name: string }>(
    `select c.relname as name
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1::text and c.relkind in ${exposedKinds}`,
    [exposedSchema],
  );
  let best: { name: string; score: number } | undefined;
  for (const row of rows) {
    const score = similarity(name, row.name);
    if (score >= 0.75 && (!best || score > best.score)) best = { name: row.name, score };
  }
  return tableNotFound(name, best?.name);
}

/** 1 - Levenshtein distance / longer length: 1 for equal names, 0 for nothing in common. */
function similarity(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  if (longer === 0) return 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return 1 - (previous[b.length] ?? longer) / longer;
}
