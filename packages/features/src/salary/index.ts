// The salary slice's public entry: the simulation request schema and result (shared by the form and
// the server, which imports them from `@fuse/features/salary/simulation`), and the simulator screen.
export {
  maxMonthlySalary,
  maxTaxRate,
  salaryContracts,
  salarySimulationRequestSchema,
  salaryStatuses,
  type SalaryContract,
  type SalarySimulation,
  type SalarySimulationRequest,
  type SalaryStatus,
} from "@fuse/domain/salary/simulation";
export { SalarySimulator, type SalarySimulatorProps } from "./components/salary-simulator.tsx";
export { SalarySimulationError } from "./components/simulation-error.ts";
export { salaryKeys } from "./api/keys.ts";
export { cachedSimulate, salaryQueries } from "./api/queries.ts";
export { simulateSalary } from "./api/simulation.ts";
