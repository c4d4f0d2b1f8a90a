import * as React from "react";

import { formatEurosAndCents, formatPercent, formatSignedEurosAndCents } from "@fuse/domain/format/number";
import type { SalaryContract, SalarySimulation, SalarySimulationRequest } from "@fuse/domain/salary/simulation";
import { contractTypeLabels } from "@fuse/domain/vocabulary";

import type { AmountPeriod } from "./simulator-values.ts";

export const periodLabel: Record<AmountPeriod, string> = { month: "par mois", year: "par an" };

const cents = (amount: number) => Math.round(amount * 100) / 100;

type BreakdownLine = { label: string; month: number; year: number; total: boolean; optional?: boolean };

/**
 * The breakdown as a sum, per month and per year (twelve months, as the server counts them):
 * totals, and between them what is taken off (negative) or added. What the totals hold beyond the
 * contributions (a CDD's end-of-contract allowance, an apprentice's hiring aid) gets its own line,
 * so that each column adds up.
 */
function breakdownOf(result: SalarySimulation, rateLabel: string): BreakdownLine[] {
  const total = (label: string, month: number, year: number) => ({ label, month, year, total: true, optional: false });
  const part = (label: string, month: number, optional = false) => ({
    label,
    month: cents(month),
    year: cents(month * 12),
    total: false,
    optional,
  });
  const netExtras = result.net_monthly_before_tax - (result.gross_monthly - result.employee_contributions_monthly);
  const employerExtras = result.employer_cost_monthly - (result.gross_monthly + result.employer_contributions_monthly);
  const lines = [
    total("Salaire brut", result.gross_monthly, result.gross_yearly),
    part("Cotisations salariales", -result.employee_contributions_monthly),
    part("Autres éléments du salaire (indemnité de fin de contrat…)", netExtras, true),
    total("Salaire net avant impôt", result.net_monthly_before_tax, result.net_yearly_before_tax),
    part(`Impôt sur le revenu (prélèvement à la source, ${rateLabel})`, -result.income_tax_monthly),
    total("Salaire net après impôt", result.net_monthly_after_tax, result.net_yearly_after_tax),
    part("Cotisations patronales (en plus du brut)", result.employer_contributions_monthly),
    part("Autres coûts et aides employeur (aide à l'embauche…)", employerExtras, true),
    total("Coût total employeur", result.employer_cost_monthly, result.employer_cost_yearly),
  ];
  // The extra lines only when there is something in them: a cent or more.
  return lines.filter((line) => !line.optional || line.month !== 0);
}

const contractLabel: Record<SalaryContract, string> = {
  ...contractTypeLabels,
  alternance: `${contractTypeLabels.alternance} (apprentissage)`,
};

/** The situation a result states, which the rules may have adjusted (an apprentice is full time). */
function situationOf({
  contract,
  status,
  work_time_ratio,
}: Pick<SalarySimulation, "contract" | "status" | "work_time_ratio">) {
  const workTime = work_time_ratio === 1 ? "temps plein" : `temps partiel ${formatPercent(work_time_ratio)}`;
  return `${contractLabel[contract]}, ${status}, ${workTime}`;
}

/** Totals as amounts, the parts between them with their sign ("-559,73 €", "+232,70 €"). */
function formatLine(line: BreakdownLine, period: "month" | "year") {
  return line.total ? formatEurosAndCents(line[period]) : formatSignedEurosAndCents(line[period]);
}

type SimulationResultsProps = {
  result: SalarySimulation;
  /** The request this result answers. */
  request: SalarySimulationRequest;
  /** The period the visitor chose: the key figures are shown for it. */
  period: AmountPeriod;
};

/** The figures of one simulation: net before tax first, then the other totals and the breakdown. */
function SimulationResults({ result, request, period }: SimulationResultsProps) {
  const captionId = React.useId();
  const rateLabel = `${request.tax_rate === undefined ? "taux neutre" : "taux personnalisé"} ${formatPercent(result.tax_rate / 100)}`;
  const situation = situationOf(result);
  const adjusted = situation !== situationOf({ ...request, work_time_ratio: request.work_time_ratio ?? 1 });
  const inPeriod = (monthly: number, yearly: number) => formatEurosAndCents(period === "month" ? monthly : yearly);
  const keyFigures = [
    { label: "Net après impôt", amount: inPeriod(result.net_monthly_after_tax, result.net_yearly_after_tax) },
    { label: "Salaire brut", amount: inPeriod(result.gross_monthly, result.gross_yearly) },
    { label: "Coût employeur", amount: inPeriod(result.employer_cost_monthly, result.employer_cost_yearly) },
  ];
  return (
    <div data-slot="simulation-results" className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-muted-foreground">Salaire net avant impôt, {periodLabel[period]}</p>
        <p className="text-4xl font-bold tracking-tight text-foreground tabular-nums">
          {inPeriod(result.net_monthly_before_tax, result.net_yearly_before_tax)}
        </p>
        <p className="text-sm text-muted-foreground">Situation simulée : {situation}.</p>
        {adjusted ? (
          <p className="text-sm text-foreground">
            Pour ce contrat, les règles officielles ne prévoient que cette situation : l&apos;estimation porte sur elle.
          </p>
        ) : null}
      </div>
      <dl className="grid grid-cols-1 gap-2 @md:grid-cols-3 @md:gap-3">
        {keyFigures.map((figure) => (
          <div
            key={figure.label}
            className="flex items-baseline justify-between gap-2 rounded-lg border border-border px-3 py-2 @md:flex-col @md:items-start @md:justify-start @md:gap-0.5 @md:py-3"
          >
            <dt className="text-sm text-muted-foreground">
              {figure.label}, {periodLabel[period]}
            </dt>
            <dd className="text-lg font-semibold text-foreground tabular-nums">{figure.amount}</dd>
          </div>
        ))}
      </dl>
      {/*
        Very large amounts can outgrow a phone: the table then scrolls on its own, and a scrolling
        region must take the keyboard focus to be scrolled without a pointer.
        https://adrianroselli.com/2020/11/under-engineered-responsive-tables.html
      */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-sm">
        <table className="w-full border-collapse text-xs @sm:text-sm">
          <caption id={captionId} className="mb-2 text-left font-semibold text-foreground">
            Détail par mois et par an
          </caption>
          <thead>
            <tr className="border-b border-border text-muted-foreground">
              <th scope="col" className="py-2 pr-2 text-left font-medium">
                Élément
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-medium whitespace-nowrap">
                Par mois
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-medium whitespace-nowrap">
                Par an
              </th>
            </tr>
          </thead>
          <tbody>
            {breakdownOf(result, rateLabel).map((line) => (
              <tr
                key={line.label}
                data-total={line.total || undefined}
                className="border-b border-border font-normal last:border-b-0 data-total:font-semibold"
              >
                {/* A row header is bold by default: here only the totals are. */}
                <th scope="row" className="py-2 pr-2 text-left [font-weight:inherit]">
                  {line.label}
                </th>
                <td className="py-2 pl-2 text-right whitespace-nowrap tabular-nums">{formatLine(line, "month")}</td>
                <td className="py-2 pl-2 text-right whitespace-nowrap tabular-nums">{formatLine(line, "year")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export { SimulationResults };
export type { SimulationResultsProps };
