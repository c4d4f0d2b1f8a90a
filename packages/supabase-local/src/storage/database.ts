import type { Sql } from "@fuse/server-core/db/database.ts";
import { isUnavailable } from "@fuse/server-core/db/database.ts";

import {
  bucketAlreadyExists,
  invalidRequest,
  keyAlreadyExists,
  noSuchBucket,
  policyRefusal,
  StorageError,
} from "./errors.ts";
import type { BucketLimits } from "./limits.ts";

/** What storage.objects records about a file, as Supabase Storage writes it. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  version: string | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

export interface BucketRow extends BucketLimits {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  created_at: string;
  updated_at: string;
}

const bucketColumns = "id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at";
export const objectColumns =
  "id, bucket_id, name, owner, owner_id, metadata, user_metadata, version, created_at, updated_at, last_accessed_at";

/** Postgres's refusals as Supabase Storage answers them; anything else goes on (500, or 503 when down). */
export function fromDatabaseError(error: unknown, target: "object" | "bucket" = "object"): unknown {
  if (error instanceof StorageError || isUnavailable(error)) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "42501") return policyRefusal();
  if (code === "23505") return target === "bucket" ? bucketAlreadyExists() : keyAlreadyExists();
  if (code === "23503") return noSuchBucket();
  if (code === "22P02" || code === "22023" || code === "23514" || code === "22001") {
    return invalidRequest("Valeur invalide.");
  }
  return error;
}

/** A bucket as the storage server itself reads it (no policy), for limits and public reads. */
export async function bucketAsServer(db: Sql, id: string) {
  const { rows } = await db.query<BucketRow>(`select ${bucketColumns} from storage.buckets where id = $1`, [id]);
  const bucket = rows[0];
  if (!bucket) throw noSuchBucket();
  return bucket;
}

export async function listBuckets(tx: Sql) {
  const { rows } = await tx.query<BucketRow>(`select ${bucketColumns} from storage.buckets order by name`);
  return rows;
}

export async function getBucket(tx: Sql, id: string) {
  const { rows } = await tx.query<BucketRow>(`select ${bucketColumns} from storage.buckets where id = $1`, [id]);
  const bucket = rows[0];
  if (!bucket) throw noSuchBucket();
  return bucket;
}

export interface BucketFields {
  public?: boolean;
  file_size_limit?: number | null;
  allowed_mime_types?: string[] | null;
}

export async function createBucket(tx: Sql, id: string, owner: string | undefined, fields: BucketFields) {
  await tx.query(
    `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
     values ($1, $1, $2, $3, $4, $5, $6)`,
    [
      id,
      owner && isUuid(owner) ? owner : null,
      owner ?? null,
      fields.public ?? false,
      fields.file_size_limit ?? null,
      fields.allowed_mime_types ?? null,
    ],
  );
}

export async function updateBucket(tx: Sql, id: string, fields: BucketFields) {
  const sets: string[] = [];
  const params: unknown[] = [id];
  for (const column of ["public", "file_size_limit", "allowed_mime_types"] as const) {
    if (fields[column] === undefined) continue;
    params.push(fields[column]);
    sets.push(`${column} = $${params.length}`);
  }
  sets.push("updated_at = now()");
  const { rowCount } = await tx.query(`update storage.buckets set ${sets.join(", ")} where id = $1`, params);
  if (rowCount === 0) throw noSuchBucket();
}

export async function countObjects(tx: Sql, bucket: string) {
  const { rows } = await tx.query<{ count: number }>(
    "select count(*)::int as count from (select 1 from storage.objects where bucket_id = $1 limit 1) o",
    [bucket],
  );
  return rows[0]?.count ?? 0;
}

export async function deleteBucket(tx: Sql, id: string) {
  const { rowCount } = await tx.query("delete from storage.buckets where id = $1", [id]);
  if (rowCount === 0) throw noSuchBucket();
}

export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export async function findObject(tx: Sql, bucket: string, name: string) {
  const { rows } = await tx.query<ObjectRow>(
    `select ${objectColumns} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  return rows[0];
}

export interface NewObject {
  bucket: string;
  name: string;
  owner: string | undefined;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
  version: string;
}

/**
 * Writes an object's row as the caller: a plain insert needs an INSERT policy; an upsert
 * (`x-upsert: true`, or PUT) also needs SELECT and UPDATE on the row it replaces, as Postgres
 * checks ON CONFLICT DO UPDATE.
 */
export async function writeObject(tx: Sql, object: NewObject, upsert: boolean) {
  const { rows } = await tx.query<{ id: string }>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
     values ($1, $2, $3, $4, $5, $6, $7)
     ${
       upsert
         ? `on conflict (bucket_id, name) do update set
              owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
              user_metadata = excluded.user_metadata, version = excluded.version, last_accessed_at = now()`
         : ""
     }
     returning id`,
    [
      object.bucket,
      object.name,
      object.owner && isUuid(object.owner) ? object.owner : null,
      object.owner ?? null,
      JSON.stringify(object.metadata),
      object.userMetadata === null ? null : JSON.stringify(object.userMetadata),
      object.version,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error("storage.objects: no row written");
  return id;
}

export async function deleteObjects(tx: Sql, bucket: string, names: string[]) {
  const { rows } = await tx.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${objectColumns}`,
    [bucket, names],
  );
  return rows;
}

/**
 * What one account's files take across the buckets (the objects it wrote: `owner_id`), leaving out
 * the objects at `except`. Read with the rights of whoever runs it: the server's, for a quota.
 */
export async function ownerUsage(sql: Sql, owner: string, except: { bucket: string; name: string }[]) {
  const { rows } = await sql.query<{ files: number; bytes: number }>(
    `select count(*)::int as files, coalesce(sum((o.metadata->>'size')::bigint), 0)::float8 as bytes
       from storage.objects o
      where o.owner_id = $1
        and not exists (
          select 1 from unnest($2::text[], $3::text[]) as x(bucket_id, name)
           where x.bucket_id = o.bucket_id and x.name = o.name
        )`,
    [owner, except.map((at) => at.bucket), except.map((at) => at.name)],
  );
  return rows[0] ?? { files: 0, bytes: 0 };
}

/** The objects among `names` the caller may read, by name: their row's id and version. */
export async function visibleVersions(tx: Sql, bucket: string, names: string[]) {
  const { rows } = await tx.query<{ name: string; id: string; version: string | null }>(
    "select name, id, version from storage.objects where bucket_id = $1 and name = any($2::text[])",
    [bucket, names],
  );
  return new Map(rows.map(({ name, id, version }) => [name, { id, version }]));
}

export interface ListOptions {
  prefix: string;
  search: string;
  limit: number;
  offset: number;
  column: "name" | "updated_at" | "created_at" | "last_accessed_at";
  order: "asc" | "desc";
}

export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: ObjectMetadata | null;
}

/**
 * One level of a bucket as Supabase Storage's `storage.search` lists it: the folders under the
 * prefix (id and dates null), then its files, names relative to the prefix, matched on
 * `prefix + search` from the start and without regard to case; only the rows the caller may read.
 */
export async function listLevel(tx: Sql, bucket: string, options: ListOptions) {
  const { rows } = await tx.query<ListEntry>(
    `with visible as (
       select substr(o.name, char_length($2) + 1) as rest, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata
       from storage.objects o
       where o.bucket_id = $1 and lower(left(o.name, char_length($3))) = lower($3)
     ), entries as (
       select distinct split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
              null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata, 0 as kind
       from visible where strpos(rest, '/') > 0
       union all
       select rest, id, updated_at, created_at, last_accessed_at, metadata, 1
       from visible where strpos(rest, '/') = 0
     )
     select name, id, updated_at, created_at, last_accessed_at, metadata from entries
     order by kind, ${options.column} ${options.order} nulls last, name ${options.order}
     limit $4 offset $5`,
    [bucket, options.prefix, options.prefix + options.search, options.limit, options.offset],
  );
  return rows;
}

/** Moves an object's row as the caller (UPDATE policy on the old row, WITH CHECK on the new). */
export async function moveObject(
  tx: Sql,
  from: { bucket: string; name: string },
  to: { bucket: string; name: string },
  owner: string | undefined,
) {
  const { rowCount } = await tx.query(
    `update storage.objects set bucket_id = $3, name = $4, owner = $5, owner_id = $6, last_accessed_at = now()
     where bucket_id = $1 and name = $2`,
    [from.bucket, from.name, to.bucket, to.name, owner && isUuid(owner) ? owner : null, owner ?? null],
  );
  return rowCount > 0;
}
