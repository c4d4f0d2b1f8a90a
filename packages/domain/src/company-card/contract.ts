// The company card seen from outside (/p/{slug}) and as its recruiter edits it.
import type { CompanySize, ContractType, RemoteMode } from "../vocabulary/index.ts";

/** One of the company's sites: a city, with its postal code and point when the provider gave them. */
export interface CompanySite {
  city: string;
  postal_code: string | null;
  lat: number | null;
  lng: number | null;
}

/** A published offer, as the company card lists it. */
export interface CompanyCardOffer {
  id: string;
  title: string;
  city: string | null;
  contract_type: ContractType;
  remote_mode: RemoteMode;
  published_at: string;
}

/**
 * A visible company's public card: what candidates and visitors see (never the SIRET, the street
 * address or who runs the account).
 */
export interface PublicCompanyCard {
  slug: string;
  name: string;
  logo_url: string | null;
  sector: string | null;
  size: CompanySize | null;
  city: string | null;
  website: string | null;
  /** Sanitised rich text. */
  description: string | null;
  values: string[];
  benefits: string[];
  sites: CompanySite[];
  /** The company analyzer's answers (management, pace, remotePolicy, values, training, onboarding, teamSize, unique). */
  culture: Record<string, unknown>;
  offers: CompanyCardOffer[];
  /** Whether search engines may list the page. */
  indexable: boolean;
}
