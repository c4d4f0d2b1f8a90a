import { createHash } from "node:crypto";

import type { CompanySize, JobStatus, RemotePreference } from "@fuse/domain/vocabulary";
import { escapeHtml } from "@fuse/html";

import {
  achievements,
  cultureChoices,
  demoCompanies,
  feminineFirstNames,
  jobFamilies,
  lastNames,
  masculineFirstNames,
  motivations,
  otherLanguages,
  streets,
  type ContractType,
  type JobFamily,
  type RemoteMode,
} from "./catalog.ts";
import { demoCities, demoCity, type DemoCity } from "./places.ts";

/**
 * The demo data set, the same on every run: a seeded generator and name-based ids, so two
 * installations (or a test and the server) hold identical companies, offers and candidates.
 */
export interface DemoData {
  users: DemoUser[];
  companies: DemoCompanyRow[];
  jobs: DemoJobRow[];
  candidates: DemoCandidateRow[];
}

export interface DemoUser {
  id: string;
  profile_id: string;
  email: string;
  type: "candidate" | "recruiter";
}

export interface DemoCompanyRow {
  profile_id: string;
  name: string;
  siret: string;
  address: string;
  city: string;
  postal_code: string;
  lat: number;
  lng: number;
  size: string;
  sector: string;
  description: string;
  culture: Record<string, unknown>;
  slug: string;
  visible: boolean;
}

export interface DemoJobRow {
  id: string;
  company_id: string;
  title: string;
  /** The trade's ROME family (France Travail — ROME, Licence Ouverte). */
  rome_code: string;
  description: string;
  contract_type: ContractType;
  remote_mode: RemoteMode;
  city: string;
  postal_code: string;
  lat: number;
  lng: number;
  salary_min: number | null;
  salary_max: number | null;
  skills: string[];
  /** Skills that would be a plus: taken from the trade's list, without drawing (the data stays the same). */
  nice_to_have_skills: string[];
  experience_years_min: number;
  languages: string[];
  status: JobStatus;
  /** How long ago it was published, in hours (relative, so the data looks fresh whenever seeded). */
  published_hours_ago: number | null;
}

export interface DemoCandidateRow {
  profile_id: string;
  first_name: string;
  last_name: string;
  headline: string;
  /** The trade the candidate is looking for, in their words, and its ROME family. */
  target_title: string;
  rome_code: string;
  phone: string;
  city: string;
  postal_code: string;
  lat: number;
  lng: number;
  mobility_radius_km: number;
  contract_types: ContractType[];
  remote_preference: RemotePreference;
  salary_expectation: number;
  skills: string[];
  languages: string[];
  experience_years: number;
  memo: string;
  analyzer_cv: boolean;
  card_slug: string;
  card_visible: boolean;
}

/** The demo accounts' domain: reserved for tests and documentation, never a real mailbox. */
export const demoEmailDomain = "demo.fuse.test";
export const companyCount = demoCompanies.length;
export const candidateCount = 50;

/** mulberry32: small, fast and good enough to pick demo values reproducibly. */
export function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (probability: number) => next() < probability;
  /** `count` distinct items, in the list's order. */
  const some = <T>(items: readonly T[], count: number): T[] => {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, items.length)) chosen.add(Math.floor(next() * items.length));
    return [...chosen].sort((a, b) => a - b).map((index) => items[index]!);
  };
  return { next, int, pick, chance, some };
}

/** A name-based UUID (version 5 layout, SHA-1): the same name always gives the same id. */
export function demoId(name: string): string {
  const hash = createHash("sha1").update(`fuse-demo:${name}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The digit that completes `digits` into a number with a valid Luhn checksum. */
export function luhnKey(digits: string): string {
  let total = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    // The key will take the rightmost place, so the doubled digits are the ones now at even offsets.
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return String((10 - (total % 10)) % 10);
}

/** A SIRET whose SIREN and whole number both pass Luhn, as INSEE issues them. */
function siretFrom(random: ReturnType<typeof generator>): string {
  const body = `${random.int(3, 9)}${String(random.int(0, 9_999_999)).padStart(7, "0")}`;
  const siren = body + luhnKey(body);
  const nic = String(random.int(1, 99)).padStart(4, "0");
  return siren + nic + luhnKey(siren + nic);
}

export const slugify = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, "et")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** A point within about two kilometres of the town hall: offices are not all on the same square. */
function near(city: DemoCity, random: ReturnType<typeof generator>) {
  return {
    lat: Number((city.lat + (random.next() - 0.5) * 0.03).toFixed(5)),
    lng: Number((city.lng + (random.next() - 0.5) * 0.04).toFixed(5)),
  };
}

/** The descriptions' text is between tags: it keeps its quotes as written. */
export const asWritten = { quotes: "none" } as const;

const family = (key: string): JobFamily => {
  const found = jobFamilies.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`Famille de métiers inconnue : ${key}`);
  return found;
};

const offersPerSize: Record<CompanySize, number> = { "1-9": 4, "10-49": 7, "50-249": 10, "250-999": 13, "1000+": 15 };

const remoteSentence: Record<RemoteMode, string> = {
  onsite: "Le poste est basé sur site.",
  hybrid: "Télétravail possible deux jours par semaine.",
  remote: "Le poste est ouvert en télétravail complet, avec un séminaire d'équipe par trimestre.",
};

/** An offer's title from its trade, contract and required experience. */
export function jobTitle(base: JobFamily, contract: ContractType, experience: number) {
  if (contract === "stage") return `Stage — ${base.title}`;
  if (contract === "alternance") return `${base.title} en alternance`;
  if (contract === "freelance") return `${base.title} (mission freelance)`;
  if (experience >= 5) return `${base.title} senior`;
  return base.title;
}

/** An offer's gross yearly range from its trade, contract and required experience. */
export function salaryRange(
  base: JobFamily,
  contract: ContractType,
  experience: number,
): [number | null, number | null] {
  // Interns receive the legal minimum allowance (about 4.35 € an hour); apprentices a share of the minimum wage.
  if (contract === "stage") return [7900, 9600];
  if (contract === "alternance") return [12000, 21700];
  if (contract === "freelance") return [null, null];
  const min = roundTo(base.salary[0] + experience * base.perYear, 500);
  return [min, roundTo(min + base.salary[1], 500)];
}

function jobDescription(
  companyName: string,
  base: JobFamily,
  city: string,
  remote: RemoteMode,
  contract: ContractType,
) {
  const li = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item, asWritten)}</li>`).join("")}</ul>`;
  return [
    `<p>${escapeHtml(companyName, asWritten)} recrute pour son site de ${escapeHtml(city, asWritten)} : rejoignez une équipe qui vous fera confiance dès le premier jour.</p>`,
    "<p><strong>Vos missions</strong></p>",
    li(base.missions),
    "<p><strong>Votre profil</strong></p>",
    li(base.profile),
    `<p>${remoteSentence[remote]}${contract === "CDD" ? " Contrat de six mois, renouvelable." : ""}</p>`,
  ].join("");
}

/** Builds the whole demo data set; pure and deterministic. */
export function buildDemoData(): DemoData {
  const random = generator(20261121);
  const users: DemoUser[] = [];
  const companies: DemoCompanyRow[] = [];
  const jobs: DemoJobRow[] = [];
  const candidates: DemoCandidateRow[] = [];
  const usedSirets = new Set<string>();

  demoCompanies.forEach((company, index) => {
    const number = String(index + 1).padStart(2, "0");
    const email = `entreprise${number}@${demoEmailDomain}`;
    const user = {
      id: demoId(`user:${email}`),
      profile_id: demoId(`profile:${email}`),
      email,
      type: "recruiter" as const,
    };
    users.push(user);

    let siret = siretFrom(random);
    while (usedSirets.has(siret)) siret = siretFrom(random);
    usedSirets.add(siret);

    const headOffice = demoCity(company.cities[0]!);
    const values = random.some(cultureChoices.values, 3);
    companies.push({
      profile_id: user.profile_id,
      name: company.name,
      siret,
      address: `${random.int(1, 120)} ${random.pick(streets)}`,
      city: headOffice.name,
      postal_code: headOffice.postalCode,
      ...near(headOffice, random),
      size: company.size,
      sector: company.sector,
      description: `<p>${escapeHtml(company.name, asWritten)} est un ${escapeHtml(company.pitch, asWritten)}, installé à ${escapeHtml(headOffice.name, asWritten)}${
        company.cities.length > 1 ? ` et présent à ${escapeHtml(company.cities.slice(1).join(", "), asWritten)}` : ""
      }.</p><p>Nous recrutons des personnes curieuses et engagées, et nous les accompagnons dans leur évolution.</p>`,
      culture: {
        management: random.pick(cultureChoices.management),
        pace: random.pick(cultureChoices.pace),
        remotePolicy: random.pick(cultureChoices.remotePolicy),
        values,
        training: random.int(2, 5),
        onboarding: random.pick(cultureChoices.onboarding),
        teamSize: random.pick(cultureChoices.teamSize),
      },
      slug: slugify(company.name),
      visible: true,
    });

    const offers = offersPerSize[company.size];
    for (let n = 0; n < offers; n++) {
      const base = family(company.families[n % company.families.length]!);
      const contract = random.pick(base.contracts);
      const experience =
        contract === "stage" || contract === "alternance" ? 0 : random.pick([0, 0, 1, 1, 2, 2, 3, 3, 5, 8]);
      const remote = random.pick(base.remote);
      const city = demoCity(random.chance(0.7) ? company.cities[0]! : random.pick(company.cities));
      const [salaryMin, salaryMax] = random.chance(0.1) ? [null, null] : salaryRange(base, contract, experience);
      // Most offers are live; a few are drafts not yet published or already filled.
      const status = random.chance(0.92) ? "published" : random.chance(0.5) ? "draft" : "closed";
      const skills = random.some(base.skills, random.int(3, base.skills.length));
      jobs.push({
        id: demoId(`job:${email}:${n}`),
        company_id: user.profile_id,
        title: jobTitle(base, contract, experience),
        rome_code: base.rome,
        description: jobDescription(company.name, base, city.name, remote, contract),
        contract_type: contract,
        remote_mode: remote,
        city: city.name,
        postal_code: city.postalCode,
        ...near(city, random),
        salary_min: salaryMin,
        salary_max: salaryMax,
        skills,
        nice_to_have_skills: base.skills.filter((skill) => !skills.includes(skill)).slice(0, 2),
        experience_years_min: experience,
        languages: base.english || random.chance(0.15) ? ["Français", "Anglais"] : ["Français"],
        status,
        published_hours_ago: status === "draft" ? null : random.int(2, 60 * 24),
      });
    }
  });

  for (let index = 0; index < candidateCount; index++) {
    const number = String(index + 1).padStart(2, "0");
    const email = `candidat${number}@${demoEmailDomain}`;
    const user = {
      id: demoId(`user:${email}`),
      profile_id: demoId(`profile:${email}`),
      email,
      type: "candidate" as const,
    };
    users.push(user);

    const feminine = index % 2 === 0;
    const firstName = (feminine ? feminineFirstNames : masculineFirstNames)[Math.floor(index / 2) % 25]!;
    const lastName = random.pick(lastNames);
    const base = random.pick(jobFamilies);
    const city = random.pick(demoCities);
    const experience = random.pick([0, 1, 2, 3, 4, 6, 8, 12, 15]);
    const headline = base.person[feminine ? 1 : 0];
    const contracts = [...new Set<ContractType>([random.pick(base.contracts), random.pick(base.contracts), "CDI"])];
    const languages = ["Français", ...(base.english || random.chance(0.4) ? ["Anglais"] : [])];
    if (random.chance(0.25)) languages.push(random.pick(otherLanguages));
    const motivation = random.pick(motivations);
    const achievement = random.pick(achievements);
    candidates.push({
      profile_id: user.profile_id,
      first_name: firstName,
      last_name: lastName,
      headline,
      target_title: headline,
      rome_code: base.rome,
      phone: `06 39 98 ${String(random.int(0, 99)).padStart(2, "0")} ${String(random.int(0, 99)).padStart(2, "0")}`,
      city: city.name,
      postal_code: city.postalCode,
      ...near(city, random),
      mobility_radius_km: random.pick([10, 20, 30, 50, 100]),
      contract_types: contracts,
      remote_preference: random.pick(["onsite", "hybrid", "remote", "any"] as const),
      salary_expectation: roundTo(base.salary[0] + experience * base.perYear + random.int(0, 3000), 500),
      skills: random.some(base.skills, random.int(3, base.skills.length)),
      languages,
      experience_years: experience,
      memo: [
        `<p>${escapeHtml(headline, asWritten)}${experience > 0 ? ` depuis ${experience} an${experience > 1 ? "s" : ""}` : ", jeune diplômé" + (feminine ? "e" : "")}, je vis à ${escapeHtml(city.name, asWritten)}.</p>`,
        `<p>Ce qui me motive : ${escapeHtml(motivation, asWritten)}. Une fierté : ${escapeHtml(achievement, asWritten)}.</p>`,
        "<p>Je cherche une équipe où je pourrai apporter mon expérience et continuer à progresser.</p>",
      ].join(""),
      analyzer_cv: random.chance(0.6),
      card_slug: `${slugify(firstName)}-${slugify(lastName)}-${number}`,
      card_visible: random.chance(0.4),
    });
  }

  return { users, companies, jobs, candidates };
}
