// French phone numbers as people type them: « 06 12 34 56 78 », « 06.12.34.56.78 », « +33 6 12 34 56 78 ».

const separators = /[\s.\-()]/g;

/**
 * The number in its national form, grouped by two (« 06 12 34 56 78 »), or null when it is not a
 * French number (ten digits starting with 0, or +33 followed by the nine digits after the 0).
 */
export function normalizeFrenchPhone(text: string): string | null {
  let digits = text.replace(separators, "");
  if (digits.startsWith("+33")) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith("0033")) digits = `0${digits.slice(4)}`;
  if (!/^0[1-9][0-9]{8}$/.test(digits)) return null;
  return digits.replace(/(\d{2})(?=\d)/g, "$1 ");
}
