import { createHash, randomUUID } from "node:crypto";
import path from "node:path";

import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";

import { verifyLiveToken } from "@fuse/server-core/auth/live-sessions.ts";
import type { RouteModule, ServerConfig, ServerContext } from "@fuse/server-core/context.ts";
import { asOwner, type Sql } from "@fuse/server-core/db/database.ts";
import { closeConnectionAfter } from "@fuse/server-core/http/close-connection.ts";
import { parseJson } from "@fuse/server-core/http/json.ts";
import { bearerToken, TokenError, type JwtClaims, type TokenProblem } from "@fuse/server-core/jwt.ts";

import {
  bucketAsServer,
  countObjects,
  createBucket,
  deleteBucket,
  deleteObjects,
  findObject,
  fromDatabaseError,
  getBucket,
  listBuckets,
  listLevel,
  moveObject,
  ownerUsage,
  updateBucket,
  visibleVersions,
  writeObject,
  type BucketFields,
  type ListOptions,
  type ObjectMetadata,
  type ObjectRow,
} from "./database.ts";
import { fileResponse } from "./download.ts";
import {
  bucketNotEmpty,
  entityTooLarge,
  errorResponse,
  invalidKey,
  invalidMimeType,
  invalidRequest,
  invalidToken,
  noSuchBucket,
  noSuchKey,
  notImplemented,
  quotaExceeded,
  StorageError,
  storageUnavailable,
} from "./errors.ts";
import { DatabaseFileStore, DiskFileStore, MemoryFileStore, type FileStore } from "./files.ts";
import { checkSize, checkType, isAllowedType, maxFileBytes, type BucketLimits } from "./limits.ts";
import { checkBucketId, checkKey, decodePath, hasDotSegment, maxKeyLength, splitObjectPath } from "./paths.ts";
import { UrlSigner } from "./signing.ts";

/** What the storage stand-in reads from the configuration. */
export interface StorageConfig {
  /**
   * The most bytes one file may have, whatever its bucket (Supabase's project-wide upload limit);
   * a bucket's `file_size_limit` applies within it. Default 20 MB, the largest product bucket's.
   */
  storageFileSizeLimit?: number;
  /**
   * The longest a signed URL may last, in seconds (default 7 days); a longer `expiresIn` is refused.
   * Supabase Storage sets no bound: a leaked link would otherwise open a CV for years.
   */
  storageSignedUrlMaxSeconds?: number;
  /**
   * What one account may keep across the buckets (the files it uploaded, copied or moved): bytes
   * (default 100 MB) and files (default 50), the bounds of an account export. Room for a CV, a voice
   * presentation, a photo or a logo and a few replacements of each, which the app stores under new
   * names. The service role is not counted.
   */
  storageUserQuotaBytes?: number;
  storageUserQuotaFiles?: number;
}

export const defaultStorageFileSizeLimit = 20 * 1024 * 1024;
export const defaultSignedUrlMaxSeconds = 7 * 24 * 3600;
export const defaultUserQuotaBytes = 100 * 1024 * 1024;
export const defaultUserQuotaFiles = 50;
/** Room for a multipart envelope (boundaries, part headers, the form's small fields) around a file. */
export const multipartOverhead = 64 * 1024;

type Ctx = ServerContext & { config: ServerConfig & StorageConfig };
type Location = { bucket: string; name: string };

/** Why a bearer token is refused, in the words of the answer. */
const tokenRefusals: Record<TokenProblem, string> = {
  expired: "Accès refusé : jeton expiré.",
  invalid: "Accès refusé : jeton invalide.",
  ended: "Accès refusé : session terminée, reconnectez-vous.",
};

const ok = (message: string) => Response.json({ message });

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  let value: unknown;
  try {
    value = parseJson(text);
  } catch {
    throw invalidRequest("Corps de requête JSON invalide.");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw invalidRequest("Le corps de la requête doit être un objet JSON.");
  }
  return value as Record<string, unknown>;
}

function stringField(body: Record<string, unknown>, field: string, required = true): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) {
    if (required) throw invalidRequest(`Paramètre manquant : ${field}.`);
    return undefined;
  }
  if (typeof value !== "string") throw invalidRequest(`Paramètre invalide : ${field}.`);
  return value;
}

/** « 7 jours », « 2 heures », « 90 secondes » */
function formatDuration(seconds: number) {
  for (const [unit, singular, plural] of [
    [86400, "jour", "jours"],
    [3600, "heure", "heures"],
    [60, "minute", "minutes"],
  ] as const) {
    if (seconds % unit === 0) return `${seconds / unit} ${seconds === unit ? singular : plural}`;
  }
  return `${seconds} secondes`;
}

function expiresInField(body: Record<string, unknown>, max: number) {
  const value = body.expiresIn;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > max) {
    throw invalidRequest(`Durée du lien invalide : de 1 seconde à ${formatDuration(max)} (${max} secondes).`);
  }
  return value;
}

/** Sizes as storage-js lets them be written: bytes, or "5MB", "512KB"… (powers of 1024). */
function parseSize(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value === "number" && Number.isInteger(value) && value >= 0) return value;
  if (typeof value === "string") {
    const match = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(value.trim());
    if (match) {
      const unit = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[(match[2] ?? "b").toLowerCase() as "b"];
      return Math.floor(Number(match[1]) * unit);
    }
  }
  throw invalidRequest("file_size_limit invalide : un nombre d'octets ou une taille comme « 5MB ».");
}

function bucketFields(body: Record<string, unknown>): BucketFields {
  const types = body.allowed_mime_types;
  if (
    types !== undefined &&
    types !== null &&
    (!Array.isArray(types) ||
      types.length > 100 ||
      types.some((type) => typeof type !== "string" || !/^[\w.+-]+\/([\w.+-]+|\*)$/.test(type)))
  ) {
    throw invalidRequest("allowed_mime_types invalide : une liste de types comme « image/png » ou « image/* ».");
  }
  if (body.public !== undefined && typeof body.public !== "boolean") throw invalidRequest("public invalide.");
  return {
    public: body.public as boolean | undefined,
    file_size_limit: parseSize(body.file_size_limit),
    allowed_mime_types: types as string[] | null | undefined,
  };
}

interface UploadedFile {
  bytes: Uint8Array;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

function parseUserMetadata(text: string | undefined, base64: boolean) {
  if (text === undefined || text === "") return null;
  try {
    const value = JSON.parse(base64 ? Buffer.from(text, "base64").toString("utf8") : text) as unknown;
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    throw invalidRequest("Métadonnées invalides : un objet JSON est attendu.");
  }
}

/**
 * The file of an upload, as Supabase Storage reads it: a multipart form (storage-js sends a Blob
 * or FormData that way: the file, `cacheControl`, `metadata`, optionally `contentType`) or the
 * raw body (`content-type`, `cache-control`, `x-metadata` in base64). The bucket's rules apply
 * before anything is stored: the declared type, the size (a raw body's announced length is
 * refused before it is read), then the type of the bytes themselves.
 */
async function readUpload(c: Context, bucket: BucketLimits, limit: number): Promise<UploadedFile> {
  const contentType = c.req.header("content-type") ?? "";
  let file: UploadedFile;
  if (contentType.toLowerCase().startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw invalidRequest("Formulaire d'envoi illisible.");
    }
    const blob = [...form.values()].find((value): value is File => typeof value !== "string");
    if (!blob) throw invalidRequest("Aucun fichier dans le formulaire.");
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : undefined;
    };
    const cacheTime = field("cacheControl");
    const metadata = field("metadata") ?? field("userMetadata");
    if (metadata !== undefined && Buffer.byteLength(metadata) > 1024 * 1024) throw entityTooLarge(1024 * 1024);
    file = {
      bytes: new Uint8Array(await blob.arrayBuffer()),
      mimeType: field("contentType") || blob.type || "application/octet-stream",
      cacheControl: cacheTime ? `max-age=${cacheTime}` : "no-cache",
      userMetadata: parseUserMetadata(metadata, false),
    };
    checkAllowedDeclared(file.mimeType, bucket);
    checkSize(file.bytes.byteLength, limit);
  } else {
    const mimeType = contentType || "application/octet-stream";
    checkAllowedDeclared(mimeType, bucket, c);
    const announced = Number(c.req.header("content-length"));
    if (Number.isFinite(announced) && announced > limit) {
      // Refused before the body is read: the client may still be sending it.
      closeConnectionAfter(c);
      throw entityTooLarge(limit);
    }
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    checkSize(bytes.byteLength, limit);
    file = {
      bytes,
      mimeType,
      cacheControl: c.req.header("cache-control") ?? "no-cache",
      userMetadata: parseUserMetadata(c.req.header("x-metadata"), true),
    };
  }
  await checkType(file.mimeType, file.bytes, bucket);
  return file;
}

/** The declared type alone (the bytes are checked once read); a raw body is then left unread. */
function checkAllowedDeclared(mimeType: string, bucket: BucketLimits, unread?: Context) {
  const allowed = bucket.allowed_mime_types ?? [];
  if (allowed.length === 0 || isAllowedType(mimeType, allowed)) return;
  if (unread) closeConnectionAfter(unread);
  throw invalidMimeType(mimeType);
}

function objectMetadata(file: UploadedFile): ObjectMetadata {
  const size = file.bytes.byteLength;
  return {
    eTag: `"${createHash("md5").update(file.bytes).digest("hex")}"`,
    size,
    mimetype: file.mimeType,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: size,
    httpStatusCode: 200,
  };
}

/**
 * The embedded stand-in for Supabase Storage (`/storage/v1`), as storage-js (supabase-js 2.119)
 * calls it: buckets, uploads (POST, PUT, upsert), downloads (by token, public, signed URL), info,
 * list, remove, move, copy and signed URLs. Every read and write of storage.objects runs as the
 * caller's role with their claims, so the project's policies decide exactly as on Supabase; public
 * and signed downloads are read by the server itself, as Supabase Storage does. The bytes live
 * under `<dataDir>/storage/<bucket>/<name>` (in memory without a data directory).
 */
export function storageRoutes(ctx: Ctx, store?: FileStore): RouteModule {
  // On disk under the data directory; in the database when servers share a Postgres without one;
  // in memory otherwise (tests).
  const files =
    store ??
    (ctx.config.dataDir
      ? new DiskFileStore(path.join(ctx.config.dataDir, "storage"))
      : ctx.db.kind === "postgres"
        ? new DatabaseFileStore(ctx.db)
        : new MemoryFileStore());
  const serverLimit = ctx.config.storageFileSizeLimit ?? defaultStorageFileSizeLimit;
  const signer = new UrlSigner(ctx.config.jwtSecret);
  const signedUrlMaxSeconds = ctx.config.storageSignedUrlMaxSeconds ?? defaultSignedUrlMaxSeconds;
  const quota = {
    bytes: ctx.config.storageUserQuotaBytes ?? defaultUserQuotaBytes,
    files: ctx.config.storageUserQuotaFiles ?? defaultUserQuotaFiles,
  };
  const routes = new Hono();

  routes.use(
    bodyLimit({
      maxSize: serverLimit + multipartOverhead,
      onError: (c) => {
        closeConnectionAfter(c);
        return errorResponse(
          new StorageError(413, "EntityTooLarge", entityTooLarge(serverLimit).message, "Payload too large", 413),
        );
      },
    }),
  );

  async function caller(c: Context): Promise<JwtClaims> {
    const token = bearerToken(c.req.header("authorization"));
    if (!token) throw invalidToken("Accès refusé : jeton d'accès manquant.");
    try {
      return await verifyLiveToken(ctx, token);
    } catch (error) {
      if (error instanceof TokenError) {
        throw invalidToken(tokenRefusals[error.problem]);
      }
      throw error;
    }
  }

  // Quota ------------------------------------------------------------------------------------------
  /** The account whose quota a write counts against: a signed-in user's, never the service role's. */
  const quotaOwner = (claims: JwtClaims) =>
    claims.role === "authenticated" && typeof claims.sub === "string" ? claims.sub : undefined;

  function checkRoom(used: { files: number; bytes: number }, size: number) {
    if (used.files + 1 > quota.files || used.bytes + size > quota.bytes) throw quotaExceeded(quota.bytes, quota.files);
  }

  /**
   * Refuses, before the body is read, an upload that cannot fit whatever its bytes: no file left,
   * or more bytes announced than are left. The decisive check is `reserveRoom`'s.
   */
  async function checkRoomBeforeReading(c: Context, claims: JwtClaims, to: Location, announced: number) {
    const owner = quotaOwner(claims);
    if (!owner) return;
    try {
      checkRoom(await ownerUsage(ctx.db, owner, [to]), announced);
    } catch (error) {
      closeConnectionAfter(c);
      throw error;
    }
  }

  /**
   * Inside the write's transaction, with the account's writes one at a time (a transaction-scoped
   * lock): whether `size` more bytes at `to` fit the caller's quota, not counting what `to` (which
   * an upsert replaces) and `freed` (a move's source) hold now.
   */
  async function reserveRoom(tx: Sql, claims: JwtClaims, to: Location, size: number, freed?: Location) {
    const owner = quotaOwner(claims);
    if (!owner) return;
    await asOwner(tx, async () => {
      await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [`storage-quota:${owner}`]);
      checkRoom(await ownerUsage(tx, owner, freed ? [to, freed] : [to]), size);
    });
  }

  // Buckets ----------------------------------------------------------------------------------------
  async function buckets(c: Context, rest: string): Promise<Response> {
    const method = c.req.method;
    const claims = await caller(c);
    if (rest === "" || rest === "/") {
      if (method === "GET") return Response.json(await ctx.db.asRole(claims, (tx) => listBuckets(tx)));
      if (method === "POST") {
        const body = await jsonBody(c);
        const id = checkBucketId(stringField(body, "id", false) ?? stringField(body, "name") ?? "");
        const fields = bucketFields(body);
        await ctx.db.asRole(claims, (tx) => createBucket(tx, id, claims.sub, fields));
        return Response.json({ name: id });
      }
      throw unknownRoute(c);
    }
    const match = /^\/([^/]+)(\/empty)?\/?$/.exec(rest);
    if (!match?.[1]) throw unknownRoute(c);
    const id = decodePath(match[1]);
    if (match[2]) {
      if (method !== "POST") throw unknownRoute(c);
      const removed = await ctx.db.asRole(claims, async (tx) => {
        await getBucket(tx, id);
        const { rows } = await tx.query<{ name: string }>(
          "delete from storage.objects where bucket_id = $1 returning name",
          [id],
        );
        return rows;
      });
      for (const { name } of removed) await files.remove(id, name);
      return ok("Successfully emptied");
    }
    if (method === "GET") return Response.json(await ctx.db.asRole(claims, (tx) => getBucket(tx, id)));
    if (method === "PUT") {
      const fields = bucketFields(await jsonBody(c));
      await ctx.db.asRole(claims, (tx) => updateBucket(tx, id, fields));
      return ok("Successfully updated");
    }
    if (method === "DELETE") {
      await ctx.db.asRole(claims, async (tx) => {
        await getBucket(tx, id);
        if ((await countObjects(tx, id)) > 0) {
          throw bucketNotEmpty();
        }
        await deleteBucket(tx, id);
      });
      await files.removeBucket(id);
      return ok("Successfully deleted");
    }
    throw unknownRoute(c);
  }

  // Objects ----------------------------------------------------------------------------------------
  async function upload(c: Context, { bucket, name }: Location) {
    const claims = await caller(c);
    checkKey(name);
    const upsert = c.req.method === "PUT" || c.req.header("x-upsert") === "true";
    const limits = await bucketAsServer(ctx.db, bucket);
    const announced = Number(c.req.header("content-length"));
    const multipart = (c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
    await checkRoomBeforeReading(
      c,
      claims,
      { bucket, name },
      Number.isFinite(announced) ? Math.max(0, announced - (multipart ? multipartOverhead : 0)) : 0,
    );
    const file = await readUpload(c, limits, maxFileBytes(limits, serverLimit));
    const staged = await files.stage(file.bytes);
    try {
      const id = await ctx.db.asRole(claims, async (tx) => {
        await reserveRoom(tx, claims, { bucket, name }, file.bytes.byteLength);
        const written = await writeObject(
          tx,
          {
            bucket,
            name,
            owner: claims.sub,
            metadata: objectMetadata(file),
            userMetadata: file.userMetadata,
            version: randomUUID(),
          },
          upsert,
        );
        await staged.commit(bucket, name, tx);
        return written;
      });
      return Response.json({ Id: id, Key: `${bucket}/${name}` });
    } finally {
      await staged.discard();
    }
  }

  async function read(c: Context, location: Location, object: ObjectRow | undefined) {
    if (!object) throw noSuchKey();
    const bytes = await files.read(location.bucket, location.name);
    if (!bytes) throw noSuchKey();
    return fileResponse(object, bytes, {
      method: c.req.method,
      header: (name) => c.req.header(name),
      download: c.req.query("download"),
    });
  }

  async function readAsCaller(c: Context, location: Location) {
    const claims = await caller(c);
    checkKey(location.name);
    const object = await ctx.db.asRole(claims, (tx) => findObject(tx, location.bucket, location.name));
    return read(c, location, object);
  }

  /** Public buckets' files, to anyone, without a token and without policies (as Supabase). */
  async function readPublic(c: Context, location: Location) {
    checkKey(location.name);
    const bucket = await bucketAsServer(ctx.db, location.bucket);
    if (!bucket.public) throw noSuchBucket();
    return read(c, location, await findObject(ctx.db, location.bucket, location.name));
  }

  async function readSigned(c: Context, location: Location) {
    checkKey(location.name);
    const token = c.req.query("token");
    if (!token) throw invalidRequest("Jeton manquant : ce lien est incomplet.");
    const link = await signer.verify(token, `${location.bucket}/${location.name}`);
    const object = await findObject(ctx.db, location.bucket, location.name);
    if (object) link.checkVersion(object);
    return read(c, location, object);
  }

  async function info(c: Context, location: Location, visibility: "public" | "authenticated") {
    checkKey(location.name);
    let object: ObjectRow | undefined;
    if (visibility === "public") {
      const bucket = await bucketAsServer(ctx.db, location.bucket);
      if (!bucket.public) throw noSuchBucket();
      object = await findObject(ctx.db, location.bucket, location.name);
    } else {
      const claims = await caller(c);
      object = await ctx.db.asRole(claims, (tx) => findObject(tx, location.bucket, location.name));
    }
    if (!object) throw noSuchKey();
    const metadata: Partial<ObjectMetadata> = object.metadata ?? {};
    return Response.json({
      id: object.id,
      name: object.name,
      version: object.version,
      bucket_id: object.bucket_id,
      size: metadata.size ?? null,
      content_type: metadata.mimetype ?? null,
      cache_control: metadata.cacheControl ?? null,
      etag: metadata.eTag ?? null,
      metadata: object.user_metadata,
      last_modified: object.updated_at,
      created_at: object.created_at,
    });
  }

  async function list(c: Context, bucket: string) {
    const claims = await caller(c);
    const body = await jsonBody(c);
    let prefix = stringField(body, "prefix", false) ?? "";
    if (prefix.length > maxKeyLength) throw invalidRequest("Préfixe trop long.");
    if (prefix.length > 0 && !prefix.endsWith("/")) prefix = `${prefix}/`;
    const search = stringField(body, "search", false) ?? "";
    const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
    const columns = ["name", "updated_at", "created_at", "last_accessed_at"];
    const limit = body.limit ?? 100;
    const offset = body.offset ?? 0;
    if (typeof limit !== "number" || !Number.isInteger(limit) || limit < 1 || limit > 1000) {
      throw invalidRequest("limit doit être un entier de 1 à 1000.");
    }
    if (typeof offset !== "number" || !Number.isInteger(offset) || offset < 0) {
      throw invalidRequest("offset doit être un entier positif.");
    }
    const options: ListOptions = {
      prefix,
      search: search.slice(0, maxKeyLength),
      limit,
      offset,
      column: (columns.includes(sortBy.column as string) ? sortBy.column : "name") as ListOptions["column"],
      order: sortBy.order === "desc" ? "desc" : "asc",
    };
    return Response.json(await ctx.db.asRole(claims, (tx) => listLevel(tx, bucket, options)));
  }

  async function remove(c: Context, bucket: string, single?: string) {
    const claims = await caller(c);
    let names: string[];
    if (single !== undefined) names = [checkKey(single)];
    else {
      const prefixes = (await jsonBody(c)).prefixes;
      if (!Array.isArray(prefixes) || prefixes.length > 1000 || prefixes.some((name) => typeof name !== "string")) {
        throw invalidRequest("prefixes doit être une liste de 1000 chemins au plus.");
      }
      names = prefixes as string[];
    }
    const removed = await ctx.db.asRole(claims, (tx) => deleteObjects(tx, bucket, names));
    for (const object of removed) await files.remove(bucket, object.name);
    if (single !== undefined) {
      if (removed.length === 0) throw noSuchKey();
      return ok("Successfully deleted");
    }
    return Response.json(removed);
  }

  async function transferBody(c: Context) {
    const body = await jsonBody(c);
    const bucket = checkBucketId(stringField(body, "bucketId") ?? "");
    const from = { bucket, name: checkKey(stringField(body, "sourceKey") ?? "") };
    const to = {
      bucket: checkBucketId(stringField(body, "destinationBucket", false) ?? bucket),
      name: checkKey(stringField(body, "destinationKey") ?? ""),
    };
    return { from, to };
  }

  /** Moving or copying into another bucket meets that bucket's size and type rules. */
  async function checkDestination(from: Location, to: Location, limits: BucketLimits, object: ObjectRow, tx: Sql) {
    if (from.bucket === to.bucket) return;
    const bytes = await files.read(from.bucket, from.name, tx);
    if (!bytes) throw noSuchKey();
    checkSize(bytes.byteLength, maxFileBytes(limits, serverLimit));
    await checkType(object.metadata?.mimetype ?? "application/octet-stream", bytes, limits);
  }

  async function move(c: Context) {
    const claims = await caller(c);
    const { from, to } = await transferBody(c);
    // Read before the caller's transaction: the server's own reads do not run inside it.
    const limits = await bucketAsServer(ctx.db, to.bucket);
    await ctx.db.asRole(claims, async (tx) => {
      const object = await findObject(tx, from.bucket, from.name);
      if (!object) throw noSuchKey();
      await checkDestination(from, to, limits, object, tx);
      await reserveRoom(tx, claims, to, object.metadata?.size ?? 0, from);
      if (!(await moveObject(tx, from, to, claims.sub))) throw noSuchKey();
      await files.move(from, to, tx);
    });
    return ok("Successfully moved");
  }

  async function copy(c: Context) {
    const claims = await caller(c);
    const upsert = c.req.header("x-upsert") === "true";
    const { from, to } = await transferBody(c);
    const limits = await bucketAsServer(ctx.db, to.bucket);
    const id = await ctx.db.asRole(claims, async (tx) => {
      const object = await findObject(tx, from.bucket, from.name);
      if (!object?.metadata) throw noSuchKey();
      await checkDestination(from, to, limits, object, tx);
      await reserveRoom(tx, claims, to, object.metadata.size);
      const written = await writeObject(
        tx,
        {
          bucket: to.bucket,
          name: to.name,
          owner: claims.sub,
          metadata: { ...object.metadata, lastModified: new Date().toISOString() },
          userMetadata: object.user_metadata,
          version: randomUUID(),
        },
        upsert,
      );
      await files.copy(from, to, tx);
      return written;
    });
    return Response.json({ Id: id, Key: `${to.bucket}/${to.name}` });
  }

  async function sign(c: Context, location: Location) {
    const claims = await caller(c);
    const body = await jsonBody(c);
    const expiresIn = expiresInField(body, signedUrlMaxSeconds);
    if (location.name === "") {
      const paths = body.paths;
      if (!Array.isArray(paths) || paths.length > 1000 || paths.some((name) => typeof name !== "string")) {
        throw invalidRequest("paths doit être une liste de 1000 chemins au plus.");
      }
      const names = paths as string[];
      const visible = await ctx.db.asRole(claims, (tx) => visibleVersions(tx, location.bucket, names));
      return Response.json(
        await Promise.all(
          names.map(async (name) => {
            const object = visible.get(name);
            if (!object) {
              return { error: "Fichier introuvable ou accès refusé.", path: name, signedURL: null };
            }
            const url = `${location.bucket}/${name}`;
            return {
              error: null,
              path: name,
              signedURL: `/object/sign/${url}?token=${await signer.sign(url, expiresIn, object)}`,
            };
          }),
        ),
      );
    }
    checkKey(location.name);
    const object = await ctx.db.asRole(claims, (tx) => findObject(tx, location.bucket, location.name));
    if (!object) throw noSuchKey();
    const url = `${location.bucket}/${location.name}`;
    return Response.json({ signedURL: `/object/sign/${url}?token=${await signer.sign(url, expiresIn, object)}` });
  }

  function unknownRoute(c: Context) {
    return new StorageError(
      404,
      "NotFound",
      `Route inconnue : ${c.req.method} ${new URL(c.req.url).pathname}.`,
      "Not Found",
      404,
    );
  }

  async function objects(c: Context, rest: string): Promise<Response> {
    const method = c.req.method;
    const read = method === "GET" || method === "HEAD";
    const at = (prefix: string) => splitObjectPath(rest, prefix);
    let location: Location | undefined;
    if (method === "POST" && rest === "/move") return move(c);
    if (method === "POST" && rest === "/copy") return copy(c);
    if (rest.startsWith("/upload/sign/")) throw notImplemented("L'envoi par lien signé");
    if (method === "POST" && (location = at("/list/"))) return list(c, location.bucket);
    if ((location = at("/sign/"))) {
      if (method === "POST") return sign(c, location);
      if (read) return readSigned(c, location);
      throw unknownRoute(c);
    }
    if (method === "GET" && (location = at("/info/public/"))) return info(c, location, "public");
    if (method === "GET" && (location = at("/info/authenticated/"))) return info(c, location, "authenticated");
    if (method === "GET" && (location = at("/info/"))) return info(c, location, "authenticated");
    if (read && (location = at("/public/"))) return readPublic(c, location);
    if (read && (location = at("/authenticated/"))) return readAsCaller(c, location);
    location = at("/");
    if (!location) throw unknownRoute(c);
    if (method === "DELETE") return remove(c, location.bucket, location.name === "" ? undefined : location.name);
    if (location.name === "" && !read) throw unknownRoute(c);
    if (read) return readAsCaller(c, location);
    if (method === "POST" || method === "PUT") return upload(c, location);
    throw unknownRoute(c);
  }

  routes.all("*", async (c) => {
    const pathname = new URL(c.req.url).pathname;
    const rest = pathname.slice(pathname.indexOf("/storage/v1") + "/storage/v1".length);
    try {
      const rawPath = (c.env as { incoming?: { url?: string } } | undefined)?.incoming?.url ?? pathname;
      if (hasDotSegment(rawPath)) throw invalidKey("« . » et « .. » ne sont pas des noms");
      if (rest === "/bucket" || rest.startsWith("/bucket/")) return await buckets(c, rest.slice("/bucket".length));
      if (rest.startsWith("/object/")) return await objects(c, rest.slice("/object".length));
      if (rest.startsWith("/render/")) throw notImplemented("La transformation d'images");
      throw unknownRoute(c);
    } catch (error) {
      const unavailable = storageUnavailable(error);
      if (unavailable) return errorResponse(unavailable, { "retry-after": "60" });
      const refusal = fromDatabaseError(error, rest.startsWith("/bucket") ? "bucket" : "object");
      if (refusal instanceof StorageError) {
        return errorResponse(refusal, c.res.headers.get("connection") === "close" ? { connection: "close" } : {});
      }
      throw refusal;
    }
  });

  return { path: "/storage/v1", routes, embeddedOnly: true };
}
