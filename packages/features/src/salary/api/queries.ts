import { queryOptions, type QueryClient } from "@tanstack/react-query";

import type { SalarySimulation, SalarySimulationRequest } from "@fuse/domain/salary/simulation";

import type { ApiClient } from "../../api/index.ts";
import { salaryKeys } from "./keys.ts";
import { simulateSalary } from "./simulation.ts";

/**
 * A simulation is a read: the same request always gives the same figures, so it is a query keyed
 * by the request (not a mutation). Going back to an amount already simulated answers from the
 * cache; failures are not kept, so "Réessayer" asks again. Errors are shown by the simulator in
 * French, not as toasts.
 */
export const salaryQueries = {
  simulation: (api: ApiClient, request: SalarySimulationRequest) =>
    queryOptions({
      queryKey: salaryKeys.simulation(request),
      queryFn: ({ signal }) => simulateSalary(api, request, signal),
      staleTime: 5 * 60_000,
    }),
};

/**
 * The simulator's `simulate` over the query cache. The simulator keeps its own pause (300 ms) and
 * aborts a superseded request through `signal`: the query's fetch is cancelled with it.
 */
export function cachedSimulate(queryClient: QueryClient, api: ApiClient) {
  return (request: SalarySimulationRequest, signal: AbortSignal): Promise<SalarySimulation> => {
    const options = salaryQueries.simulation(api, request);
    signal.addEventListener(
      "abort",
      () => void queryClient.cancelQueries({ queryKey: options.queryKey, exact: true }),
      {
        once: true,
      },
    );
    return queryClient.fetchQuery(options);
  };
}
