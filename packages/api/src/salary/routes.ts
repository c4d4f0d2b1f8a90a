import { Hono } from "hono";

import type { ApiResponse } from "@fuse/domain/api/contract";
import { salarySimulationRequestSchema } from "@fuse/domain/salary/simulation";
import type { RouteModule, ServerContext } from "@fuse/server-core/context.ts";

import { perAddressLimit } from "../http/rate-limit.ts";
import { type FieldLabels } from "../http/validation.ts";
import { validated } from "../http/validator.ts";
import { SalaryInversionError, simulateSalary } from "./engine.ts";

/** Far more than a person typing amounts (one simulation per pause), far less than a script. */
export const simulationsPerMinute = 60;

const labels: FieldLabels = {
  gross_monthly: "Salaire brut mensuel",
  net_monthly: "Salaire net mensuel",
  status: "Statut",
  contract: "Contrat",
  work_time_ratio: "Temps de travail",
  tax_rate: "Taux de prélèvement à la source",
};

/**
 * `POST /api/salary/simulate`: the public salary simulator (`/simulation-salaire`), so no token.
 * It reads nothing but the request and keeps nothing of it. The schema is the domain's
 * (`@fuse/domain/salary/simulation`), the one the simulator's form uses.
 */
export function salaryRoutes(ctx: ServerContext, { perMinute = simulationsPerMinute } = {}): RouteModule {
  const routes = new Hono();
  // Each new situation holds the CPU for tens of milliseconds: one address may not take the server.
  routes.use(
    "/salary/simulate",
    perAddressLimit(
      ctx.db,
      "salary-simulations",
      perMinute,
      60,
      (wait) => `Trop de simulations en peu de temps : réessayez dans ${wait} s.`,
    ),
  );
  routes.post("/salary/simulate", validated("json", salarySimulationRequestSchema, labels), (c) => {
    try {
      return c.json(simulateSalary(c.req.valid("json")) satisfies ApiResponse<"POST /api/salary/simulate">);
    } catch (error) {
      if (error instanceof SalaryInversionError) return c.json({ error: error.message, field: "net_monthly" }, 422);
      throw error;
    }
  });
  return { path: "/api", routes };
}
