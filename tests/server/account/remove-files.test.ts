// Before an account is erased, « Mon Profil » removes the user's files as themselves, through
// supabase-js storage against the stand-in: every file of their own folders, no one else's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { removeOwnFiles } from "@fuse/features/account";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { pdf, person, png, webm, type Person } from "../storage/support.ts";

let server: TestServer;
let camille: Person;
let other: Person;

async function upload(who: Person, bucket: string, name: string, bytes: Uint8Array<ArrayBuffer>, type: string) {
  const { error } = await who.client.storage
    .from(bucket)
    .upload(`${who.id}/${name}`, new Blob([bytes], { type }), { contentType: type });
  expect(error).toBeNull();
}

const filesOf = async (who: Person) =>
  (
    await server.db.query<{ path: string }>(
      "select bucket_id || '/' || name as path from storage.objects where name like $1 || '/%' order by 1",
      [who.id],
    )
  ).rows.map((row) => row.path);

beforeAll(async () => {
  server = await startTestServer();
  camille = await person(server, "camille@fichiers.test", "candidate");
  other = await person(server, "autre@fichiers.test", "candidate");
  await upload(camille, "cvs", "cv.pdf", pdf(), "application/pdf");
  await upload(camille, "voice", "presentation.webm", webm(), "audio/webm");
  await upload(camille, "avatars", "photo.png", png(), "image/png");
  await upload(other, "cvs", "cv.pdf", pdf(), "application/pdf");
});
afterAll(() => server?.close());

describe("removeOwnFiles", () => {
  it("removes every file of the user's folders, and leaves other users' alone", async () => {
    expect(await filesOf(camille)).toHaveLength(3);
    await removeOwnFiles(camille.client.storage, camille.id);
    expect(await filesOf(camille)).toEqual([]);
    expect(await filesOf(other)).toEqual([`cvs/${other.id}/cv.pdf`]);
  });

  it("cannot remove another user's files", async () => {
    await removeOwnFiles(camille.client.storage, other.id);
    expect(await filesOf(other)).toEqual([`cvs/${other.id}/cv.pdf`]);
  });
});
