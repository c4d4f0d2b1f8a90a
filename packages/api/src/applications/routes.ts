import { Hono } from "hono";

import type { ApiResponse } from "@fuse/features/api";
import type { Application } from "@fuse/features/candidate-card/contract";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";

import { requireUser, type AuthEnv } from "../http/verify.ts";

/**
 * `GET /api/applications`: the caller's applications as a candidate — each mutual match in the
 * hiring workflow, with its offer, company and current stage, the latest move first. Read as the
 * caller: row-level security gives a candidate their own cards only (a recruiter gets none here).
 */
export function applicationRoutes(ctx: ServerContext): RouteModule {
  const applications = new Hono<AuthEnv>();
  applications.use("*", requireUser(ctx));
  applications.get("/", async (c) => {
    const { rows } = await ctx.db.asRole(c.var.user.claims, (tx) =>
      tx.query<Application>(
        `select w.id, w.job_id, w.stage, w.stage_changed_at, j.title as job_title, co.name as company_name
         from public.workflow_items w
         join public.profiles p on p.id = w.candidate_id and p.user_id = (select auth.uid())
         left join public.published_jobs j on j.id = w.job_id
         left join public.companies co on co.profile_id = j.company_id and co.visible
         order by w.stage_changed_at desc
         limit 50`,
      ),
    );
    c.header("cache-control", "no-store");
    return c.json({ applications: rows } satisfies ApiResponse<"GET /api/applications">);
  });
  const routes = new Hono();
  routes.route("/applications", applications);
  return { path: "/api", routes };
}
