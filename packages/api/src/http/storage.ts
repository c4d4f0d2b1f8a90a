import type { ServerContext } from "@fuse/server-core/context.ts";

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

const objectUrl = (ctx: ServerContext, bucket: string, name: string) =>
  `${ctx.config.supabaseUrl.replace(/\/+$/, "")}/storage/v1/object/authenticated/${bucket}/${name
    .split("/")
    .map(encodeURIComponent)
    .join("/")}`;

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

/** Deletes one stored object through Storage's API with the caller's token; false when it was not there. */
export async function removeAsCaller(
  ctx: ServerContext,
  token: string,
  bucket: string,
  name: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const response = await fetch(`${ctx.config.supabaseUrl.replace(/\/+$/, "")}/storage/v1/object/${bucket}`, {
    method: "DELETE",
    headers: {
      authorization: `Bearer ${token}`,
      apikey: ctx.config.anonKey || ctx.keys.anon,
      "content-type": "application/json",
    },
    body: JSON.stringify({ prefixes: [name] }),
    signal,
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new StorageReadError(response.status);
  }
  const removed = (await response.json()) as unknown[];
  return Array.isArray(removed) && removed.length > 0;
}
