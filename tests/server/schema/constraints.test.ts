// What the schema itself refuses, whoever writes (even the server as the database owner): invalid
// SIRETs, out-of-range values, unsanitised rich text, malformed questionnaires; and what its
// triggers keep true (publication dates, workflow history, refusal reasons).
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { sanitizeHtml } from "@fuse/domain/sanitize";
import { hostileVectors, policyViolations, safeVectors } from "@fuse/domain/sanitize/sanitize.fixtures";
import type { Database } from "@fuse/server-core/db/database.ts";
import { createMigratedTestDatabase } from "@fuse/supabase-local/testing/migrated-database.ts";

import { createUser } from "../rls/world.ts";

let db: Database;
let recruiterId: string;
let candidateId: string;
let jobId: string;
beforeAll(async () => {
  db = await createMigratedTestDatabase();
  recruiterId = (await createUser(db, "rh@contraintes.test", "recruiter")).profileId;
  candidateId = (await createUser(db, "candidate@contraintes.test", "candidate")).profileId;
  await db.query(
    "insert into public.companies (profile_id, name, siret) values ($1, 'Contraintes SA', '90000001900019')",
    [recruiterId],
  );
  await db.query("insert into public.candidate_infos (profile_id) values ($1)", [candidateId]);
  jobId = (
    await db.query<{ id: string }>(
      "insert into public.jobs (company_id, title, contract_type) values ($1, 'Juriste', 'CDI') returning id",
      [recruiterId],
    )
  ).rows[0]!.id;
});
afterAll(() => db?.close());

/** A jsdom document to parse markup in, as a browser would. */
const parsingDocument = new JSDOM("").window.document;
function parse(html: string) {
  const container = parsingDocument.createElement("div");
  container.innerHTML = html;
  return container;
}

/** The SQLSTATE a statement fails with, in a transaction rolled back either way; "ok" when it passes. */
async function outcome(sql: string, params: unknown[] = []): Promise<string> {
  const rolledBack = new Error("rolled back");
  let result = "ok";
  try {
    await db.transaction(async (tx) => {
      try {
        await tx.query(sql, params);
      } catch (error) {
        result = (error as { code?: string }).code ?? String(error);
      }
      throw rolledBack;
    });
  } catch (error) {
    if (error !== rolledBack) throw error;
  }
  return result;
}

const CHECK = "23514";
const UNIQUE = "23505";

const scalar = async <T>(sql: string, params: unknown[] = []) =>
  (await db.query<{ value: T }>(sql, params)).rows[0]!.value;

describe("SIRET", () => {
  const valid = (siret: string | null) => scalar<boolean>("select public.is_valid_siret($1) as value", [siret]);

  it("accepts 14 digits with a Luhn key and refuses anything else", async () => {
    expect(await valid("90000001900019")).toBe(true);
    expect(await valid("90000001900018")).toBe(false);
    expect(await valid("9000000190001")).toBe(false);
    expect(await valid("900000019000190")).toBe(false);
    expect(await valid("9000000190001A")).toBe(false);
    expect(await valid("900 000 019 00019")).toBe(false);
    expect(await valid(null)).toBe(false);
  });

  it("applies La Poste's exception: digit sum divisible by 5, except its head office", async () => {
    // An establishment of La Poste: Luhn fails, the digit sum (20) is a multiple of 5.
    expect(await valid("35600000000015")).toBe(true);
    expect(await valid("35600000049837")).toBe(true);
    // Luhn holds but the digit sum (26) does not: not a La Poste establishment number.
    expect(await valid("35600000000014")).toBe(false);
    // The head office keeps the Luhn key.
    expect(await valid("35600000000048")).toBe(true);
  });

  it("is enforced on companies and pre-registrations, and gives the SIREN", async () => {
    const other = await createUser(db, "rh2@contraintes.test", "recruiter");
    expect(
      await outcome("insert into public.companies (profile_id, name, siret) values ($1, 'X', '12345678901234')", [
        other.profileId,
      ]),
    ).toBe(CHECK);
    expect(
      await outcome(
        "insert into public.pre_registrations (company_name, siret, contact_name, email) values ('X', '12345678901234', 'Y', 'y@x.fr')",
      ),
    ).toBe(CHECK);
    expect(
      await scalar<string>("select siren as value from public.companies where profile_id = $1", [recruiterId]),
    ).toBe("900000019");
  });
});

describe("jobs", () => {
  const insertJob = (columns: string, values: string) =>
    outcome(
      `insert into public.jobs (company_id, title, contract_type, ${columns}) values ($1, 'Poste', 'CDI', ${values})`,
      [recruiterId],
    );

  it("refuses values outside their lists and ranges", async () => {
    expect(
      await outcome("insert into public.jobs (company_id, title, contract_type) values ($1, 'Poste', 'CDI ')", [
        recruiterId,
      ]),
    ).toBe(CHECK);
    expect(
      await outcome("insert into public.jobs (company_id, title, contract_type) values ($1, 'Poste', 'interim')", [
        recruiterId,
      ]),
    ).toBe(CHECK);
    expect(await insertJob("remote_mode", "'full-remote'")).toBe(CHECK);
    expect(await insertJob("status", "'archived'")).toBe(CHECK);
    expect(await insertJob("salary_min, salary_max", "50000, 40000")).toBe(CHECK);
    expect(await insertJob("salary_min", "-1")).toBe(CHECK);
    expect(await insertJob("lat, lng", "91, 2")).toBe(CHECK);
    expect(await insertJob("lat", "45")).toBe(CHECK);
    expect(await insertJob("postal_code", "'6900'")).toBe(CHECK);
    expect(await insertJob("experience_years_min", "61")).toBe(CHECK);
    expect(
      await outcome("insert into public.jobs (company_id, title, contract_type) values ($1, ' ', 'CDI')", [
        recruiterId,
      ]),
    ).toBe(CHECK);
  });

  it("accepts every contract type and remote mode of the product", async () => {
    for (const contract of ["CDI", "CDD", "intérim", "alternance", "stage", "freelance"]) {
      for (const remote of ["onsite", "hybrid", "remote"]) {
        expect(
          await outcome(
            `insert into public.jobs (company_id, title, contract_type, remote_mode, salary_min, salary_max, lat, lng, postal_code)
             values ($1, 'Poste', $2, $3, 30000, 30000, 48.85, 2.35, '75001')`,
            [recruiterId, contract, remote],
          ),
        ).toBe("ok");
      }
    }
  });

  it("dates a publication once, and keeps the first date when an offer is published again", async () => {
    const { rows } = await db.query<{ id: string; published_at: Date }>(
      "insert into public.jobs (company_id, title, contract_type, status) values ($1, 'Publié', 'CDD', 'published') returning id, published_at",
      [recruiterId],
    );
    const first = rows[0]!;
    expect(first.published_at).toBeInstanceOf(Date);
    await db.query("update public.jobs set status = 'closed' where id = $1", [first.id]);
    await db.query("update public.jobs set status = 'published' where id = $1", [first.id]);
    expect(await scalar<Date>("select published_at as value from public.jobs where id = $1", [first.id])).toEqual(
      first.published_at,
    );
  });
});

describe("rich text", () => {
  const accepted = (html: string) => scalar<boolean>("select public.is_sanitised_html($1) as value", [html]);

  it("accepts everything the sanitiser outputs", async () => {
    for (const { input } of [...safeVectors, ...hostileVectors]) {
      const clean = sanitizeHtml(input);
      expect(await accepted(clean), clean).toBe(true);
    }
  });

  it("refuses hostile input written straight to the database, and lets through only harmless markup", async () => {
    let refused = 0;
    for (const { input } of hostileVectors) {
      // Postgres text cannot hold a NUL character at all (22021): such input never gets stored.
      if (input.includes("\0") || !(await accepted(input))) {
        refused += 1;
        continue;
      }
      // Accepted as is: parsed the way a browser would, it must break no rule (e.g. unclosed tags).
      expect(policyViolations(parse(input)), input).toEqual([]);
    }
    expect(refused).toBeGreaterThan(hostileVectors.length * 0.9);
  });

  it("is enforced on every rich-text column", async () => {
    const script = "<p>Bonjour</p><script>alert(1)</script>";
    expect(await outcome("update public.jobs set description = $1 where id = $2", [script, jobId])).toBe(CHECK);
    expect(
      await outcome("update public.candidate_infos set memo = $1 where profile_id = $2", [script, candidateId]),
    ).toBe(CHECK);
    expect(
      await outcome("update public.companies set description = $1 where profile_id = $2", [script, recruiterId]),
    ).toBe(CHECK);
    expect(await outcome("insert into public.news (slug, title, body) values ('x', 'X', $1)", [script])).toBe(CHECK);
    expect(await outcome("insert into public.pages (slug, title, body) values ('x', 'X', $1)", [script])).toBe(CHECK);
    expect(await outcome("insert into public.faq_items (question, answer) values ('X ?', $1)", [script])).toBe(CHECK);
    expect(
      await outcome("update public.jobs set description = $1 where id = $2", [
        '<p>Un <a href="https://fuse.localhost/offres" title="offres">lien</a></p>',
        jobId,
      ]),
    ).toBe("ok");
  });
});

describe("matching and workflow", () => {
  it("refuses a score outside 0-100, a breakdown that is not a list, and a second decision per side", async () => {
    expect(
      await outcome("insert into public.matches (candidate_id, job_id, score) values ($1, $2, 101)", [
        candidateId,
        jobId,
      ]),
    ).toBe(CHECK);
    expect(
      await outcome("insert into public.matches (candidate_id, job_id, breakdown) values ($1, $2, '{}')", [
        candidateId,
        jobId,
      ]),
    ).toBe(CHECK);
    expect(
      await outcome(
        "insert into public.match_decisions (candidate_id, job_id, side, decision) values ($1, $2, 'candidate', 'maybe')",
        [candidateId, jobId],
      ),
    ).toBe(CHECK);
    expect(
      await outcome(
        `insert into public.match_decisions (candidate_id, job_id, side, decision)
         values ($1, $2, 'candidate', 'like'), ($1, $2, 'candidate', 'pass')`,
        [candidateId, jobId],
      ),
    ).toBe(UNIQUE);
  });

  it("requires a reason for a refusal and forgets it when the card leaves Refusé", async () => {
    await db.query(
      `insert into public.match_decisions (candidate_id, job_id, side, decision)
       values ($1, $2, 'candidate', 'like'), ($1, $2, 'recruiter', 'like')`,
      [candidateId, jobId],
    );
    const itemId = await scalar<string>("select id as value from public.workflow_items where job_id = $1", [jobId]);
    expect(await outcome("update public.workflow_items set stage = 'rejected' where id = $1", [itemId])).toBe(CHECK);
    expect(await outcome("update public.workflow_items set stage = 'Archivé' where id = $1", [itemId])).toBe(CHECK);
    // A reason comes from the list.
    expect(
      await outcome(
        "update public.workflow_items set stage = 'rejected', refusal_reason = 'Poste pourvu' where id = $1",
        [itemId],
      ),
    ).toBe(CHECK);
    await db.query(
      "update public.workflow_items set stage = 'rejected', refusal_reason = 'other_candidate', refusal_message = 'Merci !' where id = $1",
      [itemId],
    );
    await db.query("update public.workflow_items set stage = 'interview' where id = $1", [itemId]);
    const { rows } = await db.query(
      "select stage, refusal_reason, refusal_message from public.workflow_items where id = $1",
      [itemId],
    );
    expect(rows).toEqual([{ stage: "interview", refusal_reason: null, refusal_message: null }]);
    const events = await db.query(
      "select from_stage, to_stage from public.workflow_events where item_id = $1 order by at, to_stage desc",
      [itemId],
    );
    expect(events.rows).toEqual([
      { from_stage: null, to_stage: "new_match" },
      { from_stage: "new_match", to_stage: "rejected" },
      { from_stage: "rejected", to_stage: "interview" },
    ]);
  });

  it("keeps the history as written, even from the database owner, and lets only the candidate withdraw", async () => {
    const itemId = await scalar<string>("select id as value from public.workflow_items where job_id = $1", [jobId]);
    const eventId = await scalar<string>(
      "select id as value from public.workflow_events where item_id = $1 order by at limit 1",
      [itemId],
    );
    expect(await outcome("update public.workflow_events set to_stage = 'hired' where id = $1", [eventId])).toBe(
      "42501",
    );
    expect(await outcome("delete from public.workflow_events where id = $1", [eventId])).toBe("42501");
    // Nobody but the candidate (no claims here: the server) withdraws an application.
    expect(await outcome("update public.workflow_items set stage = 'withdrawn' where id = $1", [itemId])).toBe("42501");
    expect(
      await scalar<number>("select count(*)::int as value from public.workflow_events where id = $1", [eventId]),
    ).toBe(1);
  });
});

describe("content", () => {
  const questionnaire = (questions: unknown) =>
    outcome("insert into public.questionnaires (slug, title, questions) values ('essai', 'Essai', $1)", [
      JSON.stringify(questions),
    ]);

  it("accepts a well-formed questionnaire and refuses malformed questions", async () => {
    const choice = {
      id: "contrat",
      type: "single_choice",
      label: "Contrat",
      options: [
        { value: "CDI", label: "CDI" },
        { value: "CDD", label: "CDD" },
      ],
    };
    expect(await questionnaire([choice, { id: "ville", type: "city", label: "Ville", required: true }])).toBe("ok");
    expect(await questionnaire([])).toBe(CHECK);
    expect(await questionnaire({ questions: [choice] })).toBe(CHECK);
    expect(await questionnaire([choice, choice])).toBe(CHECK);
    expect(await questionnaire([{ ...choice, type: "slider" }])).toBe(CHECK);
    expect(await questionnaire([{ ...choice, label: " " }])).toBe(CHECK);
    expect(await questionnaire([{ ...choice, options: [{ value: "CDI", label: "CDI" }] }])).toBe(CHECK);
    expect(await questionnaire([{ ...choice, options: [choice.options[0], choice.options[0]] }])).toBe(CHECK);
    expect(await questionnaire([{ ...choice, required: "oui" }])).toBe(CHECK);
  });

  it("refuses unknown audiences, malformed or repeated slugs, and bad contact details", async () => {
    expect(await outcome("insert into public.news (slug, title, audience) values ('a', 'A', 'everyone')")).toBe(CHECK);
    expect(await outcome("insert into public.news (slug, title) values ('Avec Espace', 'A')")).toBe(CHECK);
    expect(await outcome("insert into public.pages (slug, title) values ('a', 'A'), ('a', 'B')")).toBe(UNIQUE);
    expect(
      await outcome("insert into public.faq_items (question, answer, audience) values ('Q ?', 'R', 'admin')"),
    ).toBe(CHECK);
    expect(
      await outcome(
        "insert into public.contact_messages (name, email, subject, message) values ('A', 'pas-une-adresse', 'S', 'M')",
      ),
    ).toBe(CHECK);
    expect(
      await outcome(
        "insert into public.contact_messages (name, email, subject, message) values ('A', 'a@b.fr', 'S', ' ')",
      ),
    ).toBe(CHECK);
    expect(
      await outcome(
        "insert into public.pre_registrations (company_name, siret, contact_name, email, phone) values ('X', '90000002700012', 'Y', 'y@x.fr', 'appelez-moi')",
      ),
    ).toBe(CHECK);
  });
});
