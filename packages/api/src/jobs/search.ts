import type {
  CompanySummary,
  FacetCount,
  JobSearchResponse,
  JobSummary,
  SearchFacets,
  TitleSuggestion,
} from "@fuse/domain/api/contract";
import { inclusiveTitle, suggestJobTitles, titleKey } from "@fuse/domain/rome/node";
import { contractTypes, remoteModes, type ContractType } from "@fuse/domain/vocabulary";
import type { Sql } from "@fuse/server-core/db/database.ts";

import { experienceBands, publishedBands, salaryBands, type JobSearch } from "./search-params.ts";

export const jobNotFound = "Offre introuvable.";

// The answers' shapes belong to the API contract (`@fuse/domain/api/contract`), shared with the app.
export type {
  CompanySummary,
  FacetCount,
  JobSearchResponse as JobSearchResult,
  JobSummary,
  SearchFacets,
  TitleSuggestion,
};

type FacetKey = "contract" | "remote" | "salary" | "experience" | "published";

/** SQL text with its $n parameters, built up piece by piece. */
class Parameters {
  readonly values: unknown[] = [];
  add(value: unknown, cast = "") {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}

/** Gross yearly salary to an estimated net monthly one under a contract's rules (the salary engine). */
export type NetEstimate = (grossYearly: number, contract: "CDI" | "alternance" | "stage") => number;

/**
 * The net shown beside an offer's gross: employees (CDI, CDD, temporary work) under the common
 * rules, apprentices and interns under theirs; a freelance mission pays fees, not a salary.
 */
export function netOf(
  gross: number | null,
  contract: ContractType,
  estimateNet: NetEstimate | undefined,
): number | null {
  if (gross === null || !estimateNet || contract === "freelance") return null;
  return estimateNet(gross, contract === "alternance" || contract === "stage" ? contract : "CDI");
}

const conjunction = (conditions: (string | undefined)[]) => {
  const present = conditions.filter((condition): condition is string => condition !== undefined);
  return present.length > 0 ? present.join(" and ") : "true";
};

/**
 * The conditions of a search: `base` for the text and the place (every count starts from them),
 * `facets` for the filters a user ticks, kept apart so each facet can be counted without itself.
 */
function conditions(search: JobSearch, params: Parameters) {
  const base: string[] = [];
  if (search.text) base.push(`j.search @@ public.french_tsquery(${params.add(search.text)})`);
  let distance: string | undefined;
  if (search.place) {
    const lat = params.add(search.place.lat, "::float8");
    const lng = params.add(search.place.lng, "::float8");
    const radius = params.add(search.place.radiusKm, "::float8");
    distance = `public.distance_km(${lat}, ${lng}, j.lat, j.lng)`;
    // Fully remote offers are open from anywhere; the others must lie within the radius (the box
    // lets the position index answer, the distance trims its corners).
    base.push(
      `(j.remote_mode = 'remote' or (j.lat is not null and point(j.lng, j.lat) <@ public.box_around(${lat}, ${lng}, ${radius})
        and ${distance} <= ${radius}))`,
    );
  }
  const facets: Record<FacetKey, string | undefined> = {
    contract:
      search.contracts.length > 0 ? `j.contract_type = any(${params.add(search.contracts, "::text[]")})` : undefined,
    remote: search.remote.length > 0 ? `j.remote_mode = any(${params.add(search.remote, "::text[]")})` : undefined,
    salary:
      search.salaryMin !== undefined
        ? `coalesce(j.salary_max, j.salary_min) >= ${params.add(search.salaryMin, "::int")}`
        : undefined,
    experience:
      search.experience !== undefined
        ? `j.experience_years_min <= ${params.add(search.experience, "::int")}`
        : undefined,
    published:
      search.publishedSinceDays !== undefined
        ? `j.published_at >= now() - make_interval(days => ${params.add(search.publishedSinceDays, "::int")})`
        : undefined,
  };
  const allBut = (excluded: FacetKey) =>
    conjunction((Object.keys(facets) as FacetKey[]).filter((key) => key !== excluded).map((key) => facets[key]));
  return { base: conjunction(base), all: conjunction(Object.values(facets)), allBut, distance };
}

interface FacetRow {
  [column: string]: string | number;
}

async function countFacets(tx: Sql, search: JobSearch) {
  const params = new Parameters();
  const { base, all, allBut } = conditions(search, params);
  const columns: string[] = [`count(*) filter (where ${all}) as total`];
  const facetColumns: { facet: keyof SearchFacets; value: string | number; column: string }[] = [];
  const add = (facet: keyof SearchFacets, value: string | number, condition: string, others: string) => {
    const column = `f${facetColumns.length}`;
    facetColumns.push({ facet, value, column });
    columns.push(`count(*) filter (where ${condition} and ${others}) as ${column}`);
  };
  for (const type of contractTypes) add("contract", type, `j.contract_type = ${params.add(type)}`, allBut("contract"));
  for (const mode of remoteModes) add("remote", mode, `j.remote_mode = ${params.add(mode)}`, allBut("remote"));
  for (const band of salaryBands) {
    add("salary_min", band, `coalesce(j.salary_max, j.salary_min) >= ${params.add(band, "::int")}`, allBut("salary"));
  }
  for (const band of experienceBands) {
    add("experience", band, `j.experience_years_min <= ${params.add(band, "::int")}`, allBut("experience"));
  }
  for (const band of publishedBands) {
    add(
      "published_since",
      band,
      `j.published_at >= now() - make_interval(days => ${params.add(band, "::int")})`,
      allBut("published"),
    );
  }
  const { rows } = await tx.query<FacetRow>(
    `select ${columns.join(",\n")} from public.published_jobs j where ${base}`,
    params.values,
  );
  const row = rows[0] ?? {};
  const facets: SearchFacets = { contract: [], remote: [], salary_min: [], experience: [], published_since: [] };
  for (const { facet, value, column } of facetColumns) {
    (facets[facet] as FacetCount<string | number>[]).push({ value, count: Number(row[column] ?? 0) });
  }
  return { total: Number(row.total ?? 0), facets };
}

interface JobRow extends Omit<
  JobSummary,
  "company" | "published_at" | "salary_net_monthly_min" | "salary_net_monthly_max"
> {
  published_at: Date | string;
  company_name: string | null;
  company_slug: string | null;
  company_logo_url: string | null;
  company_city: string | null;
}

/** Columns of a result, shared with the offer page. */
export const jobSummaryColumns = `j.id, j.title, j.rome_code as rome,
  left(btrim(regexp_replace(public.html_to_text(j.description), '\\s+', ' ', 'g')), 240) as excerpt,
  j.contract_type, j.remote_mode, j.city, j.postal_code, j.lat, j.lng, j.salary_min, j.salary_max, j.skills,
  j.nice_to_have_skills, j.experience_years_min, j.languages, j.published_at,
  co.name as company_name, co.slug as company_slug, co.logo_url as company_logo_url, co.city as company_city`;

/** A result row as the API answers it, with the net estimates beside the gross range. */
export function toJobSummary(row: JobRow, estimateNet: NetEstimate | undefined): JobSummary {
  const { company_name, company_slug, company_logo_url, company_city, ...job } = row;
  const net = (gross: number | null) => netOf(gross, job.contract_type, estimateNet);
  return {
    ...job,
    distance_km: job.distance_km === null ? null : Math.round(Number(job.distance_km) * 10) / 10,
    salary_net_monthly_min: net(job.salary_min),
    salary_net_monthly_max: net(job.salary_max),
    published_at: new Date(row.published_at).toISOString(),
    company:
      company_name === null
        ? null
        : { name: company_name, slug: company_slug, logo_url: company_logo_url, city: company_city },
  };
}

const orderings: Record<JobSearch["sort"], (rank: string | undefined, distance: string | undefined) => string> = {
  relevance: (rank) => `${rank ? `${rank} desc, ` : ""}j.published_at desc, j.id`,
  date: () => "j.published_at desc, j.id",
  distance: (_rank, distance) => `${distance ?? "null"} asc nulls last, j.published_at desc, j.id`,
  salary: () => "coalesce(j.salary_max, j.salary_min) desc nulls last, j.published_at desc, j.id",
};

/** The summaries of the given offers, in the given order (with their distance when known). */
export async function jobSummaries(tx: Sql, order: { id: string; distance_km: number | null }[]) {
  if (order.length === 0) return [];
  const { rows } = await tx.query<JobRow>(
    `select ${jobSummaryColumns}, null::float8 as distance_km
     from public.published_jobs j
     left join public.companies co on co.profile_id = j.company_id
     where j.id = any($1::uuid[])`,
    [order.map((entry) => entry.id)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return order.flatMap(({ id, distance_km }) => {
    const row = byId.get(id);
    return row ? [{ ...row, distance_km }] : [];
  });
}

/**
 * The page of results: the ordered ids first (the indexes answer, nothing else is read), then
 * the summaries of those alone — joining the companies before the limit would read them for every
 * match when the planner underestimates a phrase query.
 */
async function findPage(tx: Sql, search: JobSearch) {
  const params = new Parameters();
  const { base, all, distance } = conditions(search, params);
  // The title weighs most (A), then skills, description and city; the rank is normalised by the
  // document's length so a long description does not win by repeating a word.
  // Only the relevance order reads the rank: an unused parameter has no type, and Postgres refuses it.
  const rank =
    search.text && search.sort === "relevance"
      ? `ts_rank(j.search, public.french_tsquery(${params.add(search.text)}), 1)`
      : undefined;
  const limit = params.add(search.perPage, "::int");
  const offset = params.add((search.page - 1) * search.perPage, "::int");
  const { rows } = await tx.query<{ id: string; distance_km: number | null }>(
    `select j.id, ${distance ?? "null::float8"} as distance_km
     from public.published_jobs j
     where ${conjunction([base, all])}
     order by ${orderings[search.sort](rank, distance)}
     limit ${limit} offset ${offset}`,
    params.values,
  );
  return jobSummaries(tx, rows);
}

/** False for a text of stop words or punctuation alone ("le la les"), which would match nothing. */
async function hasSearchTerms(tx: Sql, text: string) {
  const { rows } = await tx.query<{ terms: number }>("select numnode(public.french_tsquery($1)) as terms", [text]);
  return Number(rows[0]?.terms ?? 0) > 0;
}

/**
 * Searches the published offers (the `published_jobs` view, what every visitor may read): the page
 * of results in the asked order, the total, and the facet counts.
 */
export async function searchJobs(tx: Sql, asked: JobSearch, estimateNet?: NetEstimate): Promise<JobSearchResponse> {
  const search = asked.text && !(await hasSearchTerms(tx, asked.text)) ? { ...asked, text: undefined } : asked;
  const { total, facets } = await countFacets(tx, search);
  const rows = total > (search.page - 1) * search.perPage ? await findPage(tx, search) : [];
  return {
    jobs: rows.map((row) => toJobSummary(row, estimateNet)),
    total,
    page: search.page,
    per_page: search.perPage,
    pages: Math.ceil(total / search.perPage),
    sort: search.sort,
    facets,
  };
}

/**
 * The search box's suggestions: job titles of published offers containing the typed text (accents
 * and case aside), most offered first — the trigram index on the unaccented title answers from
 * three characters — then, while there is room, ROME job titles (France Travail — ROME, Licence
 * Ouverte) beginning with the typed words, in the offers' inclusive writing ("Développeur·se web"),
 * which the search reads in both genders; a title already offered is not proposed twice.
 */
export async function suggestTitles(tx: Sql, text: string, limit = 8): Promise<TitleSuggestion[]> {
  const { rows } = await tx.query<TitleSuggestion>(
    `select j.title, count(*)::int as count, min(j.rome_code) as rome
     from public.published_jobs j
     where lower(public.immutable_unaccent(j.title)) like '%' || lower(public.immutable_unaccent($1)) || '%'
     group by j.title
     order by count(*) desc, lower(public.immutable_unaccent(j.title)) collate "C", j.title collate "C"
     limit $2`,
    [text.replace(/[\\%_]/g, (char) => `\\${char}`), limit],
  );
  const seen = new Set(rows.map((row) => titleKey(row.title)));
  const suggestions = [...rows];
  if (suggestions.length >= limit) return suggestions;
  for (const title of suggestJobTitles(text, limit * 2)) {
    const written = inclusiveTitle(title.label);
    const key = titleKey(written);
    if (seen.has(key)) continue;
    seen.add(key);
    suggestions.push({ title: written, count: 0, rome: title.rome });
    if (suggestions.length >= limit) break;
  }
  return suggestions;
}
