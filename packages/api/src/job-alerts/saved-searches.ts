import type { LikedJob, SavedSearch, ViewedJob } from "@fuse/domain/job-alerts/contract";
import type { Sql } from "@fuse/server-core/db/database.ts";

import { jobSummaries, toJobSummary, type NetEstimate } from "../jobs/search.ts";
import { parseSavedQuery } from "./saved-query.ts";

/** How many saved searches a candidate keeps (the database holds the same bound). */
export const maxSavedSearches = 20;
/** How many recently viewed offers are kept per candidate (the database trims beyond). */
export const maxJobViews = 50;
/** How many liked offers the job-search home lists. */
export const maxLikedJobs = 50;

export const savedSearchNotFound = "Recherche enregistrée introuvable.";
export const tooManySavedSearches = `Vous avez déjà ${maxSavedSearches} recherches enregistrées : supprimez-en une pour en enregistrer une autre.`;

interface SavedSearchRow {
  id: string;
  name: string;
  query: string;
  alerts: boolean;
  last_alert_at: Date | string;
  created_at: Date | string;
}

const columns = "id, name, query, alerts, last_alert_at, created_at";

function toSavedSearch(row: SavedSearchRow): SavedSearch {
  const parsed = parseSavedQuery(row.query);
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    // A query written before a parameter changed meaning still lists: its criteria are then unknown.
    criteria: parsed.ok
      ? parsed.value.criteria
      : { q: null, place: null, contracts: [], remote: [], salary_min: null, experience: null, published_since: null },
    alerts: row.alerts,
    last_alert_at: new Date(row.last_alert_at).toISOString(),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The caller's saved searches, newest first (row-level security keeps them to their own). */
export async function listSavedSearches(tx: Sql, profileId: string) {
  const { rows } = await tx.query<SavedSearchRow>(
    `select ${columns} from public.saved_searches where profile_id = $1 order by created_at desc, id`,
    [profileId],
  );
  return rows.map(toSavedSearch);
}

export async function countSavedSearches(tx: Sql, profileId: string) {
  const { rows } = await tx.query<{ n: number }>(
    "select count(*)::int as n from public.saved_searches where profile_id = $1",
    [profileId],
  );
  return rows[0]?.n ?? 0;
}

export async function createSavedSearch(
  tx: Sql,
  profileId: string,
  values: { name: string; query: string; alerts: boolean },
) {
  const { rows } = await tx.query<SavedSearchRow>(
    `insert into public.saved_searches (profile_id, name, query, alerts) values ($1, $2, $3, $4) returning ${columns}`,
    [profileId, values.name, values.query, values.alerts],
  );
  return toSavedSearch(rows[0]!);
}

/** Renames and/or switches the alert; undefined when the caller has no such saved search. */
export async function changeSavedSearch(tx: Sql, id: string, change: { name?: string; alerts?: boolean }) {
  const { rows } = await tx.query<SavedSearchRow>(
    `update public.saved_searches set name = coalesce($2, name), alerts = coalesce($3, alerts)
      where id = $1 returning ${columns}`,
    [id, change.name ?? null, change.alerts ?? null],
  );
  return rows[0] ? toSavedSearch(rows[0]) : undefined;
}

export async function deleteSavedSearch(tx: Sql, id: string) {
  const { rows } = await tx.query<{ id: string }>("delete from public.saved_searches where id = $1 returning id", [id]);
  return rows[0]?.id;
}

/** The offers (still published) that the candidate liked, newest like first. */
export async function likedJobs(tx: Sql, profileId: string, estimateNet?: NetEstimate): Promise<LikedJob[]> {
  const { rows } = await tx.query<{ id: string; liked_at: Date | string }>(
    `select d.job_id as id, d.updated_at as liked_at
       from public.match_decisions d
       join public.published_jobs j on j.id = d.job_id
      where d.candidate_id = $1 and d.side = 'candidate' and d.decision = 'like'
      order by d.updated_at desc, d.job_id
      limit $2`,
    [profileId, maxLikedJobs],
  );
  const summaries = await jobSummaries(
    tx,
    rows.map((row) => ({ id: row.id, distance_km: null })),
  );
  const likedAt = new Map(rows.map((row) => [row.id, new Date(row.liked_at).toISOString()]));
  return summaries.map((row) => ({ job: toJobSummary(row, estimateNet), liked_at: likedAt.get(row.id)! }));
}

/** The offers (still published) that the candidate opened lately, latest first. */
export async function viewedJobs(tx: Sql, profileId: string, estimateNet?: NetEstimate): Promise<ViewedJob[]> {
  const { rows } = await tx.query<{ id: string; viewed_at: Date | string }>(
    `select v.job_id as id, v.viewed_at
       from public.job_views v
       join public.published_jobs j on j.id = v.job_id
      where v.profile_id = $1
      order by v.viewed_at desc, v.job_id
      limit $2`,
    [profileId, maxJobViews],
  );
  const summaries = await jobSummaries(
    tx,
    rows.map((row) => ({ id: row.id, distance_km: null })),
  );
  const viewedAt = new Map(rows.map((row) => [row.id, new Date(row.viewed_at).toISOString()]));
  return summaries.map((row) => ({ job: toJobSummary(row, estimateNet), viewed_at: viewedAt.get(row.id)! }));
}

/** Records a view of a published offer (its date moves on at each view); false when no such offer. */
export async function recordJobView(tx: Sql, profileId: string, jobId: string) {
  const published = await tx.query("select 1 from public.jobs where id = $1 and status = 'published'", [jobId]);
  if (published.rows.length === 0) return undefined;
  const { rows } = await tx.query<{ viewed_at: Date | string }>(
    `insert into public.job_views (profile_id, job_id) values ($1, $2)
     on conflict (profile_id, job_id) do update set viewed_at = now()
     returning viewed_at`,
    [profileId, jobId],
  );
  return new Date(rows[0]!.viewed_at).toISOString();
}
