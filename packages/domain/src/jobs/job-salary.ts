import { formatEuros, formatEurosRange } from "../format/number.ts";

/** An offer's pay as the API gives it: gross yearly bounds, and the estimated net monthly ones. */
export interface JobSalary {
  salaryMin: number | null;
  salaryMax: number | null;
  netMonthlyMin: number | null;
  netMonthlyMax: number | null;
}

/** "42 000 – 50 000 €", "à partir de 42 000 €", "jusqu'à 50 000 €", or null without any bound. */
function range(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) {
    return min === max ? formatEuros(min) : formatEurosRange(min, max);
  }
  if (min !== null) return `à partir de ${formatEuros(min)}`;
  if (max !== null) return `jusqu'à ${formatEuros(max)}`;
  return null;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The French lines an offer shows for its pay: the gross yearly range as published, then the
 * estimated net monthly one beside it (null when there is none, e.g. a freelance mission).
 */
export function describeJobSalary({ salaryMin, salaryMax, netMonthlyMin, netMonthlyMax }: JobSalary) {
  const gross = range(salaryMin, salaryMax);
  if (gross === null) return { gross: "Salaire non communiqué", net: null };
  const net = range(netMonthlyMin, netMonthlyMax);
  return {
    gross: `${capitalised(gross)} brut par an`,
    net: net === null ? null : `soit environ ${net} net par mois`,
  };
}
