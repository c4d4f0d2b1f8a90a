import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, Resolver, ResolverOptions, ResolverResult } from "react-hook-form";

import {
  salarySimulationRequestSchema,
  type SalaryContract,
  type SalarySimulationRequest,
  type SalaryStatus,
} from "@fuse/domain/salary/simulation";

/** Which salary the visitor types, and for which period. */
export type AmountBasis = "gross" | "net";
export type AmountPeriod = "month" | "year";

/** The simulator's form as typed: numbers stay text until a request is built from them. */
export type SimulatorValues = {
  amount: string;
  basis: AmountBasis;
  period: AmountPeriod;
  status: SalaryStatus;
  contract: SalaryContract;
  /** Share of full time, as the `work_time_ratio` it becomes ("1", "0.8"…). */
  workTimeRatio: string;
  taxRateMode: "neutral" | "custom";
  /** The personalised withholding rate in percent, used when `taxRateMode` is "custom". */
  taxRate: string;
};

export type SimulatorField = "amount" | "workTimeRatio" | "taxRate";

export const initialSimulatorValues: SimulatorValues = {
  amount: "",
  basis: "gross",
  period: "month",
  status: "non-cadre",
  contract: "CDI",
  workTimeRatio: "1",
  taxRateMode: "neutral",
  taxRate: "",
};

export const missingTaxRateMessage = "Saisissez votre taux de prélèvement à la source, ou choisissez le taux neutre.";

/**
 * A number as people write it in France: "2 500,50", "2500.5" or "2 500 €". Empty text is
 * `undefined`; anything else that is not a number is NaN, which the schema turns into its message.
 */
export function parseDecimal(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f€%]/g, "").replace(",", ".");
  if (compact === "") return undefined;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(compact) ? Number(compact) : Number.NaN;
}

const fieldOfRequestKey: Record<string, SimulatorField> = {
  gross_monthly: "amount",
  net_monthly: "amount",
  work_time_ratio: "workTimeRatio",
  tax_rate: "taxRate",
};

/**
 * The simulation request for what the form holds: a yearly amount is sent as its twelfth, and the
 * neutral rate is the absence of `tax_rate`. None while no amount is typed.
 */
export function requestOf(values: SimulatorValues): SalarySimulationRequest | null {
  const amount = parseDecimal(values.amount);
  if (amount === undefined) return null;
  const monthly = values.period === "year" ? amount / 12 : amount;
  const taxRate = values.taxRateMode === "custom" ? parseDecimal(values.taxRate) : undefined;
  return {
    ...(values.basis === "gross" ? { gross_monthly: monthly } : { net_monthly: monthly }),
    status: values.status,
    contract: values.contract,
    work_time_ratio: Number(values.workTimeRatio),
    ...(taxRate === undefined ? {} : { tax_rate: taxRate }),
  };
}

const requestResolver = zodResolver(salarySimulationRequestSchema);

/**
 * The form's values judged by the schema the server uses, through the request they make; what it
 * says of a request field shows at the form's field it comes from (the monthly amounts at the amount).
 */
export const simulatorResolver: Resolver<SimulatorValues> = async (
  values,
  context,
  options,
): Promise<ResolverResult<SimulatorValues>> => {
  const request = requestOf(values);
  // Nothing typed yet is not a mistake: the simulator just waits.
  if (request === null) return { values, errors: {} };
  const errors: FieldErrors<SimulatorValues> = {};
  if (values.taxRateMode === "custom" && request.tax_rate === undefined) {
    errors.taxRate = { type: "required", message: missingTaxRateMessage };
  }
  const checked = await requestResolver(
    request,
    context,
    options as unknown as ResolverOptions<SalarySimulationRequest>,
  );
  for (const [key, error] of Object.entries(checked.errors)) {
    const field = fieldOfRequestKey[key] ?? "amount";
    errors[field] ??= { type: String(error?.type ?? "validate"), message: error?.message };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
