import type { RecruiterJob, RecruiterJobListItem } from "@fuse/domain/recruiter-jobs/contract";
import type { JobOfferDraft } from "@fuse/domain/recruiter-jobs/job-offer-schema";
import { asOwner, type Sql } from "@fuse/server-core/db/database.ts";

import { expandedSkillKeys, matchRefreshQueued } from "../matching/potential-matches.ts";
import { tradeColumns, withRomeLabel, type StoredTrade } from "../rome/trade-columns.ts";

/** The columns of an offer as its owner reads it (the contract's `RecruiterJob`). */
const ownJobColumns = `j.id, j.title, j.rome_code, j.rome_code_chosen, j.description, j.contract_type, j.remote_mode, j.city, j.postal_code, j.lat, j.lng,
  j.salary_min, j.salary_max, j.skills, j.nice_to_have_skills, j.experience_years_min, j.languages,
  to_char(j.start_date, 'YYYY-MM-DD') as start_date, j.status, j.published_at, j.created_at, j.updated_at`;

/** Postgres types of the written columns Postgres cannot infer from a parameter. */
const casts: Readonly<Record<string, string>> = {
  skills: "text[]",
  nice_to_have_skills: "text[]",
  languages: "text[]",
  start_date: "date",
  lat: "float8",
  lng: "float8",
  salary_min: "int",
  salary_max: "int",
  experience_years_min: "int",
};

const columnName = /^[a-z_]+$/;

/**
 * One of the caller's offers, whatever its state; undefined when it is not theirs (another
 * company's published offer is readable through row-level security, but not theirs to manage).
 */
export async function findOwnJob(tx: Sql, id: string, { lock = false } = {}): Promise<RecruiterJob | undefined> {
  const { rows } = await tx.query<Omit<RecruiterJob, "rome_label">>(
    `select ${ownJobColumns} from public.jobs j
     where j.id = $1 and j.company_id = (select public.my_profile_id())${lock ? " for update" : ""}`,
    [id],
  );
  return rows[0] && withRomeLabel(rows[0]);
}

/** Every offer of the caller's company, newest change first, with its pipeline's size. */
export async function listOwnJobs(tx: Sql): Promise<RecruiterJobListItem[]> {
  const { rows } = await tx.query<Omit<RecruiterJob, "rome_label"> & { pipeline_cards: number }>(
    `select ${ownJobColumns},
            (select count(*) from public.workflow_items w where w.job_id = j.id)::int as pipeline_cards
     from public.jobs j
     where j.company_id = (select public.my_profile_id())
     order by j.updated_at desc, j.id`,
  );
  const items: RecruiterJobListItem[] = [];
  for (const row of rows) {
    const job = withRomeLabel(row);
    items.push({ ...job, potential_candidates: row.status === "published" ? await potentialCount(tx, job) : null });
  }
  return items;
}

/**
 * How many potential candidates a published offer has: its list's total, read from the match
 * store (`public.stored_potential_candidates`: one indexed count), as its potential matches page
 * shows it. Until the match worker has scored the offer, the candidates the matching preselects
 * (`public.potential_candidates`: shared skill keys with synonyms, reach, contract).
 */
async function potentialCount(tx: Sql, job: RecruiterJob) {
  if (!(await asOwner(tx, () => matchRefreshQueued(tx, "job", job.id)))) {
    const { rows } = await tx.query<{ total: number }>(
      "select total from public.stored_potential_candidates($1, 1, 0) limit 1",
      [job.id],
    );
    return rows[0]?.total ?? 0;
  }
  const keys = expandedSkillKeys([...job.skills, ...job.nice_to_have_skills]);
  const { rows } = await tx.query<{ count: number }>(
    "select count(*)::int as count from public.potential_candidates($1, $2::text[])",
    [job.id, keys],
  );
  return rows[0]?.count ?? 0;
}

/**
 * The values to write: the draft's given fields, and the trade (`tradeColumns`): the one given, or
 * the title's ROME family when the title changes and the recruiter has not chosen one (`chosen`).
 */
function columnsOf(values: JobOfferDraft, chosen: boolean) {
  const { rome_code: _given, ...rest } = values;
  const entries: [string, unknown][] = Object.entries({ ...rest, ...tradeColumns(values, chosen) }).filter(
    ([, value]) => value !== undefined,
  );
  for (const [column] of entries) {
    if (!columnName.test(column)) throw new Error(`Colonne inattendue : ${column}`);
  }
  return entries;
}

/**
 * Creates a draft of the caller's company from the given fields (the others at their defaults);
 * `trade`, when given, is stored as it is (a copy keeps its original's trade and how it was set).
 */
export async function insertDraft(
  tx: Sql,
  companyId: string,
  values: JobOfferDraft & { title: string },
  trade?: StoredTrade,
) {
  // The contract is the one column without a default a draft may not have chosen yet.
  const entries = columnsOf({ contract_type: "CDI", ...values }, false);
  if (trade) {
    for (const [column, value] of Object.entries(trade)) {
      const entry = entries.find(([name]) => name === column);
      if (entry) entry[1] = value;
      else entries.push([column, value]);
    }
  }
  const { rows } = await tx.query<{ id: string }>(
    `insert into public.jobs (company_id, status${entries.map(([column]) => `, ${column}`).join("")})
     values ($1, 'draft'${entries.map(([column], index) => `, $${index + 2}${casts[column] ? `::${casts[column]}` : ""}`).join("")})
     returning id`,
    [companyId, ...entries.map(([, value]) => value)],
  );
  return (await findOwnJob(tx, rows[0]!.id))!;
}

/**
 * Writes the given fields (and a status, for a transition) on one of the caller's offers; `chosen`
 * says whether its trade was chosen by the recruiter (a new title then leaves it as it is).
 */
export async function updateOwnJob(
  tx: Sql,
  id: string,
  values: JobOfferDraft & { status?: RecruiterJob["status"] },
  chosen = false,
): Promise<RecruiterJob> {
  const entries = columnsOf(values, chosen);
  if (entries.length > 0) {
    await tx.query(
      `update public.jobs set ${entries
        .map(([column], index) => `${column} = $${index + 2}${casts[column] ? `::${casts[column]}` : ""}`)
        .join(", ")}
       where id = $1 and company_id = (select public.my_profile_id())`,
      [id, ...entries.map(([, value]) => value)],
    );
  }
  return (await findOwnJob(tx, id))!;
}

/** Deletes one of the caller's drafts; false when there was none. */
export async function deleteOwnDraft(tx: Sql, id: string) {
  const { rows } = await tx.query(
    "delete from public.jobs where id = $1 and status = 'draft' and company_id = (select public.my_profile_id()) returning id",
    [id],
  );
  return rows.length > 0;
}

/** Whether the caller's company is described (its row is what offers hang from). */
export async function hasOwnCompany(tx: Sql, profileId: string) {
  const { rows } = await tx.query("select 1 from public.companies where profile_id = $1", [profileId]);
  return rows.length > 0;
}

/** The trade a copy of an offer keeps: its original's, set the same way. */
export const tradeOfCopy = (job: RecruiterJob): StoredTrade => ({
  rome_code: job.rome_code,
  rome_code_chosen: job.rome_code_chosen,
});

/** The fields a copy of an offer starts from (its title marked as a copy); status, dates and id are new. */
export function copyOf(job: RecruiterJob): JobOfferDraft & { title: string } {
  const suffix = " (copie)";
  return {
    title: `${job.title.slice(0, 200 - suffix.length)}${suffix}`,
    description: job.description,
    contract_type: job.contract_type,
    remote_mode: job.remote_mode,
    city: job.city,
    postal_code: job.postal_code,
    lat: job.lat,
    lng: job.lng,
    salary_min: job.salary_min,
    salary_max: job.salary_max,
    skills: job.skills,
    nice_to_have_skills: job.nice_to_have_skills,
    experience_years_min: job.experience_years_min,
    languages: job.languages,
    start_date: job.start_date,
  };
}
