// DELETE /api/profile takes the account's files with it, as the account's owner would remove them:
// no CV, recording or photo survives the account, and another person's files stay.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { call } from "../api/profile-support.ts";
import { pdf, person, png, webm, type Person } from "../storage/support.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function upload(who: Person, bucket: string, name: string, bytes: Uint8Array<ArrayBuffer>, type: string) {
  const { error } = await who.client.storage
    .from(bucket)
    .upload(`${who.id}/${name}`, new Blob([bytes], { type }), { contentType: type });
  if (error) throw new Error(`upload ${bucket}/${name}: ${error.message}`);
}

const filesOf = async (who: Person) =>
  (
    await server.db.query<{ name: string }>(
      "select bucket_id || '/' || name as name from storage.objects where (storage.foldername(name))[1] = $1 order by 1",
      [who.id],
    )
  ).rows.map((row) => row.name);

describe("DELETE /api/profile", () => {
  it("removes the account's own files, and only theirs", async () => {
    const leaving = await person(server, "depart@fichiers.test", "candidate");
    const staying = await person(server, "reste@fichiers.test", "candidate");
    await upload(leaving, "cvs", "cv.pdf", pdf(4096), "application/pdf");
    await upload(leaving, "voice", "presentation.webm", webm(4096), "audio/webm");
    await upload(leaving, "avatars", "photo.png", png(2048), "image/png");
    await upload(staying, "cvs", "cv.pdf", pdf(4096), "application/pdf");
    expect(await filesOf(leaving)).toHaveLength(3);

    const deleted = await call(server, "DELETE", "/api/profile", {
      token: leaving.token,
      body: { user_id: leaving.id },
    });
    expect(deleted.status).toBe(204);
    expect(await filesOf(leaving)).toEqual([]);
    expect(await filesOf(staying)).toEqual([`cvs/${staying.id}/cv.pdf`]);
    const { data } = await staying.client.storage.from("cvs").download(`${staying.id}/cv.pdf`);
    expect(data?.size).toBe(4096);
  });
});
