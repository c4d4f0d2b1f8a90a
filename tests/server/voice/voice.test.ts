// The voice presentation's API on the real server (PGlite, Storage stand-in, real HTTP): the
// recording read as the caller and sent to an OpenAI-compatible transcription service (a local
// HTTP server speaking its documented request and answer), the content analysis, and the findings
// applied to the candidate's profile under row-level security.
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { badTokens, call } from "../api/profile-support.ts";
import { candidateInfos, person, webm, type Person } from "../storage/support.ts";

const spoken =
  "Bonjour, je suis développeuse web à Lyon. Je travaille avec React et TypeScript. Je parle anglais couramment.";

/** What the fake transcription service received, one entry per request. */
interface Received {
  authorization: string | undefined;
  contentType: string | undefined;
  fields: Record<string, string>;
  file: { name: string; type: string; bytes: Uint8Array } | null;
}

let openAi: Server;
let openAiUrl: string;
const received: Received[] = [];
let failNext: { status: number; body: string } | null = null;

/** A minimal OpenAI-compatible `POST /v1/audio/transcriptions`: multipart in, `{text}` out. */
function startFakeOpenAi() {
  openAi = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      void (async () => {
        if (request.method !== "POST" || request.url !== "/v1/audio/transcriptions") {
          response.writeHead(404, { "content-type": "application/json" });
          response.end(JSON.stringify({ error: { message: "Not found", type: "invalid_request_error" } }));
          return;
        }
        const form = await new Request("http://fake/", {
          method: "POST",
          headers: { "content-type": request.headers["content-type"] ?? "" },
          body: Buffer.concat(chunks),
        }).formData();
        const fields: Record<string, string> = {};
        let file: Received["file"] = null;
        for (const [name, value] of form) {
          if (typeof value === "string") fields[name] = value;
          else file = { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
        }
        received.push({
          authorization: request.headers.authorization,
          contentType: request.headers["content-type"],
          fields,
          file,
        });
        if (failNext) {
          response.writeHead(failNext.status, { "content-type": "application/json" });
          response.end(failNext.body);
          failNext = null;
          return;
        }
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ text: ` ${spoken} ` }));
      })();
    });
  });
  return new Promise<void>((resolve) => {
    openAi.listen(0, "127.0.0.1", () => {
      openAiUrl = `http://127.0.0.1:${(openAi.address() as AddressInfo).port}/v1`;
      resolve();
    });
  });
}

let hosted: TestServer;
let embedded: TestServer;
let camille: Person;
let nadia: Person;
let recruiter: Person;
let embeddedCandidate: Person;

const recording = webm(30_000);

async function upload(server: TestServer, who: Person, name: string, bytes: Uint8Array<ArrayBuffer> = recording) {
  const { error } = await who.client.storage
    .from("voice")
    .upload(`${who.id}/${name}`, new Blob([bytes], { type: "audio/webm" }), { contentType: "audio/webm" });
  if (error) throw new Error(`upload ${name}: ${error.message}`);
  void server;
}

async function infoOf(server: TestServer, who: Person) {
  const { rows } = await server.db.query<{
    skills: string[];
    languages: string[];
    target_title: string | null;
    rome_code: string | null;
    voice_analysis: Record<string, unknown> | null;
    updated_at: string;
  }>(
    "select skills, languages, target_title, rome_code, voice_analysis, updated_at::text from public.candidate_infos where profile_id = $1",
    [who.profileId],
  );
  return rows[0];
}

beforeAll(async () => {
  await startFakeOpenAi();
  [hosted, embedded] = await Promise.all([
    startTestServer({ config: { speech: { url: openAiUrl, apiKey: "sk-test-voix", model: "whisper-1" } } }),
    startTestServer(),
  ]);
  camille = await person(hosted, "camille@voice.test", "candidate");
  nadia = await person(hosted, "nadia@voice.test", "candidate");
  recruiter = await person(hosted, "recrutement@voice.test", "recruiter");
  embeddedCandidate = await person(embedded, "ines@voice.test", "candidate");
  await candidateInfos(hosted, camille);
  await hosted.db.query(
    "update public.candidate_infos set skills = '{Git}', languages = '{\"Français (Langue maternelle)\",\"Anglais (B1)\"}' where profile_id = $1",
    [camille.profileId],
  );
  await upload(hosted, camille, "presentation-1.webm");
  await upload(hosted, nadia, "presentation-1.webm");
  await upload(embedded, embeddedCandidate, "presentation-1.webm");
});

afterAll(async () => {
  await Promise.all([hosted?.close(), embedded?.close()]);
  await new Promise((resolve) => openAi?.close(resolve));
});

beforeEach(() => {
  received.length = 0;
  failNext = null;
});

describe("GET /api/voice", () => {
  it("says whether a transcription service is configured, and the saved analysis", async () => {
    const withProvider = await call(hosted, "GET", "/api/voice", { token: nadia.token });
    expect(withProvider.status).toBe(200);
    expect(withProvider.body).toEqual({ transcription: true, analysis: null });
    expect(withProvider.headers.get("cache-control")).toBe("no-store");
    const without = await call(embedded, "GET", "/api/voice", { token: embeddedCandidate.token });
    expect(without.status).toBe(200);
    expect(without.body).toEqual({ transcription: false, analysis: null });
  });
});

describe("POST /api/voice/transcribe", () => {
  it("sends the caller's recording to the OpenAI-compatible service, as documented, and answers its text", async () => {
    const reply = await call(hosted, "POST", "/api/voice/transcribe", {
      token: camille.token,
      body: { path: `${camille.id}/presentation-1.webm` },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ transcript: spoken });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.authorization).toBe("Bearer sk-test-voix");
    expect(request!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request!.fields).toEqual({ model: "whisper-1", language: "fr", response_format: "json" });
    expect(request!.file).toMatchObject({ name: "presentation.webm", type: "audio/webm" });
    expect(request!.file!.bytes).toEqual(recording);
  });

  it("answers 501 in French when no transcription service is configured", async () => {
    const reply = await call(embedded, "POST", "/api/voice/transcribe", {
      token: embeddedCandidate.token,
      body: { path: `${embeddedCandidate.id}/presentation-1.webm` },
    });
    expect(reply.status).toBe(501);
    expect(reply.body.error).toMatch(/transcription automatique n'est pas disponible/);
    expect(reply.body.error).toMatch(/saisissez/);
  });

  it("answers 502 in French when the service fails", async () => {
    failNext = {
      status: 500,
      body: JSON.stringify({ error: { message: "The server had an error", type: "server_error" } }),
    };
    const reply = await call(hosted, "POST", "/api/voice/transcribe", {
      token: camille.token,
      body: { path: `${camille.id}/presentation-1.webm` },
    });
    expect(reply.status).toBe(502);
    expect(reply.body.error).toMatch(/service de transcription n'a pas pu traiter/);
  });

  it("refuses another user's recording, and a recording that is not there", async () => {
    const theirs = await call(hosted, "POST", "/api/voice/transcribe", {
      token: camille.token,
      body: { path: `${nadia.id}/presentation-1.webm` },
    });
    expect(theirs.status).toBe(400);
    expect(theirs.body).toEqual({ error: expect.stringMatching(/n'est pas dans votre dossier/), field: "path" });
    const missing = await call(hosted, "POST", "/api/voice/transcribe", {
      token: camille.token,
      body: { path: `${camille.id}/absente.webm` },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: expect.stringMatching(/Enregistrement introuvable/), field: "path" });
    // Nothing reached the transcription service.
    expect(received).toHaveLength(0);
  });

  it("refuses paths outside a plain file of the caller's folder", async () => {
    for (const path of [
      "../x",
      `${camille.id}/../${nadia.id}/presentation-1.webm`,
      `${camille.id}/dossier/presentation.webm`,
      `${camille.id}/presentation.exe`,
      "/etc/passwd",
      "",
    ]) {
      const reply = await call(hosted, "POST", "/api/voice/transcribe", { token: camille.token, body: { path } });
      expect(reply.status, path).toBe(400);
      expect(reply.body.field, path).toBe("path");
      expect(reply.body.error, path).toMatch(/« Enregistrement »/);
    }
    const unknown = await call(hosted, "POST", "/api/voice/transcribe", {
      token: camille.token,
      body: { path: `${camille.id}/presentation-1.webm`, model: "gpt-4o-transcribe" },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: "Champ inconnu : « model ».", field: "model" });
    expect(received).toHaveLength(0);
  });
});

describe("POST /api/voice/analyse", () => {
  it("reads the words only: skills, languages and levels, the trade, the length", async () => {
    const reply = await call(hosted, "POST", "/api/voice/analyse", {
      token: camille.token,
      body: { transcript: spoken, path: `${camille.id}/presentation-1.webm` },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.skills).toEqual(["TypeScript", "React"]);
    expect(reply.body.languages).toEqual([{ language: "Anglais", level: "Courant" }]);
    expect(reply.body.trades[0]).toEqual({
      phrase: "développeuse web",
      title: "Développeur / Développeuse web",
      rome: "M1805",
    });
    expect(reply.body.length).toEqual({ words: 17, sentences: 3, estimated_seconds: 7 });
    expect(reply.body.clarity.level).toBe("too_short");
    expect(reply.body.clarity.note).toMatch(/trop courte/);
    // Nothing about the person: only these keys.
    expect(Object.keys(reply.body).sort()).toEqual(["clarity", "languages", "length", "skills", "trades"]);
  });

  it("refuses an empty, a missing or a too long transcript in French", async () => {
    const cases: [unknown, RegExp][] = [
      [{ transcript: "   " }, /« Transcription » ne peut pas être vide/],
      [{}, /« Transcription » est requis/],
      [{ transcript: "a".repeat(10_001) }, /« Transcription » est trop long \(10000 caractères au plus\)/],
      [{ transcript: 42 }, /« Transcription » doit être un texte/],
    ];
    for (const [body, message] of cases) {
      const reply = await call(hosted, "POST", "/api/voice/analyse", { token: camille.token, body });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ error: expect.stringMatching(message), field: "transcript" });
    }
    const huge = await call(hosted, "POST", "/api/voice/analyse", {
      token: camille.token,
      body: { transcript: "mot ".repeat(400_000) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toMatch(/Requête trop volumineuse/);
  });
});

describe("POST /api/voice/apply", () => {
  it("writes the chosen findings to the profile (skills merged, languages as « Anglais (C1) ») and saves the analysis", async () => {
    const path = `${camille.id}/presentation-1.webm`;
    const reply = await call(hosted, "POST", "/api/voice/apply", {
      token: camille.token,
      body: {
        transcript: spoken,
        path,
        skills: ["React", "TypeScript", "git"],
        languages: [{ language: "Anglais", level: "C1" }],
        target_title: "Développeur / Développeuse web",
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      skills: ["Git", "React", "TypeScript"],
      languages: ["Français (Langue maternelle)", "Anglais (C1)"],
      target_title: "Développeur / Développeuse web",
      rome_code: "M1805",
    });
    const info = await infoOf(hosted, camille);
    expect(info).toMatchObject({
      skills: ["Git", "React", "TypeScript"],
      languages: ["Français (Langue maternelle)", "Anglais (C1)"],
      target_title: "Développeur / Développeuse web",
      rome_code: "M1805",
    });
    expect(info!.voice_analysis).toMatchObject({
      transcript: spoken,
      path,
      analysis: { skills: ["TypeScript", "React"], languages: [{ language: "Anglais", level: "Courant" }] },
      applied: {
        skills: ["React", "TypeScript", "git"],
        languages: ["Anglais (C1)"],
        target_title: "Développeur / Développeuse web",
      },
    });
    expect(Date.parse(String(info!.voice_analysis!.analysed_at))).toBeGreaterThan(Date.now() - 60_000);

    const status = await call(hosted, "GET", "/api/voice", { token: camille.token });
    expect(status.body).toMatchObject({ transcription: true, analysis: { transcript: spoken, path } });
  });

  it("keeps the family the candidate picked for the trade sought, and when the title is reworded after", async () => {
    const picked = await call(hosted, "POST", "/api/voice/apply", {
      token: camille.token,
      body: { transcript: spoken, target_title: "Développeur / Développeuse web", rome_code: "M1806" },
    });
    expect(picked.status).toBe(200);
    expect(picked.body).toMatchObject({ target_title: "Développeur / Développeuse web", rome_code: "M1806" });
    const reworded = await call(hosted, "POST", "/api/voice/apply", {
      token: camille.token,
      body: { transcript: spoken, target_title: "Comptable" },
    });
    expect(reworded.body).toMatchObject({ target_title: "Comptable", rome_code: "M1806" });
    // null gives the trade back to the title.
    const cleared = await call(hosted, "POST", "/api/voice/apply", {
      token: camille.token,
      body: { transcript: spoken, target_title: "Développeur / Développeuse web", rome_code: null },
    });
    expect(cleared.body).toMatchObject({ rome_code: "M1805" });
  });

  it("creates the candidate's info when there was none yet", async () => {
    const reply = await call(hosted, "POST", "/api/voice/apply", {
      token: nadia.token,
      body: {
        transcript: "Je suis infirmière. Je parle espagnol.",
        languages: [{ language: "Espagnol", level: null }],
      },
    });
    expect(reply.status).toBe(200);
    expect(await infoOf(hosted, nadia)).toMatchObject({ skills: [], languages: ["Espagnol"], target_title: null });
  });

  it("refuses bad input in French and changes nothing", async () => {
    const before = await infoOf(hosted, camille);
    const cases: [unknown, string][] = [
      [{ transcript: spoken, skills: ["React"], admin: true }, "admin"],
      [{ transcript: "x".repeat(10_001), skills: ["Java"] }, "transcript"],
      [{ transcript: spoken, skills: ["Java"], path: "../x" }, "path"],
      [{ transcript: spoken, skills: ["Java"], path: `${nadia.id}/presentation-1.webm` }, "path"],
      [{ transcript: spoken, languages: [{ language: "Anglais", level: "Excellent" }] }, "languages.0.level"],
      [{ transcript: spoken, languages: [{ language: "Anglais" }] }, "languages.0.level"],
      [{ transcript: spoken, skills: Array.from({ length: 51 }, (_, i) => `Compétence ${i}`) }, "skills"],
      [{ transcript: spoken, skills: [""] }, "skills.0"],
      [{ transcript: spoken, target_title: "t".repeat(201) }, "target_title"],
      [{ transcript: spoken, target_title: "Comptable", rome_code: "Z9999" }, "rome_code"],
      [{ transcript: spoken, target_title: "Comptable", rome_code: "comptabilité" }, "rome_code"],
      [{ transcript: spoken, skills: Array.from({ length: 50 }, (_, i) => `Outil ${i}`) }, "skills"],
    ];
    for (const [body, field] of cases) {
      const reply = await call(hosted, "POST", "/api/voice/apply", { token: camille.token, body });
      expect(reply.status, field).toBe(400);
      expect(reply.body.field, field).toBe(field);
      expect(reply.body.error, field).toMatch(/[«»]|trop|dossier|ROME/);
    }
    expect(await infoOf(hosted, camille)).toEqual(before);
  });
});

describe("who may call", () => {
  it("refuses a recruiter, in French", async () => {
    const requests: [string, string, unknown][] = [
      ["GET", "/api/voice", undefined],
      ["POST", "/api/voice/transcribe", { path: `${recruiter.id}/presentation.webm` }],
      ["POST", "/api/voice/analyse", { transcript: spoken }],
      ["POST", "/api/voice/apply", { transcript: spoken, skills: ["React"] }],
    ];
    for (const [method, path, body] of requests) {
      const reply = await call(hosted, method, path, { token: recruiter.token, body });
      expect(reply.status, path).toBe(403);
      expect(reply.body, path).toEqual({ error: "Accès refusé : réservé aux candidats." });
    }
    expect(received).toHaveLength(0);
  });

  it("answers 401 without a token, and to forged or expired ones", async () => {
    const tokens = await badTokens(hosted, { ...camille, sessionId: randomUUID() }, nadia as never);
    for (const [method, path, body] of [
      ["GET", "/api/voice", undefined],
      ["POST", "/api/voice/transcribe", { path: `${camille.id}/presentation-1.webm` }],
      ["POST", "/api/voice/analyse", { transcript: spoken }],
      ["POST", "/api/voice/apply", { transcript: spoken, skills: ["React"] }],
    ] as const) {
      const none = await call(hosted, method, path, { body });
      expect(none.status, path).toBe(401);
      expect(none.body, path).toEqual({ error: "Token manquant" });
      for (const [name, token] of Object.entries(tokens)) {
        const reply = await call(hosted, method, path, { token, body });
        expect(reply.status, `${path} ${name}`).toBe(401);
        expect(reply.body, `${path} ${name}`).toEqual({ error: "Jeton invalide ou expiré" });
      }
    }
    expect(received).toHaveLength(0);
  });
});
