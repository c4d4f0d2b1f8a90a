import type { DecisionRequest, DecisionResult } from "@fuse/domain/api/contract";
import type { ServerConfig } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";
import { sendEmail } from "@fuse/server-core/email/outbox.ts";

import { matchCandidateEmail, matchRecruiterEmail, type MatchParties } from "../email/matching.ts";
import { refuse, type Outcome } from "../http/outcome.ts";
import type { OwnProfile } from "../http/ownership.ts";
import { jobNotFound } from "../jobs/search.ts";
import {
  explain,
  ownCandidate,
  ownJob,
  recruiterExplanation,
  toMatchCandidate,
  toMatchJob,
} from "./potential-matches.ts";

export const candidateNotFound = "Candidat introuvable.";
export const matchIsFinal = "Le match est confirmé : la décision ne peut plus être changée.";

interface MatchRow {
  id: string;
  mutual_at: Date | null;
}

async function readMatch(tx: Sql, candidateId: string, jobId: string) {
  const { rows } = await tx.query<MatchRow>(
    "select id, mutual_at from public.matches where candidate_id = $1 and job_id = $2",
    [candidateId, jobId],
  );
  return rows[0];
}

/**
 * Records the caller's (`profile`'s) like or pass on a candidate-offer pair, through row-level security (each
 * side writes only its own decisions: the candidate on published offers, the recruiter on their
 * own offers, about candidates who show their card). Repeating a decision changes nothing. The
 * like that makes the pair mutual confirms the match (a database trigger opens its workflow card
 * at its first stage); then the server stores the score both sides read and e-mails both sides.
 */
export async function recordDecision(
  tx: Sql,
  config: Pick<ServerConfig, "mode" | "publicUrl">,
  profile: OwnProfile,
  request: DecisionRequest,
): Promise<Outcome<DecisionResult>> {
  let candidateId: string;
  if (profile.type === "candidate") {
    if (request.candidate_id !== undefined && request.candidate_id !== profile.id) {
      return refuse(403, { error: "Accès refusé : un candidat ne décide que pour lui-même.", field: "candidate_id" });
    }
    if (!(await ownCandidate(tx))) {
      return refuse(409, { error: "Complétez votre profil avant de répondre aux offres." });
    }
    const published = await tx.query("select 1 from public.jobs where id = $1 and status = 'published'", [
      request.job_id,
    ]);
    if (published.rows.length === 0) return refuse(404, { error: jobNotFound, field: "job_id" });
    candidateId = profile.id;
  } else if (profile.type === "recruiter") {
    if (request.candidate_id === undefined) {
      return refuse(400, { error: "« Candidat » est requis.", field: "candidate_id" });
    }
    if (!(await ownJob(tx, request.job_id))) return refuse(404, { error: jobNotFound, field: "job_id" });
    const { rows } = await tx.query<{ ok: boolean }>("select public.is_matchable_candidate($1) as ok", [
      request.candidate_id,
    ]);
    if (!rows[0]?.ok) return refuse(404, { error: candidateNotFound, field: "candidate_id" });
    candidateId = request.candidate_id;
  } else {
    return refuse(403, { error: "Accès refusé : réservé aux candidats et aux recruteurs." });
  }
  const side = profile.type;

  const before = await readMatch(tx, candidateId, request.job_id);
  if (before?.mutual_at && request.decision === "pass") return refuse(409, { error: matchIsFinal });
  await tx.query(
    `insert into public.match_decisions (candidate_id, job_id, side, decision) values ($1, $2, $3, $4)
     on conflict (candidate_id, job_id, side) do update set decision = excluded.decision
     where public.match_decisions.decision <> excluded.decision`,
    [candidateId, request.job_id, side, request.decision],
  );
  const after = await readMatch(tx, candidateId, request.job_id);
  const mutual = Boolean(after?.mutual_at);
  if (mutual && !before?.mutual_at) await confirmMatch(tx, config, candidateId, request.job_id);
  return {
    ok: true,
    value: {
      job_id: request.job_id,
      candidate_id: candidateId,
      side,
      decision: request.decision,
      mutual,
      match_id: mutual ? (after?.id ?? null) : null,
    },
  };
}

interface PartiesRow {
  job_title: string;
  company_name: string;
  recruiter_email: string;
  candidate_email: string;
  first_name: string | null;
  last_name: string | null;
}

/**
 * What the server does on its own authority once the caller's like has made the match: the
 * caller's role is dropped for the rest of the transaction (`role none` is the server's own), so
 * it can score the pair from both sides' data and write the two e-mails in the same transaction
 * as the match — a rolled-back match sends nothing.
 */
async function confirmMatch(
  tx: Sql,
  config: Pick<ServerConfig, "mode" | "publicUrl">,
  candidateId: string,
  jobId: string,
) {
  await tx.query("select set_config('role', 'none', true)");
  const [candidateRow] = (
    await tx.query<Parameters<typeof toMatchCandidate>[0]>(
      `select profile_id, first_name, last_name, headline, phone, city, lat, lng, mobility_radius_km, contract_types,
              remote_preference, salary_expectation, skills, languages, experience_years
       from public.candidate_infos where profile_id = $1`,
      [candidateId],
    )
  ).rows;
  const [jobRow] = (
    await tx.query<Parameters<typeof toMatchJob>[0] & { status: string; distance_band: string | null }>(
      `select j.skills, j.nice_to_have_skills, j.languages, j.lat, j.lng, j.city, j.contract_type, j.remote_mode,
              j.salary_min, j.salary_max, j.experience_years_min, j.status,
              public.distance_band(public.distance_km(c.lat, c.lng, j.lat, j.lng)) as distance_band
       from public.jobs j, public.candidate_infos c where j.id = $1 and c.profile_id = $2`,
      [jobId, candidateId],
    )
  ).rows;
  if (candidateRow && jobRow) {
    // A mutual like stands even where the engine would have filtered the pair out: no score then.
    // Stored as the recruiter reads it (the distance as a band), since both sides read it.
    const exact = explain(toMatchCandidate(candidateRow), toMatchJob(jobRow));
    const explanation =
      exact &&
      recruiterExplanation(exact, jobRow.distance_band, jobRow.status === "published", jobRow.remote_mode === "remote");
    await tx.query(
      "update public.matches set score = $3, breakdown = $4::jsonb where candidate_id = $1 and job_id = $2",
      [candidateId, jobId, explanation?.score ?? null, JSON.stringify(explanation?.criteria ?? [])],
    );
  }
  if (config.mode !== "embedded") return;
  const { rows } = await tx.query<PartiesRow>(
    `select j.title as job_title, co.name as company_name, ru.email as recruiter_email, cu.email as candidate_email,
            ci.first_name, ci.last_name
     from public.jobs j
     join public.companies co on co.profile_id = j.company_id
     join public.profiles rp on rp.id = j.company_id
     join auth.users ru on ru.id = rp.user_id
     join public.candidate_infos ci on ci.profile_id = $2
     join public.profiles cp on cp.id = ci.profile_id
     join auth.users cu on cu.id = cp.user_id
     where j.id = $1`,
    [jobId, candidateId],
  );
  const parties = rows[0];
  if (!parties) return;
  const told: MatchParties = {
    jobTitle: parties.job_title,
    companyName: parties.company_name,
    candidateName: [parties.first_name, parties.last_name].filter(Boolean).join(" ") || null,
  };
  await sendEmail(tx, matchCandidateEmail(parties.candidate_email, config.publicUrl, told));
  await sendEmail(tx, matchRecruiterEmail(parties.recruiter_email, config.publicUrl, told));
}

/**
 * Withdraws the caller's (a candidate's) like or pass on an offer, the « Annuler » of the screens:
 * only their own decision (row-level security keeps them to their side), and only while the match
 * is not mutual — a confirmed match goes on through the workflow. Withdrawing nothing changes nothing.
 */
export async function withdrawDecision(
  tx: Sql,
  profile: OwnProfile,
  jobId: string,
): Promise<Outcome<{ job_id: string; withdrawn: boolean }>> {
  if (profile.type !== "candidate") {
    return refuse(403, { error: "Accès refusé : réservé aux candidats." });
  }
  const match = await readMatch(tx, profile.id, jobId);
  if (match?.mutual_at) return refuse(409, { error: matchIsFinal });
  const { rows } = await tx.query(
    `delete from public.match_decisions where candidate_id = $1 and job_id = $2 and side = 'candidate' returning id`,
    [profile.id, jobId],
  );
  return { ok: true, value: { job_id: jobId, withdrawn: rows.length > 0 } };
}
