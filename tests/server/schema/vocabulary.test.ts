// The vocabulary of @fuse/features is the database's: each list of codes equals the values the
// column's check constraint allows, read from the catalog (not restated by hand).
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  audiences,
  companySizes,
  contractTypes,
  jobStatuses,
  matchDecisions,
  matchSides,
  profileTypes,
  remoteModes,
  remotePreferences,
  subscriptionStatuses,
  workflowStages,
} from "@fuse/domain/vocabulary";
import { storageBucketNames } from "@fuse/domain/vocabulary/storage-buckets";
import type { Database } from "@fuse/server-core/db/database.ts";
import { createMigratedTestDatabase } from "@fuse/supabase-local/testing/migrated-database.ts";

let db: Database;
beforeAll(async () => {
  db = await createMigratedTestDatabase();
});
afterAll(() => db?.close());

/** The values a column's check constraint names, as Postgres prints it (`'CDI'::text`, …). */
async function allowedValues(table: string, column: string) {
  const { rows } = await db.query<{ definition: string }>(
    `select pg_get_constraintdef(c.oid) as definition
     from pg_constraint c
     join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
     where c.contype = 'c' and c.conrelid = $1::regclass and a.attname = $2 and cardinality(c.conkey) = 1`,
    [`public.${table}`, column],
  );
  const lists = rows
    .map((row) => [...row.definition.matchAll(/'((?:[^']|'')*)'::text/g)].map((match) => match[1]!.replace(/''/g, "'")))
    .filter((values) => values.length > 1);
  expect(lists, `one list of values for ${table}.${column}`).toHaveLength(1);
  return lists[0]!;
}

describe("the vocabulary and the database's checks", () => {
  it.each([
    ["jobs", "contract_type", contractTypes],
    ["candidate_infos", "contract_types", contractTypes],
    ["jobs", "remote_mode", remoteModes],
    ["candidate_infos", "remote_preference", remotePreferences],
    ["profiles", "type", profileTypes],
    ["subscriptions", "status", subscriptionStatuses],
    ["jobs", "status", jobStatuses],
    ["workflow_items", "stage", workflowStages],
    ["workflow_events", "to_stage", workflowStages],
    ["news", "audience", audiences],
    ["companies", "size", companySizes],
    ["match_decisions", "side", matchSides],
    ["match_decisions", "decision", matchDecisions],
  ] as const)("%s.%s holds the same codes as the vocabulary", async (table, column, codes) => {
    expect(new Set(await allowedValues(table, column))).toEqual(new Set(codes));
  });
});

describe("the vocabulary and the storage", () => {
  it("the migrations create exactly the vocabulary's buckets", async () => {
    const { rows } = await db.query<{ id: string }>("select id from storage.buckets");
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set(storageBucketNames));
  });
});
