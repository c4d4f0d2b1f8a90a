// The offers of the job search bench at scale (a million on PostgreSQL): the domain bench's
// companies and offer draws, sent to the database column by column — small numbers into
// dictionaries of titles, places, skills and companies passed as parameters — and put together
// there by one `insert … select … from unnest(…)` per batch, instead of one JSON object per offer.
import type { RemoteMode } from "@fuse/api/seed/catalog.ts";
import { asWritten } from "@fuse/api/seed/demo-data.ts";
import { escapeHtml } from "@fuse/html";
import type { Database } from "@fuse/server-core/db/database.ts";

import {
  drawOffer,
  generator,
  insertCompanies,
  KIND,
  loadPlaces,
  loadWithIndexesAfter,
  missionText,
  offerDescription,
  remoteSentence,
  uuidSql,
  type LoadTimings,
  type OfferDraw,
  type Place,
} from "./bench-domain-data.ts";

export interface ScaleOptions {
  companies: number;
  jobs: number;
  seed: number;
  /** Offers per insert statement. */
  batchSize: number;
  /** Drop the offers' secondary indexes for the load and build them after (see `loadScaleOffers`). */
  indexesAfter: boolean;
}

export interface ScaleData {
  places: Place[];
  counts: { companies: number; jobs: number };
}

/** Values numbered from 1 in the order first met, for a column sent as numbers. */
class Dictionary<T> {
  readonly values: T[] = [];
  private readonly numbers = new Map<string, number>();
  private readonly key: (value: T) => string;
  constructor(key: (value: T) => string) {
    this.key = key;
  }
  number(value: T) {
    const key = this.key(value);
    let n = this.numbers.get(key);
    if (n === undefined) {
      this.values.push(value);
      n = this.values.length;
      this.numbers.set(key, n);
    }
    return n;
  }
}

/** One batch of offers, a column each, every text column as numbers into a dictionary. */
const columns = [
  "company",
  "title",
  "trade",
  "contract",
  "remote",
  "place",
  "lat",
  "lng",
  "salary_min",
  "salary_max",
  "skills",
  "nice",
  "experience",
  "languages",
  "minutes",
  "mission",
] as const;
type Column = (typeof columns)[number];
const floatColumns = new Set<Column>(["lat", "lng"]);

const insertOffers = `
  with lists as (
    select d.n, array(select jsonb_array_elements_text(d.list)) as value
    from jsonb_array_elements($14::jsonb) with ordinality as d (list, n)
  )
  insert into public.jobs (id, company_id, title, rome_code, description, contract_type, remote_mode, city, postal_code,
                           lat, lng, salary_min, salary_max, skills, nice_to_have_skills, experience_years_min,
                           languages, status, published_at)
  select ${uuidSql(KIND.job, "$1::int + o.n - 1")}, co.profile_id, ti.value, tr.rome,
         format($2::text, co.html, pl.html, mi.value, rm.sentence), ct.value, rm.value, pl.name, pl.postal_code,
         o.lat, o.lng, o.salary_min, o.salary_max, sk.value, nh.value, o.experience, lg.value, 'published',
         now() - make_interval(mins => o.minutes)
  from unnest(${columns.map((column, i) => `$${15 + i}::${floatColumns.has(column) ? "float8" : "int"}[]`).join(", ")})
         with ordinality as o (${columns.join(", ")}, n)
  join unnest($3::uuid[], $4::text[]) with ordinality as co (profile_id, html, n) on co.n = o.company
  join unnest($5::text[], $6::text[], $7::text[]) with ordinality as pl (name, postal_code, html, n) on pl.n = o.place
  join unnest($8::text[]) with ordinality as ti (value, n) on ti.n = o.title
  join unnest($9::text[]) with ordinality as tr (rome, n) on tr.n = o.trade
  join unnest($10::text[]) with ordinality as ct (value, n) on ct.n = o.contract
  join unnest($11::text[], $12::text[]) with ordinality as rm (value, sentence, n) on rm.n = o.remote
  join unnest($13::text[]) with ordinality as mi (value, n) on mi.n = o.mission
  join lists sk on sk.n = o.skills
  join lists nh on nh.n = o.nice
  join lists lg on lg.n = o.languages`;

/**
 * Generates `options.jobs` published offers and the companies that publish them into a freshly
 * migrated database, as its owner, then refreshes the planner's statistics and the visibility map
 * (vacuum analyze, as autovacuum would on a live database, and so that it does not start during
 * the measures). The offers are the domain bench's (`drawOffer`): the same on every run.
 */
export async function loadScaleOffers(
  db: Database,
  options: ScaleOptions,
): Promise<{ data: ScaleData; timings: LoadTimings }> {
  const load = () => insertScaleOffers(db, options);
  if (!options.indexesAfter) {
    let started = performance.now();
    const data = await load();
    const insertMs = performance.now() - started;
    started = performance.now();
    await db.exec("vacuum analyze");
    return { data, timings: { insertMs, indexMs: 0, analyzeMs: performance.now() - started } };
  }
  return loadWithIndexesAfter(db, ["public.jobs"], load, { maintenanceWorkMem: "512MB", vacuum: true });
}

/**
 * One batch, in a transaction of its own. The planner takes every unnest for a hundred rows: it
 * would join the offers to the places (35,000) and companies by nested loops, reading a dictionary
 * through for every offer; hash joins read each once.
 */
function insertBatch(db: Database, params: unknown[]) {
  return db.transaction(async (tx) => {
    await tx.query("select set_config('enable_nestloop', 'off', true), set_config('enable_mergejoin', 'off', true)");
    await tx.query(insertOffers, params);
  });
}

async function insertScaleOffers(db: Database, options: ScaleOptions): Promise<ScaleData> {
  const random = generator(options.seed);
  const { places, draw } = await loadPlaces();
  const companies = await insertCompanies(db, { count: options.companies, random, draw, batchSize: 5_000 });

  const placeNumbers = new Map(places.map((place, index) => [place, index + 1]));
  const text = (value: string) => value;
  const dictionaries = {
    title: new Dictionary(text),
    trade: new Dictionary((rome: string) => rome),
    contract: new Dictionary(text),
    remote: new Dictionary((mode: RemoteMode) => mode),
    mission: new Dictionary(text),
    lists: new Dictionary((list: string[]) => JSON.stringify(list)),
  };
  const encode = (offer: OfferDraw): Record<Column, number | null> => ({
    company: offer.companyIndex + 1,
    title: dictionaries.title.number(offer.title),
    trade: dictionaries.trade.number(offer.trade.rome),
    contract: dictionaries.contract.number(offer.contract),
    remote: dictionaries.remote.number(offer.remote),
    place: placeNumbers.get(offer.place)!,
    lat: offer.lat,
    lng: offer.lng,
    salary_min: offer.salaryMin,
    salary_max: offer.salaryMax,
    skills: dictionaries.lists.number(offer.skills),
    nice: dictionaries.lists.number(offer.niceToHave),
    experience: offer.experience,
    languages: dictionaries.lists.number(offer.languages),
    minutes: offer.publishedMinutesAgo,
    mission: dictionaries.mission.number(missionText(offer.mission)),
  });
  const description = offerDescription({ company: "%1$s", place: "%2$s", mission: "%3$s", remote: "%4$s" });
  const companyIds = companies.map((company) => company.profile);
  const companyHtml = companies.map((company) => escapeHtml(company.name, asWritten));
  const placeNames = places.map((place) => place.name);
  const placeCodes = places.map((place) => place.postalCode);
  const placeHtml = places.map((place) => escapeHtml(place.name, asWritten));

  // Computing an offer's search documents (the stored generated columns) costs most of its insert:
  // two batches at a time keep both cores at it. The draws stay in order, the same on every run.
  const inFlight = new Set<Promise<void>>();
  for (let first = 0; first < options.jobs; first += options.batchSize) {
    const size = Math.min(options.batchSize, options.jobs - first);
    const batch = Object.fromEntries(columns.map((column) => [column, new Array<number | null>(size)])) as Record<
      Column,
      (number | null)[]
    >;
    for (let i = 0; i < size; i++) {
      const row = encode(drawOffer(random, companies, draw));
      for (const column of columns) batch[column][i] = row[column];
    }
    if (inFlight.size >= 2) await Promise.race(inFlight);
    const sent = insertBatch(db, [
      first,
      description,
      companyIds,
      companyHtml,
      placeNames,
      placeCodes,
      placeHtml,
      [...dictionaries.title.values],
      [...dictionaries.trade.values],
      [...dictionaries.contract.values],
      [...dictionaries.remote.values],
      dictionaries.remote.values.map((mode) => remoteSentence[mode]),
      [...dictionaries.mission.values],
      JSON.stringify(dictionaries.lists.values),
      ...columns.map((column) => batch[column]),
    ]).then(() => {
      inFlight.delete(sent);
    });
    inFlight.add(sent);
  }
  await Promise.all(inFlight);
  return { places, counts: { companies: options.companies, jobs: options.jobs } };
}
