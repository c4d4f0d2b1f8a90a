import { scoreMatch, type MatchResult } from "@fuse/domain/matching";
import type { Sql } from "@fuse/server-core/db/database.ts";

import { sanitizeRichText } from "../http/rich-text.ts";
import { ownCandidate, toMatchCandidate, toMatchJob } from "../matching/potential-matches.ts";
import { jobSummaryColumns, toJobSummary, type NetEstimate } from "./search.ts";

/** An offer with what its page adds to a result: the description, the status and the company card. */
type OfferRow = Parameters<typeof toJobSummary>[0] & {
  description: string;
  status: string;
  company_size: string | null;
  company_sector: string | null;
  company_description: string | null;
  company_culture: Record<string, unknown> | null;
};

/**
 * An offer's page: the offer, its description sanitised again on the way out (spec §5, whoever
 * wrote it), the company card unless the company keeps it private (row-level security), and for a
 * signed-in candidate how the offer matches their profile (the breakdown the recruiter reads too).
 * Undefined when the caller may not read the offer.
 */
export async function readOffer(tx: Sql, id: string, options: { estimateNet?: NetEstimate; signedIn: boolean }) {
  const { rows } = await tx.query<OfferRow>(
    `select ${jobSummaryColumns}, null::float8 as distance_km, j.description, j.status,
            co.size as company_size, co.sector as company_sector, co.description as company_description,
            co.culture as company_culture
     from public.jobs j
     left join public.companies co on co.profile_id = j.company_id
     where j.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  let match: MatchResult | undefined;
  if (options.signedIn) {
    const me = await ownCandidate(tx);
    if (me) match = scoreMatch(toMatchCandidate(me), toMatchJob(row));
  }
  const { description, status, company_size, company_sector, company_description, company_culture, ...summary } = row;
  const offer = toJobSummary(summary, options.estimateNet);
  return {
    ...offer,
    status,
    description: sanitizeRichText(description),
    company: offer.company
      ? {
          ...offer.company,
          size: company_size,
          sector: company_sector,
          description: company_description === null ? null : sanitizeRichText(company_description),
          culture: company_culture,
        }
      : null,
    match: match ?? null,
  };
}
