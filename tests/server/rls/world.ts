import type { Database, Sql } from "@fuse/server-core/db/database.ts";
import { anonClaims, type JwtClaims } from "@fuse/server-core/jwt.ts";

/** Someone the database may meet: a visitor, or a signed-in user with a profile. */
export interface Actor {
  key: ActorKey;
  claims: JwtClaims;
  userId?: string;
  profileId?: string;
}

export type ActorKey = "anon" | "candidate" | "otherCandidate" | "recruiter" | "otherRecruiter" | "admin";
export const actorKeys: readonly ActorKey[] = [
  "anon",
  "candidate",
  "otherCandidate",
  "recruiter",
  "otherRecruiter",
  "admin",
];

/** Valid SIRETs (Luhn): the recruiter's company, the other recruiter's, and spares. */
export const sirets = {
  recruiter: "90000001900019",
  otherRecruiter: "90000002700012",
  spare: "90000003500015",
};

/** A signed-in user's claims, as the auth server puts them in the access token. */
export function userClaims(userId: string, email: string): JwtClaims {
  return { role: "authenticated", sub: userId, aud: "authenticated", email };
}

export { anonClaims };

/** Creates a real auth user (no usable password) and their profile, as the database owner. */
export async function createUser(
  db: Sql,
  email: string,
  type: "candidate" | "recruiter" | "admin",
): Promise<Required<Pick<Actor, "userId" | "profileId" | "claims">>> {
  const user = await db.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at) values ($1, '!', now()) returning id`,
    [email],
  );
  const userId = user.rows[0]!.id;
  const profile = await db.query<{ id: string }>(
    "insert into public.profiles (user_id, type, completed) values ($1, $2, true) returning id",
    [userId, type],
  );
  return { userId, profileId: profile.rows[0]!.id, claims: userClaims(userId, email) };
}

/**
 * One small, fully related data set: two candidates, two recruiters with their companies and jobs,
 * an administrator, a mutual match in the workflow, one-sided decisions, content and form entries.
 * Built as the database owner, except the likes, which each side gives as itself.
 */
export async function buildWorld(db: Database) {
  const candidate = await createUser(db, "camille.candidate@rls.test", "candidate");
  const otherCandidate = await createUser(db, "leo.candidat@rls.test", "candidate");
  const recruiter = await createUser(db, "rh@entreprise-a.rls.test", "recruiter");
  const otherRecruiter = await createUser(db, "rh@entreprise-b.rls.test", "recruiter");
  const admin = await createUser(db, "admin@rls.test", "admin");

  for (const [person, firstName] of [
    [candidate, "Camille"],
    [otherCandidate, "Léo"],
  ] as const) {
    await db.query(
      `insert into public.candidate_infos (profile_id, first_name, last_name, headline, city, postal_code, lat, lng, memo)
       values ($1, $2, 'Martin', 'Développeuse web', 'Lyon', '69003', 45.76, 4.85, '<p>Mon portrait</p>')`,
      [person.profileId, firstName],
    );
  }
  await db.query(
    `insert into public.companies (profile_id, name, siret, city, visible, slug) values
       ($1, 'Entreprise A', $2, 'Lyon', false, 'entreprise-a'),
       ($3, 'Entreprise B', $4, 'Nantes', true, 'entreprise-b')`,
    [recruiter.profileId, sirets.recruiter, otherRecruiter.profileId, sirets.otherRecruiter],
  );
  await db.query(
    `insert into public.subscriptions (user_id, status, current_period_end) values ($1, 'active', now() + interval '30 days')`,
    [recruiter.userId],
  );

  const job = async (companyId: string, title: string, status: string) =>
    (
      await db.query<{ id: string }>(
        `insert into public.jobs (company_id, title, contract_type, status, city, postal_code, lat, lng)
         values ($1, $2, 'CDI', $3, 'Lyon', '69002', 45.75, 4.83) returning id`,
        [companyId, title, status],
      )
    ).rows[0]!.id;
  const jobs = {
    /** The candidate and the recruiter matched on it. */
    matched: await job(recruiter.profileId, "Développeur·se TypeScript", "published"),
    /** The candidate liked it; the recruiter passed on the other candidate for it. */
    liked: await job(recruiter.profileId, "Chef·fe de projet", "published"),
    /** Nobody decided anything on it yet. */
    open: await job(recruiter.profileId, "Data analyst", "published"),
    draft: await job(recruiter.profileId, "Comptable", "draft"),
    /** Closed after the engine scored the candidate for it. */
    closed: await job(recruiter.profileId, "Technicien·ne support", "closed"),
    other: await job(otherRecruiter.profileId, "Commercial·e", "published"),
  };

  const decide = (actor: { claims: JwtClaims }, candidateId: string, jobId: string, side: string, decision: string) =>
    db.asRole(actor.claims, (tx) =>
      tx.query("insert into public.match_decisions (candidate_id, job_id, side, decision) values ($1, $2, $3, $4)", [
        candidateId,
        jobId,
        side,
        decision,
      ]),
    );
  await decide(candidate, candidate.profileId, jobs.matched, "candidate", "like");
  await decide(recruiter, candidate.profileId, jobs.matched, "recruiter", "like");
  await decide(candidate, candidate.profileId, jobs.liked, "candidate", "like");
  await decide(recruiter, otherCandidate.profileId, jobs.liked, "recruiter", "pass");

  await db.query("update public.matches set score = 87 where candidate_id = $1 and job_id = $2", [
    candidate.profileId,
    jobs.matched,
  ]);
  const closedMatch = await db.query<{ id: string }>(
    "insert into public.matches (candidate_id, job_id, score) values ($1, $2, 64) returning id",
    [candidate.profileId, jobs.closed],
  );

  // The candidate's stored potential matches (what their first read of them writes).
  await db.query(
    `insert into public.candidate_job_scores (candidate_id, job_id, score, published_at)
     select $1, id, 72, coalesce(published_at, now()) from public.jobs where id = $2
     on conflict (candidate_id, job_id) do update set score = excluded.score`,
    [candidate.profileId, jobs.liked],
  );
  await db.query("insert into public.candidate_match_states (candidate_id) values ($1) on conflict do nothing", [
    candidate.profileId,
  ]);

  await db.query(
    "insert into public.rate_limit_windows (name, key, count, reset_at) values ('essai', '203.0.113.9', 1, now() + interval '1 hour')",
  );

  const one = async (sql: string, params: unknown[] = []) => (await db.query<{ id: string }>(sql, params)).rows[0]!.id;
  const ids = {
    candidateDecision: await one("select id from public.match_decisions where job_id = $1 and side = 'candidate'", [
      jobs.liked,
    ]),
    recruiterDecision: await one("select id from public.match_decisions where job_id = $1 and side = 'recruiter'", [
      jobs.liked,
    ]),
    match: await one("select id from public.matches where candidate_id = $1 and job_id = $2", [
      candidate.profileId,
      jobs.matched,
    ]),
    closedMatch: closedMatch.rows[0]!.id,
    workflowItem: await one("select id from public.workflow_items where job_id = $1", [jobs.matched]),
    workflowEvent: await one(
      "select e.id from public.workflow_events e join public.workflow_items w on w.id = e.item_id where w.job_id = $1",
      [jobs.matched],
    ),
    publishedNews: await one(
      `insert into public.news (slug, title, excerpt, body, published_at)
       values ('lancement', 'Lancement', 'Fuse ouvre.', '<p>Bienvenue</p>', now() - interval '1 day') returning id`,
    ),
    draftNews: await one(
      `insert into public.news (slug, title, body) values ('brouillon', 'Brouillon', '<p>À venir</p>') returning id`,
    ),
    faq: await one(
      "insert into public.faq_items (question, answer, position) values ('Est-ce gratuit ?', '<p>Oui.</p>', 1) returning id",
    ),
    faqCategory: await one("insert into public.faq_categories (label, position) values ('Tarifs', 9) returning id"),
    adminAction: await one(
      `insert into public.admin_actions (action, entity, entity_id, summary)
       values ('update', 'news', 'lancement', 'Lancement') returning id::text`,
    ),
    publishedPage: await one(
      "insert into public.pages (slug, title, body, published) values ('mentions-legales', 'Mentions légales', '<p>Éditeur</p>', true) returning id",
    ),
    draftPage: await one(
      "insert into public.pages (slug, title, body, published) values ('projet', 'Projet', '<p>…</p>', false) returning id",
    ),
    candidateQuestionnaire: await one(
      `insert into public.questionnaires (slug, title, audience, questions)
       values ('candidate', 'Questionnaire candidat', 'candidate',
               '[{"id": "headline", "type": "short_text", "label": "Votre titre"}]') returning id`,
    ),
    openQuestionnaire: await one(
      `insert into public.questionnaires (slug, title, audience, questions)
       values ('satisfaction', 'Votre avis', 'all',
               '[{"id": "note", "type": "scale", "label": "Votre note", "min": 1, "max": 5}]') returning id`,
    ),
    contactMessage: await one(
      `insert into public.contact_messages (name, email, subject, message)
       values ('Alex', 'alex@exemple.fr', 'Question', 'Bonjour') returning id`,
    ),
    preRegistration: await one(
      `insert into public.pre_registrations (company_name, siret, contact_name, email)
       values ('Entreprise C', $1, 'Sam', 'sam@entreprise-c.fr') returning id`,
      [sirets.spare],
    ),
    outboxEmail: await one(
      `insert into public.outbox_emails ("to", subject, text, html)
       values ('camille.candidate@rls.test', 'Confirmez votre adresse', 'Lien', '<p>Lien</p>') returning id`,
    ),
  };
  // The card's interview, a private note of the recruiter's, and the e-mail that told the entry.
  const workflow = {
    interview: await one(
      `insert into public.workflow_interviews (item_id, slots, location)
       values ($1, array[now() + interval '3 days'], '12 rue de la Paix, Paris') returning id`,
      [ids.workflowItem],
    ),
    note: await one(
      `insert into public.workflow_events (item_id, kind, message, private, actor_id)
       values ($1, 'note', 'Très bon échange au téléphone.', true, $2) returning id`,
      [ids.workflowItem, recruiter.profileId],
    ),
  };
  await db.query("insert into public.workflow_event_mails (event_id) values ($1) on conflict do nothing", [
    ids.workflowEvent,
  ]);
  const savedSearch = await one(
    "insert into public.saved_searches (profile_id, name, query) values ($1, 'Data à Lyon', 'q=data') returning id",
    [candidate.profileId],
  );
  await db.query("insert into public.job_views (profile_id, job_id) values ($1, $2)", [candidate.profileId, jobs.open]);
  await db.query(
    "insert into public.scheduled_runs (job, period, claimed_by) values ('job-alerts-digest', '2026-11-24T06:00:00.000Z', 'serveur')",
  );
  await db.query(
    "insert into public.billing_webhook_events (id, type, created_at) values ('evt_rls', 'invoice.paid', now())",
  );
  const response = await one(
    `insert into public.questionnaire_responses (questionnaire_id, profile_id, answers)
     values ($1, $2, '{"headline": "Développeuse"}') returning id`,
    [ids.candidateQuestionnaire, candidate.profileId],
  );

  const actors: Record<ActorKey, Actor> = {
    anon: { key: "anon", claims: anonClaims },
    candidate: { key: "candidate", ...candidate },
    otherCandidate: { key: "otherCandidate", ...otherCandidate },
    recruiter: { key: "recruiter", ...recruiter },
    otherRecruiter: { key: "otherRecruiter", ...otherRecruiter },
    admin: { key: "admin", ...admin },
  };
  // An offer deleted after it was published: its trace for the 410 page, written by a trigger.
  const removedJob = (
    await db.query<{ id: string }>(
      "insert into public.removed_jobs (id, title) values (gen_random_uuid(), 'Ancienne offre') returning id",
    )
  ).rows[0]!.id;

  return {
    actors,
    candidate,
    otherCandidate,
    recruiter,
    otherRecruiter,
    admin,
    jobs,
    ids: {
      ...ids,
      questionnaireResponse: response,
      savedSearch,
      workflowInterview: workflow.interview,
      workflowNote: workflow.note,
      removedJob,
    },
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
