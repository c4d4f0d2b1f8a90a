// The company pre-registration (`/pre-inscription`): a visitor describes their company and who to
// contact; the answer says whether it was recorded or whether the company already has an account.
import type { PreRegistrationRequest } from "./schema.ts";

export interface PreRegistrationReceipt {
  /** Recorded, or already recorded for the same person and SIRET (a second sending changes nothing). */
  status: "received";
  /** The address the invitation to sign up was sent to. */
  email: string;
}

/** The 409 answer: a company with that SIRET or SIREN already has an account (nothing else is said of it). */
export interface CompanyExistsAnswer {
  error: string;
  exists: true;
}

/** What the recruiter questionnaire may start from: the pre-registration of the confirmed address. */
export interface PreRegistrationPrefill {
  company_name: string;
  siret: string;
  sector: string | null;
  size: string | null;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  lat: number | null;
  lng: number | null;
  contact_name: string;
  phone: string | null;
}

export interface PreRegistrationEndpoints {
  "POST /api/pre-registrations": { body: PreRegistrationRequest; response: PreRegistrationReceipt; auth: false };
}

/** This feature's endpoints that need no token. */
export const preRegistrationPublicEndpoints: readonly string[] = ["POST /api/pre-registrations"];
