import { Hono } from "hono";
import { z } from "zod/mini";

import type { ApiResponse } from "@fuse/domain/api/contract";
import { matchDecisions } from "@fuse/domain/vocabulary";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";

import { answer, refuse, type Outcome } from "../http/outcome.ts";
import { findOwnProfile, ownProfileOfType, profileNotFound } from "../http/ownership.ts";
import { databaseError, integerParameter, type FieldLabels } from "../http/validation.ts";
import { validated } from "../http/validator.ts";
import { requireUser, type AuthEnv } from "../http/verify.ts";
import { jobId } from "../jobs/search-params.ts";
import type { NetEstimate } from "../jobs/search.ts";
import { jobNotFound } from "../jobs/search.ts";
import { hasValidSubscription } from "../subscription/subscription.ts";
import { matchIsFinal, recordDecision, withdrawDecision } from "./decisions.ts";
import {
  jobMatchStates,
  potentialCandidatesForJob,
  potentialJobsForCandidate,
  type CandidateMatch,
  type JobMatch,
  type Page,
} from "./potential-matches.ts";

const pageQuery = z.strictObject({
  page: z.optional(integerParameter("Page", 1, 1000)),
  per_page: z.optional(integerParameter("Résultats par page", 1, 50)),
});

const decisionBody = z.strictObject({
  job_id: z.guid(),
  candidate_id: z.optional(z.guid()),
  decision: z.enum(matchDecisions),
});

const withdrawalBody = z.strictObject({ job_id: z.guid() });

/** At most a page of results (`GET /api/jobs` answers 50 a page at most). */
export const maxScoredJobs = 50;

const jobIdList = z.strictObject({
  job_ids: z.pipe(
    z.pipe(
      z.string().check(z.maxLength(maxScoredJobs * 37)),
      z.transform((raw: string) => [
        ...new Set(
          raw
            .split(",")
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ]),
    ),
    z
      .array(
        z
          .string()
          .check(
            z.refine(
              (id) => z.guid().safeParse(id).success,
              "« Offres » doit lister des identifiants d'offre séparés par des virgules.",
            ),
          ),
      )
      .check(z.minLength(1), z.maxLength(maxScoredJobs)),
  ),
});

const labels: FieldLabels = {
  job_ids: "Offres",
  page: "Page",
  per_page: "Résultats par page",
  job_id: "Offre",
  candidate_id: "Candidat",
  decision: "Décision",
};

export const subscriptionRequired =
  "Un abonnement actif est nécessaire pour voir vos matchs potentiels. Rendez-vous sur la page Abonnement.";

/**
 * Two-sided matching for signed-in users: a candidate's potential offers (`GET /api/matches/jobs`),
 * a recruiter's potential candidates for one offer (`GET /api/matches/jobs/{id}/candidates`) and
 * either side's like or pass (`POST /api/matches/decisions`). Everything runs as the caller, so
 * row-level security keeps each side to its own rows; the server enforces the recruiters' paid
 * access when the payment setting is on, as the pages do.
 */
export function matchRoutes(ctx: ServerContext, options: { estimateNet?: NetEstimate } = {}): RouteModule {
  const matches = new Hono<AuthEnv>();
  matches.use("*", requireUser(ctx), async (c, next) => {
    await next();
    c.header("cache-control", "no-store");
  });

  /** The recruiters' paid access, when the payment setting is on (spec §4). */
  const paidAccess = async (tx: Sql): Promise<Outcome<true>> =>
    ctx.config.recruiterPaymentRequired && !(await hasValidSubscription(tx))
      ? refuse(403, { error: subscriptionRequired })
      : { ok: true, value: true };

  const recruiterMayMatch = async (tx: Sql): Promise<Outcome<true>> => {
    const own = await ownProfileOfType(tx, "recruiter");
    return own.ok ? paidAccess(tx) : own;
  };

  matches.get("/jobs", validated("query", pageQuery, labels), async (c) => {
    const query = c.req.valid("query");
    const page = { page: query.page ?? 1, perPage: query.per_page ?? 20 };
    const outcome = await ctx.db.asRole(c.var.user.claims, async (tx): Promise<Outcome<Page<JobMatch>>> => {
      const own = await ownProfileOfType(tx, "candidate");
      if (!own.ok) return own;
      const found = await potentialJobsForCandidate(tx, page, options.estimateNet);
      if (!found) return refuse(409, { error: "Complétez votre profil pour voir vos matchs potentiels." });
      return { ok: true, value: found };
    });
    return answer(c, outcome);
  });

  matches.get(
    "/jobs/:id/candidates",
    validated("param", z.object({ id: jobId }), { id: "Identifiant" }),
    validated("query", pageQuery, labels),
    async (c) => {
      const { id } = c.req.valid("param");
      const query = c.req.valid("query");
      const page = { page: query.page ?? 1, perPage: query.per_page ?? 20 };
      const outcome = await ctx.db.asRole(c.var.user.claims, async (tx): Promise<Outcome<Page<CandidateMatch>>> => {
        const allowed = await recruiterMayMatch(tx);
        if (!allowed.ok) return allowed;
        const found = await potentialCandidatesForJob(tx, id, page);
        if (!found) return refuse(404, { error: jobNotFound });
        return { ok: true, value: found };
      });
      return answer(c, outcome);
    },
  );

  matches.post("/decisions", validated("json", decisionBody, labels), async (c) => {
    const body = c.req.valid("json");
    try {
      const outcome = await ctx.db.asRole(c.var.user.claims, async (tx) => {
        const profile = await findOwnProfile(tx);
        if (!profile) return refuse(404, { error: profileNotFound });
        if (profile.type === "recruiter") {
          const allowed = await paidAccess(tx);
          if (!allowed.ok) return allowed;
        }
        return recordDecision(tx, ctx.config, profile, body);
      });
      return answer(c, outcome);
    } catch (error) {
      // The database's own guard: a confirmed match is final (two calls racing past the check).
      if (databaseError(error)?.code === "23514") return c.json({ error: matchIsFinal }, 409);
      throw error;
    }
  });

  matches.get("/scores", validated("query", jobIdList, labels), async (c) => {
    const { job_ids } = c.req.valid("query");
    const outcome = await ctx.db.asRole(
      c.var.user.claims,
      async (tx): Promise<Outcome<ApiResponse<"GET /api/matches/scores">>> => {
        const own = await ownProfileOfType(tx, "candidate");
        if (!own.ok) return own;
        const scores = await jobMatchStates(tx, job_ids);
        if (!scores) return refuse(409, { error: "Complétez votre profil pour voir vos scores de compatibilité." });
        return { ok: true, value: { scores } };
      },
    );
    return answer(c, outcome);
  });

  matches.delete("/decisions", validated("json", withdrawalBody, labels), async (c) => {
    const { job_id } = c.req.valid("json");
    try {
      const outcome = await ctx.db.asRole(c.var.user.claims, async (tx) => {
        const profile = await findOwnProfile(tx);
        if (!profile) return refuse(404, { error: profileNotFound });
        const withdrawn: Outcome<ApiResponse<"DELETE /api/matches/decisions">> = await withdrawDecision(
          tx,
          profile,
          job_id,
        );
        return withdrawn;
      });
      return answer(c, outcome);
    } catch (error) {
      // The database's own guard: the match became mutual between the check and the delete.
      if (databaseError(error)?.code === "23514") return c.json({ error: matchIsFinal }, 409);
      throw error;
    }
  });

  const routes = new Hono();
  routes.route("/matches", matches);
  return { path: "/api", routes };
}
