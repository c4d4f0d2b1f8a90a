import { Hono } from "hono";
import { z } from "zod/mini";

import type { ApiResponse } from "@fuse/domain/api/contract";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";
import { anonClaims } from "@fuse/server-core/jwt.ts";

import { perAddressLimit } from "../http/rate-limit.ts";
import { suggestionLabels, suggestionQuery } from "../http/validation.ts";
import { validated } from "../http/validator.ts";
import { optionalUser, type OptionalAuthEnv } from "../http/verify.ts";
import { goneOffer, offerGone, similarOffers } from "./gone.ts";
import { readOffer } from "./offer.ts";
import { jobId, jobSearchLabels, jobSearchQuery } from "./search-params.ts";
import { jobNotFound, searchJobs, suggestTitles, type NetEstimate } from "./search.ts";

/** Far more than a person searching (the app asks once per pause or filter), far less than a script. */
export const searchesPerMinute = 120;
/** The search box asks for suggestions as the visitor types. */
export const suggestionsPerMinute = 240;

const tooManyAsked = (what: string, wait: number) => `Trop de ${what} en peu de temps : réessayez dans ${wait} s.`;

/**
 * Public job search: `GET /api/jobs` (French full-text, place and radius, filters, sorting,
 * pagination, facet counts), `GET /api/jobs/titles?q=` (title suggestions) and `GET /api/jobs/{id}`
 * (one offer with its company card; 410 once closed or deleted) and `GET /api/jobs/{id}/similar` (open
 * offers like it, for its page and for the page of a gone offer). A visitor needs no token; a token that is sent must be valid,
 * and the queries run as its user (row-level security: a recruiter also reads their own drafts
 * on the offer page).
 */
export function jobRoutes(
  ctx: ServerContext,
  options: { estimateNet?: NetEstimate; searchesPerMinute?: number; suggestionsPerMinute?: number } = {},
): RouteModule {
  const jobs = new Hono<OptionalAuthEnv>();
  // A search runs the full-text query and every facet count: one address may not take the server.
  jobs.use(
    "/",
    perAddressLimit(ctx.db, "job-searches", options.searchesPerMinute ?? searchesPerMinute, 60, (wait) =>
      tooManyAsked("recherches d'offres", wait),
    ),
  );
  jobs.use(
    "/titles",
    perAddressLimit(ctx.db, "job-title-suggestions", options.suggestionsPerMinute ?? suggestionsPerMinute, 60, (wait) =>
      tooManyAsked("suggestions de métiers", wait),
    ),
  );
  jobs.use(
    "/:id/similar",
    perAddressLimit(ctx.db, "job-searches", options.searchesPerMinute ?? searchesPerMinute, 60, (wait) =>
      tooManyAsked("recherches d'offres", wait),
    ),
  );
  jobs.use("*", optionalUser(ctx));
  const claimsOf = (user: OptionalAuthEnv["Variables"]["user"]) => user?.claims ?? anonClaims;

  jobs.get("/", validated("query", jobSearchQuery, jobSearchLabels), async (c) => {
    const search = c.req.valid("query");
    const result = await ctx.db.asRole(claimsOf(c.var.user), (tx) => searchJobs(tx, search, options.estimateNet));
    return c.json(result satisfies ApiResponse<"GET /api/jobs">);
  });

  jobs.get("/titles", validated("query", suggestionQuery(20), suggestionLabels), async (c) => {
    const { q, limit } = c.req.valid("query");
    const titles = await ctx.db.asRole(claimsOf(c.var.user), (tx) => suggestTitles(tx, q, limit));
    return c.json({ titles } satisfies ApiResponse<"GET /api/jobs/titles">);
  });

  jobs.get("/:id", validated("param", z.object({ id: jobId }), { id: "Identifiant" }), async (c) => {
    const { id } = c.req.valid("param");
    const offer = await ctx.db.asRole(claimsOf(c.var.user), (tx) =>
      readOffer(tx, id, { estimateNet: options.estimateNet, signedIn: Boolean(c.var.user) }),
    );
    if (offer) return c.json(offer satisfies ApiResponse<"GET /api/jobs/:id">);
    // Closed or deleted after it was public: gone for good (410), which search engines act on at once.
    const gone = await ctx.db.asRole(anonClaims, (tx) => goneOffer(tx, id));
    return gone ? c.json({ error: offerGone }, 410) : c.json({ error: jobNotFound }, 404);
  });

  jobs.get("/:id/similar", validated("param", z.object({ id: jobId }), { id: "Identifiant" }), async (c) => {
    const { id } = c.req.valid("param");
    const claims = claimsOf(c.var.user);
    const answer = await ctx.db.asRole(claims, async (tx) => {
      const { rows } = await tx.query<{ title: string }>("select title from public.published_jobs where id = $1", [id]);
      const open = rows[0];
      const gone = open ? undefined : await goneOffer(tx, id);
      const title = open?.title ?? gone?.title;
      if (title === undefined) return undefined;
      return {
        offer: { title, open: Boolean(open) },
        jobs: await similarOffers(tx, id, title, options.estimateNet),
      };
    });
    if (!answer) return c.json({ error: jobNotFound }, 404);
    return c.json(answer satisfies ApiResponse<"GET /api/jobs/:id/similar">);
  });

  const routes = new Hono();
  routes.route("/jobs", jobs);
  return { path: "/api", routes };
}
