// GET /api/account/export: everything the caller owns, as a ZIP, and nothing of anyone else's —
// not the files a mutual match lets a recruiter read, not what an administrator's RLS lets them see.
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { accountRoutes } from "@fuse/api/account/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { badTokens } from "../api/profile-support.ts";
import { candidateInfos, jpeg, like, pdf, person, png, publishedOffer, webm, type Person } from "../storage/support.ts";

let server: TestServer;
let camille: Person;
let recruiter: Person;
let admin: Person;
let jobId: string;

const cvBytes = pdf(300_000);
const voiceBytes = webm(50_000);
const avatarBytes = png(20_000);

async function upload(who: Person, bucket: string, name: string, bytes: Uint8Array<ArrayBuffer>, type: string) {
  const { error } = await who.client.storage
    .from(bucket)
    .upload(`${who.id}/${name}`, new Blob([bytes], { type }), { contentType: type });
  if (error) throw new Error(`upload ${bucket}/${name}: ${error.message}`);
}

beforeAll(async () => {
  server = await startTestServer();
  camille = await person(server, "camille@export.test", "candidate");
  recruiter = await person(server, "recrutement@export.test", "recruiter");
  admin = await person(server, "admin@export.test", "admin");
  await candidateInfos(server, camille);
  await server.db.query("update public.candidate_infos set memo = '<p>Mon portrait à moi</p>' where profile_id = $1", [
    camille.profileId,
  ]);
  jobId = await publishedOffer(server, recruiter);
  await like(camille, camille, jobId, "candidate");
  await like(recruiter, camille, jobId, "recruiter");
  // The candidate questionnaire's open questions, as the seed declares them.
  await server.db.query(
    `insert into public.questionnaires (slug, title, audience, questions) values ('candidate', 'Votre profil candidat', 'candidate', $1)
     on conflict (slug) do nothing`,
    [
      JSON.stringify([
        {
          id: "motivation",
          step: 1,
          type: "long_text",
          label: "Qu'est-ce qui vous motive dans votre travail ?",
          required: false,
        },
        {
          id: "achievement",
          step: 1,
          type: "long_text",
          label: "Racontez une réussite dont vous êtes fier·ère",
          required: false,
        },
        {
          id: "environment",
          step: 1,
          type: "single_choice",
          label: "Dans quel environnement donnez-vous le meilleur de vous-même ?",
          required: false,
          options: [
            { value: "startup", label: "Une petite équipe qui avance vite" },
            { value: "terrain", label: "Sur le terrain, au contact des gens" },
          ],
        },
      ]),
    ],
  );
  const { rows } = await server.db.query<{ id: string }>(
    "select id from public.questionnaires where slug = 'candidate'",
  );
  await server.db.query(
    "insert into public.questionnaire_responses (questionnaire_id, profile_id, answers) values ($1, $2, $3)",
    [rows[0]!.id, camille.profileId, JSON.stringify({ motivation: "Apprendre chaque jour" })],
  );
  await upload(camille, "cvs", "cv.pdf", cvBytes, "application/pdf");
  await upload(camille, "voice", "presentation.webm", voiceBytes, "audio/webm");
  await upload(camille, "avatars", "photo.png", avatarBytes, "image/png");
  await upload(recruiter, "avatars", "recruteur.jpg", jpeg(5_000), "image/jpeg");
});
afterAll(() => server?.close());

async function exportAs(authorization?: string) {
  const response = await fetch(`${server.url}/api/account/export`, {
    headers: authorization ? { authorization } : {},
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes };
}

async function exportOf(who: Person) {
  const { response, bytes } = await exportAs(`Bearer ${who.token}`);
  expect(response.status).toBe(200);
  const files = unzipSync(bytes);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the export's JSON, asserted below
  const data = JSON.parse(strFromU8(files["donnees.json"]!)) as any;
  return { response, bytes, files, data };
}

describe("GET /api/account/export", () => {
  it("answers a ZIP to download, never cached", async () => {
    const { response } = await exportOf(camille);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="fuse-mes-donnees.zip"');
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("holds the candidate's account, profile, answers, decisions, match and workflow", async () => {
    // The score of a potential match, as the server stores it (once the match worker is done).
    await server.matchRefresher.settled();
    await server.db.query(
      `insert into public.candidate_job_scores (candidate_id, job_id, score, published_at)
       values ($1, $2, 81, now()) on conflict (candidate_id, job_id) do update set score = excluded.score`,
      [camille.profileId, jobId],
    );
    const { data } = await exportOf(camille);
    expect(data.scores_des_offres).toEqual([
      expect.objectContaining({ candidate_id: camille.profileId, job_id: jobId, score: 81 }),
    ]);
    expect(data.compte).toMatchObject({ id: camille.id, email: "camille@export.test" });
    expect(data.profil).toMatchObject({ id: camille.profileId, user_id: camille.id, type: "candidate" });
    expect(data.informations_candidat).toMatchObject({ first_name: "Camille", memo: "<p>Mon portrait à moi</p>" });
    expect(data.reponses_questionnaires).toEqual([
      expect.objectContaining({
        questionnaire: "candidate",
        reponses: { motivation: "Apprendre chaque jour" },
        questions: expect.objectContaining({ motivation: "Qu'est-ce qui vous motive dans votre travail ?" }),
      }),
    ]);
    // Their own side only: a candidate never learns the recruiter's decision from the export either.
    expect(data.decisions_de_match).toEqual([
      expect.objectContaining({ candidate_id: camille.profileId, job_id: jobId, side: "candidate", decision: "like" }),
    ]);
    expect(data.matchs).toEqual([expect.objectContaining({ candidate_id: camille.profileId, job_id: jobId })]);
    expect(data.suivi_des_candidatures).toEqual([expect.objectContaining({ stage: "new_match" })]);
    expect(data.historique_du_suivi).toEqual([expect.objectContaining({ to_stage: "new_match" })]);
    expect(data.entreprise).toBeNull();
    expect(data.offres).toEqual([]);
  });

  it("includes their files byte for byte, and lists them", async () => {
    const { files, data } = await exportOf(camille);
    expect(Object.keys(files).sort()).toEqual([
      "donnees.json",
      `fichiers/avatars/${camille.id}/photo.png`,
      `fichiers/cvs/${camille.id}/cv.pdf`,
      `fichiers/voice/${camille.id}/presentation.webm`,
    ]);
    expect(files[`fichiers/cvs/${camille.id}/cv.pdf`]).toEqual(cvBytes);
    expect(files[`fichiers/voice/${camille.id}/presentation.webm`]).toEqual(voiceBytes);
    expect(files[`fichiers/avatars/${camille.id}/photo.png`]).toEqual(avatarBytes);
    expect(data.fichiers).toHaveLength(3);
    expect(data.fichiers_non_inclus).toBeUndefined();
  });

  it("stays about the size of what it holds", async () => {
    const { bytes, files } = await exportOf(camille);
    const contents = Object.values(files).reduce((total, file) => total + file.byteLength, 0);
    // Stored files are not compressed again; the JSON is. Headers add little.
    expect(bytes.byteLength).toBeLessThan(contents + 4096);
    expect(bytes.byteLength).toBeGreaterThan(cvBytes.byteLength);
  });

  it("gives a recruiter their own data only, not the files of the candidate they matched", async () => {
    const { files, data } = await exportOf(recruiter);
    expect(Object.keys(files).sort()).toEqual(["donnees.json", `fichiers/avatars/${recruiter.id}/recruteur.jpg`]);
    expect(data.compte.email).toBe("recrutement@export.test");
    expect(data.entreprise).toMatchObject({ profile_id: recruiter.profileId });
    expect(data.offres).toEqual([expect.objectContaining({ id: jobId })]);
    expect(data.informations_candidat).toBeNull();
    expect(data.decisions_de_match).toEqual([expect.objectContaining({ side: "recruiter" })]);
    expect(data.reponses_questionnaires).toEqual([]);
    expect(JSON.stringify(data)).not.toContain("camille@export.test");
  });

  it("gives an administrator their own data, not everyone's", async () => {
    const { files, data } = await exportOf(admin);
    expect(Object.keys(files)).toEqual(["donnees.json"]);
    expect(data.profil).toMatchObject({ user_id: admin.id, type: "admin" });
    expect(data.informations_candidat).toBeNull();
    expect(data.matchs).toEqual([]);
    expect(data.decisions_de_match).toEqual([]);
    expect(data.suivi_des_candidatures).toEqual([]);
    expect(data.historique_du_suivi).toEqual([]);
    expect(data.reponses_questionnaires).toEqual([]);
  });

  it("refuses a call without a token, in French", async () => {
    const { response, bytes } = await exportAs();
    expect(response.status).toBe(401);
    expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual({ error: "Token manquant" });
  });

  it("refuses forged, expired and other tokens", async () => {
    const tokens = await badTokens(server, { ...camille, sessionId: crypto.randomUUID() }, recruiter as never);
    for (const [name, token] of Object.entries(tokens)) {
      const { response, bytes } = await exportAs(`Bearer ${token}`);
      expect(response.status, name).toBe(401);
      expect(JSON.parse(new TextDecoder().decode(bytes)), name).toEqual({ error: "Jeton invalide ou expiré" });
    }
  });
});

describe("GET /api/portrait/answers", () => {
  const answersOf = (token?: string) =>
    fetch(`${server.url}/api/portrait/answers`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("gives the candidate their own open answers, null where they gave none", async () => {
    const response = await answersOf(camille.token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      motivation: "Apprendre chaque jour",
      achievement: null,
      environment: null,
    });
  });

  it("answers a choice with the label the candidate saw", async () => {
    await server.db.query(
      `update public.questionnaire_responses set answers = answers || '{"environment": "terrain", "achievement": "  Un projet livré  "}'
        where profile_id = $1`,
      [camille.profileId],
    );
    expect(await (await answersOf(camille.token)).json()).toEqual({
      motivation: "Apprendre chaque jour",
      achievement: "Un projet livré",
      environment: "Sur le terrain, au contact des gens",
    });
  });

  it("never gives someone else's answers", async () => {
    expect(await (await answersOf(recruiter.token)).json()).toEqual({
      motivation: null,
      achievement: null,
      environment: null,
    });
    expect(await (await answersOf(admin.token)).json()).toEqual({
      motivation: null,
      achievement: null,
      environment: null,
    });
  });

  it("refuses a call without a valid token", async () => {
    expect((await answersOf()).status).toBe(401);
    expect((await answersOf(server.anonKey)).status).toBe(401);
  });
});

describe("limits", () => {
  it("allows a few exports an hour per user, then answers 429 in French", async () => {
    const limited = await startTestServer({ modules: [(ctx) => accountRoutes(ctx, { exportsPerHour: 2 })] });
    try {
      const [first, second] = await Promise.all(
        ["un@limite.test", "deux@limite.test"].map((email) => person(limited, email, "candidate")),
      );
      const exportWith = (token: string) =>
        fetch(`${limited.url}/api/account/export`, { headers: { authorization: `Bearer ${token}` } });
      expect((await exportWith(first!.token)).status).toBe(200);
      expect((await exportWith(first!.token)).status).toBe(200);
      const refused = await exportWith(first!.token);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(((await refused.json()) as { error: string }).error).toMatch(
        /^Trop d'exports en peu de temps : réessayez dans \d+ min\.$/,
      );
      // Another user is not held back by the first.
      expect((await exportWith(second!.token)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("mounting", () => {
  it("leaves other routes under /api alone", async () => {
    const alone = await startTestServer({ modules: [accountRoutes] });
    try {
      const response = await fetch(`${alone.url}/api/somewhere-else`);
      expect(response.status).toBe(404);
    } finally {
      await alone.close();
    }
  });
});
