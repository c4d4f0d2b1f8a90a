// Each bucket's size and type limits, as Supabase Storage enforces them (statusCode 413 and 415 in
// a 400 answer), in French, with nothing stored on refusal; the type is checked on the file's
// bytes, not only on what the client declares. Files over the app's 1 MB body limit go through, up
// to their bucket's limit.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { serviceClient } from "../rest/users.ts";
import { docx, exe, jpeg, megabytes, pdf, person, png, webm, type Person } from "./support.ts";

let server: TestServer;
let service: SupabaseClient;
let camille: Person;

beforeAll(async () => {
  server = await startTestServer();
  service = serviceClient(server);
  camille = await person(server, "camille@limites.test", "candidate");
});
afterAll(() => server?.close());

async function nothingStored(bucket: string, path: string) {
  const { rows } = await server.db.query("select 1 from storage.objects where bucket_id = $1 and name = $2", [
    bucket,
    path,
  ]);
  expect(rows).toEqual([]);
  expect((await service.storage.from(bucket).download(path)).error).not.toBeNull();
}

const upload = (bucket: string, name: string, bytes: Uint8Array<ArrayBuffer>, type: string, raw = false) =>
  camille.client.storage
    .from(bucket)
    .upload(`${camille.id}/${name}`, raw ? Buffer.from(bytes) : new Blob([bytes], { type }), { contentType: type });

describe("sizes", () => {
  it.each([
    ["avatars", "photo.png", png(megabytes(2) + 1), "image/png", "2 Mo"],
    ["company-logos", "logo.png", png(megabytes(3)), "image/png", "2 Mo"],
    ["cvs", "cv.pdf", pdf(megabytes(10) + 1), "application/pdf", "10 Mo"],
  ])("refuses a file over %s's limit, in French, and stores nothing", async (bucket, name, bytes, type, limit) => {
    for (const raw of [false, true]) {
      const { data, error } = await upload(bucket, name, bytes, type, raw);
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 400, statusCode: "413" });
      expect(error?.message).toBe(`Fichier trop volumineux : ${limit} au plus.`);
      await nothingStored(bucket, `${camille.id}/${name}`);
    }
  });

  it("accepts files over the app's 1 MB body limit, up to the bucket's own", async () => {
    for (const [bucket, name, bytes, type] of [
      ["avatars", "grande.png", png(megabytes(2)), "image/png"],
      ["cvs", "long.pdf", pdf(megabytes(6)), "application/pdf"],
      ["voice", "longue.webm", webm(megabytes(19.5)), "audio/webm"],
    ] as const) {
      for (const raw of [false, true]) {
        const { error } = await camille.client.storage
          .from(bucket)
          .upload(
            `${camille.id}/${raw ? "brut-" : ""}${name}`,
            raw ? Buffer.from(bytes) : new Blob([bytes], { type }),
            {
              contentType: type,
            },
          );
        expect(error, `${bucket} ${raw ? "raw" : "multipart"}`).toBeNull();
      }
      const { data } = await camille.client.storage.from(bucket).download(`${camille.id}/${name}`);
      expect(data?.size).toBe(bytes.byteLength);
    }
  });

  it("caps any upload at the server's limit (20 MB), even in a bucket without one", async () => {
    expect((await service.storage.createBucket("sans-limite")).error).toBeNull();
    const big = new Uint8Array(megabytes(21));
    const multipart = await service.storage.from("sans-limite").upload("gros.bin", new Blob([big]));
    expect(multipart.error).toMatchObject({ status: 413, statusCode: "413" });
    expect(multipart.error?.message).toBe("Fichier trop volumineux : 20 Mo au plus.");
    const raw = await service.storage
      .from("sans-limite")
      .upload("gros.bin", Buffer.from(big), { contentType: "application/octet-stream" });
    expect(raw.error).toMatchObject({ statusCode: "413" });
    await nothingStored("sans-limite", "gros.bin");
  });

  it("leaves the 1 MB limit on the API and the REST stand-in", async () => {
    const body = JSON.stringify({ text: "x".repeat(megabytes(1.2)) });
    for (const path of ["/api/salary/simulate", "/rest/v1/contact_messages"]) {
      const response = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", apikey: server.anonKey },
        body,
      });
      expect(response.status, path).toBe(413);
    }
  });
});

describe("types", () => {
  it("refuses a declared type the bucket does not take (an SVG avatar, an HTML CV)", async () => {
    for (const [bucket, name, type] of [
      ["avatars", "image.svg", "image/svg+xml"],
      ["cvs", "cv.html", "text/html"],
      ["voice", "voix.webm", "audio/webm;codecs=opus"],
    ] as const) {
      for (const raw of [false, true]) {
        const { error } = await upload(bucket, name, new TextEncoder().encode("<svg onload=alert(1)>"), type, raw);
        expect(error, `${bucket} ${type}`).toMatchObject({ status: 400, statusCode: "415" });
        expect(error?.message).toBe(`Type de fichier refusé : ${type}.`);
        await nothingStored(bucket, `${camille.id}/${name}`);
      }
    }
  });

  it("refuses an executable renamed .pdf, whatever type it claims", async () => {
    for (const raw of [false, true]) {
      const { error } = await upload("cvs", "cv.pdf", exe(), "application/pdf", raw);
      expect(error).toMatchObject({ status: 400, statusCode: "415" });
      expect(error?.message).toBe("Type de fichier refusé : application/x-msdownload.");
      await nothingStored("cvs", `${camille.id}/cv.pdf`);
    }
  });

  it("refuses bytes that are not what they claim: a PNG sent as a PDF, text sent as a PNG", async () => {
    const asPdf = await upload("cvs", "image.pdf", png(), "application/pdf");
    expect(asPdf.error).toMatchObject({ statusCode: "415" });
    expect(asPdf.error?.message).toBe("Type de fichier refusé : image/png.");
    const asPng = await upload(
      "avatars",
      "texte.png",
      new TextEncoder().encode("<html><script>alert(1)</script>"),
      "image/png",
    );
    expect(asPng.error).toMatchObject({ statusCode: "415" });
    expect(asPng.error?.message).toMatch(/^Type de fichier refusé : /);
    await nothingStored("cvs", `${camille.id}/image.pdf`);
    await nothingStored("avatars", `${camille.id}/texte.png`);
  });

  it("accepts what each bucket is for", async () => {
    for (const [bucket, name, bytes, type] of [
      ["avatars", "a.png", png(), "image/png"],
      ["avatars", "a.jpg", jpeg(), "image/jpeg"],
      ["cvs", "cv.pdf", pdf(), "application/pdf"],
      ["cvs", "cv.docx", docx(), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      ["voice", "voix.webm", webm(), "audio/webm"],
    ] as const) {
      const { error } = await upload(bucket, name, bytes, type);
      expect(error, `${bucket}/${name}`).toBeNull();
    }
  });

  it("checks the destination bucket's rules when a file is copied or moved into it", async () => {
    await upload("cvs", "piece.pdf", pdf(), "application/pdf");
    const copy = await camille.client.storage
      .from("cvs")
      .copy(`${camille.id}/piece.pdf`, `${camille.id}/piece.png`, { destinationBucket: "avatars" });
    expect(copy.error).toMatchObject({ statusCode: "415" });
    await nothingStored("avatars", `${camille.id}/piece.png`);
  });
});
