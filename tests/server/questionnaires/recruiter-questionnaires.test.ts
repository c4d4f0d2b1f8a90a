// The recruiter's questionnaires through HTTP: the onboarding writes the company and the person it
// speaks for (prefilled from the pre-registration of the same confirmed address), a SIRET already
// taken is refused at its question, and the company analyzer fills the company's culture.
import { readFileSync } from "node:fs";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { preRegistrationRoutes } from "@fuse/api/pre-registration/routes.ts";
import { profileRoutes } from "@fuse/api/profile/routes.ts";
import { questionnaireRoutes } from "@fuse/api/questionnaire/routes.ts";
import { contentSeedFile } from "@fuse/api/seed/seed.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { call, createUser, snapshot, validSiret, type TestUser } from "../api/profile-support.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    modules: [profileRoutes, questionnaireRoutes, (ctx) => preRegistrationRoutes(ctx, { perHour: 1000 })],
  });
  await server.db.exec(readFileSync(contentSeedFile, "utf8"));
});
afterAll(() => server?.close());

async function recruiter(name: string) {
  const user = await createUser(server, name);
  expect(
    (await call(server, "POST", "/api/profile/update", { token: user.token, body: { type: "recruiter" } })).status,
  ).toBe(201);
  return user;
}

const save = (user: TestUser, body: unknown, slug = "recruiter") =>
  call(server, "PUT", `/api/questionnaires/${slug}/answers`, { token: user.token, body });

async function company(user: TestUser) {
  const { rows } = await server.db.query<Record<string, unknown>>(
    `select c.*, p.completed from public.profiles p left join public.companies c on c.profile_id = p.id
     where p.user_id = $1`,
    [user.id],
  );
  return rows[0]!;
}

const paris = { city: "Paris", postal_code: "75002", lat: 48.8534, lng: 2.3488 };

const onboarding: Record<number, Record<string, unknown>> = {
  1: { companyName: "Atelier Lumière", siret: "732 829 320 00074", address: "12 rue de la Paix", city: paris },
  2: { size: "10-49", sector: "Numérique" },
  3: { contactName: "Camille Martin", contactRole: "Responsable RH", contactPhone: "+33 6 12 34 56 78" },
  4: { description: "<p>Nous fabriquons des luminaires.</p><script>alert(1)</script>" },
};

describe("the recruiter questionnaire", () => {
  it("writes the company and its contact person step by step, then completes the profile", async () => {
    const user = await recruiter("onboarding");
    for (const step of [1, 2, 3]) {
      const reply = await save(user, { step, answers: onboarding[step] });
      expect(reply.status).toBe(200);
    }
    const finished = await save(user, { step: 4, answers: onboarding[4], complete: true });
    expect(finished.status).toBe(200);
    expect(finished.body.profile_completed).toBe(true);
    expect(await company(user)).toMatchObject({
      name: "Atelier Lumière",
      siret: "73282932000074",
      siren: "732829320",
      address: "12 rue de la Paix",
      city: "Paris",
      postal_code: "75002",
      lat: 48.8534,
      size: "10-49",
      sector: "Numérique",
      contact_name: "Camille Martin",
      contact_role: "Responsable RH",
      contact_phone: "06 12 34 56 78",
      description: "<p>Nous fabriquons des luminaires.</p>",
      completed: true,
    });
  });

  it("refuses a blank name, a wrong SIRET and a foreign phone number at their question, in French, writing nothing", async () => {
    const user = await recruiter("erreurs");
    const before = await snapshot(server);
    const siret = await save(user, { step: 1, answers: { ...onboarding[1], siret: "732 829 320 00075" } });
    expect(siret.status).toBe(400);
    expect(siret.body).toEqual({
      error: "La réponse à « Numéro SIRET » n'est pas valide. SIRET invalide.",
      field: "answers.siret",
    });
    expect(await snapshot(server)).toEqual(before);

    const blankName = await save(user, { step: 1, answers: { ...onboarding[1], companyName: "   " } });
    expect(blankName.status).toBe(400);
    expect(blankName.body).toEqual({
      error: "« Nom de l'entreprise » est requis.",
      field: "answers.companyName",
    });
    expect(await snapshot(server)).toEqual(before);

    expect((await save(user, { step: 1, answers: { ...onboarding[1], siret: "552 100 554 00021" } })).status).toBe(200);
    expect((await save(user, { step: 2, answers: onboarding[2] })).status).toBe(200);
    const phone = await save(user, { step: 3, answers: { ...onboarding[3], contactPhone: "+44 20 7946 0958" } });
    expect(phone.status).toBe(400);
    expect(phone.body.field).toBe("answers.contactPhone");
    expect(phone.body.error).toContain("numéro de téléphone français");
    expect((await company(user)).contact_phone).toBeNull();
  });

  it("answers a SIRET another company has with « Entreprise déjà enregistrée » at its question", async () => {
    const first = await recruiter("premiere");
    expect((await save(first, { step: 1, answers: { ...onboarding[1], siret: "443 061 841 00047" } })).status).toBe(
      200,
    );
    const second = await recruiter("seconde");
    const before = await snapshot(server);
    const reply = await save(second, { step: 1, answers: { ...onboarding[1], siret: "44306184100047" } });
    expect(reply.status).toBe(409);
    expect(reply.body.field).toBe("answers.siret");
    expect(reply.body.error).toContain("Entreprise déjà enregistrée");
    expect(await snapshot(server)).toEqual(before);
    expect((await company(second)).name).toBeNull();
  });

  it("starts from the pre-registration of the same confirmed address, and keeps its NAF code", async () => {
    const user = await recruiter("prefill");
    const sent = await call(server, "POST", "/api/pre-registrations", {
      body: {
        company_name: "Les Jardins de Léa",
        siret: "404 833 048 00022",
        sector: "81.30Z",
        size: "1-9",
        address: "3 place Bellecour",
        city: "Lyon",
        postal_code: "69002",
        lat: 45.7578,
        lng: 4.832,
        contact_name: "Léa Girard",
        email: user.email,
        phone: "04 72 00 00 00",
        consent: true,
      },
    });
    expect(sent.status).toBe(201);

    const stranger = await recruiter("autre");
    expect(
      (await call(server, "GET", "/api/questionnaires/recruiter", { token: stranger.token })).body.progress,
    ).toBeNull();

    const reply = await call(server, "GET", "/api/questionnaires/recruiter", { token: user.token });
    expect(reply.status).toBe(200);
    expect(reply.body.progress).toEqual({
      answers: {
        companyName: "Les Jardins de Léa",
        siret: "404 833 048 00022",
        address: "3 place Bellecour",
        city: { city: "Lyon", postal_code: "69002", lat: 45.7578, lng: 4.832 },
        size: "1-9",
        sector: "Conseil",
        contactName: "Léa Girard",
        contactPhone: "04 72 00 00 00",
      },
      current_step: 1,
      submitted_at: null,
    });

    const answers = reply.body.progress.answers;
    expect(
      (
        await save(user, {
          step: 1,
          answers: {
            companyName: answers.companyName,
            siret: answers.siret,
            address: answers.address,
            city: answers.city,
          },
        })
      ).status,
    ).toBe(200);
    expect(await company(user)).toMatchObject({
      name: "Les Jardins de Léa",
      siret: "40483304800022",
      naf_code: "81.30Z",
    });
  });

  it("starts from the company as it stands when the recruiter has saved no answer yet", async () => {
    const user = await recruiter("deja-decrite");
    const siret = validSiret();
    const saved = await call(server, "PATCH", "/api/profile/info/update-company", {
      token: user.token,
      body: { profile: { name: "Maison Carré", siret, size: "1-9", city: "Lille" } },
    });
    expect(saved.status).toBe(200);
    const reply = await call(server, "GET", "/api/questionnaires/recruiter", { token: user.token });
    expect(reply.status).toBe(200);
    expect(reply.body.progress.answers).toMatchObject({
      companyName: "Maison Carré",
      siret: siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, "$1 $2 $3 $4"),
      size: "1-9",
    });
    expect(reply.body.progress.submitted_at).toBeNull();
  });

  it("ignores the pre-registration of an address not yet confirmed", async () => {
    const user = await recruiter("nonconfirme");
    await server.db.query("update auth.users set email_confirmed_at = null where id = $1", [user.id]);
    const sent = await call(server, "POST", "/api/pre-registrations", {
      body: {
        company_name: "Pas encore",
        siret: "326 094 471 00017",
        sector: "62.01Z",
        size: "1-9",
        address: "1 rue de Rivoli",
        city: "Paris",
        postal_code: "75001",
        lat: null,
        lng: null,
        contact_name: "Noa Petit",
        email: user.email,
        phone: "0601020304",
        consent: true,
      },
    });
    expect(sent.status).toBe(201);
    const reply = await call(server, "GET", "/api/questionnaires/recruiter", { token: user.token });
    expect(reply.body.progress).toBeNull();
  });
});

describe("the company analyzer", () => {
  const culture: Record<number, Record<string, unknown>> = {
    1: { management: "autonomie", pace: "projet", remotePolicy: "hybrid" },
    2: { values: ["bienveillance", "innovation"], training: 4 },
    3: { teamSize: "6-15", team: "Une équipe de designers et d'artisans." },
    4: { benefits: ["mutuelle", "horaires"] },
    5: { onboarding: "parrain", hiringProcess: "deux", unique: "Nos ateliers sont ouverts au public." },
  };

  it("fills the company's culture with every answer, keeping what it already held", async () => {
    const user = await recruiter("culture");
    expect((await save(user, { step: 1, answers: { ...onboarding[1], siret: "542 065 479 00058" } })).status).toBe(200);
    await server.db.query(
      `update public.companies set culture = '{"ancien": "gardé"}'
       where profile_id = (select id from public.profiles where user_id = $1)`,
      [user.id],
    );
    for (const step of [1, 2, 3, 4]) {
      expect((await save(user, { step, answers: culture[step] }, "companyAnalyzer")).status).toBe(200);
    }
    const done = await save(user, { step: 5, answers: culture[5], complete: true }, "companyAnalyzer");
    expect(done.status).toBe(200);
    const written = await company(user);
    // The values and benefits are the card's lists too, in their words.
    expect(written.company_values).toEqual(["Bienveillance", "Innovation"]);
    expect(written.benefits).toEqual(["Mutuelle prise en charge", "Horaires flexibles"]);
    expect(written.culture).toEqual({ ancien: "gardé", ...Object.assign({}, ...Object.values(culture)) });
  });

  it("refuses more than three values, and a recruiter without a company", async () => {
    const user = await recruiter("sansentreprise");
    const before = await snapshot(server);
    const none = await save(user, { step: 1, answers: culture[1] }, "companyAnalyzer");
    expect(none.status).toBe(409);
    expect(none.body.error).toBe("Présentez d'abord votre entreprise dans le questionnaire recruteur.");
    expect(await snapshot(server)).toEqual(before);

    const tooMany = await save(
      user,
      { step: 2, answers: { values: ["bienveillance", "innovation", "exigence", "rse"], training: 3 } },
      "companyAnalyzer",
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.field).toBe("answers.values");
  });
});
