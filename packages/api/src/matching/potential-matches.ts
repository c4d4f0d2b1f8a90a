import type { CandidateCard, CandidateMatch, JobMatch, MatchExplanation } from "@fuse/domain/api/contract";
import {
  maxReachKm,
  scoreMatch,
  skillKeys,
  tradeProximity,
  tradeRank,
  type ContractType,
  type Criterion,
  type MatchCandidate,
  type MatchJob,
  type RemoteMode,
  type RemotePreference,
} from "@fuse/domain/matching";
import type { MatchDecision, WorkflowStage } from "@fuse/domain/vocabulary";
import { asOwner, type Sql } from "@fuse/server-core/db/database.ts";

import { jobSummaries, toJobSummary, type NetEstimate } from "../jobs/search.ts";

export interface PageRequest {
  page: number;
  perPage: number;
}

// The answers' shapes are the API contract's (the explanation both sides read, a candidate's
// card before a match, each side's list), shared with the app.
export type { CandidateCard, CandidateMatch, JobMatch, MatchExplanation };

type Decision = MatchDecision;

export interface Page<T> {
  matches: T[];
  total: number;
  page: number;
  per_page: number;
  pages: number;
}

/** Every search key of a list of skills, synonyms included (what the skill-key index is asked for). */
export function expandedSkillKeys(skills: readonly string[]) {
  return [...new Set(skills.flatMap((skill) => skillKeys(skill)))].filter((key) => key !== "");
}

interface CandidateRow {
  profile_id: string;
  first_name: string | null;
  last_name: string | null;
  headline: string | null;
  phone: string | null;
  city: string | null;
  lat: number | null;
  lng: number | null;
  mobility_radius_km: number;
  contract_types: ContractType[];
  remote_preference: RemotePreference;
  salary_expectation: number | null;
  skills: string[];
  languages: string[];
  experience_years: number | null;
  /** The candidate's trade (ROME family): it orders the list, it is no criterion. */
  rome_code?: string | null;
}

export function toMatchCandidate(row: CandidateRow): MatchCandidate {
  return {
    skills: row.skills,
    languages: row.languages,
    lat: row.lat,
    lng: row.lng,
    city: row.city,
    mobilityRadiusKm: row.mobility_radius_km,
    contractTypes: row.contract_types,
    remotePreference: row.remote_preference,
    salaryExpectation: row.salary_expectation,
    experienceYears: row.experience_years,
  };
}

interface JobRow {
  skills: string[];
  nice_to_have_skills: string[];
  languages: string[];
  lat: number | null;
  lng: number | null;
  city: string | null;
  contract_type: ContractType;
  remote_mode: RemoteMode;
  salary_min: number | null;
  salary_max: number | null;
  experience_years_min: number;
  rome_code?: string | null;
}

export function toMatchJob(row: JobRow): MatchJob {
  return {
    skills: row.skills,
    niceToHaveSkills: row.nice_to_have_skills,
    languages: row.languages,
    lat: row.lat,
    lng: row.lng,
    city: row.city,
    contractType: row.contract_type,
    remoteMode: row.remote_mode,
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
    experienceYearsMin: row.experience_years_min,
  };
}

/**
 * Scores a pair; undefined for a hard mismatch (excluded pairs are never listed), unless
 * `keepExcluded` (a candidate who liked the offer: scored on the criteria that fit). The French
 * sentences are written when the answer is serialised, so ranking thousands of pairs writes only
 * those of the page sent.
 */
export function explain(
  candidate: MatchCandidate,
  job: MatchJob,
  trades: { candidate?: string | null; job?: string | null } = {},
  { keepExcluded = false }: { keepExcluded?: boolean } = {},
): MatchExplanation | undefined {
  const result = scoreMatch(candidate, job);
  if (result.excluded) {
    if (!keepExcluded) return undefined;
    // A candidate who asked for the offer themselves is listed all the same, scored on what fits.
    return {
      score: Math.round(result.criteria.reduce((sum, line) => sum + line.points, 0)),
      criteria: result.criteria,
      improvements: [],
      trade: tradeProximity(trades.candidate ?? null, trades.job ?? null),
    };
  }
  return {
    score: result.score,
    criteria: result.criteria,
    get improvements() {
      return result.improvements;
    },
    trade: tradeProximity(trades.candidate ?? null, trades.job ?? null),
  };
}

function paginate<T>(items: T[], { page, perPage }: PageRequest): Page<T> {
  return {
    matches: items.slice((page - 1) * perPage, page * perPage),
    total: items.length,
    page,
    per_page: perPage,
    pages: Math.ceil(items.length / perPage),
  };
}

const candidateColumns = `profile_id, first_name, last_name, headline, phone, city, lat, lng, mobility_radius_km,
  contract_types, remote_preference, salary_expectation, skills, languages, experience_years, rome_code`;

/** The caller's candidate information (row-level security: their own row only). */
export async function ownCandidate(tx: Sql) {
  const { rows } = await tx.query<CandidateRow>(
    `select ${candidateColumns} from public.candidate_infos where profile_id = (select public.my_profile_id())`,
  );
  return rows[0];
}

/** An offer as the candidate's prefilter sends it: what scoring needs, in this order. */
type ScoringRow = [
  id: string,
  skills: string[],
  niceToHaveSkills: string[],
  languages: string[],
  lat: number | null,
  lng: number | null,
  contractType: ContractType,
  remoteMode: RemoteMode,
  salaryMin: number | null,
  salaryMax: number | null,
  experienceYearsMin: number,
  /** Sent only for a candidate who has a trade (`scoringOffers(true)`). */
  rome?: string | null,
];

/**
 * Published offers as `ScoringRow`s in one JSON document (`where` follows): thousands may pass the
 * prefilter, and the driver parses one document natively, rather than rows whose arrays it would
 * parse one by one (four times slower). Their trade only when the candidate has one to compare.
 */
const scoringOffers = (withTrade: boolean) => `select coalesce(json_agg(json_build_array(j.id, j.skills,
    j.nice_to_have_skills, j.languages, j.lat, j.lng, j.contract_type, j.remote_mode, j.salary_min, j.salary_max,
    j.experience_years_min${withTrade ? ", j.rome_code" : ""})), '[]') as offers
  from public.published_jobs j`;

/** The offer of a prefilter row, as scoring reads it (its city plays no part in the score). */
const scoringJob = (row: ScoringRow): MatchJob => ({
  skills: row[1],
  niceToHaveSkills: row[2],
  languages: row[3],
  lat: row[4],
  lng: row[5],
  city: null,
  contractType: row[6],
  remoteMode: row[7],
  salaryMin: row[8],
  salaryMax: row[9],
  experienceYearsMin: row[10],
});

/**
 * A scored pair as stored: the other side's id, the score, the score a recruiter reads
 * (`shownScore`) and the trade group (`tradeRank`: the same trade, the same domain, the rest); the
 * stored row takes the offer's publication date.
 */
export interface StoredScore {
  /** The other side's id: the offer's for a candidate's scores, the candidate's for an offer's. */
  id: string;
  score: number;
  shown_score: number;
  trade_rank: number;
}

/**
 * Every published offer that may match the candidate, scored: prefiltered in SQL by the indexes —
 * the candidate's contract types, the box of their reach for on-site and for hybrid offers (remote
 * ones are open from anywhere), at least one shared skill key — then scored, hard mismatches
 * dropped. Only what scoring needs is read.
 */
async function scoreEveryOffer(tx: Sql, me: CandidateRow, candidate: MatchCandidate): Promise<StoredScore[]> {
  const params: unknown[] = [];
  const add = (value: unknown, cast = "") => {
    params.push(value);
    return `$${params.length}${cast}`;
  };
  const conditions = ["true"];
  if (me.contract_types.length > 0) conditions.push(`j.contract_type = any(${add(me.contract_types, "::text[]")})`);
  if (me.lat !== null && me.lng !== null) {
    const [lat, lng] = [add(me.lat, "::float8"), add(me.lng, "::float8")];
    const within = (mode: "onsite" | "hybrid") =>
      `(j.remote_mode = '${mode}' and point(j.lng, j.lat) <@ public.box_around(${lat}, ${lng}, ${add(
        maxReachKm(me.mobility_radius_km, mode),
        "::float8",
      )}))`;
    conditions.push(`(j.remote_mode = 'remote' or j.lat is null or ${within("onsite")} or ${within("hybrid")})`);
  }
  const keys = expandedSkillKeys(me.skills);
  if (keys.length > 0) conditions.push(`(j.skill_keys && ${add(keys, "::text[]")} or j.skill_keys = '{}')`);
  const { rows: found } = await tx.query<{ offers: ScoringRow[] }>(
    `${scoringOffers(Boolean(me.rome_code))}
     where ${conditions.join(" and ")}`,
    params,
  );
  return scoreRows(candidate, me.rome_code ?? null, found[0]?.offers ?? []);
}

function scoreRows(candidate: MatchCandidate, rome: string | null, rows: ScoringRow[]): StoredScore[] {
  const placed = candidate.lat !== null && candidate.lng !== null;
  return rows.flatMap((row) => {
    const result = scoreMatch(candidate, scoringJob(row));
    if (result.excluded) return [];
    const shown = shownScore(result.criteria, placed && row[4] !== null && row[7] !== "remote");
    // Without a trade every pair is of the last group, the stored row's default.
    const rank = rome === null ? 2 : tradeRank(tradeProximity(rome, row[11] ?? null));
    return [{ id: row[0], score: result.score, shown_score: shown, trade_rank: rank }];
  });
}

/**
 * Stores the scores of one candidate (`side` "candidate", every published offer they may match) or
 * of one offer (`side` "job", every candidate it may match), replacing that side's stored pairs: a
 * pair no longer scored loses its row, and a row that already holds its score is left as it is, not
 * written again (after a change most scores stay, and rewriting thousands of rows and their indexes
 * cost more than scoring them). The offers' publication dates are read from the offers, and whether
 * recruiters list the candidate (`listed`: a completed profile, a card shown) from the candidate; a
 * pair whose offer or candidate is gone meanwhile is skipped.
 */
export async function storeScores(tx: Sql, side: "candidate" | "job", id: string, scores: StoredScore[]) {
  const [own, other] = side === "candidate" ? ["candidate_id", "job_id"] : ["job_id", "candidate_id"];
  await tx.query(
    `with scored as (select * from json_to_recordset($2::json) as s(id uuid, score smallint, shown_score smallint, trade_rank smallint)),
     stored as (
       insert into public.candidate_job_scores as c (${own}, ${other}, score, shown_score, published_at, trade_rank, listed)
       select $1, s.id, s.score, s.shown_score, j.published_at, s.trade_rank, ci.card_visible and p.completed
       from scored s
       join public.jobs j on j.id = ${side === "candidate" ? "s.id" : "$1"}
       join public.candidate_infos ci on ci.profile_id = ${side === "candidate" ? "$1" : "s.id"}
       join public.profiles p on p.id = ci.profile_id
       on conflict (candidate_id, job_id) do update
         set score = excluded.score, shown_score = excluded.shown_score, published_at = excluded.published_at,
             trade_rank = excluded.trade_rank, listed = excluded.listed
       where (c.score, c.shown_score, c.published_at, c.trade_rank, c.listed)
         is distinct from (excluded.score, excluded.shown_score, excluded.published_at, excluded.trade_rank, excluded.listed)
     )
     delete from public.candidate_job_scores c
     where c.${own} = $1 and not exists (select 1 from scored s where s.id = c.${other})`,
    [id, JSON.stringify(scores)],
  );
}

/** Every published offer the candidate `me` may match, scored (`scoreEveryOffer`). */
export function scoreCandidate(tx: Sql, me: CandidateRow) {
  return scoreEveryOffer(tx, me, toMatchCandidate(me));
}

/**
 * Stores the candidate `profileId`'s scores (`storeScores`), then notes that their list is made.
 * Runs with the server's rights.
 */
export async function storeCandidateScores(tx: Sql, profileId: string, scores: StoredScore[]) {
  await storeScores(tx, "candidate", profileId, scores);
  await tx.query(
    `insert into public.candidate_match_states (candidate_id) values ($1)
     on conflict (candidate_id) do update set scored_at = now()`,
    [profileId],
  );
}

/** A candidate's scoring fields, read with the server's rights (the match worker's). */
export async function candidateById(tx: Sql, profileId: string) {
  const { rows } = await tx.query<CandidateRow>(
    `select ${candidateColumns} from public.candidate_infos where profile_id = $1`,
    [profileId],
  );
  return rows[0];
}

/**
 * The caller's (a candidate's) potential matches: published offers that are not a hard mismatch,
 * the offers of their trade first, then those of its domain, then the rest (when both sides have a
 * trade), each group best first (score, then the newest, then by id). Read from the stored scores,
 * which the match worker keeps up to date in the background (`refresh.ts`): after a change, the
 * list stored before is served until the worker replaces it, and the candidate is told on their
 * topic (event `matches`). Only a candidate whose list was never made is scored here, once. Only
 * the page's offers are explained (criteria, sentences). Offers the candidate passed on are gone;
 * liked ones stay, marked.
 */
export async function potentialJobsForCandidate(
  tx: Sql,
  page: PageRequest,
  estimateNet?: NetEstimate,
): Promise<Page<JobMatch> | undefined> {
  const me = await ownCandidate(tx);
  if (!me) return undefined;
  const candidate = toMatchCandidate(me);
  await asOwner(tx, async () => {
    const { rows: made } = await tx.query("select 1 from public.candidate_match_states where candidate_id = $1", [
      me.profile_id,
    ]);
    if (made.length === 0) await storeCandidateScores(tx, me.profile_id, await scoreCandidate(tx, me));
  });

  const listed = `from public.candidate_job_scores s
     join public.published_jobs j on j.id = s.job_id
     left join public.match_decisions d on d.job_id = s.job_id and d.candidate_id = $1 and d.side = 'candidate'
     where s.candidate_id = $1 and d.decision is distinct from 'pass'`;
  // Counted on the store's index alone: every stored offer is published, but one closed in the last
  // moments, until the worker has removed its pairs (the page, read through the offers, never shows it).
  const { rows: counted } = await tx.query<{ total: number }>(
    `select count(*)::int as total from public.candidate_job_scores s
     where s.candidate_id = $1
       and not exists (select 1 from public.match_decisions d
                       where d.job_id = s.job_id and d.candidate_id = $1 and d.side = 'candidate' and d.decision = 'pass')`,
    [me.profile_id],
  );
  const total = counted[0]?.total ?? 0;
  const { rows: listedPage } = await tx.query<
    JobRow & { id: string; decision: Decision | null; mutual: boolean; application_stage: WorkflowStage | null }
  >(
    `select j.id, j.skills, j.nice_to_have_skills, j.languages, j.lat, j.lng, j.city, j.contract_type, j.remote_mode,
            j.salary_min, j.salary_max, j.experience_years_min, j.rome_code, d.decision,
            exists (select 1 from public.matches m where m.job_id = s.job_id and m.candidate_id = $1 and m.mutual_at is not null) as mutual,
            (select w.stage from public.workflow_items w where w.job_id = s.job_id and w.candidate_id = $1) as application_stage
     ${listed}
     order by s.trade_rank, s.score desc, s.published_at desc, s.job_id
     limit $2 offset $3`,
    [me.profile_id, page.perPage, (page.page - 1) * page.perPage],
  );
  const matches = listedPage.flatMap((row) => {
    // A stored pair is a match as of its last scoring: after a change to the profile, the list
    // stored before is served as it is (each offer explained as the profile now reads it) until
    // the worker has scored it again.
    const match = explain(
      candidate,
      toMatchJob(row),
      { candidate: me.rome_code, job: row.rome_code },
      { keepExcluded: true },
    );
    if (!match) return [];
    const distance = match.criteria.find((criterion) => criterion.key === "distance")?.details?.distanceKm;
    return [
      {
        id: row.id,
        distance: distance === undefined ? null : Math.round(distance * 10) / 10,
        match,
        decision: row.decision,
        mutual: row.mutual,
        application_stage: row.application_stage,
      },
    ];
  });
  const summaries = await jobSummaries(
    tx,
    matches.map((match) => ({ id: match.id, distance_km: match.distance })),
  );
  const byId = new Map(summaries.map((summary) => [summary.id, summary]));
  return {
    total,
    page: page.page,
    per_page: page.perPage,
    pages: Math.ceil(total / page.perPage),
    matches: matches.flatMap(({ id, match, decision, mutual, application_stage }) => {
      const summary = byId.get(id);
      // The net estimates cost an evaluation each: only for the page shown.
      return summary ? [{ job: toJobSummary(summary, estimateNet), match, decision, mutual, application_stage }] : [];
    }),
  };
}

interface PotentialCandidateRow extends Omit<CandidateRow, "last_name" | "phone" | "lat" | "lng"> {
  card_slug: string | null;
  distance_band: string | null;
  decision: Decision | null;
  mutual_at: string | null;
  last_name: string | null;
  phone: string | null;
  email: string | null;
  /** The candidate liked the offer; false for a pass as for no decision. */
  candidate_interested: boolean;
}

/** What scoring and the recruiter's list read of an offer. */
export const ownJobColumns = `id, title, status, skills, nice_to_have_skills, languages, lat, lng, city, contract_type,
  remote_mode, salary_min, salary_max, experience_years_min, rome_code`;

/** The caller's (a recruiter's) offer, read through row-level security; undefined if not theirs. */
export async function ownJob(tx: Sql, jobId: string) {
  const { rows } = await tx.query<JobRow & { id: string; title: string; status: string }>(
    `select ${ownJobColumns} from public.jobs where id = $1 and company_id = (select public.my_profile_id())`,
    [jobId],
  );
  return rows[0];
}

/** Where the distance criterion says how far: "à 12 km", "à moins d'un kilomètre". */
const exactDistance = / à (?:\d+ km|moins d'un kilomètre)/g;

/** Points of the distance criterion as a recruiter reads them: steps of a quarter of its weight. */
const distanceStep = 5;

/** The distance criterion's points as a recruiter reads them (`rounded`: a band is shown for a placed offer). */
const shownPoints = (criterion: Criterion, rounded: boolean) =>
  rounded && criterion.key === "distance"
    ? Math.round(criterion.points / distanceStep) * distanceStep
    : criterion.points;

/**
 * The score a recruiter reads (`recruiterExplanation`'s), which orders their list: the distance's
 * points rounded when the offer is published with a place, not remote, and the candidate placed.
 */
export function shownScore(criteria: readonly Criterion[], rounded: boolean) {
  return Math.round(criteria.reduce((sum, criterion) => sum + shownPoints(criterion, rounded), 0));
}

/**
 * The breakdown as a recruiter reads it. The score is computed on exact data, but the distance
 * criterion would tell where the candidate lives: its sentence and improvement name a band
 * (`band`, from the database) instead of kilometres, its points are rounded to steps of 5 (finer
 * points betray the distance as surely as a number), and the score shown is the sum of what is
 * shown. Before an offer is published (`located` false) its place plays no part: the criterion
 * says so. The candidate's own view keeps the exact sentences: an offer's place is public.
 */
export function recruiterExplanation(
  match: MatchExplanation,
  band: string | null,
  located: boolean,
  remote: boolean,
): MatchExplanation {
  const criteria = match.criteria.map((criterion): Criterion => {
    if (criterion.key !== "distance" || remote) return criterion;
    const { sentence, improvement } = criterion;
    const note = sentence.includes(" ; ") ? sentence.slice(sentence.indexOf(" ; ")) : "";
    if (!located) {
      return {
        key: criterion.key,
        label: criterion.label,
        weight: criterion.weight,
        points: criterion.points,
        sentence: `Distance indiquée une fois l'offre publiée${note}`,
        improvement: null,
      };
    }
    if (band === null) {
      // Unknown: neither a band nor a number to hide.
      const { details: _details, ...rest } = { ...criterion, sentence, improvement };
      return rest;
    }
    const points = shownPoints(criterion, true);
    const reach = /au-delà/.test(sentence) ? ", au-delà du rayon de mobilité" : ", dans le rayon de mobilité";
    const place = sentence.replace(/ à .*$/, "").replace(/ ; .*$/, "");
    return {
      key: criterion.key,
      label: criterion.label,
      weight: criterion.weight,
      points,
      sentence: `${place} à ${band}${reach}${note}`,
      improvement: points >= criterion.weight ? null : (improvement?.replace(exactDistance, "") ?? null),
    };
  });
  const score = Math.round(criteria.reduce((sum, criterion) => sum + criterion.points, 0));
  const improvements = criteria
    .filter((criterion) => criterion.improvement !== null)
    .sort((a, b) => b.weight - b.points - (a.weight - a.points))
    .map((criterion) => criterion.improvement as string);
  return { score, criteria, improvements, trade: match.trade ?? null };
}

/** What scoring and ordering read of a candidate beyond `public.potential_candidates`. */
interface CandidateFacts {
  profile_id: string;
  lat: number | null;
  lng: number | null;
  rome_code: string | null;
}

/**
 * The exact places and trades of `ids` (candidates the caller may see through
 * `public.potential_candidates`), read with the server's own rights for scoring and ordering only:
 * the places never leave the server, a trade only as « Même métier » or « Métier proche ». The
 * caller's role is back before this returns.
 */
async function candidateFacts(tx: Sql, ids: string[]) {
  return asOwner(tx, async () => {
    const { rows } = await tx.query<CandidateFacts>(
      "select profile_id, lat, lng, rome_code from public.candidate_infos where profile_id = any($1::uuid[])",
      [ids],
    );
    return new Map(rows.map((row) => [row.profile_id, row]));
  });
}

type ScoredCandidate = CandidateMatch & { exactScore: number; tradeRank: number };

/**
 * The candidates who said they are interested first, whatever their score: they came to the offer
 * themselves, and are the ones a recruiter answers first, as applications. Then the trade's groups;
 * in each, best first as shown, ties broken by the exact score.
 */
const recruiterOrder = (a: ScoredCandidate, b: ScoredCandidate) =>
  Number(b.interested) - Number(a.interested) ||
  a.tradeRank - b.tradeRank ||
  b.match.score - a.match.score ||
  b.exactScore - a.exactScore ||
  a.candidate.profile_id.localeCompare(b.candidate.profile_id);

/**
 * Scores and explains the candidates `rows` for the caller's offer `jobRow`, as a recruiter reads
 * them; a hard mismatch is dropped unless the candidate said « Ça m'intéresse » to the offer. The
 * scores use exact places for a published offer (none for a draft); what is shown of the distance
 * is a band (`recruiterExplanation`). Contact details only for mutual matches.
 */
async function scoreForRecruiter(
  tx: Sql,
  jobRow: NonNullable<Awaited<ReturnType<typeof ownJob>>>,
  rows: PotentialCandidateRow[],
): Promise<ScoredCandidate[]> {
  // A draft's or a closed offer's place is not scored: it could be anywhere, unseen.
  const located = jobRow.status === "published";
  const remote = jobRow.remote_mode === "remote";
  const job = toMatchJob(located ? jobRow : { ...jobRow, lat: null, lng: null });
  const placed = located && !remote;
  // Read only when they count: a place to score, a trade to compare with the offer's.
  const facts =
    placed || jobRow.rome_code
      ? await candidateFacts(
          tx,
          rows.map((row) => row.profile_id),
        )
      : new Map<string, CandidateFacts>();
  return rows.flatMap((row) => {
    const fact = facts.get(row.profile_id);
    const place = placed ? fact : undefined;
    const exact = explain(
      toMatchCandidate({ ...row, lat: place?.lat ?? null, lng: place?.lng ?? null }),
      job,
      { candidate: fact?.rome_code, job: jobRow.rome_code },
      { keepExcluded: row.candidate_interested },
    );
    if (!exact) return [];
    const match = recruiterExplanation(exact, row.distance_band, located, remote);
    const mutual = row.mutual_at !== null;
    return [
      {
        exactScore: exact.score,
        tradeRank: tradeRank(exact.trade ?? null),
        candidate: {
          profile_id: row.profile_id,
          first_name: row.first_name,
          headline: row.headline,
          city: row.city,
          skills: row.skills,
          languages: row.languages,
          experience_years: row.experience_years,
          card_slug: row.card_slug,
          distance_band: row.distance_band,
          contact: mutual ? { last_name: row.last_name, phone: row.phone, email: row.email ?? "" } : null,
        },
        match,
        decision: row.decision,
        mutual,
        interested: row.candidate_interested,
      },
    ];
  });
}

const withoutOrderKeys = ({ exactScore: _exactScore, tradeRank: _tradeRank, ...match }: ScoredCandidate) => match;

/**
 * A recruiter's potential matches for one of their offers: completed candidates with a visible
 * card who are no hard mismatch, and those who said « Ça m'intéresse » to the offer (a pass is
 * never told), in `recruiterOrder`. A published offer's list is read from the stored scores, which
 * the match worker keeps up to date in the background (`refresh.ts`), one page at a time
 * (`public.stored_potential_candidates`); a draft, a closed offer, or one the worker has still to
 * score is prefiltered in SQL (shared skill key, reach box, contract: `public.potential_candidates`)
 * and scored on the read. Undefined when the offer is not the caller's.
 */
export async function potentialCandidatesForJob(
  tx: Sql,
  jobId: string,
  page: PageRequest,
): Promise<Page<CandidateMatch> | undefined> {
  const jobRow = await ownJob(tx, jobId);
  if (!jobRow) return undefined;
  if (jobRow.status === "published" && !(await asOwner(tx, () => matchRefreshQueued(tx, "job", jobId)))) {
    const offset = (page.page - 1) * page.perPage;
    // One JSON document rather than rows: see potentialJobsForCandidate.
    const { rows: found } = await tx.query<{ candidates: Array<PotentialCandidateRow & { total: number }> }>(
      `select coalesce(json_agg(p order by p.ordinality), '[]') as candidates
       from public.stored_potential_candidates($1, $2, $3) with ordinality as p`,
      [jobId, page.perPage, offset],
    );
    const rows = found[0]?.candidates ?? [];
    const scored = await scoreForRecruiter(tx, jobRow, rows);
    // Every interested candidate comes back (few: they are scored and ordered here), then the page
    // of the stored list that follows them.
    const interested = scored.filter((match) => match.interested).sort(recruiterOrder);
    const listed = scored.filter((match) => !match.interested);
    const total = rows[0]?.total ?? 0;
    return {
      matches: [...interested.slice(offset), ...listed].slice(0, page.perPage).map(withoutOrderKeys),
      total,
      page: page.page,
      per_page: page.perPage,
      pages: Math.ceil(total / page.perPage),
    };
  }
  const keys = expandedSkillKeys([...jobRow.skills, ...jobRow.nice_to_have_skills]);
  const { rows: found } = await tx.query<{ candidates: PotentialCandidateRow[] }>(
    "select coalesce(json_agg(p), '[]') as candidates from public.potential_candidates($1, $2::text[]) p",
    [jobId, keys],
  );
  const scored = await scoreForRecruiter(tx, jobRow, found[0]?.candidates ?? []);
  return paginate(scored.sort(recruiterOrder).map(withoutOrderKeys), page);
}

/** Whether the match worker has still to score the offer or candidate `id` (with the server's rights). */
export async function matchRefreshQueued(tx: Sql, kind: "job" | "candidate", id: string) {
  const { rows } = await tx.query("select 1 from public.match_refresh_queue where kind = $1 and id = $2", [kind, id]);
  return rows.length > 0;
}

/** How one offer stands for the caller (a candidate): its score, their decision, and whether it is mutual. */
export interface JobMatchState {
  job_id: string;
  score: number | null;
  excluded_reason: string | null;
  decision: Decision | null;
  mutual: boolean;
  application_stage: WorkflowStage | null;
}

/**
 * The caller's (a candidate's) scores and decisions for the offers `ids` — a page of search
 * results, or one offer — scored by the same engine as their potential matches. Offers they may not
 * read (a draft, another's) are left out (row-level security); undefined without candidate info.
 */
export async function jobMatchStates(tx: Sql, ids: string[]): Promise<JobMatchState[] | undefined> {
  const me = await ownCandidate(tx);
  if (!me) return undefined;
  const candidate = toMatchCandidate(me);
  const { rows } = await tx.query<
    JobRow & { id: string; decision: Decision | null; mutual: boolean; application_stage: WorkflowStage | null }
  >(
    `select j.id, j.skills, j.nice_to_have_skills, j.languages, j.lat, j.lng, j.city, j.contract_type, j.remote_mode,
            j.salary_min, j.salary_max, j.experience_years_min, d.decision, m.mutual_at is not null as mutual,
            w.stage as application_stage
     from public.jobs j
     left join public.match_decisions d on d.job_id = j.id and d.candidate_id = $1 and d.side = 'candidate'
     left join public.matches m on m.job_id = j.id and m.candidate_id = $1
     left join public.workflow_items w on w.match_id = m.id
     where j.id = any($2::uuid[])`,
    [me.profile_id, ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const result = scoreMatch(candidate, toMatchJob(row));
    return [
      {
        job_id: id,
        score: result.excluded ? null : result.score,
        excluded_reason: result.excluded ? result.reason : null,
        decision: row.decision,
        mutual: row.mutual,
        application_stage: row.application_stage,
      },
    ];
  });
}
