import { formatDateTime } from "../format/date.ts";
import type { AdminContentPage, AdminPageSummary } from "./contract.ts";
import { contentLimits, slugify } from "./schemas.ts";

/** What the administrators' content pages screens say, in French. */
export const adminPagesMessages = {
  saved: "Page enregistrée",
  saveFailed: "La page n'a pas pu être enregistrée. Vérifiez votre connexion puis réessayez.",
  deleted: "Page supprimée",
  deleteFailed: "La page n'a pas pu être supprimée.",
  listFailed: "Les pages n'ont pas pu être chargées.",
  itemFailed: "Cette page n'a pas pu être chargée.",
  missing: "Cette page n'existe pas ou a été supprimée.",
  retry: "Réessayer",
  offline: "Vérifiez votre connexion puis réessayez.",
} as const;

/**
 * The site's legal pages, linked from its footer and its sign-up forms: edited like any page, but
 * deleting or unpublishing one leaves those links on a 404 page, so the screens warn first.
 */
export const legalPageSlugs = [
  "mentions-legales",
  "conditions-generales",
  "politique-de-confidentialite",
  "declaration-accessibilite",
] as const;

export function isLegalPage(page: Pick<AdminPageSummary, "slug">): boolean {
  return (legalPageSlugs as readonly string[]).includes(page.slug);
}

/** Where a page is read once published. */
export function publicPageAddress(slug: string): string {
  return `/p/${slug}`;
}

/** The address suggested for a title (accents dropped, words joined by dashes), as the server accepts it. */
export function suggestPageSlug(title: string): string {
  return slugify(title, contentLimits.slug);
}

/**
 * When a page was last changed, as its row says it: « Modifiée le 18 novembre 2026 à 11:30 »,
 * in Paris time unless `timeZone` is given.
 */
export function describePageUpdate(page: Pick<AdminPageSummary, "updated_at">, timeZone?: string): string {
  return `Modifiée le ${formatDateTime(page.updated_at, timeZone)}`;
}

// Examples for the stories and tests: a legal page, a published page and an unpublished one.
export const examplePages: AdminContentPage[] = [
  {
    id: "3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c",
    slug: "mentions-legales",
    title: "Mentions légales",
    body: "<p>Les présentes mentions légales sont publiées en application de la loi.</p>",
    published: true,
    created_at: "2026-11-20T09:00:00.000Z",
    updated_at: "2026-11-21T10:30:00.000Z",
  },
  {
    id: "7c6b5a4f-3e2d-4c1b-9a0f-8e7d6c5b4a3f",
    slug: "qui-sommes-nous",
    title: "Qui sommes-nous ?",
    body: "<p>Fuse rapproche <strong>candidats</strong> et recruteurs.</p><ul><li>Simple</li><li>Gratuit</li></ul>",
    published: true,
    created_at: "2026-11-18T09:00:00.000Z",
    updated_at: "2026-11-18T10:30:00.000Z",
  },
  {
    id: "1e0d9c8b-7a6f-4e5d-8c3b-2a1f0e9d8c7b",
    slug: "salon-de-printemps",
    title: "Salon de printemps",
    body: "",
    published: false,
    created_at: "2026-11-24T09:00:00.000Z",
    updated_at: "2026-11-24T15:05:00.000Z",
  },
];

export const examplePageSummaries: AdminPageSummary[] = examplePages.map(
  ({ body: _body, created_at: _created, ...summary }) => summary,
);
