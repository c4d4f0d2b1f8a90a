// The recruiters' plans: one source for the subscribe page, the local checkout and the server
// (which checks a plan's name and dates a local subscription's period from it).
import { formatEurosAndCents, formatEuros as formatWholeEuros } from "../format/number.ts";

export const planIds = ["monthly", "yearly"] as const;
export type PlanId = (typeof planIds)[number];

/** French VAT's standard rate, which B2B subscriptions bear. */
export const vatRate = 0.2;

export interface Plan {
  id: PlanId;
  name: string;
  /** The plan as « formule » takes it, agreed in gender: « Formule mensuelle ». */
  formula: "mensuelle" | "annuelle";
  /** Price excluding VAT (HT), in euro cents, for one period. */
  amountExcludingVat: number;
  /** Price including VAT (TTC), in euro cents, for one period. */
  amountIncludingVat: number;
  /** The billing period, as a price reads it: « 149 € HT / mois ». */
  period: "mois" | "an";
  /** How long one payment lasts, for a local subscription's period end. */
  months: 1 | 12;
  /** A line under the price. */
  summary: string;
  /** What the yearly plan saves against twelve months, HT, in cents (0 for the monthly plan). */
  savingExcludingVat: number;
}

const withVat = (cents: number) => Math.round(cents * (1 + vatRate));

const monthlyHt = 149_00;
const yearlyHt = 1_490_00;

export const plans: Record<PlanId, Plan> = {
  monthly: {
    id: "monthly",
    name: "Mensuel",
    formula: "mensuelle",
    amountExcludingVat: monthlyHt,
    amountIncludingVat: withVat(monthlyHt),
    period: "mois",
    months: 1,
    summary: "Sans engagement, résiliable à tout moment.",
    savingExcludingVat: 0,
  },
  yearly: {
    id: "yearly",
    name: "Annuel",
    formula: "annuelle",
    amountExcludingVat: yearlyHt,
    amountIncludingVat: withVat(yearlyHt),
    period: "an",
    months: 12,
    summary: "Deux mois offerts par rapport au mensuel.",
    savingExcludingVat: monthlyHt * 12 - yearlyHt,
  },
};

/** What a subscription unlocks for a recruiter (spec §6: the pages behind the payment). */
export const planBenefits = [
  "Publier et modifier vos offres d'emploi",
  "Vos matchs potentiels, avec le détail de la compatibilité",
  "Le suivi de vos recrutements, de la présélection à l'embauche",
  "Les actualités réservées aux recruteurs",
] as const;

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === "string" && (planIds as readonly string[]).includes(value);
}

/** « 149 € », « 178,80 € »: cents shown only when there are some. */
export function formatEuros(cents: number) {
  return cents % 100 === 0 ? formatWholeEuros(cents / 100) : formatEurosAndCents(cents / 100);
}

/** The end of a period of `plan` that starts at `from`. */
export function periodEnd(plan: PlanId, from: Date) {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + plans[plan].months);
  return end;
}
