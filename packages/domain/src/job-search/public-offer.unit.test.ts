import { describe, expect, it } from "vitest";

import { onboardingReturn } from "../access/decide-access.ts";
import type { JobOfferResponse } from "../api/contract.ts";
import { jobPostingJsonLd, offerIdOf, offerPageMeta, offerPath, returnWithInterest } from "./public-offer.ts";

const id = "7d3c5f8e-2f1a-4b7e-9c3d-1a2b3c4d5e6f";

const offer: JobOfferResponse = {
  id,
  title: "Comptable unique (H/F)",
  rome: "M1203",
  excerpt: "Tenue de la comptabilité",
  contract_type: "CDI",
  remote_mode: "remote",
  city: null,
  postal_code: null,
  lat: null,
  lng: null,
  distance_km: null,
  salary_min: 32000,
  salary_max: null,
  salary_net_monthly_min: 2090,
  salary_net_monthly_max: null,
  skills: [],
  nice_to_have_skills: [],
  experience_years_min: 0,
  languages: [],
  published_at: "2026-11-20T09:00:00.000Z",
  company: null,
  status: "published",
  description: "",
  match: null,
};

describe("an offer's address", () => {
  it("is its title's words then its id, and the id alone identifies it", () => {
    expect(offerPath({ id: id.toUpperCase(), title: "Électricien·ne — Saint-Étienne (42) !" })).toBe(
      `/offres/electricien-ne-saint-etienne-42-${id}`,
    );
    expect(offerPath({ id, title: "« » !!" })).toBe(`/offres/offre-${id}`);
    expect(offerIdOf(`electricien-ne-${id}`)).toBe(id);
    expect(offerIdOf(id.toUpperCase())).toBe(id);
    expect(offerIdOf(`comptable${id}`)).toBeNull();
    expect(offerIdOf("comptable")).toBeNull();
    expect(offerIdOf(`${"a".repeat(300)}-${id}`)).toBeNull();
  });

  it("carries the interest back from the sign-up, keeping the search", () => {
    expect(returnWithInterest(`/offres/x-${id}`, new URLSearchParams("q=comptable&contrat=CDI"))).toBe(
      `/offres/x-${id}?q=comptable&contrat=CDI&interet=1`,
    );
    expect(returnWithInterest(`/offres/x-${id}`, new URLSearchParams())).toBe(`/offres/x-${id}?interet=1`);
  });
});

describe("the page to come back to after onboarding", () => {
  it("is a path of this site from the sign-up's metadata, never another site or a sign-in page", () => {
    expect(onboardingReturn({ return_to: `/offres/x-${id}?interet=1` })).toBe(`/offres/x-${id}?interet=1`);
    for (const value of ["//evil.example", "https://evil.example/", "/\\evil.example", "/login", 42, null]) {
      expect(onboardingReturn({ return_to: value })).toBeUndefined();
    }
    expect(onboardingReturn({})).toBeUndefined();
    expect(onboardingReturn(undefined)).toBeUndefined();
  });
});

describe("an offer's JobPosting", () => {
  it("says telecommuting from France for a fully remote offer without a place, and a description even when empty", () => {
    const posting = jobPostingJsonLd(offer, {
      url: `https://fuse.example/offres/x-${id}`,
      origin: "https://fuse.example",
      now: new Date("2026-12-01T10:00:00Z"),
    });
    expect(posting).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "France" },
      hiringOrganization: { "@type": "Organization", name: "confidential" },
      baseSalary: { currency: "EUR", value: { minValue: 32000, unitText: "YEAR" } },
      validThrough: "2026-12-31T23:59:59Z",
      description: "<p>Tenue de la comptabilité</p>",
    });
    expect(posting).not.toHaveProperty("jobLocation");
    expect(posting.baseSalary?.value).not.toHaveProperty("maxValue");
  });

  it("names the company in the page's description, or says it is confidential", () => {
    expect(offerPageMeta(offer)).toMatchObject({
      title: "Comptable unique (H/F) (CDI) · Télétravail complet",
      description: "Entreprise confidentielle",
    });
  });
});
