import { escapeHtml } from "@fuse/html";

import { slugify } from "../admin/schemas.ts";
import type { JobOfferResponse } from "../api/contract.ts";
import type { PageMeta } from "../candidate-card/page-meta.ts";
import { plainTextOf, shorten } from "../company-card/page-meta.ts";
import type { ContractType } from "../vocabulary/index.ts";
import { paths, pathTo } from "../vocabulary/paths.ts";
import { contractText, remoteText } from "./format.ts";

const uuidAtEnd = /(?:^|-)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** An offer's words in its address: its title, cut at 80 characters; « offre » when it has none. */
export const offerSlug = (title: string) => slugify(title, 80) || "offre";

/** An offer's public address: `/offres/comptable-unique-h-f-<id>`. The id alone identifies it. */
export const offerPath = (offer: { id: string; title: string }) =>
  `${paths.offers}/${offerSlug(offer.title)}-${offer.id.toLowerCase()}`;

/** The offer's id in an address's last segment (`comptable-…-<uuid>`), or null when there is none. */
export function offerIdOf(slugId: string): string | null {
  if (slugId.length > 200) return null;
  return uuidAtEnd.exec(slugId)?.[1]?.toLowerCase() ?? null;
}

/**
 * The parameter an offer's address carries back from the sign-up (`?interet=1`): the candidate said
 * « Ça m'intéresse » before having an account, and the page records it once they have one.
 */
export const interestParam = "interet";

/** `path` with `search` as its query, when there is one. */
export const withSearch = (path: string, search: URLSearchParams) => (search.size > 0 ? `${path}?${search}` : path);

/** An offer's address with the search it was opened from, recording the interest on the way back. */
export function returnWithInterest(path: string, search: URLSearchParams): string {
  const params = new URLSearchParams(search);
  params.set(interestParam, "1");
  return withSearch(path, params);
}

/** Google's employment types (developers.google.com, JobPosting `employmentType`), by French contract. */
export const employmentTypes: Record<ContractType, string> = {
  CDI: "FULL_TIME",
  CDD: "TEMPORARY",
  intérim: "TEMPORARY",
  alternance: "INTERN",
  stage: "INTERN",
  freelance: "CONTRACTOR",
};

/**
 * How long a page vouches for its offer. Offers on Fuse have no end date: they stay open until the
 * recruiter closes them, and a closed offer's page answers 410 at once. The page's `validThrough` is
 * this many days after it was read, so that an offer a search engine has not read again for a month
 * is not shown as open.
 */
export const offerVouchedDays = 30;

/** The name Google asks for when an employer hires anonymously (JobPosting `hiringOrganization`). */
export const confidentialOrganization = "confidential";

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The offer as schema.org `JobPosting` JSON-LD, with the properties Google requires and those it
 * recommends that Fuse knows. A confidential company (`company` null: its card is private) is
 * named « confidential », as Google documents; nothing else of it is written.
 */
export function jobPostingJsonLd(
  offer: JobOfferResponse,
  { url, origin, now = new Date() }: { url: string; origin: string; now?: Date },
) {
  const company = offer.company;
  const validThrough = new Date(now.getTime() + offerVouchedDays * 86_400_000);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: offer.title,
    description: offer.description.trim()
      ? offer.description
      : `<p>${escapeHtml(offer.excerpt || offer.title, { quotes: "none" })}</p>`,
    datePosted: offer.published_at,
    validThrough: `${isoDay(validThrough)}T23:59:59Z`,
    employmentType: employmentTypes[offer.contract_type],
    url,
    identifier: {
      "@type": "PropertyValue",
      name: company ? company.name : "Fuse",
      value: offer.id,
    },
    hiringOrganization: company
      ? {
          "@type": "Organization",
          name: company.name,
          ...(company.slug ? { sameAs: `${origin}${pathTo(paths.publicPage, { slug: company.slug })}` } : {}),
          ...(company.logo_url ? { logo: company.logo_url } : {}),
        }
      : { "@type": "Organization", name: confidentialOrganization },
    // A fully remote offer may still name its place: both are then written, as Google allows.
    ...(offer.city !== null
      ? {
          jobLocation: {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              addressLocality: offer.city,
              ...(offer.postal_code ? { postalCode: offer.postal_code } : {}),
              addressCountry: "FR",
            },
          },
        }
      : {}),
    ...(offer.remote_mode === "remote"
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: "France" },
        }
      : {}),
    ...(offer.salary_min !== null || offer.salary_max !== null
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "EUR",
            value: {
              "@type": "QuantitativeValue",
              ...(offer.salary_min !== null ? { minValue: offer.salary_min } : {}),
              ...(offer.salary_max !== null ? { maxValue: offer.salary_max } : {}),
              unitText: "YEAR",
            },
          },
        }
      : {}),
    ...(offer.experience_years_min > 0
      ? {
          experienceRequirements: {
            "@type": "OccupationalExperienceRequirements",
            monthsOfExperience: offer.experience_years_min * 12,
          },
        }
      : { experienceRequirements: "no requirements" }),
    ...(offer.skills.length > 0 ? { skills: offer.skills.join(", ") } : {}),
  };
}

/** What an offer's page says of itself: « Comptable (CDI) · Lyon · Entreprise confidentielle ». */
export function offerPageMeta(offer: JobOfferResponse): PageMeta {
  const place = offer.remote_mode === "remote" ? remoteText("remote") : offer.city;
  const who = offer.company?.name ?? "Entreprise confidentielle";
  const summary = plainTextOf(offer.description);
  return {
    title: `${offer.title} (${contractText(offer.contract_type)})${place ? ` · ${place}` : ""}`,
    description: shorten([who, summary].filter(Boolean).join(" — ")),
    type: "website",
    image: offer.company?.logo_url ?? null,
    noindex: false,
  };
}
