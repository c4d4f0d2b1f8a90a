import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod/mini";

import { profileRoutes } from "@fuse/api/profile/routes.ts";
import { cardSettingsSchema, type CardSettingsValues } from "@fuse/domain/candidate-card/card-settings-schema";
import { hostileVectors, safeVectors } from "@fuse/domain/sanitize/sanitize.fixtures";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { call, createUser, snapshot, validSiret, type TestUser } from "./profile-support.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ modules: [profileRoutes] });
});
afterAll(() => server?.close());

async function userWithProfile(type: "candidate" | "recruiter", name: string) {
  const user = await createUser(server, name);
  const reply = await call(server, "POST", "/api/profile/update", { token: user.token, body: { type } });
  expect(reply.status).toBe(201);
  return user;
}

async function storedCandidateInfo(user: TestUser) {
  const { rows } = await server.db.query(
    `select c.* from public.candidate_infos c join public.profiles p on p.id = c.profile_id where p.user_id = $1`,
    [user.id],
  );
  return rows[0];
}

async function storedCompany(user: TestUser) {
  const { rows } = await server.db.query(
    `select c.* from public.companies c join public.profiles p on p.id = c.profile_id where p.user_id = $1`,
    [user.id],
  );
  return rows[0];
}

/** Sends a refused call and checks that it is refused with the field named and nothing changed. */
async function expectRefused(
  user: TestUser,
  method: string,
  path: string,
  body: unknown,
  expected: { status?: number; field?: string; error?: string | RegExp },
) {
  const before = await snapshot(server);
  const reply = await call(server, method, path, { token: user.token, body });
  expect(reply.status).toBe(expected.status ?? 400);
  expect(reply.body.field).toBe(expected.field);
  if (expected.error instanceof RegExp) expect(reply.body.error).toMatch(expected.error);
  else if (expected.error) expect(reply.body.error).toBe(expected.error);
  else expect(reply.body.error).toEqual(expect.any(String));
  expect(await snapshot(server)).toEqual(before);
  return reply;
}

const hostileHtml =
  '<p>Je suis <strong>développeuse</strong><script>alert("x")</script></p>' +
  '<img src="https://example.com/a.png" onerror="alert(1)" alt="photo">' +
  '<a href="javascript:alert(1)" onclick="alert(2)">lien</a><iframe src="https://evil.example"></iframe>';

describe("candidate info: GET and POST /api/profile/info", () => {
  it("reads the defaults before anything is written: no memo yet", async () => {
    const user = await userWithProfile("candidate", "vierge");
    const reply = await call(server, "GET", `/api/profile/info?id=${user.id}`, { token: user.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      memo: null,
      analyzer_cv: false,
      mobility_radius_km: 30,
      contract_types: [],
      remote_preference: "any",
      updated_at: null,
    });
    expect(await storedCandidateInfo(user)).toBeUndefined();
  });

  it("creates the info from {form}, then updates only the fields sent", async () => {
    const user = await userWithProfile("candidate", "ecrit");
    const form = {
      first_name: "  Léa ",
      last_name: "Martin",
      headline: "Développeuse web",
      phone: "+33 6 12 34 56 78",
      city: "Lyon",
      postal_code: "69001",
      lat: 45.767,
      lng: 4.834,
      mobility_radius_km: 50,
      contract_types: ["CDI", "freelance", "CDI"],
      remote_preference: "hybrid",
      salary_expectation: 45000,
      skills: ["TypeScript", "SQL"],
      languages: ["français", "anglais"],
      experience_years: 5,
      memo: "<p>Mon <em>portrait</em></p>",
      analyzer_cv: true,
      cv_analysis: { skills: ["TypeScript"] },
      card_slug: "lea-martin",
      card_visible: true,
      card_settings: { theme: "violet" },
    };
    const created = await call(server, "POST", "/api/profile/info", { token: user.token, body: { form } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ...form, first_name: "Léa", contract_types: ["CDI", "freelance"] });
    const stored = await storedCandidateInfo(user);
    expect(stored).toMatchObject({ first_name: "Léa", postal_code: "69001", skills: ["TypeScript", "SQL"] });

    const updated = await call(server, "POST", "/api/profile/info", {
      token: user.token,
      body: { user_id: user.id, form: { headline: null, skills: [], postal_code: "" } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ first_name: "Léa", headline: null, skills: [], postal_code: null });
    const read = await call(server, "GET", "/api/profile/info", { token: user.token });
    expect(read.body).toEqual(updated.body);
  });

  it("saves an empty form as the defaults, and an empty form later changes nothing", async () => {
    const user = await userWithProfile("candidate", "vide");
    const first = await call(server, "POST", "/api/profile/info", { token: user.token, body: { form: {} } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ memo: null, mobility_radius_km: 30, updated_at: expect.any(String) });
    const before = await snapshot(server);
    const again = await call(server, "POST", "/api/profile/info", { token: user.token, body: { form: {} } });
    expect(again.body).toEqual(first.body);
    expect(await snapshot(server)).toEqual(before);
  });

  it("sanitises the portrait on write: no script, no event handler, no javascript: link is ever stored", async () => {
    const user = await userWithProfile("candidate", "portrait");
    const reply = await call(server, "POST", "/api/profile/info", {
      token: user.token,
      body: { form: { memo: hostileHtml } },
    });
    expect(reply.status).toBe(200);
    const { memo } = (await storedCandidateInfo(user)) as { memo: string };
    expect(memo).toContain("<strong>développeuse</strong>");
    // An image from another site is dropped: rich text keeps the product's storage's only.
    expect(memo).not.toContain("<img");
    expect(memo).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|alert/i);
    expect(reply.body.memo).toBe(memo);
  });

  it.each([
    ["no form", {}, "form", "« Formulaire » est requis."],
    ["a form that is not an object", { form: "memo" }, "form", "« Formulaire » doit être un objet."],
    [
      "an unknown field in the form",
      { form: { memo: "<p>x</p>", is_admin: true } },
      "form.is_admin",
      "Champ inconnu : « is_admin ».",
    ],
    [
      "an unknown field beside the form",
      { form: {}, profile_id: "x" },
      "profile_id",
      "Champ inconnu : « profile_id ».",
    ],
    ["a number for a name", { form: { first_name: 42 } }, "form.first_name", "« Prénom » doit être un texte."],
    [
      "a too long name",
      { form: { first_name: "x".repeat(101) } },
      "form.first_name",
      "« Prénom » est trop long (100 caractères au plus).",
    ],
    ["a too long portrait", { form: { memo: "a".repeat(20_001) } }, "form.memo", /trop long/],
    ["a portrait too long once escaped", { form: { memo: "&".repeat(5_000) } }, "form.memo", /une fois nettoyé/],
    ["a text for a boolean", { form: { analyzer_cv: "true" } }, "form.analyzer_cv", /true ou false/],
    ["a decimal radius", { form: { mobility_radius_km: 1.5 } }, "form.mobility_radius_km", undefined],
    ["a radius out of range", { form: { mobility_radius_km: 5000 } }, "form.mobility_radius_km", /1000/],
    ["a latitude out of range", { form: { lat: 91 } }, "form.lat", /90/],
    ["an unknown contract type", { form: { contract_types: ["CDI", "job d'été"] } }, "form.contract_types.1", /CDI/],
    ["a skill too long", { form: { skills: ["ok", "s".repeat(101)] } }, "form.skills.1", /Compétences/],
    ["too many skills", { form: { skills: Array.from({ length: 51 }, (_, i) => `s${i}`) } }, "form.skills", /50/],
    [
      "a bad postal code",
      { form: { postal_code: "6900" } },
      "form.postal_code",
      "« Code postal » doit compter 5 chiffres.",
    ],
    ["a bad card address", { form: { card_slug: "Léa Martin" } }, "form.card_slug", /minuscules/],
    ["an array for an object", { form: { card_settings: ["a"] } }, "form.card_settings", /objet/],
    ["a NUL character", { form: { last_name: "Mar\u0000tin" } }, "form.last_name", /caractère interdit/],
  ])("refuses %s with 400 naming the field, and changes nothing", async (_, body, field, error) => {
    const user = await userWithProfile("candidate", "refus");
    await call(server, "POST", "/api/profile/info", { token: user.token, body: { form: { memo: "<p>Avant</p>" } } });
    await expectRefused(user, "POST", "/api/profile/info", body, { field, error });
    expect(await storedCandidateInfo(user)).toMatchObject({ memo: "<p>Avant</p>" });
  });

  it("refuses the card's settings its form refuses, with the form's French message on the same field", async () => {
    const user = await userWithProfile("candidate", "reglages");
    const settings: CardSettingsValues = {
      headline: "",
      card_slug: "",
      card_visible: false,
      anonymous: false,
      card_public: false,
      card_indexable: false,
      sections: ["skills"],
      accent: "violet",
    };
    const changes: Array<Partial<CardSettingsValues>> = [
      { card_slug: "Léa Martin" },
      { card_slug: "lea--martin" },
      { card_slug: "a".repeat(61) },
      { card_public: true, card_slug: "" },
      { headline: "t".repeat(201) },
    ];
    for (const change of changes) {
      const [issue] = z.safeParse(cardSettingsSchema, { ...settings, ...change }).error?.issues ?? [];
      expect(issue, JSON.stringify(change)).toBeDefined();
      const expected = { field: ["form", ...issue!.path].join("."), error: issue!.message };
      await expectRefused(user, "POST", "/api/profile/info", { form: change }, expected);
    }
    // The page sends an empty address as null.
    await expectRefused(
      user,
      "POST",
      "/api/profile/info",
      { form: { card_public: true, card_slug: null } },
      { field: "form.card_slug", error: "Choisissez une adresse pour rendre votre carte publique." },
    );
    // Sections and accents the form does not offer.
    await expectRefused(
      user,
      "POST",
      "/api/profile/info",
      { form: { card_settings: { sections: ["skills", "photo"], accent: "violet" } } },
      { field: "form.card_settings.sections.1", error: /^« Sections affichées » doit valoir skills, / },
    );
    await expectRefused(
      user,
      "POST",
      "/api/profile/info",
      { form: { card_settings: { accent: "rose" } } },
      { field: "form.card_settings.accent", error: /^« Couleur d'accent » doit valoir violet, / },
    );
  });

  it("refuses malformed JSON with 400, and changes nothing", async () => {
    const user = await userWithProfile("candidate", "json");
    await expectRefused(user, "POST", "/api/profile/info", '{"form": {"memo": "x"}', {
      error: "Le corps de la requête n'est pas un JSON valide.",
    });
  });

  it("refuses a card address already taken by another candidate with 409, and changes nothing", async () => {
    const first = await userWithProfile("candidate", "premier");
    const second = await userWithProfile("candidate", "second");
    await call(server, "POST", "/api/profile/info", {
      token: first.token,
      body: { form: { card_slug: "marie-curie" } },
    });
    await expectRefused(
      second,
      "POST",
      "/api/profile/info",
      { form: { first_name: "Marie", card_slug: "marie-curie" } },
      { status: 409, field: "form.card_slug", error: "Cette adresse de carte est déjà prise." },
    );
  });

  it("is for candidates only: 403 for a recruiter, 404 without a profile", async () => {
    const recruiter = await userWithProfile("recruiter", "recruteur");
    const newcomer = await createUser(server, "nouveau");
    for (const [user, status, error] of [
      [recruiter, 403, "Accès refusé : réservé aux candidats."],
      [newcomer, 404, "Profil introuvable"],
    ] as const) {
      expect(await call(server, "GET", "/api/profile/info", { token: user.token })).toMatchObject({
        status,
        body: { error },
      });
      await expectRefused(user, "POST", "/api/profile/info", { form: { memo: "<p>x</p>" } }, { status, error });
    }
  });
});

describe("company info: GET /api/profile/info/company and PATCH /api/profile/info/update-company", () => {
  it("reads empty fields before the company is described", async () => {
    const user = await userWithProfile("recruiter", "debut");
    const reply = await call(server, "GET", `/api/profile/info/company?id=${user.id}`, { token: user.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ name: null, siret: null, siren: null, description: null, visible: false });
  });

  it("needs a name and a SIRET to create the company, and creates nothing without them", async () => {
    const user = await userWithProfile("recruiter", "sansnom");
    await expectRefused(
      user,
      "PATCH",
      "/api/profile/info/update-company",
      { profile: { city: "Paris", siret: validSiret() } },
      { field: "profile.name", error: "« Nom de l'entreprise » est requis." },
    );
    await expectRefused(
      user,
      "PATCH",
      "/api/profile/info/update-company",
      { profile: { name: "Sans SIRET" } },
      { field: "profile.siret", error: "« SIRET » est requis." },
    );
    expect(await storedCompany(user)).toBeUndefined();
  });

  it("creates the company from {profile}, SIRET typed with spaces, then updates only the fields sent", async () => {
    const user = await userWithProfile("recruiter", "societe");
    const created = await call(server, "PATCH", "/api/profile/info/update-company", {
      token: user.token,
      body: {
        profile: {
          name: "Fuse SAS",
          siret: "443 061 841 00047",
          address: "10 rue de la Paix",
          city: "Paris",
          postal_code: "75002",
          size: "10-49",
          sector: "Numérique",
          culture: { valeurs: ["entraide"] },
          logo_url: "https://cdn.example.com/logo.png",
          slug: "fuse-sas",
          visible: true,
        },
      },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: "Fuse SAS",
      siret: "44306184100047",
      siren: "443061841",
      size: "10-49",
    });
    const updated = await call(server, "PATCH", "/api/profile/info/update-company", {
      token: user.token,
      body: { user_id: user.id, profile: { sector: null, visible: false } },
    });
    expect(updated.body).toMatchObject({ name: "Fuse SAS", siret: "44306184100047", sector: null, visible: false });
    expect(await storedCompany(user)).toMatchObject({ name: "Fuse SAS", sector: null, visible: false });
    const read = await call(server, "GET", "/api/profile/info/company", { token: user.token });
    expect(read.body).toEqual(updated.body);
  });

  it("answers an empty {profile} with the company as it is, changing nothing", async () => {
    const user = await userWithProfile("recruiter", "inchangee");
    const created = await call(server, "PATCH", "/api/profile/info/update-company", {
      token: user.token,
      body: { profile: { name: "Stable", siret: validSiret() } },
    });
    expect(created.status).toBe(200);
    const before = await snapshot(server);
    const reply = await call(server, "PATCH", "/api/profile/info/update-company", {
      token: user.token,
      body: { profile: {} },
    });
    expect(reply).toMatchObject({ status: 200, body: created.body });
    expect(await snapshot(server)).toEqual(before);
  });

  it("sanitises the description on write: no script and no event handler is ever stored", async () => {
    const user = await userWithProfile("recruiter", "description");
    const reply = await call(server, "PATCH", "/api/profile/info/update-company", {
      token: user.token,
      body: { profile: { name: "Sûre", siret: validSiret(), description: hostileHtml } },
    });
    expect(reply.status).toBe(200);
    const { description } = (await storedCompany(user)) as { description: string };
    expect(description).toContain("<strong>développeuse</strong>");
    expect(description).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|alert/i);
  });

  it("accepts La Poste's establishments, whose SIRET follows the digit-sum rule instead of Luhn", async () => {
    const user = await userWithProfile("recruiter", "laposte");
    const reply = await call(server, "PATCH", "/api/profile/info/update-company", {
      token: user.token,
      body: { profile: { name: "La Poste", siret: "35600000000001" } },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ siret: "35600000000001", siren: "356000000" });
  });

  it("accepts La Poste's head office, the one La Poste SIRET that keeps the Luhn key", async () => {
    const user = await userWithProfile("recruiter", "siege");
    const reply = await call(server, "PATCH", "/api/profile/info/update-company", {
      token: user.token,
      body: { profile: { name: "La Poste (siège)", siret: "356 000 000 00048" } },
    });
    expect(reply.status).toBe(200);
    expect(await storedCompany(user)).toMatchObject({ siret: "35600000000048" });
  });

  it.each([
    ["a wrong Luhn key", "12345678901234"],
    ["thirteen digits", "4430618410004"],
    ["letters", "4430618410004A"],
    ["a La Poste number that passes Luhn but not the digit-sum rule", "35600000000014"],
  ])("refuses a SIRET with %s: 400 SIRET invalide, nothing changed", async (_, siret) => {
    const user = await userWithProfile("recruiter", "siret");
    const before = validSiret();
    const created = await call(server, "PATCH", "/api/profile/info/update-company", {
      token: user.token,
      body: { profile: { name: "Avant", siret: before } },
    });
    expect(created.status).toBe(200);
    await expectRefused(
      user,
      "PATCH",
      "/api/profile/info/update-company",
      { profile: { name: "Après", siret } },
      { field: "profile.siret", error: "SIRET invalide" },
    );
    expect(await storedCompany(user)).toMatchObject({ name: "Avant", siret: before });
  });

  it("refuses a SIRET already registered by another recruiter with 409, and changes nothing", async () => {
    const first = await userWithProfile("recruiter", "premiere");
    const second = await userWithProfile("recruiter", "seconde");
    const taken = await call(server, "PATCH", "/api/profile/info/update-company", {
      token: first.token,
      body: { profile: { name: "Première", siret: "44306184100005" } },
    });
    expect(taken.status).toBe(200);
    await expectRefused(
      second,
      "PATCH",
      "/api/profile/info/update-company",
      { profile: { name: "Copie", siret: "44306184100005" } },
      { status: 409, field: "profile.siret", error: "Entreprise déjà enregistrée" },
    );
  });

  it.each([
    ["no profile", {}, "profile", "« Entreprise » est requis."],
    ["an unknown field", { profile: { name: "X", siren: "443061841" } }, "profile.siren", "Champ inconnu : « siren »."],
    ["a number for the name", { profile: { name: 7 } }, "profile.name", "« Nom de l'entreprise » doit être un texte."],
    ["an empty name", { profile: { name: "   " } }, "profile.name", "« Nom de l'entreprise » est requis."],
    ["a too long name", { profile: { name: "n".repeat(201) } }, "profile.name", /200 caractères/],
    [
      "a too long description",
      { profile: { name: "X", description: "d".repeat(20_001) } },
      "profile.description",
      /trop long/,
    ],
    ["a number for the SIRET", { profile: { name: "X", siret: 44306184100047 } }, "profile.siret", /texte/],
    ["an unknown size", { profile: { name: "X", size: "énorme" } }, "profile.size", /1-9/],
    ["a javascript: logo", { profile: { name: "X", logo_url: "javascript:alert(1)" } }, "profile.logo_url", /http/],
    ["a null SIRET (it cannot be cleared)", { profile: { siret: null } }, "profile.siret", /texte/],
    ["a visible flag as text", { profile: { name: "X", visible: "oui" } }, "profile.visible", /true ou false/],
  ])("refuses %s with 400 naming the field, and changes nothing", async (_, body, field, error) => {
    const user = await userWithProfile("recruiter", "refusee");
    const created = await call(server, "PATCH", "/api/profile/info/update-company", {
      token: user.token,
      body: { profile: { name: "Avant", siret: validSiret() } },
    });
    expect(created.status).toBe(200);
    await expectRefused(user, "PATCH", "/api/profile/info/update-company", body, { field, error });
    expect(await storedCompany(user)).toMatchObject({ name: "Avant" });
  });

  it("refuses malformed JSON with 400, and changes nothing", async () => {
    const user = await userWithProfile("recruiter", "jsonko");
    await expectRefused(user, "PATCH", "/api/profile/info/update-company", "{profile: {}}", {
      error: "Le corps de la requête n'est pas un JSON valide.",
    });
  });

  it("is for recruiters only: 403 for a candidate, 404 without a profile", async () => {
    const candidate = await userWithProfile("candidate", "candidate");
    const newcomer = await createUser(server, "nouvelle");
    for (const [user, status, error] of [
      [candidate, 403, "Accès refusé : réservé aux recruteurs."],
      [newcomer, 404, "Profil introuvable"],
    ] as const) {
      expect(await call(server, "GET", "/api/profile/info/company", { token: user.token })).toMatchObject({
        status,
        body: { error },
      });
      await expectRefused(
        user,
        "PATCH",
        "/api/profile/info/update-company",
        { profile: { name: "X", siret: validSiret() } },
        { status, error },
      );
    }
  });
});

describe("rich text against the sanitiser's own vectors", () => {
  const vectors = [
    ...hostileVectors.map(({ name, input, expected }) => ({ name, input, expected })),
    ...safeVectors.map(({ name, input, expected }) => ({ name, input, expected: expected ?? input })),
  ];
  let candidate: TestUser;
  let recruiter: TestUser;
  beforeAll(async () => {
    candidate = await userWithProfile("candidate", "vecteurs");
    recruiter = await userWithProfile("recruiter", "vecteurs");
    const company = await call(server, "PATCH", "/api/profile/info/update-company", {
      token: recruiter.token,
      body: { profile: { name: "Vecteurs", siret: validSiret() } },
    });
    expect(company.status).toBe(200);
  });

  it.each(vectors)("stores $name as the sanitiser outputs it, in the portrait and the description", async (vector) => {
    const memo = await call(server, "POST", "/api/profile/info", {
      token: candidate.token,
      body: { form: { memo: vector.input } },
    });
    const description = await call(server, "PATCH", "/api/profile/info/update-company", {
      token: recruiter.token,
      body: { profile: { description: vector.input } },
    });
    if (vector.input.includes("\u0000")) {
      // Postgres text cannot hold U+0000: refused outright rather than silently altered.
      expect([memo.status, memo.body.field]).toEqual([400, "form.memo"]);
      expect([description.status, description.body.field]).toEqual([400, "profile.description"]);
      return;
    }
    expect([memo.status, description.status]).toEqual([200, 200]);
    expect((await storedCandidateInfo(candidate))?.memo).toBe(vector.expected);
    expect((await storedCompany(recruiter))?.description).toBe(vector.expected);
  });
});
