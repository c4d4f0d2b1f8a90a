// The data set of the domain bench: companies, published offers and candidates across France at
// the scale the engines must hold, the same on every run (a seeded generator, counter-based ids).
// Offers reuse the demo catalogue so that text search meets real French titles in inclusive
// writing; places are communes of the offline table, drawn by population.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import {
  demoCompanies,
  feminineFirstNames,
  jobFamilies,
  lastNames,
  masculineFirstNames,
  otherLanguages,
  type ContractType,
  type JobFamily,
  type RemoteMode,
} from "@fuse/api/seed/catalog.ts";
import { asWritten, generator, jobTitle, luhnKey, roundTo, salaryRange, slugify } from "@fuse/api/seed/demo-data.ts";
import { escapeHtml } from "@fuse/html";
import type { Database, Sql } from "@fuse/server-core/db/database.ts";

import { main as buildCommunes, OUTPUT as communesModule } from "../packages/api/scripts/build-communes.mjs";
import {
  parseCommuneDataset,
  type Commune,
  type CommuneDataset,
} from "../packages/api/src/places/offline/commune-index.ts";

export interface DomainDataOptions {
  companies: number;
  jobs: number;
  candidates: number;
  seed: number;
  /** Rows per insert statement: one JSON parameter each, small enough to keep PGlite's memory flat. */
  batchSize: number;
}

/** What the bench needs to ask realistic questions of the loaded data. */
export interface DomainData {
  places: Place[];
  /** Auth user id of each company's owner, by company index. */
  companyOwners: string[];
  jobs: { id: string; owner: string }[];
  /** Auth user id of every candidate. */
  candidates: string[];
  counts: { companies: number; jobs: number; candidates: number; visibleCandidates: number };
}

export interface Place {
  name: string;
  postalCode: string;
  lat: number;
  lng: number;
  population: number;
}

/** The demo data's seeded generator: the same draws on every run. */
export { generator };
/** The seed of the domain benches' data and questions, at every scale. */
export const benchSeed = 20261122;
export type Random = ReturnType<typeof generator>;

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The communes with a real point and a postal code the schema accepts, with a sampler weighted by
 * population: offers and people are where the people are, so Paris gets its share and a hamlet rarely.
 */
export async function loadPlaces(): Promise<{ places: Place[]; draw: (random: Random) => Place }> {
  buildCommunes({ log: () => {} });
  const { default: dataset } = (await import(pathToFileURL(communesModule).href)) as { default: CommuneDataset };
  const places = parseCommuneDataset(dataset)
    .filter((commune: Commune) => commune.precision !== "none" && commune.population > 0)
    .map((commune) => ({
      name: commune.name,
      postalCode: commune.postalCodes.find((code) => /^\d{5}$/.test(code)) ?? "",
      lat: commune.lat,
      lng: commune.lng,
      population: commune.population,
    }))
    .filter((place) => place.postalCode !== "");
  if (places.length === 0) throw new Error(`No commune with coordinates in ${path.relative(repo, communesModule)}`);
  const cumulative = new Float64Array(places.length);
  let total = 0;
  places.forEach((place, index) => {
    total += place.population;
    cumulative[index] = total;
  });
  const draw = (random: Random) => {
    const target = random.next() * total;
    let lo = 0;
    let hi = places.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return places[lo]!;
  };
  return { places, draw };
}

/** Counter-based UUIDs (version 4 layout): a kind in the first group, the row number in the last. */
const uuid = (kind: number, n: number) =>
  `${kind.toString(16).padStart(8, "0")}-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;
/** The same UUID computed by Postgres from the SQL expression of its row number. */
export const uuidSql = (kind: number, n: string) =>
  `(${`'${kind.toString(16).padStart(8, "0")}-0000-4000-8000-'`} || lpad(to_hex(${n}), 12, '0'))::uuid`;
export const KIND = { companyUser: 1, companyProfile: 2, candidateUser: 3, candidateProfile: 4, job: 5 };

/** A distinct SIRET per company number whose SIREN and whole number both pass Luhn. */
function siretOf(n: number) {
  const body = `${3 + (n % 7)}${String(n).padStart(7, "0")}`;
  const siren = body + luhnKey(body);
  const nic = "0001";
  return siren + nic + luhnKey(siren + nic);
}

/** A point within a few kilometres of the town hall. */
export const near = (place: Place, random: Random) => ({
  lat: Number((place.lat + (random.next() - 0.5) * 0.04).toFixed(5)),
  lng: Number((place.lng + (random.next() - 0.5) * 0.05).toFixed(5)),
});

const familyByKey = new Map(jobFamilies.map((family) => [family.key, family]));

export const remoteSentence: Record<RemoteMode, string> = {
  onsite: "Poste sur site.",
  hybrid: "Télétravail possible deux jours par semaine.",
  remote: "Poste ouvert en télétravail complet.",
};

/**
 * An offer's description from its parts, each already HTML text (escaped): who hires where, one of
 * the trade's missions and the remote rule. Given `%1$s`… it is the template of SQL's format().
 */
export const offerDescription = (parts: { company: string; place: string; mission: string; remote: string }) =>
  `<p>${parts.company} recrute à ${parts.place} : ${parts.mission}.</p><p>${parts.remote}</p>`;

async function insertBatches<Row>(tx: Sql, rows: Row[], size: number, statement: string) {
  for (let start = 0; start < rows.length; start += size) {
    await tx.query(statement, [JSON.stringify(rows.slice(start, start + size))]);
  }
}

const insertUsers = `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                          raw_app_meta_data, created_at, updated_at)
  select '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email, '!', now(),
         '{"provider": "email", "providers": ["email"]}'::jsonb, now(), now()
  from jsonb_to_recordset($1::jsonb) as u (id uuid, email text)`;
const insertProfiles = `insert into public.profiles (id, user_id, type, completed)
  select u.profile_id, u.id, u.type, true from jsonb_to_recordset($1::jsonb) as u (id uuid, profile_id uuid, type text)`;
const insertCompanyRows = `insert into public.companies (profile_id, name, siret, city, postal_code, lat, lng, size, sector, slug, visible)
  select * from jsonb_to_recordset($1::jsonb) as c (profile_id uuid, name text, siret text, city text,
    postal_code text, lat double precision, lng double precision, size text, sector text, slug text, visible boolean)`;
const insertJobs = `insert into public.jobs (id, company_id, title, rome_code, description, contract_type, remote_mode, city,
                           postal_code, lat, lng, salary_min, salary_max, skills, nice_to_have_skills,
                           experience_years_min, languages, status, published_at)
  select j.id, j.company_id, j.title, j.rome_code, j.description, j.contract_type, j.remote_mode, j.city, j.postal_code,
         j.lat, j.lng, j.salary_min, j.salary_max, j.skills, j.nice_to_have_skills, j.experience_years_min, j.languages,
         'published', now() - make_interval(mins => j.published_minutes_ago)
  from jsonb_to_recordset($1::jsonb) as j (id uuid, company_id uuid, title text, rome_code text, description text, contract_type text,
    remote_mode text, city text, postal_code text, lat double precision, lng double precision, salary_min integer,
    salary_max integer, skills text[], nice_to_have_skills text[], experience_years_min integer, languages text[],
    published_minutes_ago integer)`;
const insertCandidates = `insert into public.candidate_infos (profile_id, first_name, last_name, headline, city, postal_code, lat, lng,
                                      mobility_radius_km, contract_types, remote_preference, salary_expectation, skills,
                                      languages, experience_years, card_slug, card_visible)
  select * from jsonb_to_recordset($1::jsonb) as c (profile_id uuid, first_name text, last_name text, headline text,
    city text, postal_code text, lat double precision, lng double precision, mobility_radius_km integer,
    contract_types text[], remote_preference text, salary_expectation integer, skills text[], languages text[],
    experience_years integer, card_slug text, card_visible boolean)`;

export interface LoadTimings {
  insertMs: number;
  indexMs: number;
  analyzeMs: number;
}

/**
 * Runs `load` with the secondary indexes of `tables` dropped, then builds them again from their
 * own definitions, as pg_restore does: a GIN index built once over the loaded rows costs a
 * fraction of growing it row by row, and the schema ends up exactly as the migrations left it.
 * The planner's statistics are then refreshed, as autovacuum would have done on a live database
 * (`vacuum`: its visibility map too). `maintenanceWorkMem` gives the builds room to sort in memory
 * (Postgres' default is 64 MB).
 */
export async function loadWithIndexesAfter<T>(
  db: Database,
  tables: string[],
  load: () => Promise<T>,
  { maintenanceWorkMem, vacuum = false }: { maintenanceWorkMem?: string; vacuum?: boolean } = {},
): Promise<{ data: T; timings: LoadTimings }> {
  const { rows: indexes } = await db.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i
     where i.indrelid = any($1::regclass[])
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [tables],
  );
  for (const index of indexes) await db.exec(`drop index ${index.name}`);
  let started = performance.now();
  const data = await load();
  const insertMs = performance.now() - started;
  started = performance.now();
  for (const index of indexes) {
    if (maintenanceWorkMem === undefined) await db.exec(index.definition);
    else
      await db.transaction(async (tx) => {
        await tx.query("select set_config('maintenance_work_mem', $1, true)", [maintenanceWorkMem]);
        await tx.exec(index.definition);
      });
  }
  const indexMs = performance.now() - started;
  started = performance.now();
  await db.exec(vacuum ? "vacuum analyze" : "analyze");
  return { data, timings: { insertMs, indexMs, analyzeMs: performance.now() - started } };
}

/** Generates the data set into a freshly migrated database, as its owner, the indexes built after. */
export function loadDomainData(
  db: Database,
  options: DomainDataOptions,
): Promise<{ data: DomainData; timings: LoadTimings }> {
  return loadWithIndexesAfter(db, ["public.jobs", "public.candidate_infos"], () => insertDomainRows(db, options));
}

/** A company of the data set, as its offers need it. */
export interface BenchCompany {
  owner: string;
  profile: string;
  name: string;
  head: Place;
  families: JobFamily[];
}

/**
 * Companies: each takes a demo company's trade mix and size, and a head office somewhere in
 * France; written with their owners' accounts and profiles.
 */
export async function insertCompanies(
  tx: Sql,
  {
    count,
    random,
    draw,
    batchSize,
  }: { count: number; random: Random; draw: (random: Random) => Place; batchSize: number },
): Promise<BenchCompany[]> {
  const companyUsers = [];
  const companies = [];
  const companyInfo: BenchCompany[] = [];
  for (let n = 0; n < count; n++) {
    const template = demoCompanies[n % demoCompanies.length]!;
    const head = draw(random);
    const user = { id: uuid(KIND.companyUser, n), profile_id: uuid(KIND.companyProfile, n), type: "recruiter" };
    companyUsers.push({ ...user, email: `entreprise${n}@bench.fuse.test` });
    const name = `${template.name} ${head.name}`;
    companies.push({
      profile_id: user.profile_id,
      name,
      siret: siretOf(n),
      city: head.name,
      postal_code: head.postalCode,
      ...near(head, random),
      size: template.size,
      sector: template.sector,
      // Within the 60 characters a slug may have, its number keeping it unique.
      slug: `${slugify(name).slice(0, 50).replace(/-$/, "")}-${n}`,
      visible: random.chance(0.9),
    });
    companyInfo.push({
      owner: user.id,
      profile: user.profile_id,
      name,
      head,
      families: template.families.map((key) => familyByKey.get(key)!),
    });
  }
  await insertBatches(tx, companyUsers, batchSize, insertUsers);
  await insertBatches(tx, companyUsers, batchSize, insertProfiles);
  await insertBatches(tx, companies, batchSize, insertCompanyRows);
  return companyInfo;
}

/** One offer's draws: its employer, trade, terms and place. */
export interface OfferDraw {
  companyIndex: number;
  trade: JobFamily;
  title: string;
  contract: ContractType;
  experience: number;
  remote: RemoteMode;
  place: Place;
  lat: number;
  lng: number;
  salaryMin: number | null;
  salaryMax: number | null;
  skills: string[];
  niceToHave: string[];
  mission: string;
  languages: string[];
  publishedMinutesAgo: number;
}

/**
 * Draws an offer: some employers publish far more than others (the draw favours low company
 * numbers), half at the head office, the rest wherever people live; the title, pay and contract
 * from the trade as the demo data makes them, published within the last 60 days.
 */
export function drawOffer(random: Random, companies: BenchCompany[], draw: (random: Random) => Place): OfferDraw {
  const companyIndex = Math.floor(random.next() ** 2 * companies.length);
  const company = companies[companyIndex]!;
  const trade = random.pick(company.families);
  const contract = random.pick(trade.contracts);
  const experience =
    contract === "stage" || contract === "alternance" ? 0 : random.pick([0, 0, 1, 1, 2, 2, 3, 3, 5, 8]);
  const remote = random.pick(trade.remote);
  const place = random.chance(0.5) ? company.head : draw(random);
  const [salaryMin, salaryMax] = random.chance(0.1) ? [null, null] : salaryRange(trade, contract, experience);
  const skills = random.some(trade.skills, random.int(3, Math.min(5, trade.skills.length)));
  const others = trade.skills.filter((skill) => !skills.includes(skill));
  // The order of the draws below is the one the data set has always had: the same offers every run.
  const mission = random.pick(trade.missions);
  const { lat, lng } = near(place, random);
  const niceToHave = random.some(others, random.int(0, 2));
  const languages = trade.english || random.chance(0.15) ? ["Français", "Anglais"] : ["Français"];
  return {
    companyIndex,
    trade,
    title: jobTitle(trade, contract, experience),
    contract,
    experience,
    remote,
    place,
    lat,
    lng,
    salaryMin,
    salaryMax,
    skills,
    niceToHave,
    mission,
    languages,
    publishedMinutesAgo: random.int(5, 60 * 24 * 60),
  };
}

/** A candidate as drawn (`drawCandidate`), the columns of `public.candidate_infos` but their id. */
export interface CandidateDraw {
  first_name: string;
  last_name: string;
  headline: string;
  city: string;
  postal_code: string;
  lat: number;
  lng: number;
  mobility_radius_km: number;
  contract_types: ContractType[];
  remote_preference: "onsite" | "hybrid" | "remote" | "any";
  salary_expectation: number;
  skills: string[];
  languages: string[];
  experience_years: number;
  card_slug: string;
  card_visible: boolean;
}

/**
 * Draws the `n`th candidate: a trade (`family`), where they live (by population), how far they go,
 * the contracts they look for, their pay from the trade's and their experience, some of the trade's
 * skills; three in five show their card to recruiters.
 */
export function drawCandidate(
  random: Random,
  draw: (random: Random) => Place,
  n: number,
): { infos: CandidateDraw; family: JobFamily } {
  const feminine = random.chance(0.5);
  const base = random.pick(jobFamilies);
  const place = draw(random);
  const experience = random.pick([0, 1, 2, 3, 4, 6, 8, 12, 15]);
  const languages = ["Français", ...(base.english || random.chance(0.4) ? ["Anglais"] : [])];
  if (random.chance(0.2)) languages.push(random.pick(otherLanguages));
  const visible = random.chance(0.6);
  return {
    family: base,
    infos: {
      first_name: random.pick(feminine ? feminineFirstNames : masculineFirstNames),
      last_name: random.pick(lastNames),
      headline: base.person[feminine ? 1 : 0],
      city: place.name,
      postal_code: place.postalCode,
      ...near(place, random),
      mobility_radius_km: random.int(10, 100),
      contract_types: [...new Set<ContractType>([random.pick(base.contracts), random.pick(base.contracts), "CDI"])],
      remote_preference: random.pick(["onsite", "hybrid", "remote", "any"] as const),
      salary_expectation: roundTo(base.salary[0] + experience * base.perYear + random.int(0, 3000), 500),
      skills: random.some(base.skills, random.int(3, base.skills.length)),
      languages,
      experience_years: experience,
      card_slug: `candidat-${n}`,
      card_visible: visible,
    },
  };
}

/** The HTML text of a mission, as an offer's description shows it. */
export const missionText = (mission: string) => escapeHtml(mission.toLowerCase(), asWritten);

/** Generates the rows and writes them table by table, in batches of one JSON parameter each. */
async function insertDomainRows(tx: Sql, options: DomainDataOptions): Promise<DomainData> {
  const random = generator(options.seed);
  const { places, draw } = await loadPlaces();
  const companies = await insertCompanies(tx, { count: options.companies, random, draw, batchSize: options.batchSize });

  const jobs: DomainData["jobs"] = [];
  let batch: unknown[] = [];
  for (let n = 0; n < options.jobs; n++) {
    const offer = drawOffer(random, companies, draw);
    const company = companies[offer.companyIndex]!;
    const id = uuid(KIND.job, n);
    jobs.push({ id, owner: company.owner });
    batch.push({
      id,
      company_id: company.profile,
      title: offer.title,
      rome_code: offer.trade.rome,
      description: offerDescription({
        company: escapeHtml(company.name, asWritten),
        place: escapeHtml(offer.place.name, asWritten),
        mission: missionText(offer.mission),
        remote: remoteSentence[offer.remote],
      }),
      contract_type: offer.contract,
      remote_mode: offer.remote,
      city: offer.place.name,
      postal_code: offer.place.postalCode,
      lat: offer.lat,
      lng: offer.lng,
      salary_min: offer.salaryMin,
      salary_max: offer.salaryMax,
      skills: offer.skills,
      nice_to_have_skills: offer.niceToHave,
      experience_years_min: offer.experience,
      languages: offer.languages,
      published_minutes_ago: offer.publishedMinutesAgo,
    });
    if (batch.length === options.batchSize) {
      await tx.query(insertJobs, [JSON.stringify(batch)]);
      batch = [];
    }
  }
  if (batch.length > 0) await tx.query(insertJobs, [JSON.stringify(batch)]);

  // Candidates: completed profiles, three in five with a visible card (the ones recruiters can meet).
  const candidates: string[] = [];
  let visibleCandidates = 0;
  let users: unknown[] = [];
  let infos: unknown[] = [];
  const flush = async () => {
    await tx.query(insertUsers, [JSON.stringify(users)]);
    await tx.query(insertProfiles, [JSON.stringify(users)]);
    await tx.query(insertCandidates, [JSON.stringify(infos)]);
    users = [];
    infos = [];
  };
  for (let n = 0; n < options.candidates; n++) {
    const user = { id: uuid(KIND.candidateUser, n), profile_id: uuid(KIND.candidateProfile, n), type: "candidate" };
    users.push({ ...user, email: `candidat${n}@bench.fuse.test` });
    const { infos: drawn } = drawCandidate(random, draw, n);
    if (drawn.card_visible) visibleCandidates += 1;
    candidates.push(user.id);
    infos.push({ profile_id: user.profile_id, ...drawn });
    if (users.length === options.batchSize) await flush();
  }
  if (users.length > 0) await flush();

  return {
    places,
    companyOwners: companies.map((company) => company.owner),
    jobs,
    candidates,
    counts: {
      companies: options.companies,
      jobs: options.jobs,
      candidates: options.candidates,
      visibleCandidates,
    },
  };
}
