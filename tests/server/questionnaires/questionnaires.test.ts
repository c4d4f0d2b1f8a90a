// The data-driven questionnaires through HTTP: reading one, saving a step's answers (checked against
// each question, written to the candidate's info), resuming, finishing, and who may do what.
import { readFileSync } from "node:fs";

import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { profileRoutes } from "@fuse/api/profile/routes.ts";
import { questionnaireRoutes } from "@fuse/api/questionnaire/routes.ts";
import { contentSeedFile } from "@fuse/api/seed/seed.ts";
import { remotePreferenceLabels, remotePreferences } from "@fuse/domain/vocabulary";
import { supabaseLocalRoutes } from "@fuse/supabase-local/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { badTokens, call, createUser, snapshot, type TestUser } from "../api/profile-support.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ modules: [profileRoutes, questionnaireRoutes, ...supabaseLocalRoutes] });
  await server.db.exec(readFileSync(contentSeedFile, "utf8"));
});
afterAll(() => server?.close());

async function userWithProfile(type: "candidate" | "recruiter", name: string) {
  const user = await createUser(server, name);
  const reply = await call(server, "POST", "/api/profile/update", { token: user.token, body: { type } });
  expect(reply.status).toBe(201);
  return user;
}

const save = (user: TestUser, body: unknown, slug = "candidate") =>
  call(server, "PUT", `/api/questionnaires/${slug}/answers`, { token: user.token, body });

async function candidateRow(user: TestUser) {
  const { rows } = await server.db.query<Record<string, unknown>>(
    `select c.*, p.completed from public.profiles p left join public.candidate_infos c on c.profile_id = p.id
     where p.user_id = $1`,
    [user.id],
  );
  return rows[0]!;
}

const lyon = { city: "Lyon", postal_code: "69001", lat: 45.767, lng: 4.834 };

/** The candidate questionnaire's steps, answered as a person would. */
const steps: Record<number, Record<string, unknown>> = {
  1: { firstName: "Camille", lastName: "Martin", photo: null },
  2: { targetTitle: "Développeur / Développeuse web", headline: "Développeuse web" },
  3: { city: lyon, mobility: "30" },
  4: { contractTypes: ["CDI", "freelance"], remote: "hybrid" },
  5: { salary: 42000, experience: 5 },
  6: {
    skills: ["React", "TypeScript"],
    languages: [
      { language: "Français", level: "Langue maternelle" },
      { language: "Anglais", level: "C1" },
    ],
  },
  7: { motivation: "Construire des outils utiles.", environment: "startup" },
};

describe("GET /api/questionnaires/{slug}", () => {
  it("gives the questionnaire to a visitor, without anyone's answers", async () => {
    const reply = await call(server, "GET", "/api/questionnaires/candidate");
    expect(reply.status).toBe(200);
    expect(reply.body.questionnaire.title).toBe("Votre profil candidat");
    expect(reply.body.questionnaire.questions.map((q: { step: number }) => q.step)).toContain(7);
    expect(reply.body.questionnaire).not.toHaveProperty("id");
    expect(reply.body.progress).toBeNull();
  });

  it("asks the choices that are vocabulary concepts in the vocabulary's codes and labels", async () => {
    const reply = await call(server, "GET", "/api/questionnaires/candidate");
    const remote = reply.body.questionnaire.questions.find((question: { id: string }) => question.id === "remote");
    expect(remote).toMatchObject({ vocabulary: "remotePreferences" });
    expect(remote.options).toEqual(remotePreferences.map((value) => ({ value, label: remotePreferenceLabels[value] })));
    expect(remote.options).toContainEqual({ value: "any", label: "Indifférent" });
  });

  it("answers an unknown questionnaire with a French 404, and a malformed slug with a 400", async () => {
    expect((await call(server, "GET", "/api/questionnaires/inconnu")).body).toEqual({
      error: "Questionnaire introuvable",
    });
    expect((await call(server, "GET", "/api/questionnaires/a%20b")).status).toBe(400);
  });

  it("refuses a forged token rather than answering as a visitor", async () => {
    const user = await userWithProfile("candidate", "faussaire");
    const other = await createUser(server, "autre");
    for (const [name, token] of Object.entries(await badTokens(server, user, other))) {
      if (name === "the anon key") continue;
      const reply = await call(server, "GET", "/api/questionnaires/candidate", { token });
      expect(reply.status, name).toBe(401);
    }
  });
});

describe("a candidate answering step by step", () => {
  it("saves each step, writes the columns its answers fill, and resumes at the next step", async () => {
    const user = await userWithProfile("candidate", "camille");
    for (const step of [1, 2]) {
      const reply = await save(user, { step, answers: steps[step] });
      expect(reply.status).toBe(200);
      expect(reply.body.current_step).toBe(step + 1);
    }
    // Leaves, comes back: the answers and the step are where they were.
    const back = await call(server, "GET", "/api/questionnaires/candidate", { token: user.token });
    expect(back.body.progress.current_step).toBe(3);
    expect(back.body.progress.answers).toMatchObject({ firstName: "Camille", headline: "Développeuse web" });

    const row = await candidateRow(user);
    expect(row).toMatchObject({ first_name: "Camille", last_name: "Martin", headline: "Développeuse web" });
    expect(row.target_title).toBe("Développeur / Développeuse web");
    expect(row.rome_code).toMatch(/^[A-N]\d{4}$/);
    expect(row.completed).toBe(false);

    for (const step of [3, 4, 5, 6]) expect((await save(user, { step, answers: steps[step] })).status).toBe(200);
    const filled = await candidateRow(user);
    expect(filled).toMatchObject({
      city: "Lyon",
      postal_code: "69001",
      lat: 45.767,
      lng: 4.834,
      mobility_radius_km: 30,
      contract_types: ["CDI", "freelance"],
      remote_preference: "hybrid",
      salary_expectation: 42000,
      experience_years: 5,
      skills: ["React", "TypeScript"],
      languages: ["Français (Langue maternelle)", "Anglais (C1)"],
    });

    const done = await save(user, { step: 7, answers: steps[7], complete: true });
    expect(done.status).toBe(200);
    expect(done.body.profile_completed).toBe(true);
    expect(done.body.submitted_at).not.toBeNull();
    expect((await candidateRow(user)).completed).toBe(true);
    const profile = await call(server, "GET", "/api/profile", { token: user.token });
    expect(profile.body.completed).toBe(true);
  });

  it("will not finish while a required question of an earlier step is unanswered", async () => {
    const user = await userWithProfile("candidate", "presse");
    expect((await save(user, { step: 1, answers: steps[1] })).status).toBe(200);
    const reply = await save(user, { step: 7, answers: steps[7], complete: true });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: "« Le métier que vous recherchez » est requis.",
      field: "answers.targetTitle",
    });
    expect((await candidateRow(user)).completed).toBe(false);
  });

  it.each([
    [
      "a required answer missing",
      { step: 1, answers: { firstName: "Camille" } },
      "answers.lastName",
      /« Votre nom » est requis/,
    ],
    [
      "an empty required text",
      { step: 1, answers: { firstName: " ", lastName: "Martin" } },
      "answers.firstName",
      /requis/,
    ],
    [
      "an option that is not offered",
      { step: 4, answers: { contractTypes: ["CDI"], remote: "lune" } },
      "answers.remote",
      /proposées/,
    ],
    ["a number out of bounds", { step: 5, answers: { experience: 99 } }, "answers.experience", /n'est pas valide/],
    [
      "a text where a number goes",
      { step: 5, answers: { experience: "cinq" } },
      "answers.experience",
      /n'est pas valide/,
    ],
    [
      "a question of another step",
      { step: 1, answers: { skills: ["React"] } },
      "answers.skills",
      /n'est pas une question de cette étape/,
    ],
    ["an unknown question", { step: 1, answers: { pointure: 42 } }, "answers.pointure", /Question inconnue/],
    [
      "a language level nobody uses",
      { step: 6, answers: { skills: ["React"], languages: [{ language: "Anglais", level: "super" }] } },
      "answers.languages",
      /n'est pas valide/,
    ],
    [
      "a place without a city",
      { step: 3, answers: { city: { ...lyon, city: "" }, mobility: "30" } },
      "answers.city",
      /n'est pas valide/,
    ],
    [
      "someone else's photo",
      {
        step: 1,
        answers: { ...steps[1], photo: "/storage/v1/object/public/avatars/8b0d1a8e-0000-4000-8000-000000000000/a.png" },
      },
      "answers.photo",
      /que vous avez envoyée/,
    ],
    [
      "a photo from elsewhere",
      { step: 1, answers: { ...steps[1], photo: "https://exemple.fr/moi.png" } },
      "answers.photo",
      /que vous avez envoyée/,
    ],
    ["a step beyond the last", { step: 9, answers: {} }, "step", /compte 7 étapes/],
  ])("refuses %s in French and changes nothing", async (_name, body, field, error) => {
    const user = await userWithProfile("candidate", "erreur");
    const before = await snapshot(server);
    const reply = await save(user, body);
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe(field);
    expect(reply.body.error).toMatch(error);
    expect(await snapshot(server)).toEqual(before);
  });

  it("accepts the candidate's own photo and stores its address", async () => {
    const user = await userWithProfile("candidate", "photo");
    const photo = `${server.url}/storage/v1/object/public/avatars/${user.id}/photo.png`;
    expect((await save(user, { step: 1, answers: { ...steps[1], photo } })).status).toBe(200);
    expect((await candidateRow(user)).avatar_url).toBe(photo);
  });

  it("refuses huge or deeply nested answers", async () => {
    const user = await userWithProfile("candidate", "volumineux");
    const long = await save(user, { step: 7, answers: { motivation: "x".repeat(5000) } });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe("answers.motivation");
    let nested: unknown = "fond";
    for (let depth = 0; depth < 100; depth += 1) nested = { nested };
    const deep = await save(user, { step: 7, answers: { motivation: nested } });
    expect(deep.status).toBe(400);
  });
});

describe("answers changed on another screen", () => {
  /** A candidate who finished the questionnaire, then changed their card elsewhere (as the CV analysis does). */
  async function changedElsewhere(name: string) {
    const user = await userWithProfile("candidate", name);
    for (const step of [1, 2, 3, 4, 5, 6]) expect((await save(user, { step, answers: steps[step] })).status).toBe(200);
    expect((await save(user, { step: 7, answers: steps[7], complete: true })).status).toBe(200);
    const info = await call(server, "POST", "/api/profile/info", {
      token: user.token,
      body: {
        form: {
          skills: ["React", "TypeScript", "Node.js", "SQL", "Docker"],
          languages: ["Français (Langue maternelle)", "Anglais (C1)", "Espagnol"],
          experience_years: 8,
        },
      },
    });
    expect(info.status).toBe(200);
    return user;
  }

  it("opens on what the card holds now, a language read without its level left to choose", async () => {
    const user = await changedElsewhere("ailleurs");
    const reply = await call(server, "GET", "/api/questionnaires/candidate", { token: user.token });
    expect(reply.body.progress.answers).toMatchObject({
      skills: ["React", "TypeScript", "Node.js", "SQL", "Docker"],
      languages: [
        { language: "Français", level: "Langue maternelle" },
        { language: "Anglais", level: "C1" },
        { language: "Espagnol", level: "" },
      ],
      experience: 8,
      city: lyon,
      mobility: "30",
      salary: 42000,
      firstName: "Camille",
    });
  });

  it("writes only the answers sent: the salary changed, the card keeps its skills and languages", async () => {
    const user = await changedElsewhere("salaire");
    const reply = await save(user, { step: 5, answers: { salary: 45000 }, base: { salary: 42000 } });
    expect(reply.status).toBe(200);
    expect(await candidateRow(user)).toMatchObject({
      salary_expectation: 45000,
      experience_years: 8,
      skills: ["React", "TypeScript", "Node.js", "SQL", "Docker"],
      languages: ["Français (Langue maternelle)", "Anglais (C1)", "Espagnol"],
    });
    expect(reply.body.answers).toMatchObject({ salary: 45000, experience: 8 });
  });

  it("refuses with a French 409 an answer changed elsewhere since the form opened, changing nothing", async () => {
    const user = await changedElsewhere("perime");
    // The form opened before the change: it still had 5 years and two skills.
    const stale = await save(user, {
      step: 6,
      answers: { skills: ["React", "TypeScript", "Vue"] },
      base: { skills: ["React", "TypeScript"] },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      error:
        "« Vos compétences principales » a changé depuis l'ouverture de cette page (sur un autre écran ou un autre appareil) : la réponse actuelle est affichée, vérifiez-la puis enregistrez à nouveau.",
      field: "answers.skills",
    });
    expect((await candidateRow(user)).skills).toEqual(["React", "TypeScript", "Node.js", "SQL", "Docker"]);
    // From the current answer, the same change goes through.
    const fresh = await save(user, {
      step: 6,
      answers: { skills: ["React", "Vue"] },
      base: { skills: ["React", "TypeScript", "Node.js", "SQL", "Docker"] },
    });
    expect(fresh.status).toBe(200);
    expect((await candidateRow(user)).skills).toEqual(["React", "Vue"]);
  });

  it("asks for the level of a language that has none", async () => {
    const user = await changedElsewhere("niveau");
    const reply = await save(user, {
      step: 6,
      answers: { languages: [{ language: "Espagnol", level: "" }] },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe(
      "La réponse à « Les langues que vous parlez, avec votre niveau » n'est pas valide. Choisissez le niveau de chaque langue.",
    );
  });
});

describe("a new candidate's questionnaire", () => {
  it("starts from the name given at sign-up and from what a CV applied first filled in", async () => {
    const user = await userWithProfile("candidate", "nouvelle");
    // The sign-up form keeps the name in the account's metadata, which the session's token carries.
    const token = await server.ctx.jwt.sign(
      {
        role: "authenticated",
        sub: user.id,
        email: user.email,
        aud: "authenticated",
        session_id: user.sessionId,
        user_metadata: { type: "candidate", first_name: " Léa ", last_name: "Girard" },
      },
      3600,
    );
    // The CV's analysis, applied before the questionnaire.
    const applied = await call(server, "POST", "/api/profile/info", {
      token,
      body: { form: { skills: ["Excel avancé", "SAP FI"], experience_years: 6 } },
    });
    expect(applied.status).toBe(200);

    const reply = await call(server, "GET", "/api/questionnaires/candidate", { token });
    expect(reply.status).toBe(200);
    expect(reply.body.progress).toEqual({
      // The card's own values come too (its defaults for the mobility and the remote work included).
      answers: {
        firstName: "Léa",
        lastName: "Girard",
        skills: ["Excel avancé", "SAP FI"],
        experience: 6,
        mobility: "30",
        remote: "any",
      },
      current_step: 1,
      submitted_at: null,
    });
    // Prefilled, not saved: nothing is written until the candidate goes on.
    const { rows } = await server.db.query(
      "select 1 from public.questionnaire_responses r join public.profiles p on p.id = r.profile_id where p.user_id = $1",
      [user.id],
    );
    expect(rows).toEqual([]);
  });

  it("starts blank when nothing is known yet", async () => {
    const user = await userWithProfile("candidate", "vierge");
    const reply = await call(server, "GET", "/api/questionnaires/candidate", { token: user.token });
    expect(reply.status).toBe(200);
    expect(reply.body.progress).toBeNull();
  });
});

describe("who may answer", () => {
  it("needs a signed-in user", async () => {
    const reply = await call(server, "PUT", "/api/questionnaires/candidate/answers", {
      body: { step: 1, answers: steps[1] },
    });
    expect(reply.status).toBe(401);
    expect(reply.body.error).toBe("Token manquant");
  });

  it("refuses a questionnaire meant for another kind of user", async () => {
    const recruiter = await userWithProfile("recruiter", "recruteuse");
    const before = await snapshot(server);
    const reply = await save(recruiter, { step: 1, answers: steps[1] });
    expect(reply.status).toBe(403);
    expect(reply.body.error).toBe("Ce questionnaire ne vous est pas destiné.");
    expect(await snapshot(server)).toEqual(before);
  });

  it("never shows nor lets anyone change another user's answers, through the API or REST", async () => {
    const owner = await userWithProfile("candidate", "proprietaire");
    const intruder = await userWithProfile("candidate", "intrus");
    expect((await save(owner, { step: 1, answers: steps[1] })).status).toBe(200);

    const seen = await call(server, "GET", "/api/questionnaires/candidate", { token: intruder.token });
    expect(seen.body.progress).toBeNull();

    const rest = createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { authorization: `Bearer ${intruder.token}` } },
    });
    const { data } = await rest.from("questionnaire_responses").select("answers");
    expect(data).toEqual([]);
    const { data: changed } = await rest
      .from("questionnaire_responses")
      .update({ answers: { firstName: "Pirate" } })
      .neq("answers", "{}")
      .select();
    expect(changed).toEqual([]);
    const owned = await call(server, "GET", "/api/questionnaires/candidate", { token: owner.token });
    expect(owned.body.progress.answers.firstName).toBe("Camille");
  });
});

describe("GET /api/skills/suggestions", () => {
  it("proposes skills asked by published offers, accents and case aside", async () => {
    const recruiterId = (await createUser(server, "entreprise")).id;
    await server.db.query(
      `with p as (insert into public.profiles (user_id, type, completed) values ($1, 'recruiter', true) returning id),
       c as (insert into public.companies (profile_id, name, siret) select id, 'Acme', '73282932000074' from p returning profile_id)
       insert into public.jobs (company_id, title, description, contract_type, remote_mode, status, skills, published_at)
       select profile_id, 'Développeuse', '<p>Offre</p>', 'CDI', 'remote', 'published', array['Écoute active', 'React'], now() from c`,
      [recruiterId],
    );
    const reply = await call(server, "GET", "/api/skills/suggestions?q=ecou");
    expect(reply.status).toBe(200);
    expect(reply.body.skills).toEqual(["Écoute active"]);
    expect((await call(server, "GET", "/api/skills/suggestions?q=e")).status).toBe(400);
  });
});
