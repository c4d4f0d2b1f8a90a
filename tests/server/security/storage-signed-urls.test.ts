// Signed URLs last 7 days at most (a longer `expiresIn` is refused in French, as one under a
// second already is), and open only the version of the file they were made for: once the file is
// replaced at the same path, or deleted and uploaded again, an older link no longer serves it.
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { pdf, person, type Person } from "../storage/support.ts";

const week = 7 * 24 * 3600;

let server: TestServer;
let camille: Person;

beforeAll(async () => {
  server = await startTestServer();
  camille = await person(server, "camille@liens.test", "candidate");
});
afterAll(() => server?.close());

/** A PDF whose bytes say which version it is. */
function version(label: string) {
  const bytes = pdf(2048);
  bytes.set(new TextEncoder().encode(label), 100);
  return bytes;
}

async function put(name: string, bytes: Uint8Array<ArrayBuffer>, upsert = false) {
  const { error } = await camille.client.storage
    .from("cvs")
    .upload(name, new Blob([bytes], { type: "application/pdf" }), { upsert });
  expect(error).toBeNull();
}

const sign = (name: string, expiresIn: number) => camille.client.storage.from("cvs").createSignedUrl(name, expiresIn);

async function fetchSigned(url: string) {
  const response = await fetch(url);
  if (response.ok) return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

describe("how long a signed URL lasts", () => {
  it("refuses more than 7 days, in French, for one file or several", async () => {
    const name = `${camille.id}/duree.pdf`;
    await put(name, version("duree"));
    for (const expiresIn of [week + 1, 30 * 24 * 3600, 10 * 365 * 24 * 3600]) {
      const one = await sign(name, expiresIn);
      expect(one.data, String(expiresIn)).toBeNull();
      expect(one.error).toMatchObject({ status: 400, statusCode: "400" });
      expect(one.error?.message).toBe("Durée du lien invalide : de 1 seconde à 7 jours (604800 secondes).");
      const several = await camille.client.storage.from("cvs").createSignedUrls([name], expiresIn);
      expect(several.error?.message).toBe(one.error?.message);
    }
  });

  it("signs up to 7 days, and the link says so", async () => {
    const name = `${camille.id}/semaine.pdf`;
    await put(name, version("semaine"));
    const { data, error } = await sign(name, week);
    expect(error).toBeNull();
    const token = new URL(data!.signedUrl).searchParams.get("token")!;
    const claims = decodeJwt(token);
    expect(claims.exp! - claims.iat!).toBe(week);
    expect((await fetchSigned(data!.signedUrl)).status).toBe(200);
  });
});

describe("which file a signed URL opens", () => {
  it("stops serving a file replaced at the same path; a new link serves the new one", async () => {
    const name = `${camille.id}/remplace.pdf`;
    const first = version("premiere");
    await put(name, first);
    const old = (await sign(name, 3600)).data!.signedUrl;
    const several = (await camille.client.storage.from("cvs").createSignedUrls([name], 3600)).data![0]!.signedUrl!;
    expect((await fetchSigned(old)).bytes).toEqual(first);

    const second = version("seconde");
    await put(name, second, true);
    for (const url of [old, several]) {
      const refused = await fetchSigned(url);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        statusCode: "400",
        error: "InvalidSignature",
        message: "Ce lien n'est plus valable : le fichier a été remplacé ou supprimé depuis.",
      });
    }
    const fresh = (await sign(name, 3600)).data!.signedUrl;
    expect((await fetchSigned(fresh)).bytes).toEqual(second);
  });

  it("does not serve a file deleted and uploaded again at the same path", async () => {
    const name = `${camille.id}/recree.pdf`;
    await put(name, version("avant"));
    const old = (await sign(name, 3600)).data!.signedUrl;
    expect((await camille.client.storage.from("cvs").remove([name])).data).toHaveLength(1);
    expect((await fetchSigned(old)).status).toBe(400);

    await put(name, version("apres"));
    const refused = await fetchSigned(old);
    expect(refused.status).toBe(400);
    expect(refused.body?.message).toBe("Ce lien n'est plus valable : le fichier a été remplacé ou supprimé depuis.");
  });

  it("does not serve a file moved onto the link's path", async () => {
    const name = `${camille.id}/deplace.pdf`;
    await put(name, version("origine"));
    const old = (await sign(name, 3600)).data!.signedUrl;
    await camille.client.storage.from("cvs").remove([name]);
    await put(`${camille.id}/autre.pdf`, version("autre"));
    expect((await camille.client.storage.from("cvs").move(`${camille.id}/autre.pdf`, name)).error).toBeNull();
    expect((await fetchSigned(old)).status).toBe(400);
  });
});
