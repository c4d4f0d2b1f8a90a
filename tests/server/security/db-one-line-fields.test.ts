// One-line fields hold one line. A job's title or a company's name reaches e-mail subjects, where a
// line break starts a header of the attacker's choosing; through the REST API they took line breaks
// raw. The database refuses line breaks (U+2028 and U+2029 too) and control characters in every
// one-line column, with a French message; the product API's forms refuse them first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { oneLineMessage } from "@fuse/domain/vocabulary";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { call } from "../api/profile-support.ts";
import { register, type Person } from "../api/workflow-support.ts";
import { restCall } from "./rest-support.ts";

let server: TestServer;
let recruiter: Person;
let candidate: Person;
let jobId: string;

beforeAll(async () => {
  server = await startTestServer();
  recruiter = await register(server, "recruiter", "lignes");
  candidate = await register(server, "candidate", "Lina");
  const created = await call(server, "POST", "/api/recruiter/jobs", {
    token: recruiter.token,
    body: { title: "Comptable" },
  });
  expect(created.status).toBe(201);
  jobId = created.body.id;
}, 120_000);
afterAll(() => server?.close());

const rest = (method: "POST" | "PATCH", path: string, token: string, body: unknown) =>
  restCall<Record<string, unknown>>(server, method, path, { token, body, prefer: "return=minimal" });

const refused = (message: string) => ({
  status: 400,
  body: expect.objectContaining({ code: "23514", message }) as unknown,
});

const injected = "Offre\r\nBcc: victime@exemple.fr";

describe("one-line fields written through REST", () => {
  it("refuse a line break or a control character, in French, and keep what was there", async () => {
    expect(await rest("PATCH", `jobs?id=eq.${jobId}`, recruiter.token, { title: injected })).toEqual(
      refused(oneLineMessage("L'intitulé du poste")),
    );
    expect(
      await rest("POST", "jobs", recruiter.token, {
        company_id: recruiter.profileId,
        title: "Juriste",
        contract_type: "CDI",
        city: "Lyon\u2028Bcc: x",
      }),
    ).toEqual(refused(oneLineMessage("Le lieu de travail")));
    expect(
      await rest("PATCH", `companies?profile_id=eq.${recruiter.profileId}`, recruiter.token, { name: injected }),
    ).toEqual(refused(oneLineMessage("Le nom de l'entreprise")));
    expect(
      await rest("PATCH", `candidate_infos?profile_id=eq.${candidate.profileId}`, candidate.token, {
        first_name: "Lina\u0007",
      }),
    ).toEqual(refused(oneLineMessage("Le prénom")));
    expect(await rest("PATCH", `jobs?id=eq.${jobId}`, recruiter.token, { skills: ["Excel", "Paie\nBcc"] })).toEqual(
      refused(oneLineMessage("Chaque élément de la liste")),
    );
    expect(
      await rest("PATCH", `companies?profile_id=eq.${recruiter.profileId}`, recruiter.token, {
        sites: [{ city: "Lyon\r\nBcc: x", postal_code: null, lat: null, lng: null }],
      }),
    ).toEqual(refused(oneLineMessage("La ville d'un site")));

    const { rows } = await server.db.query<{ title: string; skills: string[]; name: string; sites: unknown[] }>(
      `select j.title, j.skills, c.name, c.sites from public.jobs j join public.companies c on c.profile_id = j.company_id
        where j.id = $1`,
      [jobId],
    );
    expect(rows).toEqual([{ title: "Comptable", skills: [], name: "Entreprise lignes", sites: [] }]);
  });

  it("accept what one line holds: accents, apostrophes, inclusive writing, dashes", async () => {
    expect(
      await rest("PATCH", `jobs?id=eq.${jobId}`, recruiter.token, {
        title: "Développeur·se d'applications – Lyon (H/F)",
        skills: ["Gestion de la paie", "C++"],
      }),
    ).toEqual({ status: 204, body: null });
  });

  it("are every one-line column a user, a visitor or an administrator writes", async () => {
    const { rows } = await server.db.query<{ name: string }>(
      `select conname as name from pg_constraint
        where connamespace = 'public'::regnamespace and contype = 'c' and conname like '%\\_one\\_line'
        order by 1`,
    );
    expect(rows.map((row) => row.name)).toEqual(
      [
        "candidate_infos_avatar_url",
        "candidate_infos_city",
        "candidate_infos_first_name",
        "candidate_infos_headline",
        "candidate_infos_last_name",
        "candidate_infos_phone",
        "candidate_infos_target_title",
        "companies_address",
        "companies_city",
        "companies_contact_name",
        "companies_contact_role",
        "companies_logo_url",
        "companies_name",
        "companies_sector",
        "companies_website",
        "contact_messages_email",
        "contact_messages_name",
        "contact_messages_subject",
        "faq_categories_label",
        "faq_items_question",
        "jobs_city",
        "jobs_title",
        "news_title",
        "pages_title",
        "pre_registrations_address",
        "pre_registrations_city",
        "pre_registrations_company_name",
        "pre_registrations_contact_name",
        "pre_registrations_email",
        "questionnaires_title",
        "saved_searches_name",
        "workflow_interviews_location",
        "workflow_interviews_video_url",
      ].map((column) => `${column}_one_line`),
    );
  });
});

describe("the product API's forms", () => {
  it("refuse a line break in a one-line field first, in French, naming the field", async () => {
    const answers = [
      await call(server, "PATCH", `/api/recruiter/jobs/${jobId}`, {
        token: recruiter.token,
        body: { title: injected },
      }),
      await call(server, "PATCH", "/api/profile/info/update-company", {
        token: recruiter.token,
        body: { profile: { name: injected } },
      }),
      await call(server, "POST", "/api/profile/info", {
        token: candidate.token,
        body: { form: { city: "Lyon\nBcc: x" } },
      }),
      await call(server, "POST", "/api/saved-searches", {
        token: candidate.token,
        body: { name: "Comptable\u2028Lyon", query: "q=comptable" },
      }),
      await call(server, "POST", "/api/contact", {
        body: {
          name: injected,
          email: "lina@exemple.fr",
          subject: "Autre",
          message: "Bonjour, une question.",
          consent: true,
        },
      }),
    ];
    expect(answers.map(({ status, body }) => ({ status, body }))).toEqual([
      { status: 400, body: { error: oneLineMessage("L'intitulé"), field: "title" } },
      { status: 400, body: { error: oneLineMessage(), field: "profile.name" } },
      { status: 400, body: { error: oneLineMessage(), field: "form.city" } },
      { status: 400, body: { error: oneLineMessage("« Nom »"), field: "name" } },
      { status: 400, body: { error: oneLineMessage("Votre nom"), field: "name" } },
    ]);
  });
});
