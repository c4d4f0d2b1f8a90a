// The storage's disk full or read-only during an upload: the uploader gets a French 503 with when
// to retry, nothing is left half written (no metadata without its file, no file without its
// metadata, no staged leftovers, an older file untouched), and the same upload works once the disk
// is back. The disk's refusal is the operating system's error (ENOSPC, EROFS) raised at the store,
// the outer boundary; everything above it is the real stand-in, over HTTP, through supabase-js.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Sql } from "@fuse/server-core/db/database.ts";
import { DiskFileStore, type FileStore, type StagedFile } from "@fuse/supabase-local/storage/files.ts";
import { storageRoutes } from "@fuse/supabase-local/storage/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { person, png, type Person } from "./support.ts";

type Location = { bucket: string; name: string };

/** The operating system's refusal, as Node raises it. */
const systemError = (code: string, syscall: string) =>
  Object.assign(new Error(`${code}: ${syscall} refused`), { code, syscall });

/** A disk store whose disk can fill up (when staging) or turn read-only (when placing the file). */
class FaultyDisk implements FileStore {
  failure: "full" | "read-only" | undefined;
  readonly #disk: DiskFileStore;

  constructor(root: string) {
    this.#disk = new DiskFileStore(root);
  }

  async stage(bytes: Uint8Array): Promise<StagedFile> {
    if (this.failure === "full") throw systemError("ENOSPC", "write");
    const staged = await this.#disk.stage(bytes);
    return {
      commit: async (bucket: string, name: string, tx?: Sql) => {
        if (this.failure === "read-only") throw systemError("EROFS", "rename");
        await staged.commit(bucket, name, tx);
      },
      discard: () => staged.discard(),
    };
  }

  read = (bucket: string, name: string) => this.#disk.read(bucket, name);
  copy = (from: Location, to: Location) => this.#disk.copy(from, to);
  move = (from: Location, to: Location) => this.#disk.move(from, to);
  remove = (bucket: string, name: string) => this.#disk.remove(bucket, name);
  removeBucket = (bucket: string) => this.#disk.removeBucket(bucket);
}

const message =
  "Le stockage des fichiers est plein ou indisponible : le fichier n'a pas été enregistré. Réessayez dans quelques minutes.";

let root: string;
let disk: FaultyDisk;
let server: TestServer;
let camille: Person;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "fuse-storage-faults-"));
  disk = new FaultyDisk(root);
  server = await startTestServer({ modules: [(ctx) => storageRoutes(ctx, disk)] });
  camille = await person(server, "camille@pannes.test", "candidate");
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

const upload = (name: string, bytes: Uint8Array<ArrayBuffer>, upsert = false) =>
  camille.client.storage
    .from("avatars")
    .upload(`${camille.id}/${name}`, new Blob([bytes], { type: "image/png" }), { upsert });

async function metadata(name: string) {
  const { rows } = await server.db.query<{ size: number }>(
    "select (metadata->>'size')::int as size from storage.objects where bucket_id = 'avatars' and name = $1",
    [`${camille.id}/${name}`],
  );
  return rows;
}

/** Every file under the store's root, staged ones included. */
const filesOnDisk = (dir = root): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOnDisk(path.join(dir, entry.name)) : [path.relative(root, path.join(dir, entry.name))],
  );

describe("an upload while the storage cannot write", () => {
  it.each([
    ["full", "full"],
    ["read-only", "read-only"],
  ] as const)("is refused in French with when to retry when the disk is %s, and leaves nothing", async (_, failure) => {
    const name = `photo-${failure}.png`;
    disk.failure = failure;
    let refused;
    try {
      refused = await upload(name, png(2048));
    } finally {
      disk.failure = undefined;
    }
    expect(refused.data).toBeNull();
    expect(refused.error).toMatchObject({ status: 503, statusCode: "503", message });
    expect(await metadata(name)).toEqual([]);
    expect(filesOnDisk().filter((file) => file.includes(name) || file.startsWith(".staging/"))).toEqual([]);

    // The way back: the same upload once the disk takes files again.
    const retried = await upload(name, png(2048));
    expect(retried.error).toBeNull();
    expect(await metadata(name)).toEqual([{ size: 2048 }]);
    const downloaded = await camille.client.storage.from("avatars").download(`${camille.id}/${name}`);
    expect(downloaded.data?.size).toBe(2048);
  });

  it("answers 503 with Retry-After over HTTP", async () => {
    disk.failure = "full";
    try {
      const response = await fetch(`${server.url}/storage/v1/object/avatars/${camille.id}/brut.png`, {
        method: "POST",
        headers: { authorization: `Bearer ${camille.token}`, apikey: server.anonKey, "content-type": "image/png" },
        body: png(1024),
      });
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("60");
      expect(await response.json()).toMatchObject({ statusCode: "503", code: "StorageUnavailable", message });
    } finally {
      disk.failure = undefined;
    }
  });

  it("keeps an older file and its metadata whole when its replacement cannot be written", async () => {
    const name = "remplacee.png";
    expect((await upload(name, png(1024))).error).toBeNull();
    disk.failure = "read-only";
    try {
      expect((await upload(name, png(4096), true)).error).toMatchObject({ status: 503 });
    } finally {
      disk.failure = undefined;
    }
    expect(await metadata(name)).toEqual([{ size: 1024 }]);
    const kept = await camille.client.storage.from("avatars").download(`${camille.id}/${name}`);
    expect(kept.data?.size).toBe(1024);
    expect(filesOnDisk().filter((file) => file.startsWith(".staging/"))).toEqual([]);
  });
});
