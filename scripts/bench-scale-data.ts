// The offers of the job search bench at scale (a million on PostgreSQL): the domain bench's
// companies and offer draws, sent to the database column by column — small numbers into
// dictionaries of titles, places, skills and companies passed as parameters — and put together
// there by one `insert … select … from unnest(…)` per batch, instead of one JSON object per offer.
import type { RemoteMode } from "@fuse/api/seed/catalog.ts";
import { asWritten } from "@fuse/api/seed/demo-data.ts";
import { escapeHtml } from "@fuse/html";
import type { Database } from "@fuse/server-core/db/database.ts";

import {
  drawCandidate,
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

/** One batch of candidates, a column each, every text or list column as numbers into a dictionary. */
const candidateColumns = [
  "first_name",
  "last_name",
  "headline",
  "place",
  "lat",
  "lng",
  "mobility",
  "contracts",
  "remote",
  "salary",
  "skills",
  "languages",
  "experience",
  "trade",
  "visible",
] as const;
type CandidateColumn = (typeof candidateColumns)[number];
const candidateFloats = new Set<CandidateColumn>(["lat", "lng"]);

const insertCandidateRows = `
  with lists as (
    select d.n, array(select jsonb_array_elements_text(d.list)) as value
    from jsonb_array_elements($5::jsonb) with ordinality as d (list, n)
  ),
  c as (
    select $1::int + o.n - 1 as number, o.*
    from unnest(${candidateColumns.map((column, i) => `$${6 + i}::${candidateFloats.has(column) ? "float8" : "int"}[]`).join(", ")})
           with ordinality as o (${candidateColumns.join(", ")}, n)
  ),
  users as (
    insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
                            created_at, updated_at)
    select '00000000-0000-0000-0000-000000000000', ${uuidSql(KIND.candidateUser, "c.number")}, 'authenticated',
           'authenticated', 'candidat' || c.number || '@bench.fuse.test', '!', now(),
           '{"provider": "email", "providers": ["email"]}'::jsonb, now(), now()
    from c
  ),
  profiles as (
    insert into public.profiles (id, user_id, type, completed)
    select ${uuidSql(KIND.candidateProfile, "c.number")}, ${uuidSql(KIND.candidateUser, "c.number")}, 'candidate', true
    from c
  )
  insert into public.candidate_infos (profile_id, first_name, last_name, headline, city, postal_code, lat, lng,
                                      mobility_radius_km, contract_types, remote_preference, salary_expectation, skills,
                                      languages, experience_years, rome_code, card_slug, card_visible)
  select ${uuidSql(KIND.candidateProfile, "c.number")}, t.value[c.first_name], t.value[c.last_name], t.value[c.headline],
         pl.name, pl.postal_code, c.lat, c.lng, c.mobility, ct.value, t.value[c.remote], c.salary, sk.value, lg.value,
         c.experience, t.value[c.trade], 'candidat-' || c.number, c.visible = 1
  from c
  cross join (select $2::text[] as value) t
  join unnest($3::text[], $4::text[]) with ordinality as pl (name, postal_code, n) on pl.n = c.place
  join lists ct on ct.n = c.contracts
  join lists sk on sk.n = c.skills
  join lists lg on lg.n = c.languages`;

/**
 * Generates `count` candidates (the domain bench's draws, `drawCandidate`, with their trade's ROME
 * code) with their accounts and completed profiles, into a database holding the scale's offers, as
 * its owner: one `insert … select … from unnest(…)` of each table per batch, two batches at a time.
 * Returns their auth user ids' generator (`candidateUserId`).
 */
export async function insertScaleCandidates(
  db: Database,
  { count, seed, batchSize, places }: { count: number; seed: number; batchSize: number; places: Place[] },
) {
  const random = generator(seed + 2);
  const { draw } = await loadPlaces();
  const placeNumbers = new Map(places.map((place, index) => [`${place.name}|${place.postalCode}`, index + 1]));
  const texts = new Dictionary((value: string) => value);
  const lists = new Dictionary((list: string[]) => JSON.stringify(list));
  let visible = 0;
  const inFlight = new Set<Promise<void>>();
  for (let first = 0; first < count; first += batchSize) {
    const size = Math.min(batchSize, count - first);
    const batch = Object.fromEntries(candidateColumns.map((column) => [column, new Array<number>(size)])) as Record<
      CandidateColumn,
      number[]
    >;
    for (let i = 0; i < size; i++) {
      const { infos, family } = drawCandidate(random, draw, first + i);
      if (infos.card_visible) visible += 1;
      const row: Record<CandidateColumn, number> = {
        first_name: texts.number(infos.first_name),
        last_name: texts.number(infos.last_name),
        headline: texts.number(infos.headline),
        place: placeNumbers.get(`${infos.city}|${infos.postal_code}`)!,
        lat: infos.lat,
        lng: infos.lng,
        mobility: infos.mobility_radius_km,
        contracts: lists.number(infos.contract_types),
        remote: texts.number(infos.remote_preference),
        salary: infos.salary_expectation,
        skills: lists.number(infos.skills),
        languages: lists.number(infos.languages),
        experience: infos.experience_years,
        trade: texts.number(family.rome),
        visible: infos.card_visible ? 1 : 0,
      };
      for (const column of candidateColumns) batch[column][i] = row[column];
    }
    if (inFlight.size >= 2) await Promise.race(inFlight);
    const sent = db
      .query(insertCandidateRows, [
        first,
        [...texts.values],
        places.map((place) => place.name),
        places.map((place) => place.postalCode),
        JSON.stringify(lists.values),
        ...candidateColumns.map((column) => batch[column]),
      ])
      .then(() => {
        inFlight.delete(sent);
      });
    inFlight.add(sent);
  }
  await Promise.all(inFlight);
  return { count, visible };
}

/** The auth user id of the `n`th generated candidate, as `insertScaleCandidates` wrote it. */
export async function candidateUserIds(db: Database, numbers: number[]) {
  const { rows } = await db.query<{ id: string }>(
    `select ${uuidSql(KIND.candidateUser, "n")} as id from unnest($1::int[]) with ordinality as u (n, o) order by o`,
    [numbers],
  );
  return rows.map((row) => row.id);
}
