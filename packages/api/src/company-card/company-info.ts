import { Hono } from "hono";
import { z } from "zod/mini";

import type { ApiResponse } from "@fuse/domain/api/contract";
import {
  companyCardLabels,
  companyCardMessages,
  companyCardRequestFields,
  isWebAddress,
  publicPageNeedsAddress,
} from "@fuse/domain/company-card/schema";
import { companySizes, isOneLine, oneLineMessage } from "@fuse/domain/vocabulary";
import type { ServerContext } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";

import { answer, refuse, type Outcome } from "../http/outcome.ts";
import {
  accessDenied,
  isForeignUserId,
  ownProfileOfType,
  ownRowReadRoute,
  upsertByProfile,
} from "../http/ownership.ts";
import { databaseError, userId, type FieldLabels } from "../http/validation.ts";
import { validated } from "../http/validator.ts";
import type { AuthEnv } from "../http/verify.ts";
import { jsonObject, latitude, longitude, optionalText, postalCode, richText } from "../profile/fields.ts";
import { isValidSiret } from "../profile/siret.ts";

/** Spaces and dots are how people group a SIRET ("732 829 320 00074"); they are not part of it. */
const siret = z.optional(
  z.string().check(
    z.maxLength(30),
    z.overwrite((text: string) => text.replace(/[\s.]/g, "")),
    z.refine(isValidSiret, { error: "SIRET invalide" }),
  ),
);

/**
 * What a recruiter may write about their company (columns of `public.companies`). Every key is
 * optional, but a company is created with its name and SIRET, and neither can be cleared (the
 * database's SIRET check refuses null). The card's fields follow its form's rules; the description
 * is sanitised; the database derives the SIREN from the SIRET.
 */
export const companyForm = z
  .strictObject({
    name: companyCardRequestFields.name,
    siret,
    address: optionalText(300),
    city: optionalText(200),
    postal_code: postalCode,
    lat: latitude,
    lng: longitude,
    size: z.optional(z.nullable(z.enum(companySizes))),
    sector: companyCardRequestFields.sector,
    description: richText(20_000, "Description"),
    culture: z.optional(jsonObject(50_000)),
    logo_url: z.optional(
      z.nullable(
        z
          .string()
          .check(
            z.maxLength(2000),
            z.refine(isOneLine, { error: oneLineMessage() }),
            z.refine(isWebAddress, { error: companyCardMessages.logo }),
          ),
      ),
    ),
    slug: companyCardRequestFields.slug,
    visible: companyCardRequestFields.visible,
    website: companyCardRequestFields.website,
    company_values: companyCardRequestFields.company_values,
    benefits: companyCardRequestFields.benefits,
    sites: companyCardRequestFields.sites,
    /** Search engines may list the public page. */
    indexable: z.optional(z.boolean()),
  })
  .check(publicPageNeedsAddress);

export type CompanyForm = z.output<typeof companyForm>;

/** `PATCH /api/profile/info/update-company` body (spec §7: `{profile}`). */
const saveCompany = z.strictObject({ user_id: z.optional(userId), profile: companyForm });

const labels: FieldLabels = companyCardLabels;

/** The company as answered: every writable field, the SIREN and when it last changed. */
export type CompanyInfo = { [K in keyof CompanyForm]-?: Exclude<CompanyForm[K], undefined> | null } & {
  siren: string | null;
  updated_at: string | null;
};

const columns = [...Object.keys(companyForm.shape), "siren", "updated_at"];

/** A recruiter who has not described their company yet reads empty fields. */
const emptyCompany: CompanyInfo = {
  name: null,
  siret: null,
  siren: null,
  address: null,
  city: null,
  postal_code: null,
  lat: null,
  lng: null,
  size: null,
  sector: null,
  description: null,
  culture: {},
  logo_url: null,
  slug: null,
  visible: false,
  website: null,
  company_values: [],
  benefits: [],
  sites: [],
  indexable: false,
  updated_at: null,
};

/** Constraints of `companies` that zod cannot check (uniqueness) or may judge otherwise. */
const constraintRefusals: Record<string, { status: 400 | 409; error: string; field: string }> = {
  // The same words as the pre-registration's page for a company that already has an account.
  companies_siret_key: { status: 409, error: "Entreprise déjà enregistrée", field: "profile.siret" },
  companies_slug_key: { status: 409, error: "Cette adresse publique est déjà prise.", field: "profile.slug" },
  // The database's own SIRET rule, should it ever be stricter than isValidSiret.
  companies_siret_check: { status: 400, error: "SIRET invalide", field: "profile.siret" },
  companies_website_check: { status: 400, error: companyCardMessages.website, field: "profile.website" },
  companies_description_check: {
    status: 400,
    error: "« Description » n'est pas valide.",
    field: "profile.description",
  },
};

/** Whether the recruiter's company row exists yet (its name and SIRET are required to create it). */
async function hasCompany(tx: Sql, profileId: string) {
  const { rows } = await tx.query("select 1 from public.companies where profile_id = $1", [profileId]);
  return rows.length > 0;
}

/**
 * `GET /api/profile/info/company?id={userId}` reads the caller's company;
 * `PATCH /api/profile/info/update-company` with `{profile}` creates or updates it. `id` is the
 * auth user id of the recruiter, like everywhere in the product API.
 */
export function companyInfoRoutes(ctx: ServerContext) {
  const routes = new Hono<AuthEnv>();

  ownRowReadRoute(routes, "/info/company", ctx.db, {
    type: "recruiter",
    table: "companies",
    columns,
    empty: emptyCompany satisfies ApiResponse<"GET /api/profile/info/company">,
  });

  routes.patch("/info/update-company", validated("json", saveCompany, labels), async (c) => {
    const body = c.req.valid("json");
    if (isForeignUserId(c, body.user_id)) return c.json({ error: accessDenied }, 403);
    const form = body.profile;
    try {
      const outcome = await ctx.db.asRole(c.var.user.claims, async (tx): Promise<Outcome<CompanyInfo>> => {
        const own = await ownProfileOfType(tx, "recruiter");
        if (!own.ok) return own;
        const profile = own.value;
        if (form.name === undefined || form.siret === undefined) {
          if (!(await hasCompany(tx, profile.id))) {
            const field = form.name === undefined ? "name" : "siret";
            return refuse(400, { error: `« ${labels[field]} » est requis.`, field: `profile.${field}` });
          }
        }
        const row = await upsertByProfile(
          tx,
          "companies",
          profile.id,
          form,
          { culture: "jsonb", sites: "jsonb", company_values: "text[]", benefits: "text[]" },
          columns,
        );
        return { ok: true, value: row as CompanyInfo };
      });
      return answer<ApiResponse<"PATCH /api/profile/info/update-company">>(c, outcome);
    } catch (error) {
      const refusal = constraintRefusals[databaseError(error)?.constraint ?? ""];
      if (refusal) return c.json({ error: refusal.error, field: refusal.field }, refusal.status);
      throw error;
    }
  });

  return routes;
}
