import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";

import { accountRoutes } from "./account/routes.ts";
import { adminContentRoutes } from "./admin/content-routes.ts";
import { adminInboxRoutes } from "./admin/inbox-routes.ts";
import { adminUserRoutes } from "./admin/users-routes.ts";
import { cardRoutes } from "./candidate-card/routes.ts";
import { configRoutes } from "./config/routes.ts";
import { contactRoutes } from "./contact/routes.ts";
import { cvAnalysisRoutes } from "./cv-analysis/routes.ts";
import { faqRoutes } from "./faq/routes.ts";
import { healthRoutes } from "./health/routes.ts";
import { homeRoutes } from "./home/routes.ts";
import { savedSearchRoutes } from "./job-alerts/routes.ts";
import { jobRoutes } from "./jobs/routes.ts";
import { matchRoutes } from "./matching/routes.ts";
import { newsRoutes } from "./news/routes.ts";
import { placesRoutes } from "./places/routes.ts";
import { preRegistrationRoutes } from "./pre-registration/routes.ts";
import { profileRoutes } from "./profile/routes.ts";
import { questionnaireRoutes } from "./questionnaire/routes.ts";
import { recruiterHomeRoutes } from "./recruiter-home/routes.ts";
import { recruiterJobRoutes } from "./recruiter-jobs/routes.ts";
import { romeRoutes } from "./rome/routes.ts";
import { estimateNetMonthly } from "./salary/engine.ts";
import { salaryRoutes } from "./salary/routes.ts";
import { subscriptionRoutes } from "./subscription/routes.ts";
import { voiceRoutes } from "./voice/routes.ts";
import { workflowRoutes } from "./workflow/routes.ts";

/** The product API's route modules, each feature's in its own room, all mounted under /api. */
export const apiRoutes: Array<(ctx: ServerContext) => RouteModule> = [
  configRoutes,
  healthRoutes,
  profileRoutes,
  (ctx) => jobRoutes(ctx, { estimateNet: estimateNetMonthly }),
  (ctx) => matchRoutes(ctx, { estimateNet: estimateNetMonthly }),
  romeRoutes,
  placesRoutes,
  salaryRoutes,
  questionnaireRoutes,
  accountRoutes,
  cvAnalysisRoutes,
  voiceRoutes,
  cardRoutes,
  newsRoutes,
  faqRoutes,
  homeRoutes,
  savedSearchRoutes,
  preRegistrationRoutes,
  contactRoutes,
  subscriptionRoutes,
  recruiterJobRoutes,
  recruiterHomeRoutes,
  workflowRoutes,
  adminInboxRoutes,
  adminUserRoutes,
  adminContentRoutes,
];
