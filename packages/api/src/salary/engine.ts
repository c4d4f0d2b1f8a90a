import rules, { type RègleModèleSocial } from "modele-social";
import Engine, { serializeUnit, type PublicodesExpression } from "publicodes";

import type { SalarySimulation, SalarySimulationRequest } from "@fuse/domain/salary/simulation";

import { lastUsedCache } from "./last-used-cache.ts";

export type SalaryRule = RègleModèleSocial;
export type SalarySituation = Partial<Record<SalaryRule, PublicodesExpression>>;

/**
 * What every simulation answers, whatever the request: an employee, not a company director
 * (otherwise income tax comes out 0), working normally (no short-time work scheme).
 */
export const employeeBaseSituation: SalarySituation = {
  dirigeant: "non",
  "salarié . activité partielle": "non",
};

/** The rules a simulation reads. */
export const salaryRules = {
  contractGross: "salarié . contrat . salaire brut",
  netBeforeTax: "salarié . rémunération . net . à payer avant impôt",
  netAfterTax: "salarié . rémunération . net . payé après impôt",
  employerCost: "salarié . coût total employeur",
  employeeContributions: "salarié . cotisations . salarié",
  employerContributions: "salarié . cotisations . employeur",
  taxRate: "impôt . taux d'imposition",
} as const satisfies Record<string, SalaryRule>;

let engine: Engine<SalaryRule> | undefined;

/**
 * The one engine of the process. Parsing the rules takes about a second, so it is built on first
 * use and kept; every evaluation starts with `setSituation`, which also empties the engine's cache.
 */
export function salaryEngine(): Engine<SalaryRule> {
  engine ??= new Engine(rules, {
    // Warnings about the model itself, not about our situations: income tax is tagged experimental,
    // cycles are resolved on purpose, and a cadre's prévoyance adds "0€" to €/mois (the figures
    // are still mon-entreprise's). Left on, they would print pages to the log on every simulation.
    warn: { experimentalRules: false, cyclicReferences: false, unitConversion: false },
  });
  return engine;
}

/**
 * A numeric rule of the current situation in the given unit; a rule that does not apply is 0.
 * The rule's own node is evaluated when it already speaks that unit: `evaluate` parses its
 * expression into the engine's rules first, and each parse copies every one of the model's
 * 2,700 rules (a sixth of a simulation's time). Other units go through `evaluate`, which converts.
 */
export function evaluateAmount(name: SalaryRule, unit: string): number {
  const engine = salaryEngine();
  const own = engine.evaluateNode(engine.getRule(name));
  const value =
    serializeUnit(own.unit) === unit ? own.nodeValue : engine.evaluate({ valeur: name, unité: unit }).nodeValue;
  if (value === null || value === undefined) return 0;
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new Error(`La règle « ${name} » ne donne pas un montant (${String(value)}).`);
  }
  return value;
}

const amount = (value: number, unit: string) => ({ valeur: value, unité: unit });

/** The rules' name for a contract: an « alternance » is simulated as an apprenticeship contract. */
const ruleContract = (contract: "CDI" | "CDD" | "alternance" | "stage") =>
  `'${contract === "alternance" ? "apprentissage" : contract}'`;

function requestSituation(request: SalarySimulationRequest): SalarySituation {
  const apprentice = request.contract === "alternance";
  const ratio = apprentice ? 1 : (request.work_time_ratio ?? 1);
  const situation: SalarySituation = {
    ...employeeBaseSituation,
    "salarié . contrat": ruleContract(request.contract),
    "impôt . méthode de calcul": request.tax_rate === undefined ? "'taux neutre'" : "'taux personnalisé'",
  };
  if (request.tax_rate !== undefined) situation["impôt . taux personnalisé"] = amount(request.tax_rate, "%");
  if (!apprentice) situation["salarié . contrat . statut cadre"] = request.status === "cadre" ? "oui" : "non";
  if (ratio < 1) {
    situation["salarié . contrat . temps de travail . temps partiel"] = "oui";
    situation["salarié . contrat . temps de travail . temps partiel . heures par semaine"] = {
      produit: ["durée légale du travail", ratio],
    };
  } else if (!apprentice) {
    situation["salarié . contrat . temps de travail . temps partiel"] = "non";
  }
  // Given the net, publicodes finds the gross by numeric inversion (the rules allow it for this net).
  if (request.net_monthly !== undefined) {
    situation[salaryRules.netBeforeTax] = amount(request.net_monthly, "€/mois");
  } else {
    situation[salaryRules.contractGross] = amount(request.gross_monthly ?? 0, "€/mois");
  }
  return situation;
}

const cents = (value: number) => Math.round(value * 100);

/** Thrown when no gross salary gives the net asked for (publicodes' inversion did not converge). */
export class SalaryInversionError extends Error {
  constructor() {
    super("Aucun salaire brut ne correspond à ce salaire net.");
    this.name = "SalaryInversionError";
  }
}

/** Simulations kept by `simulateSalary`, the most recently asked: a few hundred bytes each. */
export const simulationCapacity = 2048;

/** The situation a request describes, every field in a fixed order: equal requests, equal keys. */
const situationKey = (request: SalarySimulationRequest) =>
  JSON.stringify([
    request.gross_monthly ?? null,
    request.net_monthly ?? null,
    request.status,
    request.contract,
    request.work_time_ratio ?? null,
    request.tax_rate ?? null,
  ]);

/** An answer, or the net that no gross gives: asked again, that fails at once too. */
type Outcome = { simulation: SalarySimulation } | { noGross: true };

const simulations = lastUsedCache(
  simulationCapacity,
  (request: SalarySimulationRequest): Outcome => {
    try {
      return { simulation: Object.freeze(evaluateSimulation(request)) };
    } catch (error) {
      if (error instanceof SalaryInversionError) return { noGross: true };
      throw error;
    }
  },
  situationKey,
);

/**
 * Simulates a salary with the rules of modele-social at their own date. Monthly amounts are
 * rounded to the cent and yearly ones are twelve of them, so that a reader can check the sums.
 * An apprentice is simulated full time and non-cadre, as the rules know no other apprentice: the
 * result says so in `status` and `work_time_ratio`. A situation asked before is answered from the
 * last `simulationCapacity` ones (the same, frozen, object), without evaluating the rules again.
 */
export function simulateSalary(request: SalarySimulationRequest): SalarySimulation {
  const outcome = simulations(request);
  if ("noGross" in outcome) throw new SalaryInversionError();
  return outcome.simulation;
}

function evaluateSimulation(request: SalarySimulationRequest): SalarySimulation {
  const engine = salaryEngine();
  engine.setSituation(requestSituation(request));
  const monthly = (name: SalaryRule) => cents(evaluateAmount(name, "€/mois"));

  const gross = monthly(salaryRules.contractGross);
  if (request.net_monthly !== undefined && engine.inversionFail()) throw new SalaryInversionError();
  const netBeforeTax = monthly(salaryRules.netBeforeTax);
  const netAfterTax = monthly(salaryRules.netAfterTax);
  const employerCost = monthly(salaryRules.employerCost);
  const apprentice = request.contract === "alternance";

  return {
    gross_monthly: gross / 100,
    net_monthly_before_tax: netBeforeTax / 100,
    net_monthly_after_tax: netAfterTax / 100,
    employer_cost_monthly: employerCost / 100,
    gross_yearly: (12 * gross) / 100,
    net_yearly_before_tax: (12 * netBeforeTax) / 100,
    net_yearly_after_tax: (12 * netAfterTax) / 100,
    employer_cost_yearly: (12 * employerCost) / 100,
    employee_contributions_monthly: monthly(salaryRules.employeeContributions) / 100,
    employer_contributions_monthly: monthly(salaryRules.employerContributions) / 100,
    // The difference of the two rounded nets, so that before tax - tax = after tax to the cent.
    income_tax_monthly: (netBeforeTax - netAfterTax) / 100,
    tax_rate: request.tax_rate ?? cents(evaluateAmount(salaryRules.taxRate, "%")) / 100,
    status: apprentice ? "non-cadre" : request.status,
    contract: request.contract,
    work_time_ratio: apprentice ? 1 : (request.work_time_ratio ?? 1),
  };
}

/** Answers kept by `estimateNetMonthly` for the salaries it evaluates exactly. */
export const netEstimateCapacity = 4096;

/** The contract whose rules estimate an offer's net: interns and apprentices have their own. */
export type EstimatedContract = "CDI" | "alternance" | "stage";

const exactNet = lastUsedCache(netEstimateCapacity, (key: string) => {
  const [contract, grossYearly] = key.split(":") as [EstimatedContract, string];
  const situation: SalarySituation = {
    ...employeeBaseSituation,
    "salarié . contrat": ruleContract(contract),
    [salaryRules.contractGross]: amount(Number(grossYearly), "€/an"),
  };
  if (contract !== "alternance") {
    situation["salarié . contrat . statut cadre"] = "non";
    situation["salarié . contrat . temps de travail . temps partiel"] = "non";
  }
  salaryEngine().setSituation(situation);
  return cents(evaluateAmount(salaryRules.netBeforeTax, "€/mois")) / 100;
});

/**
 * An employee's net is linear in the gross between a few thresholds (contributions are rates
 * applied up to 1, 4 and 8 times the social security ceiling, PASS). From 10 000 € to 16 PASS a
 * year, the net is interpolated between the engine's own figures at points found once: the PASS
 * multiples, then the middle of every stretch where the line strays from the engine by more than
 * a few cents, down to 250 € wide (tested against the engine to the euro). One evaluation costs
 * tens of milliseconds, a search page shows forty salaries, and a recruiter may type any amount.
 */
let employeeKnots: [gross: number, net: number][] | undefined;

function employeeNetKnots() {
  salaryEngine().setSituation({ ...employeeBaseSituation });
  const pass = 12 * evaluateAmount("plafond sécurité sociale", "€/mois");
  const point = (gross: number): [number, number] => [gross, exactNet(`CDI:${gross}`)];
  const refine = (from: [number, number], to: [number, number]): [number, number][] => {
    if (to[0] - from[0] <= 250) return [from];
    const middle = point(Math.round((from[0] + to[0]) / 2));
    const line = from[1] + ((to[1] - from[1]) * (middle[0] - from[0])) / (to[0] - from[0]);
    if (Math.abs(line - middle[1]) <= 0.05) return [from];
    return [...refine(from, middle), ...refine(middle, to)];
  };
  const thresholds = [10_000, pass, 4 * pass, 8 * pass, 16 * pass].map(point);
  return [...thresholds.slice(1).flatMap((to, index) => refine(thresholds[index]!, to)), thresholds.at(-1)!];
}

function interpolatedEmployeeNet(grossYearly: number): number | undefined {
  employeeKnots ??= employeeNetKnots();
  const knots = employeeKnots;
  const upper = knots.findIndex(([gross]) => gross >= grossYearly);
  if (upper === 0 && knots[0]![0] === grossYearly) return knots[0]![1];
  if (upper <= 0) return undefined;
  const [g0, n0] = knots[upper - 1]!;
  const [g1, n1] = knots[upper]!;
  return Math.round((n0 + ((n1 - n0) * (grossYearly - g0)) / (g1 - g0)) * 100) / 100;
}

/**
 * Estimated net monthly salary before tax of a full-time non-cadre paid `grossYearly` euros a year
 * under `contract`, rounded to the cent: what job offers show beside their gross range.
 */
export function estimateNetMonthly(grossYearly: number, contract: EstimatedContract = "CDI"): number {
  if (!Number.isFinite(grossYearly) || grossYearly < 0) {
    throw new RangeError(`Salaire brut annuel invalide : ${grossYearly}`);
  }
  return (
    (contract === "CDI" ? interpolatedEmployeeNet(grossYearly) : undefined) ?? exactNet(`${contract}:${grossYearly}`)
  );
}

/** Exactly what the engine says, for tests of the estimate. */
export const exactNetMonthly = (grossYearly: number, contract: EstimatedContract) =>
  exactNet(`${contract}:${grossYearly}`);
