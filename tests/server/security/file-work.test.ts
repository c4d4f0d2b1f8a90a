// Files sent as CVs to cost the server time or memory, tried from outside: uploaded to `cvs` and
// sent to `POST /api/cv-analysis` as a free candidate would. The file is read in a process of its
// own, within a deadline and a memory cap, one at a time per person; the server keeps answering
// everyone else meanwhile, and the sender gets a French answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { generateCvs, type GeneratedCv } from "../../fixtures/cv/corpus.ts";
import { heavyDocx, lyingZipBomb, widePdf } from "../../fixtures/hostile/files.ts";
import { call } from "../api/profile-support.ts";
import { person, type Person } from "../storage/support.ts";

const types = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};
const tooComplex = /^Ce fichier est trop lourd à lire pour un CV\./;

let cvs: GeneratedCv[];
beforeAll(async () => {
  cvs = await generateCvs();
});

async function upload(server: TestServer, who: Person, name: string, bytes: Uint8Array) {
  const type = name.endsWith(".pdf") ? types.pdf : types.docx;
  const { error } = await who.client.storage
    .from("cvs")
    .upload(`${who.id}/${name}`, new Blob([bytes.slice()], { type }), { contentType: type, upsert: true });
  if (error) throw new Error(`upload ${name}: ${error.message}`);
  return `${who.id}/${name}`;
}

/** Lets a request just sent reach the file pool: the server answers a few others meanwhile. */
async function afterAFewAnswers(server: TestServer) {
  for (let answer = 0; answer < 10; answer++)
    await fetch(`${server.url}/api/health`).then((response) => response.body?.cancel());
}

const analyse = (server: TestServer, who: Person, path: string) =>
  call(server, "POST", "/api/cv-analysis", { token: who.token, body: { path } });

/**
 * Asks `/api/health` again and again, one request after the other, until `work` settles: how many
 * answers came back meanwhile. A server whose only thread is busy answers none until it is free.
 */
async function healthAnswersDuring(server: TestServer, work: Promise<unknown>) {
  let settled = false;
  void work.finally(() => (settled = true));
  let answers = 0;
  while (!settled) {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    await response.body?.cancel();
    if (!settled) answers += 1;
  }
  return answers;
}

describe("a CV file made to cost the server", () => {
  let server: TestServer;
  let mallory: Person;
  let camille: Person;
  beforeAll(async () => {
    // A process's heap smaller than the default, so that a heavy DOCX reaches it sooner.
    server = await startTestServer({ config: { fileWork: { heapMb: 96 } } });
    mallory = await person(server, "mallory@hostile.test", "candidate");
    camille = await person(server, "camille@hostile.test", "candidate");
  });
  afterAll(() => server?.close());

  it("reads a page two billion units wide in the time its text takes, not its width", async () => {
    const path = await upload(server, mallory, "large.pdf", await widePdf(2e9));
    const reply = await analyse(server, mallory, path);
    expect(reply.status).toBe(200);
    expect(reply.body.file.format).toBe("pdf");
  });

  it("stops unpacking a DOCX whose zip directory lies about its size, and says why in French", async () => {
    const path = await upload(server, mallory, "bombe.docx", lyingZipBomb(32 * 1024 * 1024));
    const reply = await analyse(server, mallory, path);
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ error: expect.stringMatching(tooComplex), field: "path" });
  });

  it("answers everyone else while a heavy DOCX is read, ends the process past its memory and starts another", async () => {
    const heavy = await upload(server, mallory, "lourd.docx", heavyDocx(2 * 1024 * 1024));
    const reading = analyse(server, mallory, heavy);
    expect(await healthAnswersDuring(server, reading)).toBeGreaterThanOrEqual(10);
    const reply = await reading;
    expect(reply.status).toBe(422);
    expect(reply.body.error).toMatch(tooComplex);

    // The next CV is read by a new process, as if nothing had happened.
    const cv = cvs.find((entry) => entry.name === "01-camille-2col.pdf")!;
    const next = await analyse(server, camille, await upload(server, camille, "cv.pdf", cv.bytes));
    expect(next.status).toBe(200);
    expect(next.body.facts).toMatchObject({ first_name: "Camille", last_name: "Martin" });
  });

  it("reads one file at a time for each person: a second one meanwhile is refused in French", async () => {
    const heavy = await upload(server, mallory, "lourd-2.docx", heavyDocx(2 * 1024 * 1024));
    const cv = cvs.find((entry) => entry.name === "04-julien-2col.pdf")!;
    const other = await upload(server, mallory, "autre.pdf", cv.bytes);
    const first = analyse(server, mallory, heavy);
    await afterAFewAnswers(server);
    const second = await analyse(server, mallory, other);
    expect(second.status).toBe(429);
    expect(second.body.error).toBe(
      "L'analyse de votre CV précédent n'est pas terminée : attendez son résultat avant d'en lancer une autre.",
    );
    expect((await first).status).toBe(422);
    // Once the first is done, the same file is read.
    expect((await analyse(server, mallory, other)).status).toBe(200);
  });
});

describe("the file pool's limits", () => {
  it("ends a reading past its deadline with a French 422", async () => {
    const server = await startTestServer({ config: { fileWork: { deadlineMs: 1000, heapMb: 2048 } } });
    try {
      const mallory = await person(server, "lent@hostile.test", "candidate");
      const reply = await analyse(
        server,
        mallory,
        await upload(server, mallory, "lent.docx", heavyDocx(2 * 1024 * 1024)),
      );
      expect(reply.status).toBe(422);
      expect(reply.body.error).toMatch(tooComplex);
    } finally {
      await server.close();
    }
  });

  it("answers 503 with Retry-After when every process is busy and the queue is full", async () => {
    const server = await startTestServer({ config: { fileWork: { threads: 1, queue: 0, heapMb: 96 } } });
    try {
      const mallory = await person(server, "occupe@hostile.test", "candidate");
      const camille = await person(server, "camille@pool.test", "candidate");
      const heavy = await upload(server, mallory, "lourd.docx", heavyDocx(2 * 1024 * 1024));
      const cv = cvs.find((entry) => entry.name === "01-camille-2col.pdf")!;
      const path = await upload(server, camille, "cv.pdf", cv.bytes);
      const first = analyse(server, mallory, heavy);
      await afterAFewAnswers(server);
      const refused = await analyse(server, camille, path);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("60");
      expect(refused.body.error).toBe("Beaucoup de CV sont en cours d'analyse : réessayez dans une minute.");
      await first;
      // Once the process that read it is replaced (well within the minute asked), the CV is read.
      await expect
        .poll(async () => (await analyse(server, camille, path)).status, { timeout: 20_000, interval: 500 })
        .toBe(200);
    } finally {
      await server.close();
    }
  });
});
