import { Hono } from "hono";
import { z } from "zod/mini";

import type { ApiResponse } from "@fuse/domain/api/contract";
import {
  cardAccents,
  cardSections,
  type CardSection,
  type CardSettings,
  type PublicCard,
  type PublicPageResponse,
} from "@fuse/domain/candidate-card/contract";
import { publicSlugPattern } from "@fuse/domain/candidate-card/public-slug";
import type { CompanyCardOffer, CompanySite, PublicCompanyCard } from "@fuse/domain/company-card/contract";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";
import { anonClaims } from "@fuse/server-core/jwt.ts";

import { sanitizeRichText } from "../http/rich-text.ts";
import { validated } from "../http/validator.ts";
import { fillOperatorDetails } from "../legal/operator.ts";

const slugParam = z.object({ slug: z.string().check(z.regex(publicSlugPattern), z.maxLength(120)) });

export const pageNotFound = "Page introuvable";

/** The card's settings as stored, kept to the known sections and accents. */
export function cardSettings(stored: Record<string, unknown> | null): CardSettings {
  const sections = Array.isArray(stored?.sections)
    ? stored.sections.filter((section): section is CardSection =>
        (cardSections as readonly unknown[]).includes(section),
      )
    : undefined;
  const accent = (cardAccents as readonly unknown[]).includes(stored?.accent)
    ? (stored!.accent as CardSettings["accent"])
    : undefined;
  return { ...(sections ? { sections } : {}), ...(accent ? { accent } : {}) };
}

type CardRow = Omit<PublicCard, "settings"> & { card_settings: Record<string, unknown> | null };

type CompanyRow = Omit<PublicCompanyCard, "values" | "sites" | "offers" | "culture"> & {
  company_values: string[];
  sites: unknown;
  culture: Record<string, unknown> | null;
  offers: CompanyCardOffer[];
};

/** The company analyzer's questions a card shows; anything else in the answers stays private. */
const cultureKeys = ["management", "pace", "remotePolicy", "values", "training", "onboarding", "teamSize", "unique"];

function publicCompany({
  company_values,
  sites,
  culture,
  description,
  offers,
  ...company
}: CompanyRow): PublicCompanyCard {
  return {
    ...company,
    description: description ? sanitizeRichText(description) : null,
    values: company_values,
    sites: Array.isArray(sites) ? (sites as CompanySite[]) : [],
    culture: Object.fromEntries(Object.entries(culture ?? {}).filter(([key]) => cultureKeys.includes(key))),
    offers: offers.map((offer) => ({ ...offer, published_at: new Date(offer.published_at).toISOString() })),
  };
}

/**
 * What /p/{slug} shows — a candidate's MaFuseCard when its owner made it public, a company's card
 * when it is visible, else the published content page of that slug — or undefined. Read as anon,
 * through `public.public_card` and `public.public_company`, which return only what a card shows;
 * sections the owner hid are left out, rich text sanitised. A slug belongs to one of them only (the
 * database refuses a taken one).
 */
export async function readPublicPage(ctx: ServerContext, slug: string): Promise<PublicPageResponse | undefined> {
  const found = await ctx.db.asRole(anonClaims, async (tx) => {
    const cards = await tx.query<CardRow>("select * from public.public_card($1)", [slug]);
    if (cards.rows[0]) return { kind: "card" as const, row: cards.rows[0] };
    const companies = await tx.query<CompanyRow>("select * from public.public_company($1)", [slug]);
    if (companies.rows[0]) return { kind: "company" as const, row: companies.rows[0] };
    const pages = await tx.query<{ slug: string; title: string; body: string; updated_at: string }>(
      "select slug, title, body, updated_at from public.pages where slug = $1 and published",
      [slug],
    );
    return pages.rows[0] ? { kind: "page" as const, row: pages.rows[0] } : undefined;
  });
  if (!found) return undefined;
  if (found.kind === "page") {
    // The legal pages' `{{exploitant:…}}`: the operator's details, from the configuration.
    const body = fillOperatorDetails(sanitizeRichText(found.row.body), ctx.config.operator);
    return { kind: "page", page: { ...found.row, body } };
  }
  if (found.kind === "company") return { kind: "company", company: publicCompany(found.row) };
  const { card_settings, ...card } = found.row;
  const settings = cardSettings(card_settings);
  const shows = (section: (typeof cardSections)[number]) => !settings.sections || settings.sections.includes(section);
  return {
    kind: "card",
    card: {
      ...card,
      memo: shows("portrait") && card.memo ? sanitizeRichText(card.memo) : null,
      skills: shows("skills") ? card.skills : [],
      languages: shows("languages") ? card.languages : [],
      experience_years: shows("experience") ? card.experience_years : null,
      city: shows("city") ? card.city : null,
      settings,
    },
  };
}

/** `GET /api/cards/{slug}`: what /p/{slug} shows (see `readPublicPage`), else a French 404. */
export function cardRoutes(ctx: ServerContext): RouteModule {
  const routes = new Hono();
  routes.get("/cards/:slug", validated("param", slugParam, { slug: "Adresse" }), async (c) => {
    const found = await readPublicPage(ctx, c.req.valid("param").slug);
    c.header("cache-control", "no-store");
    if (!found) return c.json({ error: pageNotFound }, 404);
    return c.json(found satisfies ApiResponse<"GET /api/cards/:slug">);
  });
  return { path: "/api", routes };
}
