import type { JobSummary } from "@fuse/domain/api/contract";
import type { Sql } from "@fuse/server-core/db/database.ts";

import { searchJobs, type NetEstimate } from "./search.ts";

/** The French answer to an offer that was public and is no longer (closed or deleted). */
export const offerGone = "Cette offre n'est plus disponible : le recruteur l'a pourvue ou retirée.";

/** How many similar open offers an offer's page proposes. */
export const similarCount = 5;

/**
 * The title and trade of an offer that was public and is gone, or undefined (open, draft, never
 * existed). Through `public.offer_gone`: visitors may not read closed offers themselves.
 */
export async function goneOffer(tx: Sql, id: string): Promise<{ title: string; rome: string | null } | undefined> {
  const { rows } = await tx.query<{ title: string; rome_code: string | null }>(
    "select title, rome_code from public.offer_gone($1)",
    [id],
  );
  const row = rows[0];
  return row ? { title: row.title, rome: row.rome_code } : undefined;
}

/**
 * Open offers like the one titled `title`: the search engine's answer to its title (the words, then
 * its trade and related trades when the words alone find nothing), the offer itself left out.
 */
export async function similarOffers(
  tx: Sql,
  id: string,
  title: string,
  estimateNet?: NetEstimate,
): Promise<JobSummary[]> {
  const found = await searchJobs(
    tx,
    {
      text: title.slice(0, 200),
      place: undefined,
      contracts: [],
      remote: [],
      salaryMin: undefined,
      experience: undefined,
      publishedSinceDays: undefined,
      sort: "relevance",
      page: 1,
      perPage: similarCount + 1,
    },
    estimateNet,
  );
  return found.jobs.filter((job) => job.id !== id).slice(0, similarCount);
}
