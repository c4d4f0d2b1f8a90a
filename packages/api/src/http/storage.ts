import { storageBucketNames } from "@fuse/domain/vocabulary/storage-buckets";
import type { ServerContext } from "@fuse/server-core/context.ts";
import type { JwtClaims } from "@fuse/server-core/jwt.ts";

/** A stored object could not be read as the caller: absent, not theirs, or Storage failing. */
export class StorageReadError extends Error {
  // A plain field, not a parameter property: Node runs this file with type stripping only.
  readonly status: number;

  constructor(status: number) {
    super(`Storage ${status}`);
    this.status = status;
    this.name = "StorageReadError";
  }
}

const encodedName = (name: string) => name.split("/").map(encodeURIComponent).join("/");

const objectUrl = (ctx: ServerContext, bucket: string, name: string) =>
  `${ctx.config.supabaseUrl.replace(/\/+$/, "")}/storage/v1/object/authenticated/${bucket}/${encodedName(name)}`;

/**
 * Downloads one stored object through Storage's API with the caller's token, as they would
 * themselves: Storage's row-level security decides, on the stand-in and on hosted Supabase alike.
 * Refuses (413) an object larger than `maxBytes` without reading it all.
 */
export async function downloadAsCaller(
  ctx: ServerContext,
  token: string,
  bucket: string,
  name: string,
  { signal, maxBytes = Number.POSITIVE_INFINITY }: { signal?: AbortSignal; maxBytes?: number } = {},
): Promise<Uint8Array> {
  const response = await fetch(objectUrl(ctx, bucket, name), {
    headers: { authorization: `Bearer ${token}`, apikey: ctx.config.anonKey || ctx.keys.anon },
    signal,
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new StorageReadError(response.status);
  }
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new StorageReadError(413);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > maxBytes) throw new StorageReadError(413);
  return bytes;
}

/**
 * A signed address of one stored object, asked of Storage's API with the caller's token: Storage's
 * row-level security decides whether they may read it. `storageUrl` is where the browser reaches
 * Storage (the address it used, in embedded mode); the address lasts `expiresIn` seconds.
 */
export async function signedUrlAsCaller(
  ctx: ServerContext,
  token: string,
  { bucket, name, expiresIn, storageUrl }: { bucket: string; name: string; expiresIn: number; storageUrl: string },
): Promise<string> {
  const response = await fetch(
    `${ctx.config.supabaseUrl.replace(/\/+$/, "")}/storage/v1/object/sign/${bucket}/${encodedName(name)}`,
    {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        apikey: ctx.config.anonKey || ctx.keys.anon,
        "content-type": "application/json",
      },
      body: JSON.stringify({ expiresIn }),
    },
  );
  if (!response.ok) {
    await response.body?.cancel();
    throw new StorageReadError(response.status);
  }
  const { signedURL } = (await response.json()) as { signedURL?: unknown };
  if (typeof signedURL !== "string" || !signedURL.startsWith("/")) throw new StorageReadError(502);
  return `${storageUrl.replace(/\/+$/, "")}/storage/v1${signedURL}`;
}

/** Deletes stored objects through Storage's API with the caller's token; how many were there. */
async function deleteAsCaller(
  ctx: ServerContext,
  token: string,
  bucket: string,
  names: readonly string[],
  signal?: AbortSignal,
): Promise<number> {
  const response = await fetch(`${ctx.config.supabaseUrl.replace(/\/+$/, "")}/storage/v1/object/${bucket}`, {
    method: "DELETE",
    headers: {
      authorization: `Bearer ${token}`,
      apikey: ctx.config.anonKey || ctx.keys.anon,
      "content-type": "application/json",
    },
    body: JSON.stringify({ prefixes: names }),
    signal,
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new StorageReadError(response.status);
  }
  const removed = (await response.json()) as unknown;
  return Array.isArray(removed) ? removed.length : 0;
}

/** Deletes one stored object as the caller; false when it was not there. */
export async function removeAsCaller(
  ctx: ServerContext,
  token: string,
  bucket: string,
  name: string,
  signal?: AbortSignal,
): Promise<boolean> {
  return (await deleteAsCaller(ctx, token, bucket, [name], signal)) > 0;
}

/**
 * Deletes every file of the caller's own `<user id>/` folders, through Storage's API with their
 * token (as they would themselves), so that an erased account leaves no CV, recording or photo
 * behind. The names are read as the caller (row-level security of `storage.objects`).
 */
export async function removeOwnFiles(ctx: ServerContext, claims: JwtClaims, token: string, userId: string) {
  const files = await ctx.db.asRole(claims, async (tx) => {
    const { rows: found } = await tx.query<{ present: string | null }>(
      "select to_regclass('storage.objects')::text as present",
    );
    if (!found[0]?.present) return [];
    const { rows } = await tx.query<{ bucket_id: string; name: string }>(
      `select bucket_id, name from storage.objects
        where bucket_id = any($1::text[]) and (storage.foldername(name))[1] = $2`,
      [storageBucketNames, userId],
    );
    return rows;
  });
  for (const bucket of storageBucketNames) {
    const names = files.filter((file) => file.bucket_id === bucket).map((file) => file.name);
    for (let start = 0; start < names.length; start += 1000)
      await deleteAsCaller(ctx, token, bucket, names.slice(start, start + 1000));
  }
  return files.length;
}
