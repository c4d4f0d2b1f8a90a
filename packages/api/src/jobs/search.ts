import type {
  CompanySummary,
  FacetCount,
  JobSearchResponse,
  JobSummary,
  SearchFacets,
  TitleSuggestion,
} from "@fuse/domain/api/contract";
import { noAdjustment, type SearchAdjustment } from "@fuse/domain/job-search/contract";
import { inclusiveTitle, suggestJobTitles, titleKey } from "@fuse/domain/rome/node";
import { contractTypes, remoteModes, type ContractType } from "@fuse/domain/vocabulary";
import type { Sql } from "@fuse/server-core/db/database.ts";

import { experienceBands, publishedBands, salaryBands, type JobSearch } from "./search-params.ts";
import {
  correctedText,
  Parameters,
  planText,
  textCondition,
  textRank,
  widenedPlan,
  type TextLevel,
  type TextPlan,
} from "./text-query.ts";

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

/** The text of a search as read (`planText`) and how closely offers must answer it. */
interface TextMatch {
  plan: TextPlan;
  level: TextLevel;
}

/** The grid's cell of a place, as the database files offers (`public.geo_cell`): a quarter degree. */
const cellOf = (lat: number, lng: number) =>
  Math.floor((Math.min(Math.max(lat, -90), 89.999) + 90) * 4) * 2000 +
  Math.floor((Math.min(Math.max(lng, -180), 179.999) + 180) * 4);
/** The search key of the remote offers, open from anywhere. */
const remoteCell = -1;
/** One degree of latitude, in km; a degree of longitude shrinks with the cosine of the latitude. */
const kmPerDegree = 111.19;

/**
 * The cells of the box around a place holding every point within `km` (the box `box_around`
 * draws), and the remote offers' key: the offers a search near the place may find.
 */
export function cellsAround(lat: number, lng: number, km: number): number[] {
  const halfHeight = km / kmPerDegree;
  const halfWidth =
    km / (kmPerDegree * Math.max(Math.cos((Math.min(Math.abs(lat) + halfHeight, 89) * Math.PI) / 180), 0.01));
  const cells = [remoteCell];
  for (let y = Math.max(lat - halfHeight, -90); ; y = Math.min(y + 0.25, lat + halfHeight)) {
    for (let x = Math.max(lng - halfWidth, -180); ; x = Math.min(x + 0.25, lng + halfWidth)) {
      cells.push(cellOf(y, x));
      if (x >= Math.min(lng + halfWidth, 180)) break;
    }
    if (y >= Math.min(lat + halfHeight, 90)) break;
  }
  return [...new Set(cells)];
}

/**
 * The conditions of a search: `base` for the text and the place (every count starts from them),
 * `facets` for the filters a user ticks, kept apart so each facet can be counted without itself.
 */
function conditions(search: JobSearch, text: TextMatch | undefined, params: Parameters) {
  const base: string[] = [];
  if (text) base.push(`(${textCondition(text.plan, text.level, params)})`);
  let distance: string | undefined;
  if (search.place) {
    const lat = params.add(search.place.lat, "::float8");
    const lng = params.add(search.place.lng, "::float8");
    const radius = params.add(search.place.radiusKm, "::float8");
    distance = `public.distance_km(${lat}, ${lng}, j.lat, j.lng)`;
    // Fully remote offers are open from anywhere; the others must lie within the radius: the grid's
    // cells around the place (and the remote offers' cell, in the search keys) let the text's index
    // answer the place too, the distance trims the corners.
    base.push(
      `j.search_keys && ${params.add(cellsAround(search.place.lat, search.place.lng, search.place.radiusKm), "::int[]")}`,
      `(j.remote_mode = 'remote' or ${distance} <= ${radius})`,
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

/** An offer of a page of results, before its summary is read. */
interface PageEntry {
  id: string;
  distance_km: number | null;
}

const orderings: Record<JobSearch["sort"], (ranks: string[]) => string> = {
  relevance: (ranks) => [...ranks.map((rank) => `${rank} desc`), "j.published_at desc", "j.id"].join(", "),
  date: () => "j.published_at desc, j.id",
  distance: () => "j.distance_km asc nulls last, j.published_at desc, j.id",
  salary: () => "coalesce(j.salary_max, j.salary_min) desc nulls last, j.published_at desc, j.id",
};

/** A search's filters, none ticked. */
const noFilters = {
  contracts: [],
  remote: [],
  salaryMin: undefined,
  experience: undefined,
  publishedSinceDays: undefined,
} satisfies Partial<JobSearch>;

/** The sample buckets offers are filed in (search keys -100 to -163, from their ids). */
const sampleBuckets = 64;
const firstSampleKey = -100;
/** Up to about this many offers answering a search, it counts every one; past it, a sample. */
const countedExactly = 3_000;

/**
 * The offers answering a search's text and place, read once: the total and the facet counts
 * (each facet counted without its own filter), and the page's offers in the asked order (their
 * ids and distances; `jobSummaries` reads the rest for those alone). The offers are read into a
 * materialised set first, so counting and ordering share one pass over the table; the rank is
 * computed only for the offers the filters keep (it reads the whole document). `sample`: only the
 * offers of the first sample bucket are read and counted, without a page.
 */
async function countAndPage(tx: Sql, search: JobSearch, text: TextMatch | undefined, sample = false) {
  const params = new Parameters();
  const { base, all, allBut, distance } = conditions(search, text, params);
  // Only the relevance order reads the rank: an unused parameter has no type, and Postgres refuses it.
  const ranks = text && search.sort === "relevance" && !sample ? textRank(text.plan, params) : [];
  const columns: string[] = [`count(*) filter (where ${all}) as total`, "count(*) as answering"];
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
  const order = orderings[search.sort](ranks.map((_, i) => `j.rank${i}`));
  const page = sample
    ? "'[]'::json"
    : `(select coalesce(json_agg(json_build_object('id', j.id, 'distance_km', j.distance_km) order by ${order}), '[]')
        from (select * from matched j where ${all} order by ${order}
              limit ${params.add(search.perPage, "::int")} offset ${params.add((search.page - 1) * search.perPage, "::int")}) j)`;
  const { rows } = await tx.query<Record<string, unknown>>(
    `with matched as materialized (
       select j.id, j.contract_type, j.remote_mode, j.salary_min, j.salary_max, j.experience_years_min,
         j.published_at, ${distance ?? "null::float8"} as distance_km${ranks.map((rank, i) => `, case when ${all} then ${rank} end as rank${i}`).join("")}
       from public.published_jobs j
       where ${sample ? conjunction([base, `j.search_keys && array[${firstSampleKey}]`]) : base}
     )
     select ${columns.join(",\n")}, ${page} as page
     from matched j`,
    params.values,
  );
  const row = rows[0] ?? {};
  const facets: SearchFacets = { contract: [], remote: [], salary_min: [], experience: [], published_since: [] };
  for (const { facet, value, column } of facetColumns) {
    (facets[facet] as FacetCount<string | number>[]).push({ value, count: Number(row[column] ?? 0) });
  }
  return {
    total: Number(row.total ?? 0),
    /** The offers answering the text and the place, whatever the filters. */
    answering: Number(row.answering ?? 0),
    facets,
    page: (row.page ?? []) as PageEntry[],
    estimated: false,
  };
}

/** A count read on one sample bucket, for all of them: two significant digits (« 71 000 »). */
function estimate(sampled: number) {
  const whole = sampled * sampleBuckets;
  if (whole < 100) return whole;
  const unit = 10 ** (Math.floor(Math.log10(whole)) - 1);
  return Math.round(whole / unit) * unit;
}

/** How far into a large search's offers `newestPage` walks the publication index. */
const walkedOffers = 1_000;
/** Planner settings for `newestPage`: the publication index walked, nothing else (see there). */
const walkPublished: Record<string, string> = {
  enable_bitmapscan: "off",
  enable_seqscan: "off",
  max_parallel_workers_per_gather: "0",
};

/**
 * The newest offers answering a search, for a page when its offers are too many to rank them all:
 * the offers' publication index gives them in order, reading only as many as the page needs (the
 * sample said that they are many, so they come often), unless the search is near a place. The
 * planner, which cannot tell how often words go together and takes them for rare, would rather
 * read every offer to sort them, and parallel workers would read ahead of the page: for this
 * statement, the bitmap and sequential scans and the parallel workers are off, and put back after.
 */
async function newestPage(tx: Sql, search: JobSearch, text: TextMatch | undefined): Promise<PageEntry[]> {
  const params = new Parameters();
  const { base, all, distance } = conditions(search, text, params);
  // Deep pages (past the first thousand offers) are left to the planner: walking the index that far
  // could read most of the table, where reading the offers that answer is bounded by their number.
  // So is a search near a place: its offers are few among all (their cells' share of the country),
  // the walk would pass thousands of others for each, and the planner knows the cells' offers are
  // few and reads them through the text's index.
  const walk = search.place === undefined && (search.page - 1) * search.perPage < walkedOffers;
  const names = walk ? Object.keys(walkPublished) : [];
  const { rows: before } =
    names.length > 0
      ? await tx.query<Record<string, string>>(
          `select ${names.map((name, i) => `current_setting('${name}') as s${i}, set_config('${name}', $${i + 1}, true)`).join(", ")}`,
          names.map((name) => walkPublished[name]),
        )
      : { rows: [] };
  try {
    const { rows } = await tx.query<PageEntry>(
      `select j.id, ${distance ?? "null::float8"} as distance_km
       from public.published_jobs j
       where ${conjunction([base, all])}
       order by j.published_at desc, j.id
       limit ${params.add(search.perPage, "::int")} offset ${params.add((search.page - 1) * search.perPage, "::int")}`,
      params.values,
    );
    return rows;
  } finally {
    if (names.length > 0) {
      await tx.query(
        `select ${names.map((name, i) => `set_config('${name}', $${i + 1}, true)`).join(", ")}`,
        names.map((name, i) => before[0]?.[`s${i}`] ?? walkPublished[name]),
      );
    }
  }
}

/**
 * The counts and the page of a search. One sample bucket is counted first: when more than its
 * share of `countedExactly` offers answer the text and the place there, the search is counted on
 * that bucket and multiplied, and its page holds the newest offers (ranking or counting every one
 * of tens of thousands of offers would read them all). Ordered by salary or distance, every offer
 * is read (the order needs them all).
 */
async function counts(tx: Sql, search: JobSearch, text: TextMatch | undefined) {
  if (search.sort !== "relevance" && search.sort !== "date") return countAndPage(tx, search, text);
  const sampled = await countAndPage(tx, search, text, true);
  if (sampled.answering > Math.ceil(countedExactly / sampleBuckets)) {
    const facets = Object.fromEntries(
      Object.entries(sampled.facets).map(([facet, values]) => [
        facet,
        (values as FacetCount<string | number>[]).map(({ value, count }) => ({ value, count: estimate(count) })),
      ]),
    ) as unknown as SearchFacets;
    return {
      total: estimate(sampled.total),
      facets,
      page: sampled.total > 0 ? await newestPage(tx, search, text) : [],
      estimated: true,
    };
  }
  return countAndPage(tx, search, text);
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

type Counted = Awaited<ReturnType<typeof counts>>;

/** A search's counts and page, and whether it finds any offer. */
interface Answer {
  found: boolean;
  counted: Counted;
}

/**
 * The offers answering a search, counted at the closest level that finds some: the title (and
 * trade), else the whole document. Counting is also how it is known whether any offer answers: a
 * count reads what the indexes find, where asking whether one row exists lets the planner walk the
 * whole table looking for it when it guesses wrongly that many match. Not found: the title
 * level's counts (the facets still say what each filter would find).
 */
async function answer(tx: Sql, search: JobSearch, plan: TextPlan | undefined): Promise<Answer> {
  if (!plan) {
    const counted = await counts(tx, search, undefined);
    return { found: counted.total > 0, counted };
  }
  const title: TextMatch = { plan, level: "title" };
  const counted = await counts(tx, search, title);
  if (counted.total > 0) return { found: true, counted };
  const document: TextMatch = { plan, level: "document" };
  const inDocuments = await counts(tx, search, document);
  if (inDocuments.total > 0) return { found: true, counted: inDocuments };
  return { found: false, counted };
}

/**
 * The text's answer; when it finds nothing and its words together name a trade, that trade's
 * offers (« maître-chien »).
 */
async function answerOrTrade(tx: Sql, search: JobSearch, plan: TextPlan | undefined): Promise<Answer> {
  const found = await answer(tx, search, plan);
  const asTrade = found.found ? undefined : plan?.asTrade();
  if (!asTrade) return found;
  const byTrade = await answer(tx, search, asTrade);
  return byTrade.found ? byTrade : found;
}

/** The widest radius a search is widened to when the one asked finds nothing (km). */
const widestRadiusKm = 200;

interface Relaxed extends Answer {
  search: JobSearch;
  adjusted: SearchAdjustment;
}

/**
 * What to search when what was asked finds nothing, trying in turn: a typed word corrected, then
 * the words narrowing a title left out (« cuisinier de collectivité »: every cook), then other
 * words left out (the last ones first, a job's name last), then a wider radius, then no filters,
 * then offers of related trades. Each step keeps the previous ones; the first that finds offers
 * is the answer. Undefined when nothing finds any.
 */
async function relaxedSearch(tx: Sql, search: JobSearch, plan: TextPlan | undefined): Promise<Relaxed | undefined> {
  let current = search;
  let currentPlan = plan;
  const adjusted: SearchAdjustment = { ...noAdjustment, dropped: [] };
  if (currentPlan) {
    const corrected = await correctedText(tx, currentPlan);
    const correctedPlan = corrected === undefined ? undefined : await planText(tx, corrected);
    if (correctedPlan) {
      currentPlan = correctedPlan;
      adjusted.query = correctedPlan.text;
      adjusted.corrected = true;
      const found = await answerOrTrade(tx, current, currentPlan);
      if (found.found) return { ...found, search: current, adjusted };
    }
    const widened = widenedPlan(currentPlan);
    if (widened) {
      currentPlan = widened.plan;
      adjusted.query = widened.plan.text;
      adjusted.dropped = widened.dropped;
      const found = await answer(tx, current, currentPlan);
      if (found.found) return { ...found, search: current, adjusted };
    }
    // Words left out one at a time: the last first, the job's own name only when nothing else is left;
    // then the words naming no job left out together, the last first, as long as one part stays.
    const order = [...currentPlan.parts.keys()].sort(
      (a, b) => Number(currentPlan!.parts[a]!.job) - Number(currentPlan!.parts[b]!.job) || b - a,
    );
    const loose = order.filter((i) => !currentPlan!.parts[i]!.job);
    const leftOuts = [...order.map((i) => [i]), ...loose.slice(1).map((_, n) => loose.slice(0, n + 2))].filter(
      (leftOut) => leftOut.length < currentPlan!.parts.length,
    );
    for (const leftOut of leftOuts) {
      const parts = currentPlan.parts.filter((_, i) => !leftOut.includes(i));
      const fewer: TextPlan = {
        text: parts.map((part) => part.typed).join(" "),
        parts,
        all: parts
          .filter((part) => part.query !== "")
          .map((part) => `(${part.query})`)
          .join(" & "),
        asTrade: () => undefined,
      };
      const found = await answer(tx, current, fewer);
      if (found.found) {
        return {
          ...found,
          search: current,
          adjusted: {
            ...adjusted,
            query: fewer.text,
            dropped: [...adjusted.dropped, ...leftOut.map((i) => currentPlan!.parts[i]!.typed)],
          },
        };
      }
    }
  }
  const place = current.place;
  if (place && place.radiusKm < widestRadiusKm) {
    const asked = current;
    for (const factor of [2, 4, 8]) {
      const radiusKm = Math.min(widestRadiusKm, place.radiusKm * factor);
      current = { ...asked, place: { ...place, radiusKm } };
      const found = await answer(tx, current, currentPlan);
      if (found.found) return { ...found, search: current, adjusted: { ...adjusted, radius_km: radiusKm } };
      if (radiusKm === widestRadiusKm) break;
    }
    current = asked;
  }
  const filtered =
    current.contracts.length > 0 ||
    current.remote.length > 0 ||
    current.salaryMin !== undefined ||
    current.experience !== undefined ||
    current.publishedSinceDays !== undefined;
  if (filtered) {
    current = { ...current, ...noFilters };
    adjusted.filters_dropped = true;
    const found = await answer(tx, current, currentPlan);
    if (found.found) return { ...found, search: current, adjusted };
  }
  if (currentPlan && currentPlan.parts.some((part) => part.trades.length > 0)) {
    const related: TextMatch = { plan: currentPlan, level: "related" };
    const counted = await counts(tx, current, related);
    if (counted.total > 0) {
      return { found: true, counted, search: current, adjusted: { ...adjusted, related_trades: true } };
    }
  }
  // Nothing near the words: the newest offers, the words said to be left out.
  if (currentPlan) {
    const counted = await counts(tx, current, undefined);
    if (counted.total > 0) {
      return {
        found: true,
        counted,
        search: current,
        adjusted: {
          ...adjusted,
          query: "",
          dropped: [...adjusted.dropped, ...currentPlan.parts.map((part) => part.typed)],
        },
      };
    }
  }
  return undefined;
}

/**
 * Searches the published offers (the `published_jobs` view, what every visitor may read): the page
 * of results in the asked order, the total, and the facet counts. The text is read as job seekers
 * write it (`readJobQuery`): titles, abbreviations, everyday names, both genders, the last word as
 * typed so far. When what was asked finds nothing, the search relaxes it (`relaxedSearch`) and
 * says how in `adjusted`, unless `relax` is false (a saved search's alert sends only what it asks):
 * then the page is empty, and the facets count what each filter alone would find.
 */
export async function searchJobs(
  tx: Sql,
  asked: JobSearch,
  estimateNet?: NetEstimate,
  { relax = true }: { relax?: boolean } = {},
): Promise<JobSearchResponse> {
  const plan = asked.text ? await planText(tx, asked.text) : undefined;
  const found = await answerOrTrade(tx, asked, plan);
  const relaxed = !found.found && relax ? await relaxedSearch(tx, asked, plan) : undefined;
  const { counted } = relaxed ?? found;
  const search = relaxed?.search ?? asked;
  const adjusted = relaxed?.adjusted ?? null;
  const { total, facets, page } = counted;
  const rows = await jobSummaries(tx, page);
  return {
    jobs: rows.map((row) => toJobSummary(row, estimateNet)),
    total,
    page: search.page,
    per_page: search.perPage,
    pages: Math.ceil(total / search.perPage),
    sort: search.sort,
    facets,
    adjusted,
    total_estimated: counted.estimated,
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
