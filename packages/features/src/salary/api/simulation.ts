import type { SalarySimulation, SalarySimulationRequest } from "@fuse/domain/salary/simulation";

import { ApiError, type ApiClient } from "../../api/index.ts";
import { SalarySimulationError } from "../components/simulation-error.ts";

/**
 * `POST /api/salary/simulate` (public, no token). A refusal comes back as `SalarySimulationError`
 * with the server's French message when it sent one; the client's "Erreur <status>" stand-in is
 * dropped so the simulator says in its own words what went wrong.
 */
export async function simulateSalary(
  api: ApiClient,
  request: SalarySimulationRequest,
  signal?: AbortSignal,
): Promise<SalarySimulation> {
  try {
    return await api.request("POST /api/salary/simulate", { body: request, signal });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const ownMessage = error.message === `Erreur ${error.status}` ? undefined : error.message;
    throw new SalarySimulationError(error.status, ownMessage, error.field);
  }
}
