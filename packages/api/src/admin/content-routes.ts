import { Hono } from "hono";

import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";

import type { AuthEnv } from "../http/verify.ts";
import { adminFaqRoutes } from "./faq-routes.ts";
import { adminRouter } from "./guard.ts";
import { adminJournalRoutes } from "./journal-routes.ts";
import { adminNewsRoutes } from "./news-routes.ts";
import { adminPageRoutes } from "./page-routes.ts";
import { adminQuestionnaireRoutes } from "./questionnaire-routes.ts";

/**
 * The administrators' content API under /api/admin: news, FAQ, pages, questionnaires and the
 * journal of actions. Each part sits behind the admin guard on its own path, so the guard never
 * runs for the other administrators' routes mounted beside it.
 */
export function adminContentRoutes(ctx: ServerContext): RouteModule {
  const routes = new Hono();
  const parts: Array<[string, Hono<AuthEnv>]> = [
    ["/admin/news", adminNewsRoutes(ctx)],
    ["/admin/faq", adminFaqRoutes(ctx)],
    ["/admin/pages", adminPageRoutes(ctx)],
    ["/admin/questionnaires", adminQuestionnaireRoutes(ctx)],
    ["/admin/actions", adminJournalRoutes(ctx)],
  ];
  for (const [path, part] of parts) routes.route(path, adminRouter(ctx).route("/", part));
  return { path: "/api", routes };
}
