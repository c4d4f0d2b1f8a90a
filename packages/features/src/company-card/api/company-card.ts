import type { ApiClient } from "../../api/index.ts";
import type { CompanyCardValues } from "../lib/card-values.ts";
import { companyCardPayloadOf } from "../lib/card-values.ts";

/** The recruiter's company as stored (spec §7 `GET /api/profile/info/company`). */
export function getCompanyCard(api: ApiClient, { userId }: { userId: string }, signal?: AbortSignal) {
  return api.request("GET /api/profile/info/company", { query: { id: userId }, signal });
}

/** Saves the card's fields (spec §7 `PATCH /api/profile/info/update-company` with `{profile}`). */
export function saveCompanyCard(api: ApiClient, values: CompanyCardValues) {
  return api.request("PATCH /api/profile/info/update-company", { body: { profile: companyCardPayloadOf(values) } });
}
