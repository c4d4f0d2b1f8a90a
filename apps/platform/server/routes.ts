import { configRoutes } from "./api/config.ts";
import { healthRoutes } from "./api/health.ts";
import { jobRoutes } from "./api/jobs.ts";
import { matchRoutes } from "./api/matches.ts";
import { profileRoutes } from "./api/profile.ts";
import { salaryRoutes } from "./api/salary.ts";
import { webAppRoutes } from "./api/web-app.ts";
import { authRoutes } from "./embedded/auth/routes.ts";
import { mailboxRoutes } from "./embedded/mailbox/routes.ts";
import { restRoutes } from "./embedded/rest/routes.ts";
import { estimateNetMonthly } from "./salary/engine.ts";
import type { ModuleFactory } from "./server.ts";

/** Every route module of the server, in mount order. Embedded-only modules are skipped in hosted mode. */
export const allRoutes: ModuleFactory[] = [
  configRoutes,
  healthRoutes,
  profileRoutes,
  (ctx) => jobRoutes(ctx, { estimateNet: estimateNetMonthly }),
  (ctx) => matchRoutes(ctx, { estimateNet: estimateNetMonthly }),
  (ctx) => authRoutes(ctx, { rateLimits: ctx.config.authRateLimits }),
  restRoutes,
  mailboxRoutes,
  salaryRoutes,
  // Last: the app's fallback answers every other GET.
  webAppRoutes,
];
