import type { SalarySimulationRequest } from "@fuse/domain/salary/simulation";

/** The salary slice's query keys: a simulation is keyed by its request. */
export const salaryKeys = {
  all: ["salary"] as const,
  simulation: (request: SalarySimulationRequest) => ["salary", "simulation", request] as const,
};
