import { Hono } from "hono";

import type { ApiResponse } from "@fuse/domain/api/contract";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";
import { rateCounter } from "@fuse/server-core/http/rate-counter.ts";
import { bearerToken } from "@fuse/server-core/jwt.ts";

import { requireUser, type AuthEnv } from "../http/verify.ts";
import { buildAccountExport } from "./export.ts";
import { readPortraitAnswers } from "./portrait-answers.ts";

/** The name the export is offered under (the app's download uses the same). */
const exportFileName = "fuse-mes-donnees.zip";

/** Routes for a signed-in user's own data: bearer token required, answers never cached. */
function personalRoutes(ctx: ServerContext) {
  const routes = new Hono<AuthEnv>();
  routes.use("*", requireUser(ctx), async (c, next) => {
    await next();
    c.header("cache-control", "no-store");
  });
  return routes;
}

/**
 * The account's own data: `GET /api/account/export` (everything as a ZIP) and
 * `GET /api/portrait/answers` (the answers a portrait's draft may quote). Both read as the caller.
 */
export function accountRoutes(ctx: ServerContext, { exportsPerHour = 10 } = {}): RouteModule {
  const account = personalRoutes(ctx);
  // An export reads every row and file of the account: a few an hour are plenty for one person.
  const exports = rateCounter(ctx.db, "account-exports", exportsPerHour, 3600);
  account.get("/export", async (c) => {
    const wait = await exports.take(c.var.user.id);
    if (wait) {
      c.header("retry-after", String(wait));
      return c.json({ error: `Trop d'exports en peu de temps : réessayez dans ${Math.ceil(wait / 60)} min.` }, 429);
    }
    const token = bearerToken(c.req.header("authorization"))!;
    const zip = await buildAccountExport(ctx, c.var.user, token, c.req.raw.signal);
    return c.body(zip.slice().buffer, 200, {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="${exportFileName}"`,
      "content-length": String(zip.byteLength),
    });
  });

  const portrait = personalRoutes(ctx);
  portrait.get("/answers", async (c) => {
    const answers = await ctx.db.asRole(c.var.user.claims, (tx) => readPortraitAnswers(tx));
    return c.json(answers satisfies ApiResponse<"GET /api/portrait/answers">);
  });

  const routes = new Hono();
  routes.route("/account", account);
  routes.route("/portrait", portrait);
  return { path: "/api", routes };
}
