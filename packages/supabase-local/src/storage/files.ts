import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";

import { asOwner, type Database, type Sql } from "@fuse/server-core/db/database.ts";

import { invalidKey, StorageError } from "./errors.ts";

/**
 * Where the stand-in keeps the files' bytes (their metadata is in storage.objects). Names are
 * checked before they get here (checkKey, checkBucketId); the disk store checks again that every
 * path stays inside its directory. `tx`, where given, is the transaction that writes the metadata:
 * the database store works in it (all or nothing), the others ignore it.
 */
export interface FileStore {
  /**
   * Stages the bytes, then `commit` puts them in place. Staging happens before the database work
   * so that a refusal leaves nothing behind; committing replaces a previous file atomically.
   */
  stage(bytes: Uint8Array): Promise<StagedFile>;
  read(bucket: string, name: string, tx?: Sql): Promise<Uint8Array | undefined>;
  copy(from: { bucket: string; name: string }, to: { bucket: string; name: string }, tx?: Sql): Promise<void>;
  move(from: { bucket: string; name: string }, to: { bucket: string; name: string }, tx?: Sql): Promise<void>;
  remove(bucket: string, name: string): Promise<void>;
  removeBucket(bucket: string): Promise<void>;
}

export interface StagedFile {
  commit(bucket: string, name: string, tx?: Sql): Promise<void>;
  /** Drops the staged bytes if they were not committed (always safe to call). */
  discard(): Promise<void>;
}

/** A folder and a file cannot share a name on disk ("a" and "a/b"), though Supabase allows it. */
const pathClash = () =>
  new StorageError(
    409,
    "KeyAlreadyExists",
    "Un fichier et un dossier ne peuvent pas porter le même nom dans le stockage embarqué.",
    "Duplicate",
  );

/** Files under `<root>/<bucket>/<name>`, staged in `<root>/.staging/`. */
export class DiskFileStore implements FileStore {
  readonly #root: string;
  readonly #staging: string;

  constructor(root: string) {
    this.#root = path.resolve(root);
    this.#staging = path.join(this.#root, ".staging");
  }

  #path(bucket: string, name: string) {
    const target = path.resolve(this.#root, bucket, ...name.split("/"));
    const bucketDir = path.resolve(this.#root, bucket);
    if (!bucketDir.startsWith(this.#root + path.sep) || !target.startsWith(bucketDir + path.sep)) {
      throw invalidKey("hors du stockage");
    }
    if (path.basename(bucketDir) === ".staging") throw invalidKey("nom réservé");
    return target;
  }

  async #place(source: string, bucket: string, name: string, move: (from: string, to: string) => Promise<void>) {
    const target = this.#path(bucket, name);
    try {
      await mkdir(path.dirname(target), { recursive: true });
      if ((await stat(target).catch(() => undefined))?.isDirectory()) throw pathClash();
      await move(source, target);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === "ENOTDIR" || code === "EEXIST" || code === "EISDIR") throw pathClash();
      throw error;
    }
  }

  async stage(bytes: Uint8Array): Promise<StagedFile> {
    await mkdir(this.#staging, { recursive: true });
    const staged = path.join(this.#staging, randomUUID());
    try {
      await writeFile(staged, bytes);
    } catch (error) {
      // A disk that filled up mid-write leaves part of the file: nothing may stay of a refusal.
      await rm(staged, { force: true }).catch(() => {});
      throw error;
    }
    let committed = false;
    return {
      commit: async (bucket, name) => {
        await this.#place(staged, bucket, name, rename);
        committed = true;
      },
      discard: async () => {
        if (!committed) await rm(staged, { force: true });
      },
    };
  }

  async read(bucket: string, name: string) {
    try {
      return await readFile(this.#path(bucket, name));
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR") return undefined;
      throw error;
    }
  }

  async copy(from: { bucket: string; name: string }, to: { bucket: string; name: string }) {
    const bytes = await this.read(from.bucket, from.name);
    if (!bytes) return;
    const staged = await this.stage(bytes);
    try {
      await staged.commit(to.bucket, to.name);
    } finally {
      await staged.discard();
    }
  }

  async move(from: { bucket: string; name: string }, to: { bucket: string; name: string }) {
    const source = this.#path(from.bucket, from.name);
    await this.#place(source, to.bucket, to.name, rename);
    await this.#prune(from.bucket, path.dirname(source));
  }

  async remove(bucket: string, name: string) {
    const target = this.#path(bucket, name);
    await rm(target, { force: true });
    await this.#prune(bucket, path.dirname(target));
  }

  async removeBucket(bucket: string) {
    await rm(path.dirname(this.#path(bucket, "x")), { recursive: true, force: true });
  }

  /** Removes the folders a removal left empty, up to the bucket's. */
  async #prune(bucket: string, dir: string) {
    const bucketDir = path.resolve(this.#root, bucket);
    while (dir.startsWith(bucketDir + path.sep)) {
      const entries = await readdir(dir).catch(() => undefined);
      if (!entries || entries.length > 0) return;
      await rmdir(dir).catch(() => undefined);
      dir = path.dirname(dir);
    }
  }
}

/** Files in memory, for servers without a data directory (tests). */
export class MemoryFileStore implements FileStore {
  readonly #files = new Map<string, Uint8Array>();

  #key = (bucket: string, name: string) => `${bucket}\0${name}`;

  async stage(bytes: Uint8Array): Promise<StagedFile> {
    return {
      commit: async (bucket, name) => {
        this.#files.set(this.#key(bucket, name), bytes);
      },
      discard: async () => {},
    };
  }

  async read(bucket: string, name: string) {
    return this.#files.get(this.#key(bucket, name));
  }

  async copy(from: { bucket: string; name: string }, to: { bucket: string; name: string }) {
    const bytes = this.#files.get(this.#key(from.bucket, from.name));
    if (bytes) this.#files.set(this.#key(to.bucket, to.name), bytes);
  }

  async move(from: { bucket: string; name: string }, to: { bucket: string; name: string }) {
    await this.copy(from, to);
    this.#files.delete(this.#key(from.bucket, from.name));
  }

  async remove(bucket: string, name: string) {
    this.#files.delete(this.#key(bucket, name));
  }

  async removeBucket(bucket: string) {
    for (const key of this.#files.keys()) if (key.startsWith(`${bucket}\0`)) this.#files.delete(key);
  }
}

type Location = { bucket: string; name: string };

/**
 * Files in the database (`storage.object_bytes`), for servers that share a Postgres without a data
 * directory: every server reads what another stored, and a restart loses nothing. Inside the
 * caller's transaction (`tx`), with the owner's rights (no API role may touch the table), so the
 * bytes and their metadata are written, or refused, together.
 */
export class DatabaseFileStore implements FileStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  #in<T>(tx: Sql | undefined, work: (sql: Sql) => Promise<T>): Promise<T> {
    return tx ? asOwner(tx, () => work(tx)) : work(this.#db);
  }

  async stage(bytes: Uint8Array): Promise<StagedFile> {
    return {
      commit: (bucket, name, tx) =>
        this.#in(tx, async (sql) => {
          await sql.query(
            `insert into storage.object_bytes (bucket_id, name, bytes) values ($1, $2, $3)
             on conflict (bucket_id, name) do update set bytes = excluded.bytes`,
            [bucket, name, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)],
          );
        }),
      discard: async () => {},
    };
  }

  read(bucket: string, name: string, tx?: Sql) {
    return this.#in(tx, async (sql) => {
      const { rows } = await sql.query<{ bytes: Uint8Array }>(
        "select bytes from storage.object_bytes where bucket_id = $1 and name = $2",
        [bucket, name],
      );
      return rows[0]?.bytes;
    });
  }

  copy(from: Location, to: Location, tx?: Sql) {
    return this.#in(tx, async (sql) => {
      await sql.query(
        `insert into storage.object_bytes (bucket_id, name, bytes)
         select $3, $4, bytes from storage.object_bytes where bucket_id = $1 and name = $2
         on conflict (bucket_id, name) do update set bytes = excluded.bytes`,
        [from.bucket, from.name, to.bucket, to.name],
      );
    });
  }

  move(from: Location, to: Location, tx?: Sql) {
    return this.#in(tx, async (sql) => {
      await sql.query("delete from storage.object_bytes where bucket_id = $1 and name = $2", [to.bucket, to.name]);
      await sql.query("update storage.object_bytes set bucket_id = $3, name = $4 where bucket_id = $1 and name = $2", [
        from.bucket,
        from.name,
        to.bucket,
        to.name,
      ]);
    });
  }

  async remove(bucket: string, name: string) {
    await this.#db.query("delete from storage.object_bytes where bucket_id = $1 and name = $2", [bucket, name]);
  }

  async removeBucket(bucket: string) {
    await this.#db.query("delete from storage.object_bytes where bucket_id = $1", [bucket]);
  }
}
