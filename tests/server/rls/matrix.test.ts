// Who may read and write what, for every table of the public schema: each row of the matrix probes
// one target row as a visitor (anon), its owner, another candidate, another recruiter and an
// administrator (plus, where a match links them, the other side), for select, insert, update and
// delete, through real row-level security on real users. Every probe is rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "@fuse/server-core/db/database.ts";
import { createMigratedTestDatabase } from "@fuse/supabase-local/testing/migrated-database.ts";

import { isRefused, undone, wrote } from "./probe.ts";
import { actorKeys, buildWorld, sirets, type ActorKey, type World } from "./world.ts";

/**
 * What each actor may do to the target row, as four characters: S(elect) I(nsert) U(pdate) D(elete),
 * or "-" where refused. Insert means "insert another row belonging to the same owner".
 */
type Rights = string;

interface Case {
  table: string;
  name: string;
  /** The row probed: a WHERE clause and its parameters. */
  target: (w: World) => [string, unknown[]];
  /** A new row of the same owner, column by column. */
  insert: (w: World) => Record<string, unknown>;
  /** One-to-one rows: the target is removed first (as the database owner) so the insert can fit. */
  replacesTarget?: boolean;
  /** A SET clause harmless to the row's meaning. */
  update: string;
  rights: Record<ActorKey, Rights>;
}

const nobody = "----";
const readers = "S---";

/** Content everyone reads and only administrators edit. */
const publicContent = {
  anon: readers,
  candidate: readers,
  otherCandidate: readers,
  recruiter: readers,
  otherRecruiter: readers,
  admin: "SIUD",
};
/** Content only administrators see (drafts). */
const adminOnly = {
  anon: nobody,
  candidate: nobody,
  otherCandidate: nobody,
  recruiter: nobody,
  otherRecruiter: nobody,
  admin: "SIUD",
};
/** What only the server reads and writes (its own bookkeeping): no API role, administrators included. */
const serverOnly = {
  anon: nobody,
  candidate: nobody,
  otherCandidate: nobody,
  recruiter: nobody,
  otherRecruiter: nobody,
  admin: nobody,
};
/**
 * Forms anyone sends through the product API, which writes them itself once its limits have passed:
 * no API role inserts them, and only administrators read them.
 */
const sentThroughTheApi = {
  anon: nobody,
  candidate: nobody,
  otherCandidate: nobody,
  recruiter: nobody,
  otherRecruiter: nobody,
  admin: readers,
};
/** The same forms' handling (dealt with, answered, approved): administrators only, the text untouched. */
const handledByAdmins = { ...sentThroughTheApi, admin: "S-U-" };

const questions = JSON.stringify([{ id: "avis", type: "long_text", label: "Votre avis" }]);

const cases: Case[] = [
  {
    table: "profiles",
    name: "a candidate's profile",
    target: (w) => ["id = $1", [w.candidate.profileId]],
    insert: (w) => ({ user_id: w.candidate.userId, type: "candidate", completed: true }),
    replacesTarget: true,
    update: "completed = not completed",
    rights: {
      anon: nobody,
      candidate: "SIU-",
      otherCandidate: nobody,
      recruiter: nobody,
      otherRecruiter: nobody,
      admin: "SIUD",
    },
  },
  {
    table: "candidate_infos",
    name: "a candidate's details (the recruiter has a mutual match with them)",
    target: (w) => ["profile_id = $1", [w.candidate.profileId]],
    insert: (w) => ({ profile_id: w.candidate.profileId, first_name: "Camille", memo: "<p>Portrait</p>" }),
    replacesTarget: true,
    update: "headline = 'Nouveau titre'",
    rights: {
      anon: nobody,
      candidate: "SIUD",
      otherCandidate: nobody,
      recruiter: readers,
      otherRecruiter: nobody,
      admin: readers,
    },
  },
  {
    table: "companies",
    name: "a hidden company card (the candidate has a mutual match with it)",
    target: (w) => ["profile_id = $1", [w.recruiter.profileId]],
    insert: (w) => ({ profile_id: w.recruiter.profileId, name: "Entreprise A", siret: sirets.recruiter }),
    replacesTarget: true,
    update: "name = 'Entreprise A et fils'",
    rights: {
      anon: nobody,
      candidate: readers,
      otherCandidate: nobody,
      recruiter: "SIUD",
      otherRecruiter: nobody,
      admin: readers,
    },
  },
  {
    table: "companies",
    name: "a visible company card",
    target: (w) => ["profile_id = $1", [w.otherRecruiter.profileId]],
    insert: (w) => ({
      profile_id: w.otherRecruiter.profileId,
      name: "Entreprise B",
      siret: sirets.otherRecruiter,
      visible: true,
    }),
    replacesTarget: true,
    update: "name = 'Entreprise B et fils'",
    rights: {
      anon: readers,
      candidate: readers,
      otherCandidate: readers,
      recruiter: readers,
      otherRecruiter: "SIUD",
      admin: readers,
    },
  },
  {
    table: "subscriptions",
    name: "a recruiter's subscription",
    target: (w) => ["user_id = $1", [w.recruiter.userId]],
    insert: (w) => ({
      user_id: w.recruiter.userId,
      status: "active",
      current_period_end: new Date(Date.now() + 86_400_000),
    }),
    update: "status = 'canceled'",
    rights: {
      anon: nobody,
      candidate: nobody,
      otherCandidate: nobody,
      recruiter: readers,
      otherRecruiter: nobody,
      admin: readers,
    },
  },
  {
    table: "jobs",
    name: "a published offer",
    target: (w) => ["id = $1", [w.jobs.open]],
    insert: (w) => ({
      company_id: w.recruiter.profileId,
      title: "Juriste",
      contract_type: "CDD",
      status: "published",
      salary_min: 38000,
      salary_max: 45000,
      city: "Lyon",
      lat: 45.75,
      lng: 4.83,
    }),
    update: "title = 'Data analyst senior'",
    rights: {
      anon: readers,
      candidate: readers,
      otherCandidate: readers,
      recruiter: "SIUD",
      otherRecruiter: readers,
      admin: readers,
    },
  },
  {
    table: "jobs",
    name: "a draft offer",
    target: (w) => ["id = $1", [w.jobs.draft]],
    insert: (w) => ({ company_id: w.recruiter.profileId, title: "Juriste", contract_type: "CDD" }),
    update: "title = 'Comptable confirmé·e'",
    rights: {
      anon: nobody,
      candidate: nobody,
      otherCandidate: nobody,
      recruiter: "SIUD",
      otherRecruiter: nobody,
      admin: readers,
    },
  },
  {
    table: "jobs",
    name: "a closed offer the candidate was matched with",
    target: (w) => ["id = $1", [w.jobs.closed]],
    insert: (w) => ({ company_id: w.recruiter.profileId, title: "Juriste", contract_type: "stage", status: "closed" }),
    update: "title = 'Technicien·ne support N2'",
    rights: {
      anon: nobody,
      candidate: readers,
      otherCandidate: nobody,
      recruiter: "SIUD",
      otherRecruiter: nobody,
      admin: readers,
    },
  },
  {
    table: "match_decisions",
    name: "a candidate's like (not returned yet)",
    target: (w) => ["id = $1", [w.ids.candidateDecision]],
    insert: (w) => ({ candidate_id: w.candidate.profileId, job_id: w.jobs.open, side: "candidate", decision: "like" }),
    update: "decision = 'pass'",
    rights: {
      anon: nobody,
      candidate: "SIUD",
      otherCandidate: nobody,
      recruiter: nobody,
      otherRecruiter: nobody,
      admin: readers,
    },
  },
  {
    table: "match_decisions",
    name: "a recruiter's pass on the other candidate",
    target: (w) => ["id = $1", [w.ids.recruiterDecision]],
    insert: (w) => ({
      candidate_id: w.otherCandidate.profileId,
      job_id: w.jobs.open,
      side: "recruiter",
      decision: "like",
    }),
    update: "decision = 'like'",
    rights: {
      anon: nobody,
      candidate: nobody,
      otherCandidate: nobody,
      recruiter: "SIUD",
      otherRecruiter: nobody,
      admin: readers,
    },
  },
  {
    table: "candidate_job_scores",
    name: "a candidate's stored score for an offer (written by the server only)",
    target: (w) => ["candidate_id = $1 and job_id = $2", [w.candidate.profileId, w.jobs.liked]],
    insert: (w) => ({
      candidate_id: w.candidate.profileId,
      job_id: w.jobs.matched,
      score: 100,
      published_at: new Date().toISOString(),
    }),
    update: "score = 100",
    rights: {
      anon: nobody,
      candidate: readers,
      otherCandidate: nobody,
      recruiter: nobody,
      otherRecruiter: nobody,
      admin: nobody,
    },
  },
  {
    table: "candidate_match_states",
    name: "that a candidate's scores were made (the server's only)",
    target: (w) => ["candidate_id = $1", [w.candidate.profileId]],
    insert: (w) => ({ candidate_id: w.candidate.profileId }),
    replacesTarget: true,
    update: "scored_at = now()",
    rights: serverOnly,
  },
  {
    table: "rate_limit_windows",
    name: "a rate limit's window (the server's only)",
    target: () => ["name = $1 and key = $2", ["essai", "203.0.113.9"]],
    insert: () => ({ name: "essai", key: "203.0.113.10", count: 1, reset_at: new Date().toISOString() }),
    update: "count = count + 1",
    rights: serverOnly,
  },
  {
    table: "job_published_places",
    name: "a place an offer was published at (the server's only)",
    target: (w) => ["job_id = $1", [w.jobs.open]],
    insert: (w) => ({ job_id: w.jobs.open, lat: 48.85, lng: 2.35, moved: true }),
    update: "moved = not moved",
    rights: serverOnly,
  },
  {
    table: "match_refresh_queue",
    name: "an offer or a candidate the match worker has to score again (the server's only)",
    target: (w) => ["kind = 'job' and id = $1", [w.jobs.liked]],
    insert: () => ({ kind: "job", id: "00000000-0000-4000-8000-000000000001" }),
    update: "queued_at = now()",
    rights: serverOnly,
  },
  {
    table: "match_refresh_lease",
    name: "which server's match worker is at work (the server's only)",
    target: () => ["only_row", []],
    insert: () => ({ only_row: true }),
    replacesTarget: true,
    update: "held_until = 'infinity'",
    rights: serverOnly,
  },
  {
    table: "matches",
    name: "a mutual match",
    target: (w) => ["id = $1", [w.ids.match]],
    insert: (w) => ({ candidate_id: w.candidate.profileId, job_id: w.jobs.open, score: 50 }),
    update: "score = 99",
    rights: {
      anon: nobody,
      candidate: readers,
      otherCandidate: nobody,
      recruiter: readers,
      otherRecruiter: nobody,
      admin: readers,
    },
  },
  {
    table: "workflow_items",
    name: "a match's card in the pipeline",
    target: (w) => ["id = $1", [w.ids.workflowItem]],
    insert: (w) => ({ match_id: w.ids.closedMatch, candidate_id: w.candidate.profileId, job_id: w.jobs.closed }),
    update: "stage = 'shortlisted'",
    rights: {
      anon: nobody,
      candidate: readers,
      otherCandidate: nobody,
      recruiter: "S-U-",
      otherRecruiter: nobody,
      admin: readers,
    },
  },
  {
    table: "workflow_events",
    name: "a card's history",
    target: (w) => ["id = $1", [w.ids.workflowEvent]],
    // The only event written directly: the recruiter's private note on a card of their offers.
    insert: (w) => ({ item_id: w.ids.workflowItem, kind: "note", message: "À rappeler lundi", private: true }),
    update: "to_stage = 'offer'",
    rights: {
      anon: nobody,
      candidate: readers,
      otherCandidate: nobody,
      recruiter: "SI--",
      otherRecruiter: nobody,
      admin: readers,
    },
  },
  {
    table: "workflow_events",
    name: "a recruiter's private note on a card (never the candidate's to read)",
    target: (w) => ["id = $1", [w.ids.workflowNote]],
    insert: (w) => ({ item_id: w.ids.workflowItem, kind: "note", message: "Relancer", private: true }),
    update: "message = 'Réécrit'",
    rights: {
      anon: nobody,
      candidate: nobody,
      otherCandidate: nobody,
      recruiter: "SI--",
      otherRecruiter: nobody,
      admin: readers,
    },
  },
  {
    table: "workflow_interviews",
    name: "a card's interview (written only through the workflow's functions)",
    target: (w) => ["id = $1", [w.ids.workflowInterview]],
    insert: (w) => ({ item_id: w.ids.workflowItem, slots: ["2030-01-07T09:00:00Z"], location: "Visio" }),
    update: "duration_minutes = 45",
    rights: {
      anon: nobody,
      candidate: readers,
      otherCandidate: nobody,
      recruiter: readers,
      otherRecruiter: nobody,
      admin: readers,
    },
  },
  {
    table: "workflow_event_mails",
    name: "an event already told by e-mail (the server's own record)",
    target: (w) => ["event_id = $1", [w.ids.workflowEvent]],
    insert: (w) => ({ event_id: w.ids.workflowNote }),
    update: "sent_at = now()",
    rights: serverOnly,
  },
  {
    table: "news",
    name: "a published news item",
    target: (w) => ["id = $1", [w.ids.publishedNews]],
    insert: () => ({ slug: "nouvelle", title: "Nouvelle", body: "<p>Texte</p>", published_at: new Date() }),
    update: "title = 'Lancement officiel'",
    rights: publicContent,
  },
  {
    table: "news",
    name: "a draft news item",
    target: (w) => ["id = $1", [w.ids.draftNews]],
    insert: () => ({ slug: "autre-brouillon", title: "Autre brouillon" }),
    update: "title = 'Brouillon relu'",
    rights: adminOnly,
  },
  {
    table: "faq_items",
    name: "a FAQ entry",
    target: (w) => ["id = $1", [w.ids.faq]],
    insert: () => ({ question: "Comment postuler ?", answer: "<p>Aimez une offre.</p>", position: 2 }),
    update: "position = 5",
    rights: publicContent,
  },
  {
    table: "faq_categories",
    name: "a FAQ category",
    target: (w) => ["id = $1", [w.ids.faqCategory]],
    insert: () => ({ label: "Abonnement", position: 3 }),
    update: "position = 7",
    rights: publicContent,
  },
  {
    table: "admin_actions",
    name: "an entry of the administrators' journal (written by the database alone, never changed)",
    target: (w) => ["id = $1::bigint", [w.ids.adminAction]],
    insert: () => ({ action: "delete", entity: "news", summary: "Brouillon" }),
    update: "summary = 'Autre'",
    rights: {
      anon: nobody,
      candidate: nobody,
      otherCandidate: nobody,
      recruiter: nobody,
      otherRecruiter: nobody,
      admin: readers,
    },
  },
  {
    table: "removed_jobs",
    name: "the trace of an offer deleted after it was published (read through offer_gone only)",
    target: (w) => ["id = $1", [w.ids.removedJob]],
    insert: () => ({ id: "00000000-0000-4000-8000-00000000abcd", title: "Offre inventée" }),
    update: "title = 'Autre titre'",
    rights: {
      anon: nobody,
      candidate: nobody,
      otherCandidate: nobody,
      recruiter: nobody,
      otherRecruiter: nobody,
      admin: nobody,
    },
  },
  {
    table: "pages",
    name: "a published page",
    target: (w) => ["id = $1", [w.ids.publishedPage]],
    insert: () => ({ slug: "cgu", title: "CGU", body: "<p>Conditions</p>", published: true }),
    update: "title = 'Mentions'",
    rights: publicContent,
  },
  {
    table: "pages",
    name: "an unpublished page",
    target: (w) => ["id = $1", [w.ids.draftPage]],
    insert: () => ({ slug: "presse", title: "Presse" }),
    update: "title = 'Projet relu'",
    rights: adminOnly,
  },
  {
    table: "questionnaires",
    name: "a questionnaire",
    target: (w) => ["id = $1", [w.ids.candidateQuestionnaire]],
    insert: () => ({ slug: "retour", title: "Retour", questions }),
    update: "title = 'Questionnaire candidat·e'",
    rights: publicContent,
  },
  {
    table: "questionnaire_versions",
    name: "a version of a questionnaire's questions (written by the database alone, never changed)",
    target: (w) => ["questionnaire_id = $1 and version = 1", [w.ids.candidateQuestionnaire]],
    insert: (w) => ({ questionnaire_id: w.ids.openQuestionnaire, version: 9, questions }),
    update: "valid_from = now()",
    rights: {
      anon: nobody,
      candidate: nobody,
      otherCandidate: nobody,
      recruiter: nobody,
      otherRecruiter: nobody,
      admin: readers,
    },
  },
  {
    table: "questionnaire_responses",
    name: "a candidate's answers",
    target: (w) => ["id = $1", [w.ids.questionnaireResponse]],
    insert: (w) => ({ questionnaire_id: w.ids.openQuestionnaire, profile_id: w.candidate.profileId, answers: "{}" }),
    update: `answers = '{"headline": "Développeuse React"}'`,
    rights: {
      anon: nobody,
      candidate: "SIUD",
      otherCandidate: nobody,
      recruiter: nobody,
      otherRecruiter: nobody,
      admin: readers,
    },
  },
  {
    table: "contact_messages",
    name: "a contact message",
    target: (w) => ["id = $1", [w.ids.contactMessage]],
    insert: () => ({ name: "Dominique", email: "dominique@exemple.fr", subject: "Partenariat", message: "Bonjour" }),
    update: "subject = 'Autre sujet'",
    rights: sentThroughTheApi,
  },
  {
    table: "pre_registrations",
    name: "a company pre-registration",
    target: (w) => ["id = $1", [w.ids.preRegistration]],
    insert: () => ({
      company_name: "Entreprise D",
      siret: "90000004300019",
      contact_name: "Noa",
      email: "noa@entreprise-d.fr",
      phone: "06 12 34 56 78",
    }),
    update: "company_name = 'Entreprise C et associés'",
    rights: sentThroughTheApi,
  },
  {
    table: "contact_messages",
    name: "a contact message, dealt with and answered",
    target: (w) => ["id = $1", [w.ids.contactMessage]],
    insert: () => ({ name: "Dominique", email: "dominique@exemple.fr", subject: "Partenariat", message: "Bonjour" }),
    update: "handled_at = now(), replied_at = now()",
    rights: handledByAdmins,
  },
  {
    table: "pre_registrations",
    name: "a company pre-registration, approved",
    target: (w) => ["id = $1", [w.ids.preRegistration]],
    insert: () => ({
      company_name: "Entreprise D",
      siret: "90000004300019",
      contact_name: "Noa",
      email: "noa@entreprise-d.fr",
    }),
    update: "approved_at = now(), invited_at = now(), handled_at = now()",
    rights: handledByAdmins,
  },
  {
    table: "platform_settings",
    name: "the platform's settings (written by the server, read through functions only)",
    target: () => ["id", []],
    insert: () => ({ id: true, recruiter_payment_required: true }),
    replacesTarget: true,
    update: "recruiter_payment_required = not recruiter_payment_required",
    rights: serverOnly,
  },
  {
    table: "outbox_emails",
    name: "an e-mail of the embedded mailbox (sign-in links: the server alone reads them)",
    target: (w) => ["id = $1", [w.ids.outboxEmail]],
    insert: () => ({ to: "x@exemple.fr", subject: "Lien", text: "Lien", html: "<p>Lien</p>" }),
    update: "subject = 'Autre lien'",
    rights: serverOnly,
  },
  {
    table: "saved_searches",
    name: "a candidate's saved search",
    target: (w) => ["id = $1", [w.ids.savedSearch]],
    insert: (w) => ({ profile_id: w.candidate.profileId, name: "Stages", query: "contrat=stage" }),
    update: "name = 'Data à Lyon et alentours'",
    rights: {
      anon: nobody,
      candidate: "SIUD",
      otherCandidate: nobody,
      recruiter: nobody,
      otherRecruiter: nobody,
      admin: nobody,
    },
  },
  {
    table: "job_views",
    name: "an offer a candidate viewed",
    target: (w) => ["profile_id = $1 and job_id = $2", [w.candidate.profileId, w.jobs.open]],
    insert: (w) => ({ profile_id: w.candidate.profileId, job_id: w.jobs.liked }),
    update: "viewed_at = now()",
    rights: {
      anon: nobody,
      candidate: "SIUD",
      otherCandidate: nobody,
      recruiter: nobody,
      otherRecruiter: nobody,
      admin: nobody,
    },
  },
  {
    table: "billing_webhook_events",
    name: "a Stripe event already applied (the server's own record, read and written as the owner)",
    target: () => ["id = 'evt_rls'", []],
    insert: () => ({ id: "evt_autre", type: "invoice.paid", created_at: new Date() }),
    update: "type = 'invoice.payment_failed'",
    rights: serverOnly,
  },
  {
    table: "scheduled_runs",
    name: "a run of the server's scheduled work (the server's own role alone)",
    target: () => ["job = 'job-alerts-digest'", []],
    insert: () => ({ job: "autre", period: "2026-11-24T06:00:00.000Z", claimed_by: "serveur" }),
    update: "attempts = attempts + 1",
    rights: serverOnly,
  },
];

let db: Database;
let world: World;
beforeAll(async () => {
  db = await createMigratedTestDatabase();
  world = await buildWorld(db);
});
afterAll(() => db?.close());

/** What `actor` may do to the case's target row, in the matrix's notation. */
async function observe(c: Case, actor: ActorKey): Promise<Rights> {
  const claims = world.actors[actor].claims;
  const [where, params] = c.target(world);
  const table = `public.${c.table}`;

  const canSelect = await undone(db, claims, async (tx) => {
    try {
      const { rows } = await tx.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params);
      return rows[0]!.n > 0;
    } catch (error) {
      if (isRefused(error)) return false;
      throw error;
    }
  });

  const row = c.insert(world);
  const columns = Object.keys(row);
  const canInsert = await undone(
    db,
    claims,
    (tx) =>
      wrote(
        () =>
          tx.query(
            `insert into ${table} (${columns.map((column) => `"${column}"`).join(", ")}) values (${columns.map((_, i) => `$${i + 1}`).join(", ")})`,
            Object.values(row),
          ),
        true,
      ),
    c.replacesTarget ? (tx) => tx.query(`delete from ${table} where ${where}`, params) : undefined,
  );

  const canUpdate = await undone(db, claims, (tx) =>
    wrote(() => tx.query(`update ${table} set ${c.update} where ${where}`, params)),
  );
  const canDelete = await undone(db, claims, (tx) =>
    wrote(() => tx.query(`delete from ${table} where ${where}`, params)),
  );

  return [canSelect && "S", canInsert && "I", canUpdate && "U", canDelete && "D"].map((r) => r || "-").join("");
}

describe("row-level security", () => {
  it("is enabled on every table of the public schema", async () => {
    const { rows } = await db.query<{ table: string; rls: boolean }>(
      `select c.relname as table, c.relrowsecurity as rls
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p')
       order by 1`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(16);
    expect(rows.filter((row) => !row.rls).map((row) => row.table)).toEqual([]);
  });

  it("has a row of this matrix for every table of the public schema", async () => {
    const { rows } = await db.query<{ table: string }>(
      "select tablename as table from pg_tables where schemaname = 'public' order by 1",
    );
    const covered = new Set(cases.map((c) => c.table));
    expect(rows.map((row) => row.table).filter((table) => !covered.has(table))).toEqual([]);
  });

  for (const c of cases) {
    describe(`${c.table}: ${c.name}`, () => {
      it.each(actorKeys.map((actor) => [actor, c.rights[actor]] as const))("%s: %s", async (actor, rights) => {
        expect(await observe(c, actor)).toBe(rights);
      });
    });
  }
});
