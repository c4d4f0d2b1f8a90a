// Each account's files have a quota across the buckets (by default 100 MB and 50 files): a free
// account used to store 10 × 19.9 MB in seconds. Past the quota an upload is refused in Supabase
// Storage's shape (statusCode 413, code QuotaExceeded) with a French message, and nothing is kept;
// replacing a file counts only the difference, a copy or a move counts like an upload, and parallel
// uploads cannot slip past it together.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { serviceClient } from "../rest/users.ts";
import { megabytes, pdf, person, png, webm, type Person } from "../storage/support.ts";

async function usage(server: TestServer, who: Person) {
  const { rows } = await server.db.query<{ files: number; bytes: number }>(
    `select count(*)::int as files, coalesce(sum((metadata->>'size')::bigint), 0)::float8 as bytes
       from storage.objects where owner_id = $1`,
    [who.id],
  );
  return rows[0]!;
}

const upload = (
  who: Person,
  bucket: string,
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
  type: string,
  upsert = false,
) =>
  who.client.storage
    .from(bucket)
    .upload(`${who.id}/${name}`, new Blob([bytes], { type }), { contentType: type, upsert });

describe("the default quota", () => {
  let server: TestServer;
  let attacker: Person;
  let other: Person;

  beforeAll(async () => {
    server = await startTestServer();
    attacker = await person(server, "gratuit@quota.test", "candidate");
    other = await person(server, "autre@quota.test", "candidate");
  });
  afterAll(() => server?.close());

  it("stops ten parallel uploads of 19.9 MB at 100 MB, in French, keeping nothing of the refused ones", async () => {
    const recording = webm(megabytes(19.9));
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => upload(attacker, "voice", `voix-${i}.webm`, recording, "audio/webm")),
    );
    const refused = results.filter((result) => result.error);
    expect(results.length - refused.length).toBe(5);
    for (const { data, error } of refused) {
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 400, statusCode: "413", code: "QuotaExceeded" });
      expect(error?.message).toBe(
        "Votre espace de stockage est plein (50 fichiers et 100 Mo au plus par compte) : ce fichier n'a pas été enregistré. Supprimez un fichier dont vous n'avez plus besoin, puis réessayez.",
      );
    }
    expect(await usage(server, attacker)).toEqual({ files: 5, bytes: 5 * recording.byteLength });

    // The raw body is refused too, before it is read.
    const raw = await attacker.client.storage
      .from("voice")
      .upload(`${attacker.id}/brut.webm`, Buffer.from(recording), { contentType: "audio/webm" });
    expect(raw.error).toMatchObject({ statusCode: "413", code: "QuotaExceeded" });
    expect(await usage(server, attacker)).toMatchObject({ files: 5 });

    // Another account is not touched by it.
    expect((await upload(other, "voice", "voix.webm", recording, "audio/webm")).error).toBeNull();

    // Room made, room used.
    const kept = results.findIndex((result) => !result.error);
    const removed = await attacker.client.storage.from("voice").remove([`${attacker.id}/voix-${kept}.webm`]);
    expect(removed.data).toHaveLength(1);
    const again = await upload(attacker, "voice", "nouvelle.webm", webm(megabytes(5)), "audio/webm");
    expect(again.error).toBeNull();
  });

  it("leaves room for what a real account keeps: a CV, a recording, a photo, each replaced a few times", async () => {
    const candidate = await person(server, "reel@quota.test", "candidate");
    for (let i = 0; i < 4; i++) {
      expect((await upload(candidate, "cvs", `cv-${i}.pdf`, pdf(megabytes(8)), "application/pdf")).error).toBeNull();
      expect((await upload(candidate, "voice", `voix-${i}.webm`, webm(megabytes(12)), "audio/webm")).error).toBeNull();
      expect((await upload(candidate, "avatars", `photo-${i}.png`, png(megabytes(1.5)), "image/png")).error).toBeNull();
    }
  });
});

describe("a quota set by the operator", () => {
  let server: TestServer;
  let service: SupabaseClient;
  let camille: Person;

  beforeAll(async () => {
    server = await startTestServer({ config: { storageUserQuotaFiles: 3, storageUserQuotaBytes: megabytes(1) } });
    service = serviceClient(server);
    camille = await person(server, "camille@quota.test", "candidate");
  });
  afterAll(() => server?.close());

  it("counts files: the fourth is refused, a replacement is not a new file", async () => {
    for (const name of ["a.png", "b.png", "c.png"]) {
      expect((await upload(camille, "avatars", name, png(1000), "image/png")).error).toBeNull();
    }
    const fourth = await upload(camille, "avatars", "d.png", png(1000), "image/png");
    expect(fourth.error).toMatchObject({ statusCode: "413", code: "QuotaExceeded" });
    expect(fourth.error?.message).toMatch(
      /^Votre espace de stockage est plein \(3 fichiers et 1 Mo au plus par compte\)/,
    );

    const replaced = await upload(camille, "avatars", "a.png", png(2000), "image/png", true);
    expect(replaced.error).toBeNull();
    const updated = await camille.client.storage
      .from("avatars")
      .update(`${camille.id}/b.png`, new Blob([png(3000)], { type: "image/png" }));
    expect(updated.error).toBeNull();
    expect(await usage(server, camille)).toEqual({ files: 3, bytes: 2000 + 3000 + 1000 });
  });

  it("counts bytes: a replacement counts only what it adds, past the quota it is refused and the old file stays", async () => {
    const bigger = await upload(camille, "avatars", "a.png", png(megabytes(1) - 4000), "image/png", true);
    expect(bigger.error).toBeNull();
    const tooBig = await upload(camille, "avatars", "a.png", png(megabytes(1) - 3999), "image/png", true);
    expect(tooBig.error).toMatchObject({ statusCode: "413", code: "QuotaExceeded" });
    const { data } = await camille.client.storage.from("avatars").download(`${camille.id}/a.png`);
    expect(data?.size).toBe(megabytes(1) - 4000);
  });

  it("counts copies and moves like uploads", async () => {
    expect((await camille.client.storage.from("avatars").remove([`${camille.id}/c.png`])).error).toBeNull();
    expect((await upload(camille, "avatars", "a.png", png(1000), "image/png", true)).error).toBeNull();
    const copy = await camille.client.storage.from("avatars").copy(`${camille.id}/b.png`, `${camille.id}/copie.png`);
    expect(copy.error).toBeNull();
    const secondCopy = await camille.client.storage
      .from("avatars")
      .copy(`${camille.id}/b.png`, `${camille.id}/copie-2.png`);
    expect(secondCopy.error).toMatchObject({ statusCode: "413", code: "QuotaExceeded" });
    // A move keeps the count as it is.
    const move = await camille.client.storage.from("avatars").move(`${camille.id}/copie.png`, `${camille.id}/c.png`);
    expect(move.error).toBeNull();
    expect(await usage(server, camille)).toMatchObject({ files: 3 });
  });

  it("does not limit the service role", async () => {
    for (const name of ["s1.png", "s2.png", "s3.png", "s4.png"]) {
      const { error } = await service.storage
        .from("avatars")
        .upload(`systeme/${name}`, new Blob([png(megabytes(0.5))], { type: "image/png" }));
      expect(error).toBeNull();
    }
  });
});
