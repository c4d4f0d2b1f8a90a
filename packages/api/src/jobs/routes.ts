import { Hono } from "hono";
import { z } from "zod";

import { scoreMatch, type MatchResult } from "@fuse/features/matching";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";
import { anonClaims } from "@fuse/server-core/jwt.ts";
import { sanitizeHtml } from "@fuse/ui/sanitize";

import { integerParameter, validate } from "../http/validation.ts";
import { optionalUser, type OptionalAuthEnv } from "../http/verify.ts";
import { ownCandidate, toMatchCandidate, toMatchJob } from "../matching/potential-matches.ts";
import { invalidJobId, jobId, parseJobSearch } from "./search-params.ts";
import { jobNotFound, jobSummaryColumns, searchJobs, suggestTitles, toJobSummary, type NetEstimate } from "./search.ts";

const titleQuery = z.strictObject({
  q: z
    .string()
    .trim()
    .max(100)
    .refine((text) => text.length >= 2, "Tapez au moins 2 caractères."),
  limit: integerParameter("Nombre de suggestions", 1, 20).optional(),
});

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
 * Public job search: `GET /api/jobs` (French full-text, place and radius, filters, sorting,
 * pagination, facet counts), `GET /api/jobs/titles?q=` (title suggestions) and `GET /api/jobs/{id}`
 * (one offer with its company card). A visitor needs no token; a token that is sent must be valid,
 * and the queries run as its user (row-level security: a recruiter also reads their own drafts
 * on the offer page).
 */
export function jobRoutes(ctx: ServerContext, options: { estimateNet?: NetEstimate } = {}): RouteModule {
  const jobs = new Hono<OptionalAuthEnv>();
  jobs.use("*", optionalUser(ctx));
  const claimsOf = (user: OptionalAuthEnv["Variables"]["user"]) => user?.claims ?? anonClaims;

  jobs.get("/", async (c) => {
    const search = parseJobSearch(c.req.queries());
    if (!search.ok) return c.json({ error: search.error, field: search.field }, 400);
    const result = await ctx.db.asRole(claimsOf(c.var.user), (tx) => searchJobs(tx, search.data, options.estimateNet));
    return c.json(result);
  });

  jobs.get("/titles", async (c) => {
    const parsed = validate(titleQuery, c.req.query(), { q: "Recherche", limit: "Nombre de suggestions" });
    if (!parsed.ok) return c.json({ error: parsed.error, field: parsed.field }, 400);
    const titles = await ctx.db.asRole(claimsOf(c.var.user), (tx) =>
      suggestTitles(tx, parsed.data.q, parsed.data.limit),
    );
    return c.json({ titles });
  });

  jobs.get("/:id", async (c) => {
    const id = jobId.safeParse(c.req.param("id"));
    if (!id.success) return c.json({ error: invalidJobId, field: "id" }, 400);
    const found = await ctx.db.asRole(claimsOf(c.var.user), async (tx) => {
      // The company card comes with the offer: null when the company keeps it private (RLS).
      const { rows } = await tx.query<OfferRow>(
        `select ${jobSummaryColumns}, null::float8 as distance_km, j.description, j.status,
                co.size as company_size, co.sector as company_sector, co.description as company_description,
                co.culture as company_culture
         from public.jobs j
         left join public.companies co on co.profile_id = j.company_id
         where j.id = $1`,
        [id.data],
      );
      const job = rows[0];
      if (!job) return undefined;
      // A candidate reads how the offer matches their profile: the breakdown the recruiter reads too.
      let match: MatchResult | undefined;
      if (c.var.user) {
        const me = await ownCandidate(tx);
        if (me) match = scoreMatch(toMatchCandidate(me), toMatchJob(job));
      }
      return { job, match };
    });
    if (!found) return c.json({ error: jobNotFound }, 404);
    const { description, status, company_size, company_sector, company_description, company_culture, ...summary } =
      found.job;
    const offer = toJobSummary(summary, options.estimateNet);
    return c.json({
      ...offer,
      status,
      // Stored sanitised; cleaned again on the way out, whoever wrote it (spec §5).
      description: sanitizeHtml(description),
      company: offer.company
        ? {
            ...offer.company,
            size: company_size,
            sector: company_sector,
            description: company_description === null ? null : sanitizeHtml(company_description),
            culture: company_culture,
          }
        : null,
      match: found.match ?? null,
    });
  });

  const routes = new Hono();
  routes.route("/jobs", jobs);
  return { path: "/api", routes };
}
