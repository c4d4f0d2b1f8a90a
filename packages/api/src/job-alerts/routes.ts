import { Hono, type Context } from "hono";
import { z } from "zod/mini";

import type { ApiResponse } from "@fuse/domain/api/contract";
import type { SavedSearch } from "@fuse/domain/job-alerts/contract";
import { savedSearchChangeSchema, savedSearchCreateSchema, savedSearchLabels } from "@fuse/domain/job-alerts/schema";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";

import { answer, refuse, type Outcome } from "../http/outcome.ts";
import { ownProfileOfType } from "../http/ownership.ts";
import { databaseError, type FieldLabels } from "../http/validation.ts";
import { validated } from "../http/validator.ts";
import { requireUser, type AuthEnv } from "../http/verify.ts";
import { jobId } from "../jobs/search-params.ts";
import { jobNotFound, type NetEstimate } from "../jobs/search.ts";
import { estimateNetMonthly } from "../salary/engine.ts";
import { parseSavedQuery } from "./saved-query.ts";
import {
  changeSavedSearch,
  countSavedSearches,
  createSavedSearch,
  deleteSavedSearch,
  likedJobs,
  listSavedSearches,
  maxSavedSearches,
  recordJobView,
  savedSearchNotFound,
  tooManySavedSearches,
  viewedJobs,
} from "./saved-searches.ts";
import { unsubscribe, unsubscribeHome, unsubscribePage } from "./unsubscribe.ts";

const viewBody = z.strictObject({ job_id: jobId });

const labels: FieldLabels = { ...savedSearchLabels, job_id: "Offre", id: "Identifiant" };

const idParam = z.object({
  id: z.string().check(
    z.refine((id: string) => z.guid().safeParse(id).success, {
      error: "Identifiant de recherche enregistrée invalide.",
    }),
  ),
});

/**
 * The candidate's job-search home: saved searches (`/api/saved-searches`, with their daily e-mail
 * alert), the offers they liked (`/api/liked-jobs`) and viewed lately (`/api/job-views`), all as the
 * caller (row-level security); and the e-mail's public unsubscribe link.
 */
export function savedSearchRoutes(ctx: ServerContext, options: { estimateNet?: NetEstimate } = {}): RouteModule {
  const estimateNet = options.estimateNet ?? estimateNetMonthly;
  const routes = new Hono();

  // The e-mail's link (and RFC 8058's one-click POST): the token alone decides.
  const unsubscribeHandler = async (c: Context) => {
    c.header("cache-control", "no-store");
    c.header("referrer-policy", "no-referrer");
    const name = await unsubscribe(ctx.db, c.req.query("token") ?? "");
    const home = unsubscribeHome(ctx.config.publicUrl);
    if (name === undefined) {
      return c.html(
        unsubscribePage(
          "Lien introuvable",
          "Ce lien de désinscription n'est pas valide : la recherche a peut-être été supprimée. Vous pouvez gérer vos alertes depuis votre espace.",
          home,
        ),
        404,
      );
    }
    return c.html(
      unsubscribePage(
        "Alerte désactivée",
        `Vous ne recevrez plus d'e-mail pour la recherche « ${name} ». Vous pouvez la réactiver à tout moment depuis votre espace.`,
        home,
      ),
    );
  };
  routes.get("/saved-searches/unsubscribe", unsubscribeHandler);
  routes.post("/saved-searches/unsubscribe", unsubscribeHandler);

  /** A group of routes for the signed-in caller: only its own paths check the token (never another module's). */
  const signedIn = () => {
    const group = new Hono<AuthEnv>();
    group.use("*", requireUser(ctx), async (c, next) => {
      await next();
      c.header("cache-control", "no-store");
    });
    return group;
  };
  const searches = signedIn();
  const liked = signedIn();
  const views = signedIn();

  searches.get("/", async (c) => {
    const outcome = await ctx.db.asRole(c.var.user.claims, async (tx) => {
      const candidate = await ownProfileOfType(tx, "candidate");
      if (!candidate.ok) return candidate;
      const list = await listSavedSearches(tx, candidate.value.id);
      return { ok: true as const, value: { saved_searches: list, max: maxSavedSearches } };
    });
    if (!outcome.ok) return answer(c, outcome);
    return c.json(outcome.value satisfies ApiResponse<"GET /api/saved-searches">);
  });

  searches.post("/", validated("json", savedSearchCreateSchema, labels), async (c) => {
    const body = c.req.valid("json");
    const parsed = parseSavedQuery(body.query);
    if (!parsed.ok) return c.json(parsed.refusal, 400);
    try {
      const outcome = await ctx.db.asRole(c.var.user.claims, async (tx): Promise<Outcome<SavedSearch>> => {
        const candidate = await ownProfileOfType(tx, "candidate");
        if (!candidate.ok) return candidate;
        if ((await countSavedSearches(tx, candidate.value.id)) >= maxSavedSearches) {
          return refuse(409, { error: tooManySavedSearches });
        }
        const saved = await createSavedSearch(tx, candidate.value.id, {
          name: body.name,
          query: parsed.value.query,
          alerts: body.alerts ?? true,
        });
        return {
          ok: true as const,
          status: 201 as const,
          value: saved satisfies ApiResponse<"POST /api/saved-searches">,
        };
      });
      return answer(c, outcome);
    } catch (error) {
      // The database's own bound, when two saves raced past the count.
      if (databaseError(error)?.code === "23514") return c.json({ error: tooManySavedSearches }, 409);
      throw error;
    }
  });

  searches.patch(
    "/:id",
    validated("param", idParam, labels),
    validated("json", savedSearchChangeSchema, labels),
    async (c) => {
      const { id } = c.req.valid("param");
      const change = c.req.valid("json");
      const outcome = await ctx.db.asRole(c.var.user.claims, async (tx): Promise<Outcome<SavedSearch>> => {
        const candidate = await ownProfileOfType(tx, "candidate");
        if (!candidate.ok) return candidate;
        const saved = await changeSavedSearch(tx, id, change);
        if (!saved) return refuse(404, { error: savedSearchNotFound });
        return { ok: true as const, value: saved satisfies ApiResponse<"PATCH /api/saved-searches/:id"> };
      });
      return answer(c, outcome);
    },
  );

  searches.delete("/:id", validated("param", idParam, labels), async (c) => {
    const { id } = c.req.valid("param");
    const outcome = await ctx.db.asRole(c.var.user.claims, async (tx): Promise<Outcome<{ id: string }>> => {
      const candidate = await ownProfileOfType(tx, "candidate");
      if (!candidate.ok) return candidate;
      const deleted = await deleteSavedSearch(tx, id);
      if (!deleted) return refuse(404, { error: savedSearchNotFound });
      return { ok: true as const, value: { id: deleted } satisfies ApiResponse<"DELETE /api/saved-searches/:id"> };
    });
    return answer(c, outcome);
  });

  liked.get("/", async (c) => {
    const outcome = await ctx.db.asRole(c.var.user.claims, async (tx) => {
      const candidate = await ownProfileOfType(tx, "candidate");
      if (!candidate.ok) return candidate;
      const jobs = await likedJobs(tx, candidate.value.id, estimateNet);
      return { ok: true as const, value: { jobs } satisfies ApiResponse<"GET /api/liked-jobs"> };
    });
    return answer(c, outcome);
  });

  views.get("/", async (c) => {
    const outcome = await ctx.db.asRole(c.var.user.claims, async (tx) => {
      const candidate = await ownProfileOfType(tx, "candidate");
      if (!candidate.ok) return candidate;
      const jobs = await viewedJobs(tx, candidate.value.id, estimateNet);
      return { ok: true as const, value: { jobs } satisfies ApiResponse<"GET /api/job-views"> };
    });
    return answer(c, outcome);
  });

  views.post("/", validated("json", viewBody, labels), async (c) => {
    const { job_id } = c.req.valid("json");
    const outcome = await ctx.db.asRole(
      c.var.user.claims,
      async (tx): Promise<Outcome<ApiResponse<"POST /api/job-views">>> => {
        const candidate = await ownProfileOfType(tx, "candidate");
        if (!candidate.ok) return candidate;
        const viewedAt = await recordJobView(tx, candidate.value.id, job_id);
        if (!viewedAt) return refuse(404, { error: jobNotFound, field: "job_id" });
        return { ok: true, value: { job_id, viewed_at: viewedAt } };
      },
    );
    return answer(c, outcome);
  });

  // After the public unsubscribe link, which answers first.
  routes.route("/saved-searches", searches);
  routes.route("/liked-jobs", liked);
  routes.route("/job-views", views);
  return { path: "/api", routes };
}
