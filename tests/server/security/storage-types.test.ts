// Every type a product bucket takes is checked against the file's bytes: an HTML page stored as
// `audio/webm` in `voice` (file-type has no name for audio/webm, so such bytes used to pass) or as
// any other allowed type is refused (statusCode 415, in French, nothing stored), and so are bytes
// of another format; the real formats still go through, multipart and raw alike.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { serviceClient } from "../rest/users.ts";
import {
  avif,
  docx,
  exe,
  gif,
  html,
  jpeg,
  m4a,
  mp3,
  ogg,
  pdf,
  person,
  png,
  wav,
  webm,
  webp,
  type Person,
} from "../storage/support.ts";

const docxType = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** A genuine file of each type, and one of another format that must not pass for it. */
const samples: Record<string, { bytes: () => Uint8Array; other: () => Uint8Array }> = {
  "image/png": { bytes: png, other: jpeg },
  "image/jpeg": { bytes: jpeg, other: png },
  "image/webp": { bytes: webp, other: gif },
  "image/avif": { bytes: avif, other: png },
  "image/gif": { bytes: gif, other: webp },
  "application/pdf": { bytes: pdf, other: png },
  [docxType]: { bytes: docx, other: pdf },
  "audio/webm": { bytes: webm, other: ogg },
  "audio/ogg": { bytes: ogg, other: webm },
  "audio/mp4": { bytes: m4a, other: mp3 },
  "audio/mpeg": { bytes: mp3, other: wav },
  "audio/wav": { bytes: wav, other: m4a },
};

let server: TestServer;
let service: SupabaseClient;
let camille: Person;
let buckets: { id: string; allowed_mime_types: string[] }[];

beforeAll(async () => {
  server = await startTestServer();
  service = serviceClient(server);
  camille = await person(server, "camille@types.test", "candidate");
  ({ rows: buckets } = await server.db.query<{ id: string; allowed_mime_types: string[] }>(
    "select id, allowed_mime_types from storage.buckets where id in ('avatars', 'company-logos', 'cvs', 'voice') order by id",
  ));
});
afterAll(() => server?.close());

let uploads = 0;

/** Uploads as Camille, in her folder, multipart (a Blob) or raw (a Buffer), under a new name. */
async function upload(bucket: string, bytes: Uint8Array, type: string, raw: boolean) {
  const name = `${camille.id}/fichier-${++uploads}`;
  const body = raw ? Buffer.from(bytes) : new Blob([new Uint8Array(bytes)], { type });
  const { error } = await camille.client.storage.from(bucket).upload(name, body, { contentType: type });
  return { name, error };
}

async function nothingStored(bucket: string, name: string) {
  const { rows } = await server.db.query("select 1 from storage.objects where bucket_id = $1 and name = $2", [
    bucket,
    name,
  ]);
  expect(rows).toEqual([]);
  expect((await service.storage.from(bucket).download(name)).error).not.toBeNull();
}

describe("every type the product's buckets take", () => {
  it("has a sample here, so that a type added to a bucket is covered", () => {
    expect(buckets.map((bucket) => bucket.id)).toEqual(["avatars", "company-logos", "cvs", "voice"]);
    for (const bucket of buckets) {
      for (const type of bucket.allowed_mime_types)
        expect(Object.keys(samples), `${bucket.id}: ${type}`).toContain(type);
    }
  });

  it("refuses an HTML page declared as any of them, in French, and stores nothing", async () => {
    for (const bucket of buckets) {
      for (const type of bucket.allowed_mime_types) {
        for (const raw of [false, true]) {
          const { name, error } = await upload(bucket.id, html(), type, raw);
          expect(error, `${bucket.id} ${type}`).toMatchObject({ status: 400, statusCode: "415" });
          expect(error?.message).toBe(`Type de fichier refusé : le contenu n'est pas un fichier ${type}.`);
          await nothingStored(bucket.id, name);
        }
      }
    }
  });

  it("refuses an HTML page in the voice bucket, as sent with the recorder's type", async () => {
    const { name, error } = await upload("voice", html(), "audio/webm", false);
    expect(error).toMatchObject({ statusCode: "415" });
    await nothingStored("voice", name);
  });

  it("refuses bytes of another format, even one the bucket takes, and an executable", async () => {
    for (const bucket of buckets) {
      for (const type of bucket.allowed_mime_types) {
        for (const bytes of [samples[type]!.other(), exe()]) {
          const { name, error } = await upload(bucket.id, bytes, type, false);
          expect(error, `${bucket.id} ${type}`).toMatchObject({ status: 400, statusCode: "415" });
          expect(error?.message).toMatch(/^Type de fichier refusé : /);
          await nothingStored(bucket.id, name);
        }
      }
    }
  });

  it("accepts the genuine formats, and serves them back as sent", async () => {
    for (const bucket of buckets) {
      for (const type of bucket.allowed_mime_types) {
        for (const raw of [false, true]) {
          const bytes = samples[type]!.bytes();
          const { name, error } = await upload(bucket.id, bytes, type, raw);
          expect(error, `${bucket.id} ${type} ${raw ? "raw" : "multipart"}`).toBeNull();
          const { data } = await camille.client.storage.from(bucket.id).download(name);
          expect(data?.type).toBe(type);
          expect(new Uint8Array(await data!.arrayBuffer())).toEqual(bytes);
          expect((await camille.client.storage.from(bucket.id).remove([name])).error).toBeNull();
        }
      }
    }
  });
});
