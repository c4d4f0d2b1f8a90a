// The public buckets' listings name no one: a visitor listing `avatars` or `company-logos` used to
// see every user's folder (their user ids). Now a visitor lists nothing, a signed-in user lists
// only their own folder, and the pictures are still served to anyone by their public URL.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { anonClient } from "../rest/users.ts";
import { person, png, type Person } from "../storage/support.ts";

let server: TestServer;
let anon: SupabaseClient;
let camille: Person;
let leo: Person;
let recruiter: Person;
const picture = png(600);

beforeAll(async () => {
  server = await startTestServer();
  anon = anonClient(server);
  camille = await person(server, "camille@liste.test", "candidate");
  leo = await person(server, "leo@liste.test", "candidate");
  recruiter = await person(server, "rh@liste.test", "recruiter");
  for (const [who, bucket, name] of [
    [camille, "avatars", "photo.png"],
    [leo, "avatars", "photo.png"],
    [recruiter, "company-logos", "logo.png"],
  ] as const) {
    const { error } = await who.client.storage
      .from(bucket)
      .upload(`${who.id}/${name}`, new Blob([picture], { type: "image/png" }));
    expect(error, `${bucket} ${who.email}`).toBeNull();
  }
});
afterAll(() => server?.close());

const names = async (client: SupabaseClient, bucket: string, prefix?: string) => {
  const { data, error } = await client.storage.from(bucket).list(prefix);
  expect(error).toBeNull();
  return data?.map((entry) => entry.name);
};

describe("listing the public buckets", () => {
  it("shows a visitor no folder and no file", async () => {
    for (const bucket of ["avatars", "company-logos"]) {
      expect(await names(anon, bucket), bucket).toEqual([]);
    }
    expect(await names(anon, "avatars", camille.id)).toEqual([]);
    expect(await names(anon, "company-logos", recruiter.id)).toEqual([]);
    // The raw endpoint, with the widest search, says no more.
    const response = await fetch(`${server.url}/storage/v1/object/list/avatars`, {
      method: "POST",
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${server.anonKey}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ prefix: "", limit: 1000 }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it("shows a signed-in user their own folder only", async () => {
    expect(await names(camille.client, "avatars")).toEqual([camille.id]);
    expect(await names(camille.client, "avatars", camille.id)).toEqual(["photo.png"]);
    expect(await names(camille.client, "avatars", leo.id)).toEqual([]);
    expect(await names(camille.client, "company-logos")).toEqual([]);
    expect(await names(recruiter.client, "company-logos")).toEqual([recruiter.id]);
    expect(await names(recruiter.client, "avatars")).toEqual([]);
  });

  it("keeps serving every picture by its public URL, to anyone", async () => {
    for (const [bucket, path] of [
      ["avatars", `${camille.id}/photo.png`],
      ["avatars", `${leo.id}/photo.png`],
      ["company-logos", `${recruiter.id}/logo.png`],
    ] as const) {
      const url = anon.storage.from(bucket).getPublicUrl(path).data.publicUrl;
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(picture);
    }
  });

  it("still lets the owner replace and remove their picture", async () => {
    const bucket = camille.client.storage.from("avatars");
    const replaced = await bucket.upload(`${camille.id}/photo.png`, new Blob([png(900)], { type: "image/png" }), {
      upsert: true,
    });
    expect(replaced.error).toBeNull();
    const url = anon.storage.from("avatars").getPublicUrl(`${camille.id}/photo.png`).data.publicUrl;
    expect((await (await fetch(url)).arrayBuffer()).byteLength).toBe(900);
    expect((await bucket.remove([`${camille.id}/photo.png`])).data).toHaveLength(1);
    expect((await fetch(url)).status).toBe(400);
  });
});
