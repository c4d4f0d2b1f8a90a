// The company card's form values: read from the stored company, turned into the card candidates see
// (the live preview) and into the `PATCH /api/profile/info/update-company` payload.
import type { CompanyCardOffer, CompanySite, PublicCompanyCard } from "@fuse/domain/company-card/contract";
import { companySizes, type CompanySize } from "@fuse/domain/vocabulary";

import type { CompanyInfo } from "../../api/index.ts";

export interface CompanyCardValues {
  name: string;
  logo_url: string | null;
  sector: string;
  size: CompanySize | "";
  city: string;
  sites: CompanySite[];
  website: string;
  /** Rich text, as the editor gives it ("" when empty). */
  description: string;
  company_values: string[];
  benefits: string[];
  /** The public page /p/{slug} and the card on the offers. */
  visible: boolean;
  slug: string;
  indexable: boolean;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const list = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
const number = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);

function sitesOf(value: unknown): CompanySite[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((site: Record<string, unknown> | null) =>
    site && typeof site.city === "string"
      ? [
          {
            city: site.city,
            postal_code: typeof site.postal_code === "string" ? site.postal_code : null,
            lat: number(site.lat),
            lng: number(site.lng),
          },
        ]
      : [],
  );
}

/** The form's values from the company as `GET /api/profile/info/company` answers it. */
export function companyCardValuesOf(info: CompanyInfo): CompanyCardValues {
  const size = (companySizes as readonly unknown[]).includes(info.size) ? (info.size as CompanySize) : "";
  return {
    name: text(info.name),
    logo_url: text(info.logo_url) || null,
    sector: text(info.sector),
    size,
    city: text(info.city),
    sites: sitesOf(info.sites),
    website: text(info.website),
    description: text(info.description),
    company_values: list(info.company_values),
    benefits: list(info.benefits),
    visible: info.visible === true,
    slug: text(info.slug),
    indexable: info.indexable === true,
  };
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

/** What the form saves: every field it shows, empty texts cleared. */
export function companyCardPayloadOf(values: CompanyCardValues): Record<string, unknown> {
  return {
    name: values.name.trim(),
    logo_url: values.logo_url,
    sector: orNull(values.sector),
    size: values.size || null,
    city: orNull(values.city),
    sites: values.sites,
    website: orNull(values.website),
    description: values.description.trim() === "" ? null : values.description,
    company_values: values.company_values,
    benefits: values.benefits,
    visible: values.visible,
    slug: orNull(values.slug),
    indexable: values.indexable,
  };
}

/** The card candidates would see with these values (the culture answers and offers as stored). */
export function previewCompanyCardOf(
  values: CompanyCardValues,
  stored: { culture?: unknown; offers?: CompanyCardOffer[] } = {},
): PublicCompanyCard {
  const culture =
    stored.culture && typeof stored.culture === "object" && !Array.isArray(stored.culture)
      ? (stored.culture as Record<string, unknown>)
      : {};
  return {
    slug: values.slug,
    name: values.name.trim() || "Votre entreprise",
    logo_url: values.logo_url,
    sector: orNull(values.sector),
    size: values.size || null,
    city: orNull(values.city),
    website: orNull(values.website),
    description: values.description.trim() === "" ? null : values.description,
    values: values.company_values,
    benefits: values.benefits,
    sites: values.sites,
    culture,
    offers: stored.offers ?? [],
    indexable: values.indexable,
  };
}
