import { z } from "zod/mini";

import { contractTypes, remoteModes, type ContractType, type RemoteMode } from "@fuse/domain/vocabulary";

import { integerParameter, numberParameter, type FieldLabels } from "../http/validation.ts";

/** An offer's id in a path, refused in French when malformed. */
export const invalidJobId = "Identifiant d'offre invalide.";
export const jobId = z.string().check(z.refine((id) => z.guid().safeParse(id).success, invalidJobId));

export const searchSorts = ["relevance", "date", "distance", "salary"] as const;

/** Bands offered by the facets: what a user can pick, and what each would leave. */
export const salaryBands = [20_000, 30_000, 40_000, 50_000, 60_000] as const;
export const experienceBands = [0, 1, 2, 3, 5, 10] as const;
export const publishedBands = [1, 7, 30] as const;

export const maxPerPage = 50;
export const defaultRadiusKm = 30;

/** "intérim" as typed without its accent, or in capitals, is still a contract type. */
const contractAliases: Record<string, ContractType> = Object.fromEntries(
  contractTypes.flatMap((type) => [
    [type.toLowerCase(), type],
    [
      type
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase(),
      type,
    ],
  ]),
);

/** A list given as repeated parameters and/or comma-separated values. */
const list = <T extends string>(values: readonly [T, ...T[]], alias: (raw: string) => string = (raw) => raw) =>
  z.pipe(
    z.pipe(
      z.pipe(
        z.array(z.string()),
        z.transform((items: string[]) =>
          items
            .flatMap((item) => item.split(","))
            .map((item) => alias(item.trim()))
            .filter(Boolean),
        ),
      ),
      z.array(z.enum(values)).check(z.maxLength(values.length * 2)),
    ),
    z.transform((items: T[]) => [...new Set(items)]),
  );

const labels = {
  q: "Recherche",
  lat: "Latitude",
  lng: "Longitude",
  radius_km: "Rayon (km)",
  contract: "Type de contrat",
  remote: "Télétravail",
  salary_min: "Salaire minimum",
  experience: "Expérience",
  published_since: "Publiée depuis (jours)",
  sort: "Tri",
  page: "Page",
  per_page: "Résultats par page",
} as const satisfies FieldLabels;

const searchQuery = z
  .strictObject({
    q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    lat: z.optional(numberParameter(labels.lat, -90, 90)),
    lng: z.optional(numberParameter(labels.lng, -180, 180)),
    radius_km: z.optional(integerParameter(labels.radius_km, 1, 200)),
    contract: z.optional(list(contractTypes, (raw) => contractAliases[raw.toLowerCase()] ?? raw)),
    remote: z.optional(list(remoteModes)),
    salary_min: z.optional(integerParameter(labels.salary_min, 0, 1_000_000)),
    experience: z.optional(integerParameter(labels.experience, 0, 60)),
    published_since: z.optional(integerParameter(labels.published_since, 1, 365)),
    sort: z.optional(z.enum(searchSorts)),
    page: z.optional(integerParameter(labels.page, 1, 1000)),
    per_page: z.optional(integerParameter(labels.per_page, 1, maxPerPage)),
  })
  .check(
    z.superRefine((query, context) => {
      if ((query.lat === undefined) !== (query.lng === undefined)) {
        context.addIssue({
          code: "custom",
          path: [query.lat === undefined ? "lat" : "lng"],
          message: "« Latitude » et « Longitude » vont ensemble : choisissez une ville dans la liste.",
        });
      }
      if (query.radius_km !== undefined && query.lat === undefined) {
        context.addIssue({
          code: "custom",
          path: ["radius_km"],
          message: "« Rayon » demande une ville : choisissez-en une dans la liste.",
        });
      }
      if (query.sort === "distance" && query.lat === undefined) {
        context.addIssue({
          code: "custom",
          path: ["sort"],
          message: "Le tri par distance demande une ville : choisissez-en une dans la liste.",
        });
      }
    }),
  );

const multiple = new Set(["contract", "remote"]);

export interface JobSearch {
  /** The search text, or undefined for none (blank counts as none). */
  text: string | undefined;
  place: { lat: number; lng: number; radiusKm: number } | undefined;
  contracts: ContractType[];
  remote: RemoteMode[];
  salaryMin: number | undefined;
  experience: number | undefined;
  publishedSinceDays: number | undefined;
  sort: (typeof searchSorts)[number];
  page: number;
  perPage: number;
}

/** The search as a validated query hands it over: a parameter given once is a text, repeated a list. */
function searchInput(raw: unknown, context: z.core.ParsePayload) {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw as Record<string, string | string[]>)) {
    if (!Object.hasOwn(labels, key)) {
      context.issues.push({ code: "custom", path: [key], message: `Paramètre inconnu : « ${key} ».`, input: value });
    } else if (multiple.has(key)) {
      input[key] = Array.isArray(value) ? value : [value];
    } else if (Array.isArray(value)) {
      const label = (labels as FieldLabels)[key] ?? key;
      context.issues.push({
        code: "custom",
        path: [key],
        message: `« ${label} » ne peut être donné qu'une fois.`,
        input: value,
      });
    } else {
      input[key] = value;
    }
  }
  return input;
}

/**
 * `GET /api/jobs` parameters, from the query string (`?contract=CDI&contract=CDD` or
 * `?contract=CDI,CDD`). Unknown, repeated or malformed parameters are refused in French.
 */
export const jobSearchQuery = z.pipe(
  z.pipe(z.transform(searchInput), searchQuery),
  z.transform((query: z.output<typeof searchQuery>): JobSearch => {
    const text = query.q && query.q.length > 0 ? query.q : undefined;
    return {
      text,
      place:
        query.lat !== undefined && query.lng !== undefined
          ? { lat: query.lat, lng: query.lng, radiusKm: query.radius_km ?? defaultRadiusKm }
          : undefined,
      contracts: query.contract ?? [],
      remote: query.remote ?? [],
      salaryMin: query.salary_min,
      experience: query.experience,
      publishedSinceDays: query.published_since,
      sort: query.sort ?? (text ? "relevance" : "date"),
      page: query.page ?? 1,
      perPage: query.per_page ?? 20,
    };
  }),
);

export { labels as jobSearchLabels };
