import { Hono } from "hono";
import { z } from "zod";

import type { ApiResponse } from "@fuse/features/api";
import { workflowStages, type WorkflowStage } from "@fuse/features/vocabulary";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";

import { databaseError } from "../http/validation.ts";
import { validated } from "../http/validator.ts";
import { requireUser, type AuthEnv } from "../http/verify.ts";
import { answer, ownProfileOfType, type Outcome } from "../profile/own-rows.ts";

type Summary = ApiResponse<"GET /api/recruiter/pipeline">;
type Cards = ApiResponse<"GET /api/recruiter/pipeline/cards">;

const cardsQuery = z.strictObject({ job_id: z.guid().optional() });

/** Spec §4: the workflow is a paid page when payment is required. */
export const pipelineSubscriptionRequired =
  "Un abonnement actif est nécessaire pour suivre vos recrutements. Rendez-vous sur la page Abonnement.";

interface CardRow {
  id: string;
  job_id: string;
  job_title: string;
  stage: WorkflowStage;
  stage_changed_at: Date;
  refusal_reason: string | null;
  score: number | null;
  candidate_id: string;
  first_name: string | null;
  last_name: string | null;
  headline: string | null;
  phone: string | null;
  email: string;
}

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

  recruiter.get("/pipeline/cards", validated("query", cardsQuery, { job_id: "Offre" }), async (c) => {
    const { job_id } = c.req.valid("query");
    try {
      const outcome = await ctx.db.asRole(c.var.user.claims, async (tx): Promise<Outcome<Cards>> => {
        const own = await ownProfileOfType(tx, "recruiter");
        if (!own.ok) return own;
        const { rows } = await tx.query<CardRow>("select * from public.my_pipeline_cards($1)", [job_id ?? null]);
        const cards = rows.map(
          ({ candidate_id, first_name, last_name, headline, phone, email, stage_changed_at, ...card }) => ({
            ...card,
            stage_changed_at: new Date(stage_changed_at).toISOString(),
            candidate: { id: candidate_id, first_name, last_name, headline, phone, email },
          }),
        );
        return { ok: true, value: { cards } };
      });
      return answer(c, outcome);
    } catch (error) {
      // The database's own rule: no paid access while payment is required.
      if (databaseError(error)?.code === "42501") return c.json({ error: pipelineSubscriptionRequired }, 403);
      throw error;
    }
  });

  const routes = new Hono();
  routes.route("/recruiter", recruiter);
  return { path: "/api", routes };
}
