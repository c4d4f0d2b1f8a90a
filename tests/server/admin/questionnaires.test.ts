// Questionnaires edited by administrators through HTTP: new questionnaires, edits of their
// questions checked with French messages naming the question, the columns an audience's answers may
// fill, and answers given before an edit that stay labelled as they were asked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contractTypeLabels, contractTypes } from "@fuse/domain/vocabulary";

import type { TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { call, type TestUser } from "../api/profile-support.ts";
import { journalOf, person, restClient, startContentServer } from "./content-support.ts";

let server: TestServer;
let admin: TestUser;
let candidate: TestUser;

beforeAll(async () => {
  server = await startContentServer();
  admin = await person(server, "admin", "admin");
  candidate = await person(server, "candidate", "camille");
});
afterAll(() => server?.close());

const asAdmin = (method: string, path: string, body?: unknown) =>
  call(server, method, `/api/admin/questionnaires${path}`, { token: admin.token, body });

const feedback = [
  { id: "note", type: "scale", label: "Votre note", min: 1, max: 5, required: true },
  { id: "avis", type: "long_text", label: "Votre avis" },
  {
    id: "canal",
    type: "single_choice",
    label: "Comment nous avez-vous connus ?",
    options: [
      { value: "ami", label: "Par un ami" },
      { value: "web", label: "Sur le web" },
    ],
  },
];

describe("a questionnaire in use", () => {
  it("keeps the answers given before an edit labelled as they were asked", async () => {
    const created = await asAdmin("POST", "", {
      slug: "retourExperience",
      title: "Votre retour",
      audience: "candidate",
      questions: feedback,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: "retourExperience", version: 1, question_count: 3, response_count: 0 });

    const answered = await call(server, "PUT", "/api/questionnaires/retourExperience/answers", {
      token: candidate.token,
      body: { step: 1, answers: { note: 4, avis: "Très utile.", canal: "web" }, complete: true },
    });
    expect(answered.status).toBe(200);

    // « avis » removed, « note » relabelled, a new question added.
    const edited = await asAdmin("PUT", "/retourExperience", {
      title: "Votre retour sur Fuse",
      questions: [
        { ...feedback[0], label: "Votre note, de 1 à 5" },
        feedback[2],
        { id: "suggestion", type: "long_text", label: "Une suggestion ?" },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: "Votre retour sur Fuse", version: 2, response_count: 1 });

    const read = await asAdmin("GET", "/retourExperience/responses");
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ total: 1, page: 1, questionnaire: { version: 2 } });
    const [response] = read.body.responses;
    expect(response.version).toBe(1);
    expect(response.respondent.type).toBe("candidate");
    expect(response.answers).toEqual([
      {
        question_id: "note",
        label: "Votre note",
        current_label: "Votre note, de 1 à 5",
        retired: false,
        type: "scale",
        answer: 4,
        choices: null,
      },
      {
        question_id: "avis",
        label: "Votre avis",
        current_label: null,
        retired: true,
        type: "long_text",
        answer: "Très utile.",
        choices: null,
      },
      {
        question_id: "canal",
        label: "Comment nous avez-vous connus ?",
        current_label: "Comment nous avez-vous connus ?",
        retired: false,
        type: "single_choice",
        answer: "web",
        choices: ["Sur le web"],
      },
    ]);

    // The public renderer gets the new questions.
    const served = await call(server, "GET", "/api/questionnaires/retourExperience");
    expect(served.body.questionnaire.questions.map((question: { id: string }) => question.id)).toEqual([
      "note",
      "canal",
      "suggestion",
    ]);

    // A text-only edit keeps the version; the list counts questions and answers.
    const retitled = await asAdmin("PUT", "/retourExperience", {
      title: "Votre avis sur Fuse",
      questions: edited.body.questions,
    });
    expect(retitled.body.version).toBe(2);
    const listed = await asAdmin("GET", "");
    expect(listed.body.questionnaires).toContainEqual(
      expect.objectContaining({ slug: "retourExperience", question_count: 3, response_count: 1, version: 2 }),
    );

    const journal = await journalOf(server, "questionnaires", await idOf("retourExperience"));
    expect(journal.map((entry) => entry.action)).toEqual(["insert", "update", "update"]);
    expect(journal.every((entry) => entry.actor_email === admin.email)).toBe(true);
    expect(journal[1]!.details).toEqual({ changed: ["questions", "title", "version"] });
  });

  it("refuses to change the type of a question that has answers", async () => {
    const current = (await asAdmin("GET", "/retourExperience")).body;
    const retyped = current.questions.map((question: { id: string }) =>
      question.id === "note" ? { ...question, type: "number" } : question,
    );
    const refused = await asAdmin("PUT", "/retourExperience", { title: current.title, questions: retyped });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error:
        "Question « Votre note, de 1 à 5 » : des réponses existent déjà, son type ne peut plus changer. Ajoutez plutôt une nouvelle question.",
      field: "questions.0.type",
    });
  });

  it("keeps the history to administrators, and out of anyone's reach to write", async () => {
    const rest = restClient(server, candidate);
    const read = await rest.from("questionnaire_versions").select("version");
    expect(read.data ?? []).toEqual([]);
    const adminRest = restClient(server, admin);
    const versions = await adminRest.from("questionnaire_versions").select("version, questions");
    expect((versions.data ?? []).length).toBeGreaterThanOrEqual(4);
    const rewritten = await adminRest.from("questionnaire_versions").update({ questions: [] }).eq("version", 1);
    expect(rewritten.error).not.toBeNull();
  });
});

async function idOf(slug: string) {
  const { rows } = await server.db.query<{ id: string }>("select id from public.questionnaires where slug = $1", [
    slug,
  ]);
  return rows[0]!.id;
}

describe("questions refused, in French, naming the question", () => {
  const put = (slug: string, questions: unknown) => asAdmin("PUT", `/${slug}`, { title: "Titre", questions });

  it.each([
    [[], "Ajoutez au moins une question.", "questions"],
    [
      [{ id: "pays", type: "single_choice", label: "Votre pays", options: [{ value: "fr", label: "France" }] }],
      "Question « Votre pays » : une question à choix propose au moins deux réponses.",
      "questions.0.options",
    ],
    [
      [
        { id: "nom", type: "short_text", label: "Votre nom" },
        { id: "nom", type: "short_text", label: "Votre nom d'usage" },
      ],
      "Question « Votre nom d'usage » : l'identifiant « nom » est déjà celui d'une autre question.",
      "questions.1.id",
    ],
    [
      [{ id: "naissance", type: "date", label: "Votre date de naissance" }],
      expect.stringMatching(/^Question « Votre date de naissance » : le type doit être l'un de : single_choice, /),
      "questions.0.type",
    ],
    [
      [{ id: "Nom", type: "short_text", label: "Votre nom" }],
      expect.stringMatching(/^Question « Votre nom » : l'identifiant doit commencer par une lettre minuscule/),
      "questions.0.id",
    ],
    [
      [{ id: "vide", type: "short_text", label: "  " }],
      "Question n° 1 : le libellé est requis (300 caractères au plus).",
      "questions.0.label",
    ],
    [
      [{ id: "age", type: "number", label: "Votre âge", min: 99, max: 18 }],
      "Question « Votre âge » : le maximum doit être supérieur ou égal au minimum.",
      "questions.0.max",
    ],
    [
      [{ id: "etape", type: "short_text", label: "Étape", step: 0 }],
      "Question « Étape » : l'étape doit être un nombre entier de 1 à 100.",
      "questions.0.step",
    ],
    [
      [{ id: "x", type: "short_text", label: "X", couleur: "rouge" }],
      "Question « X » : le champ « couleur » n'existe pas.",
      "questions.0.couleur",
    ],
  ])("%j → %s", async (questions, error, field) => {
    const refused = await put("retourExperience", questions);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error, field });
  });

  it("accepts the questionnaires a fresh install starts with, as they are", async () => {
    for (const slug of ["candidate", "recruiter", "companyAnalyzer"]) {
      const current = (await asAdmin("GET", `/${slug}`)).body;
      const saved = await asAdmin("PUT", `/${slug}`, { title: current.title, questions: current.questions });
      expect(saved.status).toBe(200);
      expect(saved.body.version).toBe(current.version);
    }
  });

  it("restricts `field` to the columns the questionnaire's audience may write", async () => {
    const candidateQuestionnaire = (await asAdmin("GET", "/candidate")).body;
    expect(candidateQuestionnaire.allowed_fields).toContain("candidate_infos.skills");
    expect(candidateQuestionnaire.allowed_fields.every((field: string) => field.startsWith("candidate_infos."))).toBe(
      true,
    );
    const pointing = (field: string) => [
      ...candidateQuestionnaire.questions,
      { id: "extra", type: "short_text", label: "Question ajoutée", field },
    ];
    for (const field of [
      "companies.name",
      "profiles.type",
      "candidate_infos.profile_id",
      "candidate_infos.rome_code",
    ]) {
      const refused = await put("candidate", pointing(field));
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        error: `Question « Question ajoutée » : « ${field} » n'est pas une colonne que le public de ce questionnaire peut remplir.`,
        field: `questions.${candidateQuestionnaire.questions.length}.field`,
      });
    }
    const recruiterQuestionnaire = (await asAdmin("GET", "/recruiter")).body;
    const onRecruiter = await put("recruiter", [
      ...recruiterQuestionnaire.questions,
      { id: "competences", type: "tags", label: "Compétences", field: "candidate_infos.skills" },
    ]);
    expect(onRecruiter.status).toBe(400);
    expect(onRecruiter.body.error).toMatch(/« candidate_infos\.skills » n'est pas une colonne/);

    // A questionnaire for everyone fills no column: half of its public could not write it.
    const everyone = await asAdmin("POST", "", {
      slug: "sondage",
      title: "Sondage",
      questions: [{ id: "ville", type: "city", label: "Votre ville", field: "candidate_infos.city" }],
    });
    expect(everyone.status).toBe(400);
    expect(everyone.body.error).toBe(
      "Question « Votre ville » : les réponses à ce questionnaire ne remplissent aucune colonne du profil : retirez « field ».",
    );

    const unchanged = (await asAdmin("GET", "/candidate")).body;
    expect(unchanged.version).toBe(candidateQuestionnaire.version);
    const allowed = await put("candidate", pointing("candidate_infos.headline"));
    expect(allowed.status).toBe(200);
    expect(allowed.body.version).toBe(candidateQuestionnaire.version + 1);
  });

  it.each([
    [
      { vocabulary: "metiers" },
      expect.stringMatching(/^Question « Vos contrats » : « vocabulary » nomme l'un de : contractTypes, remoteModes, /),
      "questions.0.vocabulary",
    ],
    [
      {
        options: [
          { value: "CDI", label: "CDI" },
          { value: "CDD", label: "CDD" },
        ],
      },
      "Question « Vos contrats » : une question qui tire ses réponses d'un vocabulaire n'en recopie pas : retirez « options ».",
      "questions.0.options",
    ],
    [
      { type: "short_text" },
      "Question « Vos contrats » : seule une question à choix tire ses réponses d'un vocabulaire.",
      "questions.0.vocabulary",
    ],
  ])("refuses a question naming a vocabulary with %j", async (change, error, field) => {
    const question = { id: "contrats", type: "multiple_choice", label: "Vos contrats", vocabulary: "contractTypes" };
    const refused = await put("retourExperience", [{ ...question, ...change }]);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error, field });
  });

  it("refuses a taken address (409) and an unknown questionnaire (404)", async () => {
    const taken = await asAdmin("POST", "", { slug: "candidate", title: "Doublon", questions: feedback });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      error: "Un questionnaire a déjà cette adresse : choisissez-en une autre.",
      field: "slug",
    });
    for (const [method, path] of [
      ["GET", "/inconnu"],
      ["PUT", "/inconnu"],
      ["GET", "/inconnu/responses"],
    ] as const) {
      const missing = await asAdmin(method, path, method === "PUT" ? { title: "T", questions: feedback } : undefined);
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe("Questionnaire introuvable");
    }
  });
});

describe("a question naming a vocabulary", () => {
  const contracts = { id: "contrats", type: "multiple_choice", label: "Vos contrats", vocabulary: "contractTypes" };

  it("is stored with its name only, asked with the vocabulary's codes and labels, and answered in them", async () => {
    const created = await asAdmin("POST", "", {
      slug: "contratsVises",
      title: "Vos contrats",
      audience: "candidate",
      questions: [contracts],
    });
    expect(created.status).toBe(201);
    expect(created.body.questions).toEqual([contracts]);

    const asked = await call(server, "GET", "/api/questionnaires/contratsVises");
    expect(asked.body.questionnaire.questions).toEqual([
      { ...contracts, options: contractTypes.map((value) => ({ value, label: contractTypeLabels[value] })) },
    ]);

    const answer = (contrats: string[]) =>
      call(server, "PUT", "/api/questionnaires/contratsVises/answers", {
        token: candidate.token,
        body: { step: 1, answers: { contrats }, complete: true },
      });
    const unknown = await answer(["CDI", "portage"]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe("answers.contrats");
    expect((await answer(["CDI", "intérim"])).status).toBe(200);

    const responses = await asAdmin("GET", "/contratsVises/responses");
    expect(responses.body.responses[0].answers).toMatchObject([
      { question_id: "contrats", answer: ["CDI", "intérim"], choices: ["CDI", "Intérim"] },
    ]);
  });
});
