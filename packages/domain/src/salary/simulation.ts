import * as z from "zod/mini";

import type { ContractType } from "../vocabulary/index.ts";

// `zod/mini`: the simulation form ships this schema to the browser; the server validates the same
// request with it, so the two never disagree on what a valid simulation is.

export const salaryStatuses = ["cadre", "non-cadre"] as const;
export const salaryContracts = ["CDI", "CDD", "alternance"] as const satisfies readonly ContractType[];

export type SalaryStatus = (typeof salaryStatuses)[number];
export type SalaryContract = (typeof salaryContracts)[number];

/** Highest monthly salary accepted, in euros: beyond it the simulation says nothing useful. */
export const maxMonthlySalary = 1_000_000;
/** Highest personalised withholding rate accepted, in percent (the grid stops at 43 %). */
export const maxTaxRate = 60;

// Bounds are refinements rather than `z.positive()`/`z.maximum()` so that their French message
// is the one the server answers with too (it only passes custom messages through).
const monthlyAmount = (label: string) =>
  z.optional(
    z.number({ error: `Le ${label} doit être un nombre.` }).check(
      z.refine((value) => value > 0, { error: `Le ${label} doit être supérieur à 0 €.`, abort: true }),
      z.refine((value) => value <= maxMonthlySalary, {
        error: `Le ${label} ne peut pas dépasser 1 000 000 €.`,
      }),
    ),
  );

/**
 * A simulation request: the gross or the net monthly salary (net before income tax), both being
 * the pay for the time actually worked, so a part-time salary is given as it is paid.
 */
export const salarySimulationRequestSchema = z
  .strictObject({
    gross_monthly: monthlyAmount("salaire brut mensuel"),
    net_monthly: monthlyAmount("salaire net mensuel"),
    status: z.enum(salaryStatuses, { error: "Choisissez le statut : cadre ou non-cadre." }),
    contract: z.enum(salaryContracts, { error: "Choisissez le contrat : CDI, CDD ou alternance." }),
    /** Share of full time: 1 is full time, below 1 part time (0.8 for 4 days out of 5). */
    work_time_ratio: z.optional(
      z.number({ error: "Le temps de travail doit être un nombre." }).check(
        z.refine((value) => value > 0 && value <= 1, {
          error: "Le temps de travail doit être compris entre 0 (exclu) et 1 (temps plein).",
        }),
      ),
    ),
    /** Personalised withholding rate in percent; absent, the neutral rate of the grid applies. */
    tax_rate: z.optional(
      z.number({ error: "Le taux de prélèvement à la source doit être un nombre." }).check(
        z.refine((value) => value >= 0 && value <= maxTaxRate, {
          error: `Le taux de prélèvement à la source doit être compris entre 0 et ${maxTaxRate} %.`,
        }),
      ),
    ),
  })
  .check(
    z.superRefine((request, ctx) => {
      const given = [request.gross_monthly, request.net_monthly].filter((amount) => amount !== undefined).length;
      if (given === 1) return;
      ctx.addIssue({
        code: "custom",
        input: request,
        path: [given === 0 ? "gross_monthly" : "net_monthly"],
        message:
          given === 0
            ? "Indiquez un salaire brut ou un salaire net mensuel."
            : "Indiquez le salaire brut ou le salaire net, pas les deux.",
      });
    }),
  );

export type SalarySimulationRequest = z.output<typeof salarySimulationRequestSchema>;

/**
 * A simulation's result, in euros rounded to the cent; yearly figures are twelve monthly ones.
 * `status`, `contract` and `work_time_ratio` are the situation simulated: an apprentice is always
 * simulated full time and non-cadre, the only apprenticeship the rules know.
 */
export interface SalarySimulation {
  gross_monthly: number;
  net_monthly_before_tax: number;
  net_monthly_after_tax: number;
  employer_cost_monthly: number;
  gross_yearly: number;
  net_yearly_before_tax: number;
  net_yearly_after_tax: number;
  employer_cost_yearly: number;
  employee_contributions_monthly: number;
  employer_contributions_monthly: number;
  income_tax_monthly: number;
  /** The withholding rate applied, in percent: the one asked for, or the neutral rate found. */
  tax_rate: number;
  status: SalaryStatus;
  contract: SalaryContract;
  work_time_ratio: number;
}
