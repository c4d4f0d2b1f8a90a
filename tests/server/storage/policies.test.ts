// Who reads and writes which file, decided by the migration's policies on storage.objects through
// the storage stand-in, as on Supabase: visitors, the owner, another candidate, a recruiter before
// and after a mutual match, another recruiter, an administrator and the service role.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { anonClient, serviceClient } from "../rest/users.ts";
import { candidateInfos, like, pdf, person, png, publishedOffer, webm, type Person } from "./support.ts";

let server: TestServer;
let anon: SupabaseClient;
let service: SupabaseClient;
let camille: Person;
let leo: Person;
let recruiter: Person;
let otherRecruiter: Person;
let admin: Person;
let offer: string;

const cv = () => `${camille.id}/cv.pdf`;
const voice = () => `${camille.id}/presentation.webm`;
const avatar = () => `${camille.id}/avatar.png`;

async function storedNames(bucket: string) {
  const { rows } = await server.db.query<{ name: string }>(
    "select name from storage.objects where bucket_id = $1 order by name",
    [bucket],
  );
  return rows.map((row) => row.name);
}

/** The size of a public bucket's file as anyone fetches it by its public URL (undefined when refused). */
async function publicSize(bucket: string, path: string) {
  const response = await fetch(anon.storage.from(bucket).getPublicUrl(path).data.publicUrl);
  return response.ok ? (await response.arrayBuffer()).byteLength : undefined;
}

async function canRead(client: SupabaseClient, bucket: string, path: string) {
  const { data, error } = await client.storage.from(bucket).download(path);
  if (error) {
    expect((error as { statusCode?: string }).statusCode).toBe("404");
    return false;
  }
  return data !== null;
}

beforeAll(async () => {
  server = await startTestServer();
  anon = anonClient(server);
  service = serviceClient(server);
  camille = await person(server, "camille@politiques.test", "candidate");
  leo = await person(server, "leo@politiques.test", "candidate");
  recruiter = await person(server, "rh@a.politiques.test", "recruiter");
  otherRecruiter = await person(server, "rh@b.politiques.test", "recruiter");
  admin = await person(server, "admin@politiques.test", "admin");
  await candidateInfos(server, camille);
  offer = await publishedOffer(server, recruiter);
  await publishedOffer(server, otherRecruiter);

  const files = camille.client.storage;
  for (const [bucket, path, body] of [
    ["cvs", cv(), new Blob([pdf()], { type: "application/pdf" })],
    ["voice", voice(), new Blob([webm()], { type: "audio/webm" })],
    ["avatars", avatar(), new Blob([png(200)], { type: "image/png" })],
  ] as const) {
    const { error } = await files.from(bucket).upload(path, body);
    expect(error, `${bucket}/${path}`).toBeNull();
  }
});
afterAll(() => server?.close());

describe("writing", () => {
  it("lets a user write only under their own folder", async () => {
    const intruder = await leo.client.storage
      .from("cvs")
      .upload(`${camille.id}/faux.pdf`, new Blob([pdf()], { type: "application/pdf" }));
    expect(intruder.error).toMatchObject({ status: 400, statusCode: "403" });
    expect(intruder.error?.message).toMatch(/^Accès refusé/);
    const outside = await leo.client.storage
      .from("avatars")
      .upload("racine.png", new Blob([png()], { type: "image/png" }));
    expect(outside.error).toMatchObject({ statusCode: "403" });
    expect(await storedNames("cvs")).toEqual([cv()]);

    const own = await leo.client.storage
      .from("cvs")
      .upload(`${leo.id}/cv.pdf`, new Blob([pdf()], { type: "application/pdf" }));
    expect(own.error).toBeNull();
  });

  it("refuses to overwrite, move, copy over or remove another user's files", async () => {
    const overwrite = await leo.client.storage
      .from("avatars")
      .upload(avatar(), new Blob([png(300)], { type: "image/png" }), { upsert: true });
    expect(overwrite.error).toMatchObject({ statusCode: "403" });
    const update = await leo.client.storage
      .from("avatars")
      .update(avatar(), new Blob([png(300)], { type: "image/png" }));
    expect(update.error).toMatchObject({ statusCode: "403" });
    expect(await publicSize("avatars", avatar())).toBe(200);

    const move = await leo.client.storage.from("avatars").move(avatar(), `${leo.id}/vol.png`);
    expect(move.error).not.toBeNull();
    await leo.client.storage.from("avatars").upload(`${leo.id}/a.png`, new Blob([png()], { type: "image/png" }));
    // Another user's picture is not even readable through the API (only by its public URL).
    const copy = await leo.client.storage.from("avatars").copy(avatar(), `${camille.id}/copie.png`);
    expect(copy.error).toMatchObject({ statusCode: "404" });
    const copyOver = await leo.client.storage.from("avatars").copy(`${leo.id}/a.png`, `${camille.id}/copie.png`);
    expect(copyOver.error).toMatchObject({ statusCode: "403" });
    const moveIn = await leo.client.storage.from("avatars").move(`${leo.id}/a.png`, `${camille.id}/a.png`);
    expect(moveIn.error).toMatchObject({ statusCode: "403" });

    const removed = await leo.client.storage.from("avatars").remove([avatar()]);
    expect(removed).toEqual({ data: [], error: null });
    expect(await storedNames("avatars")).toContain(avatar());
  });

  it("refuses every write to visitors", async () => {
    const upload = await anon.storage.from("avatars").upload("anonyme.png", new Blob([png()], { type: "image/png" }));
    expect(upload.error).toMatchObject({ statusCode: "403" });
    expect((await anon.storage.from("avatars").remove([avatar()])).data).toEqual([]);
  });

  it("lets the owner replace and remove their files", async () => {
    const bucket = camille.client.storage.from("avatars");
    expect((await bucket.upload(`${camille.id}/temp.png`, new Blob([png()], { type: "image/png" }))).error).toBeNull();
    expect(
      (await bucket.upload(`${camille.id}/temp.png`, new Blob([png(500)], { type: "image/png" }), { upsert: true }))
        .error,
    ).toBeNull();
    expect((await bucket.remove([`${camille.id}/temp.png`])).data).toHaveLength(1);
  });

  it("lets the service role write anywhere", async () => {
    const { error } = await service.storage
      .from("avatars")
      .upload("systeme/logo.png", new Blob([png()], { type: "image/png" }));
    expect(error).toBeNull();
  });
});

describe("reading", () => {
  it("shows avatars and company logos to everyone by their public URL, and lists them to their owner only", async () => {
    expect(await publicSize("avatars", avatar())).toBe(200);
    expect(await canRead(camille.client, "avatars", avatar())).toBe(true);
    for (const client of [anon, leo.client, recruiter.client]) {
      expect(await canRead(client, "avatars", avatar())).toBe(false);
      expect((await client.storage.from("avatars").list(camille.id)).data).toEqual([]);
    }
    expect((await camille.client.storage.from("avatars").list(camille.id)).data?.map((f) => f.name)).toContain(
      "avatar.png",
    );
  });

  it("keeps CVs and voice presentations from visitors, other candidates and unmatched recruiters", async () => {
    for (const [label, client] of [
      ["anon", anon],
      ["other candidate", leo.client],
      ["recruiter before the match", recruiter.client],
      ["other recruiter", otherRecruiter.client],
    ] as const) {
      expect(await canRead(client, "cvs", cv()), label).toBe(false);
      expect(await canRead(client, "voice", voice()), label).toBe(false);
      expect((await client.storage.from("cvs").list(camille.id)).data, label).toEqual([]);
      const signed = await client.storage.from("cvs").createSignedUrl(cv(), 60);
      expect(signed.error, label).toMatchObject({ statusCode: "404" });
    }
  });

  it("shows them to their owner, an administrator and the service role", async () => {
    for (const [label, client] of [
      ["owner", camille.client],
      ["admin", admin.client],
      ["service role", service],
    ] as const) {
      expect(await canRead(client, "cvs", cv()), label).toBe(true);
      expect(await canRead(client, "voice", voice()), label).toBe(true);
    }
  });

  it("opens them to a recruiter once the candidate and one of their offers matched both ways, and to no one else", async () => {
    await like(camille, camille, offer, "candidate");
    // One side's like is not a match yet.
    expect(await canRead(recruiter.client, "cvs", cv())).toBe(false);
    await like(recruiter, camille, offer, "recruiter");
    const { rows } = await server.db.query("select 1 from public.matches where job_id = $1 and mutual_at is not null", [
      offer,
    ]);
    expect(rows).toHaveLength(1);

    expect(await canRead(recruiter.client, "cvs", cv())).toBe(true);
    expect(await canRead(recruiter.client, "voice", voice())).toBe(true);
    expect((await recruiter.client.storage.from("cvs").list(camille.id)).data?.map((f) => f.name)).toEqual(["cv.pdf"]);
    const signed = await recruiter.client.storage.from("voice").createSignedUrl(voice(), 60);
    expect(signed.error).toBeNull();
    expect((await fetch(signed.data!.signedUrl)).status).toBe(200);

    // Still not the other candidate's files, nor a write into the candidate's folder.
    await leo.client.storage.from("cvs").upload(`${leo.id}/cv2.pdf`, new Blob([pdf()], { type: "application/pdf" }));
    expect(await canRead(recruiter.client, "cvs", `${leo.id}/cv2.pdf`)).toBe(false);
    const write = await recruiter.client.storage
      .from("cvs")
      .upload(`${camille.id}/ajout.pdf`, new Blob([pdf()], { type: "application/pdf" }));
    expect(write.error).toMatchObject({ statusCode: "403" });
    expect((await recruiter.client.storage.from("cvs").remove([cv()])).data).toEqual([]);
    // And not the other recruiter, who has no match with her.
    expect(await canRead(otherRecruiter.client, "cvs", cv())).toBe(false);
  });
});
