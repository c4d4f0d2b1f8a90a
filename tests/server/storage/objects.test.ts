// Storage through supabase-js, as the app uses it against the embedded stand-in: buckets, uploads
// (POST, PUT, upsert; multipart and raw bodies), downloads, info, list, remove, move, copy, public
// and signed URLs, and names that would climb out of the storage directory.
import { request as httpRequest } from "node:http";

import type { SupabaseClient } from "@supabase/supabase-js";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { anonClient, serviceClient } from "../rest/users.ts";
import { jpeg, pdf, person, png, type Person } from "./support.ts";

let server: TestServer;
let service: SupabaseClient;
let camille: Person;

beforeAll(async () => {
  server = await startTestServer();
  service = serviceClient(server);
  camille = await person(server, "camille@stockage.test", "candidate");
});
afterAll(() => server?.close());

const bytesOf = async (blob: Blob | null) => new Uint8Array(await blob!.arrayBuffer());

describe("uploads and downloads", () => {
  it("stores a file under the user's folder and gives it back, byte for byte", async () => {
    const file = png(5000);
    const path = `${camille.id}/photo.png`;
    const { data, error } = await camille.client.storage
      .from("avatars")
      .upload(path, new Blob([file], { type: "image/png" }), { cacheControl: "120" });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path, fullPath: `avatars/${path}` });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const download = await camille.client.storage.from("avatars").download(path);
    expect(download.error).toBeNull();
    expect(await bytesOf(download.data)).toEqual(file);
    expect(download.data?.type).toBe("image/png");

    const { rows } = await server.db.query<{ owner: string; metadata: { size: number; cacheControl: string } }>(
      "select owner, metadata from storage.objects where bucket_id = 'avatars' and name = $1",
      [path],
    );
    expect(rows[0]?.owner).toBe(camille.id);
    expect(rows[0]?.metadata).toMatchObject({ size: 5000, mimetype: "image/png", cacheControl: "max-age=120" });
  });

  it("takes a raw body with its content-type and cache-control headers", async () => {
    const path = `${camille.id}/brut.jpg`;
    const { error } = await camille.client.storage
      .from("avatars")
      .upload(path, Buffer.from(jpeg(3000)), { contentType: "image/jpeg", cacheControl: "60" });
    expect(error).toBeNull();
    const response = await fetch(`${server.url}/storage/v1/object/authenticated/avatars/${path}`, {
      headers: { authorization: `Bearer ${camille.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("max-age=60");
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await response.arrayBuffer()).byteLength).toBe(3000);
  });

  it("refuses a second upload to the same name unless upsert is asked, then replaces the file", async () => {
    const path = `${camille.id}/double.png`;
    const bucket = camille.client.storage.from("avatars");
    expect((await bucket.upload(path, new Blob([png(100)], { type: "image/png" }))).error).toBeNull();

    const again = await bucket.upload(path, new Blob([png(200)], { type: "image/png" }));
    expect(again.error).toMatchObject({ status: 400, statusCode: "409" });
    expect(again.error?.message).toBe("Un fichier existe déjà à cet emplacement.");
    expect((await bytesOf((await bucket.download(path)).data)).byteLength).toBe(100);

    const upsert = await bucket.upload(path, new Blob([png(300)], { type: "image/png" }), { upsert: true });
    expect(upsert.error).toBeNull();
    expect((await bytesOf((await bucket.download(path)).data)).byteLength).toBe(300);

    const update = await bucket.update(path, new Blob([png(400)], { type: "image/png" }));
    expect(update.error).toBeNull();
    expect((await bytesOf((await bucket.download(path)).data)).byteLength).toBe(400);
    const { rows } = await server.db.query("select 1 from storage.objects where name = $1", [path]);
    expect(rows).toHaveLength(1);
  });

  it("answers a missing file as Supabase Storage does (400, statusCode 404, NoSuchKey)", async () => {
    const { error } = await camille.client.storage.from("avatars").download(`${camille.id}/absent.png`);
    expect(error).toMatchObject({ status: 400 });
    const response = await fetch(`${server.url}/storage/v1/object/avatars/${camille.id}/absent.png`, {
      headers: { authorization: `Bearer ${camille.token}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: "404",
      code: "NoSuchKey",
      error: "not_found",
      message: "Fichier introuvable.",
    });
  });

  it("answers info and exists", async () => {
    const path = `${camille.id}/infos.png`;
    const bucket = camille.client.storage.from("avatars");
    await bucket.upload(path, new Blob([png(777)], { type: "image/png" }), { metadata: { origine: "test" } });
    const { data, error } = await bucket.info(path);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      name: path,
      bucketId: "avatars",
      size: 777,
      contentType: "image/png",
      metadata: { origine: "test" },
    });
    expect((await bucket.exists(path)).data).toBe(true);
    expect((await bucket.exists(`${camille.id}/rien.png`)).data).toBe(false);
  });

  it("serves byte ranges and answers 304 to a current copy", async () => {
    const path = `${camille.id}/plage.png`;
    await camille.client.storage.from("avatars").upload(path, new Blob([png(1000)], { type: "image/png" }));
    const url = `${server.url}/storage/v1/object/public/avatars/${path}`;
    const partial = await fetch(url, { headers: { range: "bytes=0-7" } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get("content-range")).toBe("bytes 0-7/1000");
    expect(new Uint8Array(await partial.arrayBuffer())).toEqual(png(1000).subarray(0, 8));
    const etag = (await fetch(url)).headers.get("etag")!;
    expect((await fetch(url, { headers: { "if-none-match": etag } })).status).toBe(304);
  });
});

describe("list, remove, move and copy", () => {
  it("lists one level: folders first, then files, with sorting, search, limit and offset", async () => {
    const bucket = camille.client.storage.from("avatars");
    for (const name of ["b.png", "a.png", "c.png", "album/1.png", "album/2.png"]) {
      const { error } = await bucket.upload(`${camille.id}/liste/${name}`, new Blob([png(100)], { type: "image/png" }));
      expect(error).toBeNull();
    }
    const { data, error } = await bucket.list(`${camille.id}/liste`);
    expect(error).toBeNull();
    expect(data?.map((entry) => [entry.name, entry.id === null])).toEqual([
      ["album", true],
      ["a.png", false],
      ["b.png", false],
      ["c.png", false],
    ]);
    expect(data?.[1]?.metadata).toMatchObject({ size: 100, mimetype: "image/png" });

    const desc = await bucket.list(`${camille.id}/liste`, { sortBy: { column: "name", order: "desc" } });
    expect(desc.data?.map((entry) => entry.name)).toEqual(["album", "c.png", "b.png", "a.png"]);
    const page = await bucket.list(`${camille.id}/liste`, { limit: 2, offset: 1 });
    expect(page.data?.map((entry) => entry.name)).toEqual(["a.png", "b.png"]);
    const search = await bucket.list(`${camille.id}/liste`, { search: "B" });
    expect(search.data?.map((entry) => entry.name)).toEqual(["b.png"]);
    const inside = await bucket.list(`${camille.id}/liste/album/`);
    expect(inside.data?.map((entry) => entry.name)).toEqual(["1.png", "2.png"]);
  });

  it("removes several files at once and answers the removed rows", async () => {
    const bucket = camille.client.storage.from("avatars");
    const paths = [`${camille.id}/suppr/1.png`, `${camille.id}/suppr/2.png`];
    for (const path of paths) await bucket.upload(path, new Blob([png(10)], { type: "image/png" }));
    const { data, error } = await bucket.remove([...paths, `${camille.id}/suppr/absent.png`]);
    expect(error).toBeNull();
    expect(data?.map((row) => row.name).sort()).toEqual(paths);
    expect((await bucket.download(paths[0]!)).error).not.toBeNull();
    expect((await bucket.list(`${camille.id}/suppr`)).data).toEqual([]);
  });

  it("moves a file (the old name is gone, the bytes follow)", async () => {
    const bucket = camille.client.storage.from("avatars");
    const file = png(321);
    await bucket.upload(`${camille.id}/avant.png`, new Blob([file], { type: "image/png" }));
    const { data, error } = await bucket.move(`${camille.id}/avant.png`, `${camille.id}/rangé/après.png`.normalize());
    // Supabase's key characters are ASCII: an accented name is refused, the file stays.
    expect(data).toBeNull();
    expect(error).toMatchObject({ statusCode: "400" });
    const moved = await bucket.move(`${camille.id}/avant.png`, `${camille.id}/range/apres.png`);
    expect(moved.error).toBeNull();
    expect(moved.data?.message).toBeTruthy();
    expect((await bucket.download(`${camille.id}/avant.png`)).error).not.toBeNull();
    expect(await bytesOf((await bucket.download(`${camille.id}/range/apres.png`)).data)).toEqual(file);
  });

  it("copies a file, keeping the original", async () => {
    const bucket = camille.client.storage.from("avatars");
    const file = png(654);
    await bucket.upload(`${camille.id}/source.png`, new Blob([file], { type: "image/png" }));
    const { data, error } = await bucket.copy(`${camille.id}/source.png`, `${camille.id}/copie.png`);
    expect(error).toBeNull();
    expect(data?.path).toBe(`avatars/${camille.id}/copie.png`);
    expect(await bytesOf((await bucket.download(`${camille.id}/source.png`)).data)).toEqual(file);
    expect(await bytesOf((await bucket.download(`${camille.id}/copie.png`)).data)).toEqual(file);
  });
});

describe("public URLs", () => {
  it("serves a public bucket's file to anyone, without a token", async () => {
    const path = `${camille.id}/public.png`;
    await camille.client.storage.from("avatars").upload(path, new Blob([png(64)], { type: "image/png" }));
    const { publicUrl } = anonClient(server).storage.from("avatars").getPublicUrl(path).data;
    expect(publicUrl).toBe(`${server.url}/storage/v1/object/public/avatars/${path}`);
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-disposition")).toBeNull();
    const download = await fetch(`${publicUrl}?download=mon avatar.png`);
    expect(download.headers.get("content-disposition")).toContain("attachment");
  });

  it("does not serve a private bucket's file by its public URL", async () => {
    const path = `${camille.id}/cv.pdf`;
    const { error } = await camille.client.storage
      .from("cvs")
      .upload(path, new Blob([pdf()], { type: "application/pdf" }));
    expect(error).toBeNull();
    const response = await fetch(camille.client.storage.from("cvs").getPublicUrl(path).data.publicUrl);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: "404", error: "Bucket not found" });
  });
});

describe("signed URLs", () => {
  const path = () => `${camille.id}/signe.pdf`;

  beforeAll(async () => {
    const { error } = await camille.client.storage
      .from("cvs")
      .upload(path(), new Blob([pdf(4000)], { type: "application/pdf" }));
    expect(error).toBeNull();
  });

  it("opens a private file to anyone holding the link, until it expires", async () => {
    const { data, error } = await camille.client.storage.from("cvs").createSignedUrl(path(), 60);
    expect(error).toBeNull();
    expect(data?.signedUrl).toMatch(new RegExp(`^${server.url}/storage/v1/object/sign/cvs/${path()}\\?token=`));
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect((await response.arrayBuffer()).byteLength).toBe(4000);

    const expired = await camille.client.storage.from("cvs").createSignedUrl(path(), 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const late = await fetch(expired.data!.signedUrl);
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ statusCode: "400", code: "ExpiredToken", message: "Ce lien a expiré." });
  });

  it("refuses a tampered token, another file's token, an access token and a token signed elsewhere", async () => {
    const { data } = await camille.client.storage.from("cvs").createSignedUrl(path(), 60);
    const url = new URL(data!.signedUrl);
    const token = url.searchParams.get("token")!;
    const [header, payload, signature] = token.split(".");
    const forged = JSON.parse(Buffer.from(payload!, "base64url").toString()) as Record<string, unknown>;
    forged.url = `cvs/${camille.id}/autre.pdf`;
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString("base64url")}.${signature}`;
    const elsewhere = await new SignJWT({ url: `cvs/${path()}` })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("un-autre-secret-de-32-caracteres-au-moins"));
    const base = `${server.url}/storage/v1/object/sign/cvs/${path()}`;
    for (const [label, target] of [
      ["tampered", `${server.url}/storage/v1/object/sign/cvs/${camille.id}/autre.pdf?token=${tampered}`],
      ["other file", `${server.url}/storage/v1/object/sign/cvs/${camille.id}/autre.pdf?token=${token}`],
      ["access token", `${base}?token=${camille.token}`],
      ["other secret", `${base}?token=${elsewhere}`],
      ["no token", base],
    ] as const) {
      const response = await fetch(target);
      expect(response.status, label).toBe(400);
      const body = (await response.json()) as { statusCode: string; message: string };
      expect(body.statusCode, label).toBe("400");
      expect(body.message, label).toMatch(/lien|Jeton/);
    }
  });

  it("signs several paths at once, and only those the caller may read", async () => {
    const { data, error } = await camille.client.storage
      .from("cvs")
      .createSignedUrls([path(), `${camille.id}/x.pdf`], 60);
    expect(error).toBeNull();
    expect(data?.[0]).toMatchObject({ path: path(), error: null });
    expect(data?.[1]).toMatchObject({ path: `${camille.id}/x.pdf`, signedUrl: null });
    expect((await fetch(data![0]!.signedUrl!)).status).toBe(200);
  });
});

describe("names that would leave the storage directory", () => {
  const names = [
    "../../etc/passwd",
    "dossier/../../secret.png",
    "/absolu.png",
    "a//b.png",
    "a\\..\\b.png",
    "nul\0.png",
    "./point.png",
    "x".repeat(256) + ".png",
    `${"d/".repeat(520)}f.png`,
  ];

  it.each(names)("refuses %j with a 400 and stores nothing", async (name) => {
    const response = await rawUpload(
      `/storage/v1/object/avatars/${camille.id}/${name.split("/").map(encodeURIComponent).join("/")}`,
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: "400", code: "InvalidKey" });
    expect(response.body.message).toMatch(/^Chemin de fichier invalide/);
  });

  it("refuses climbs written raw, percent-encoded, or at the bucket's level", async () => {
    for (const path of [
      `/storage/v1/object/avatars/${camille.id}/../../x.png`,
      `/storage/v1/object/avatars/${camille.id}/%2e%2e/%2e%2e/x.png`,
      `/storage/v1/object/avatars/${camille.id}%2F..%2F..%2Fx.png`,
      `/storage/v1/object/avatars/${camille.id}/a%5C..%5C..%5Cx.png`,
      `/storage/v1/object/../x.png`,
      `/storage/v1/object/%2e%2e/x.png`,
    ]) {
      const response = await rawUpload(path);
      expect(response.status, path).toBe(400);
      expect(response.body, path).toMatchObject({ statusCode: "400", code: "InvalidKey" });
    }
    // Climbing out of /storage/v1 itself leaves the storage's routes: nothing answers the upload.
    const outside = await rawUpload("/storage/v1/object/%2e%2e/%2e%2e/%2e%2e/x.png");
    expect(outside.status).toBe(404);
    const { rows } = await server.db.query(
      "select name from storage.objects where name like '%..%' or name like '%x.png'",
    );
    expect(rows).toEqual([]);
  });
});

/** An upload sent with node:http, which sends the path as written (fetch would resolve its dots). */
function rawUpload(path: string) {
  const { hostname, port } = new URL(server.url);
  return new Promise<{ status: number; body: { statusCode?: string; code?: string; message: string } }>(
    (resolve, reject) => {
      const request = httpRequest(
        {
          hostname,
          port,
          path,
          method: "POST",
          headers: { authorization: `Bearer ${camille.token}`, "content-type": "image/png" },
        },
        (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => (text += chunk.toString()));
          response.on("end", () => {
            let body = { message: text };
            try {
              body = JSON.parse(text) as typeof body;
            } catch {
              // Not the storage's answer (the path left /storage/v1).
            }
            resolve({ status: response.statusCode ?? 0, body });
          });
        },
      );
      request.on("error", reject);
      request.end(Buffer.from(png(64)));
    },
  );
}

describe("buckets", () => {
  it("are managed by the service role, as row-level security on storage.buckets leaves them", async () => {
    const created = await service.storage.createBucket("essais", {
      public: false,
      fileSizeLimit: "1MB",
      allowedMimeTypes: ["image/*"],
    });
    expect(created).toEqual({ data: { name: "essais" }, error: null });
    const again = await service.storage.createBucket("essais");
    expect(again.error).toMatchObject({ statusCode: "409" });

    const bucket = await service.storage.getBucket("essais");
    expect(bucket.data).toMatchObject({ id: "essais", public: false, allowed_mime_types: ["image/*"] });
    expect(Number(bucket.data?.file_size_limit)).toBe(1024 * 1024);
    const all = await service.storage.listBuckets();
    expect(all.data?.map((b) => b.id)).toEqual(
      expect.arrayContaining(["avatars", "company-logos", "cvs", "voice", "essais"]),
    );

    expect((await service.storage.updateBucket("essais", { public: true })).error).toBeNull();
    expect((await service.storage.getBucket("essais")).data?.public).toBe(true);

    const upload = await service.storage.from("essais").upload("x.png", new Blob([png(10)], { type: "image/png" }));
    expect(upload.error).toBeNull();
    const busy = await service.storage.deleteBucket("essais");
    expect(busy.error).toMatchObject({ statusCode: "409" });
    expect((await service.storage.emptyBucket("essais")).error).toBeNull();
    expect((await service.storage.deleteBucket("essais")).error).toBeNull();
    expect((await service.storage.getBucket("essais")).error).toMatchObject({ statusCode: "404" });
  });

  it("are invisible to users and visitors, who cannot create them", async () => {
    expect((await camille.client.storage.listBuckets()).data).toEqual([]);
    expect((await anonClient(server).storage.getBucket("avatars")).error).toMatchObject({ statusCode: "404" });
    const created = await camille.client.storage.createBucket("a-moi", { public: true });
    expect(created.error).toMatchObject({ status: 400, statusCode: "403" });
    expect(created.error?.message).toMatch(/^Accès refusé/);
  });

  it("refuses requests without a valid token (public and signed URLs aside)", async () => {
    const response = await fetch(`${server.url}/storage/v1/object/avatars/${camille.id}/photo.png`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: "403", code: "AccessDenied" });
    const forged = await fetch(`${server.url}/storage/v1/bucket`, { headers: { authorization: "Bearer abc.def.ghi" } });
    expect(await forged.json()).toMatchObject({ statusCode: "403", message: "Accès refusé : jeton invalide." });
  });
});
