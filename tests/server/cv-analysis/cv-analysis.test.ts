// The CV analysis through the API, as the candidate's browser calls it: the CV uploaded to their
// private folder, read by the server as them, facts found, reviewed fields applied, file deleted.
// Everyone else's files stay out of reach, and every bad input gets a French refusal and changes nothing.
import { randomUUID } from "node:crypto";

import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { generateCvs, type GeneratedCv } from "../../fixtures/cv/corpus.ts";
import { badTokens, call, snapshot } from "../api/profile-support.ts";
import { person, type Person } from "../storage/support.ts";

let server: TestServer;
let camille: Person;
let other: Person;
let recruiter: Person;
let cvs: GeneratedCv[];

const types = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

async function upload(who: Person, name: string, bytes: Uint8Array, type: string) {
  const { error } = await who.client.storage
    .from("cvs")
    .upload(`${who.id}/${name}`, new Blob([bytes.slice()], { type }), { contentType: type, upsert: true });
  if (error) throw new Error(`upload ${name}: ${error.message}`);
  return `${who.id}/${name}`;
}

const infoOf = async (who: Person) =>
  (
    await server.db.query<{
      skills: string[];
      languages: string[];
      target_title: string | null;
      analyzer_cv: boolean;
      phone: string | null;
      cv_analysis: Record<string, unknown> | null;
    }>(
      "select skills, languages, target_title, analyzer_cv, phone, cv_analysis from public.candidate_infos where profile_id = $1",
      [who.profileId],
    )
  ).rows[0];

beforeAll(async () => {
  server = await startTestServer();
  camille = await person(server, "camille@cv.test", "candidate");
  other = await person(server, "autre@cv.test", "candidate");
  recruiter = await person(server, "recrutement@cv.test", "recruiter");
  cvs = await generateCvs();
});

afterAll(async () => {
  await server?.close();
});

describe("POST /api/cv-analysis", () => {
  it("reads a two-column PDF uploaded to the candidate's folder and finds its facts", async () => {
    const cv = cvs.find((entry) => entry.name === "01-camille-2col.pdf")!;
    const path = await upload(camille, "cv.pdf", cv.bytes, types.pdf);
    const reply = await call(server, "POST", "/api/cv-analysis", {
      token: camille.token,
      body: { path, name: "Mon CV.pdf" },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.file).toEqual({ path, name: "Mon CV.pdf", format: "pdf" });
    expect(reply.body.language).toBe("fr");
    expect(reply.body.facts).toMatchObject({
      first_name: "Camille",
      last_name: "Martin",
      email: "camille.martin@exemple.fr",
      city: "Lyon",
      postal_code: "69003",
      headline: "Développeuse web full-stack",
    });
    expect(
      reply.body.facts.experiences.map((job: { title: string; employer: string }) => [job.title, job.employer]),
    ).toEqual([
      ["Développeuse full-stack", "Atelier Numérique"],
      ["Développeuse web", "Agence Pixel"],
    ]);
    expect(reply.body.facts.skills).toEqual(["React", "TypeScript", "Node.js", "PostgreSQL", "Docker", "Figma"]);
    expect(reply.body.facts.languages).toContainEqual({ language: "Anglais", level: "C1" });
    // Found, kept, not applied: the step is not done until the candidate chooses.
    const saved = await call(server, "GET", "/api/cv-analysis", { token: camille.token });
    expect(saved.body.analysis.facts.email).toBe("camille.martin@exemple.fr");
    expect(saved.body.analyzer_cv).toBe(false);
  });

  it("reads a DOCX in English", async () => {
    const cv = cvs.find((entry) => entry.name === "05-emily-2col.docx")!;
    const path = await upload(camille, "resume.docx", cv.bytes, types.docx);
    const reply = await call(server, "POST", "/api/cv-analysis", { token: camille.token, body: { path } });
    expect(reply.status).toBe(200);
    expect(reply.body.file.format).toBe("docx");
    expect(reply.body.language).toBe("en");
    expect(reply.body.facts).toMatchObject({ first_name: "Emily", last_name: "Carter", headline: "Data Analyst" });
    expect(reply.body.facts.experiences[0]).toMatchObject({
      title: "Data Analyst",
      employer: "Retail Insights",
      current: true,
    });
  });

  it("refuses, in French, a PDF without text (a scan) and a damaged file", async () => {
    const scan = await PDFDocument.create();
    scan.addPage([595, 842]);
    const empty = await upload(camille, "scan.pdf", await scan.save(), types.pdf);
    const scanned = await call(server, "POST", "/api/cv-analysis", { token: camille.token, body: { path: empty } });
    expect(scanned.status).toBe(422);
    expect(scanned.body.error).toMatch(/^Aucun texte n'a pu être lu dans ce fichier/);

    const broken = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF");
    const damaged = await upload(camille, "abime.pdf", broken, types.pdf);
    const reply = await call(server, "POST", "/api/cv-analysis", { token: camille.token, body: { path: damaged } });
    expect(reply.status).toBe(422);
    expect(reply.body.error).toMatch(/endommagé ou illisible|Aucun texte/);
  });

  it("reads no one else's file: another folder, a path that leaves the folder, a file that is not there", async () => {
    const cv = cvs.find((entry) => entry.name === "02-thomas-1col.pdf")!;
    const theirs = await upload(other, "cv.pdf", cv.bytes, types.pdf);
    for (const path of [theirs, `${camille.id}/../${other.id}/cv.pdf`, `${camille.id}/absent.pdf`]) {
      const reply = await call(server, "POST", "/api/cv-analysis", { token: camille.token, body: { path } });
      expect([400, 404]).toContain(reply.status);
      expect(reply.body.error).toMatch(/introuvable|n'est pas valide|Fichier/);
      expect(JSON.stringify(reply.body)).not.toContain("Thomas");
    }
  });

  it("is for candidates with a valid token only", async () => {
    const path = `${recruiter.id}/cv.pdf`;
    const asRecruiter = await call(server, "POST", "/api/cv-analysis", { token: recruiter.token, body: { path } });
    expect(asRecruiter.status).toBe(403);
    expect((await call(server, "POST", "/api/cv-analysis", { body: { path } })).status).toBe(401);
    for (const [label, token] of Object.entries(
      await badTokens(server, { ...camille, sessionId: randomUUID() }, { ...other, sessionId: randomUUID() }),
    )) {
      const reply = await call(server, "GET", "/api/cv-analysis", { token });
      expect(reply.status, label).toBe(401);
    }
  });
});

describe("POST /api/cv-analysis/apply", () => {
  it("writes only the chosen fields, joins the skills, and closes the step", async () => {
    await server.db.query("update public.candidate_infos set skills = '{Git}' where profile_id = $1", [
      camille.profileId,
    ]);
    const reply = await call(server, "POST", "/api/cv-analysis/apply", {
      token: camille.token,
      body: {
        target_title: "Développeuse web",
        phone: "06 12 34 56 78",
        skills: ["React", "TypeScript", "git"],
        languages: [
          { language: "Anglais", level: "C1" },
          { language: "Italien", level: null },
        ],
        experiences: [{ title: "Développeuse web", employer: "Agence Pixel", start: "2018-09", end: "2021-02" }],
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      analyzer_cv: true,
      applied: ["phone", "target_title", "skills", "languages", "experiences"],
    });
    const info = await infoOf(camille);
    expect(info).toMatchObject({
      target_title: "Développeuse web",
      phone: "06 12 34 56 78",
      skills: ["Git", "React", "TypeScript"],
      languages: ["Anglais (C1)", "Italien"],
      analyzer_cv: true,
    });
    expect(info?.cv_analysis).toMatchObject({ applied: reply.body.applied });
  });

  it("files the trade sought under its family, or under the family the candidate picked", async () => {
    const trade = async () =>
      (
        await server.db.query<{ rome_code: string | null; rome_code_chosen: boolean }>(
          "select rome_code, rome_code_chosen from public.candidate_infos where profile_id = $1",
          [camille.profileId],
        )
      ).rows[0];
    await call(server, "POST", "/api/cv-analysis/apply", {
      token: camille.token,
      body: { target_title: "Développeuse web", rome_code: null },
    });
    expect(await trade()).toEqual({ rome_code: "M1805", rome_code_chosen: false });
    const picked = await call(server, "POST", "/api/cv-analysis/apply", {
      token: camille.token,
      body: { target_title: "Cheffe de projet web", rome_code: "M1806" },
    });
    expect(picked.status).toBe(200);
    expect(picked.body.applied).toEqual(["target_title", "rome_code"]);
    expect(await trade()).toEqual({ rome_code: "M1806", rome_code_chosen: true });
  });

  it("does not add a skill the profile already says more precisely", async () => {
    await server.db.query("update public.candidate_infos set skills = '{\"Excel avancé\",SAP}' where profile_id = $1", [
      camille.profileId,
    ]);
    const reply = await call(server, "POST", "/api/cv-analysis/apply", {
      token: camille.token,
      body: { skills: ["Excel", "SAP FI", "excel avance"] },
    });
    expect(reply.status).toBe(200);
    expect((await infoOf(camille))?.skills).toEqual(["Excel avancé", "SAP FI"]);
  });

  it("refuses bad input in French and changes nothing", async () => {
    const before = await snapshot(server);
    const bad: [unknown, RegExp][] = [
      [{ languages: [{ language: "Anglais", level: "expert" }] }, /Niveau|Langues/],
      [{ city: "Lyon" }, /Choisissez votre ville dans la liste/],
      [{ phone: "appelez-moi" }, /Téléphone/],
      [{ skills: Array.from({ length: 60 }, (_, index) => `Compétence ${index}`) }, /Compétences/],
      [{ first_name: "x".repeat(101) }, /Prénom/],
      [{ admin: true }, /admin|champ/i],
      [{ target_title: "Comptable", rome_code: "Z9999" }, /code ROME inconnu/],
      [{ target_title: "Comptable", rome_code: "<b>M1203</b>" }, /code ROME inconnu|Métier/],
      ["[".repeat(5000), /JSON|valide|corps/i],
    ];
    for (const [body, message] of bad) {
      const reply = await call(server, "POST", "/api/cv-analysis/apply", { token: other.token, body });
      expect(reply.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(reply.body.error).toMatch(message);
    }
    expect(await snapshot(server)).toEqual(before);
  });
});

describe("DELETE /api/cv-analysis/file", () => {
  it("deletes the original file and keeps the analysis", async () => {
    const cv = cvs.find((entry) => entry.name === "03-sarah-1col.pdf")!;
    const path = await upload(other, "cv-sarah.pdf", cv.bytes, types.pdf);
    expect((await call(server, "POST", "/api/cv-analysis", { token: other.token, body: { path } })).status).toBe(200);
    const reply = await call(server, "DELETE", "/api/cv-analysis/file", { token: other.token });
    expect(reply.body).toEqual({ deleted: true });
    const { data } = await other.client.storage.from("cvs").list(other.id);
    expect(data?.map((file) => file.name)).not.toContain("cv-sarah.pdf");
    const saved = await call(server, "GET", "/api/cv-analysis", { token: other.token });
    expect(saved.body.analysis.file).toBeNull();
    expect(saved.body.analysis.facts.first_name).toBe("Sarah");
  });
});
