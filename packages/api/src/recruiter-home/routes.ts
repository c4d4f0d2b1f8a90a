import { Hono } from "hono";

import type { ApiResponse } from "@fuse/domain/api/contract";
import { workflowStages, type WorkflowStage } from "@fuse/domain/vocabulary";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";

import { answer, type Outcome } from "../http/outcome.ts";
import { ownProfileOfType } from "../http/ownership.ts";
import { requireUser, type AuthEnv } from "../http/verify.ts";

type Summary = ApiResponse<"GET /api/recruiter/pipeline">;

/** Spec §4: the workflow is a paid page when payment is required. */
export const pipelineSubscriptionRequired =
  "Un abonnement actif est nécessaire pour suivre vos recrutements. Rendez-vous sur la page Abonnement.";

/**
 * `GET /api/recruiter/pipeline`: how many cards of the caller's offers stand at each stage of the
 * recruitment pipeline; `GET /api/recruiter/pipeline/cards?job_id=`: the cards themselves, with the
 * candidates' contact details that the mutual match unlocked. Read as the caller, and only of their
 * own offers (an administrator, who may read every card, still sees their own).
 */
export function recruiterHomeRoutes(ctx: ServerContext): RouteModule {
  const recruiter = new Hono<AuthEnv>();
  recruiter.use("*", requireUser(ctx), async (c, next) => {
    await next();
    c.header("cache-control", "no-store");
  });

  recruiter.get("/pipeline", async (c) => {
    const outcome = await ctx.db.asRole(c.var.user.claims, async (tx): Promise<Outcome<Summary>> => {
      const own = await ownProfileOfType(tx, "recruiter");
      if (!own.ok) return own;
      const { rows } = await tx.query<{ stage: WorkflowStage; count: number }>(
        `select w.stage, count(*)::int as count
         from public.workflow_items w
         where w.job_id in (select public.my_job_ids())
         group by w.stage`,
      );
      const counted = new Map(rows.map((row) => [row.stage, row.count]));
      const stages = workflowStages.map((stage) => ({ stage, count: counted.get(stage) ?? 0 }));
      return { ok: true, value: { stages, total: stages.reduce((sum, { count }) => sum + count, 0) } };
    });
    return answer(c, outcome);
  });

  const routes = new Hono();
  routes.route("/recruiter", recruiter);
  return { path: "/api", routes };
}
