// The SIRET rule, one function for the browser's form and the server's checks.

/** La Poste's SIREN: its establishments' SIRETs fail the Luhn check and follow their own rule. */
const laPosteSiren = "356000000";
/** La Poste's head office, the one establishment of that SIREN that keeps the Luhn key. */
const laPosteHeadOffice = "35600000000048";

function luhnSum(digits: number[]) {
  return digits.reduceRight((total, digit, index) => {
    // From the right, every second digit is doubled.
    const doubled = (digits.length - 1 - index) % 2 === 1 ? digit * 2 : digit;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
}

/**
 * A SIRET is 14 digits with a Luhn key. La Poste's establishments (SIREN 356000000) are the INSEE
 * exception: their digit sum is a multiple of 5 instead, except the head office's, which keeps
 * the Luhn key. Checked here so the caller gets "SIRET invalide" on the field.
 */
export function isValidSiret(siret: string): boolean {
  if (!/^[0-9]{14}$/.test(siret)) return false;
  const digits = Array.from(siret, Number);
  if (siret.startsWith(laPosteSiren)) {
    return siret === laPosteHeadOffice || digits.reduce((sum, digit) => sum + digit, 0) % 5 === 0;
  }
  return luhnSum(digits) % 10 === 0;
}

/** Spaces and dots are how people group a SIRET ("732 829 320 00074"); they are not part of it. */
export function compactSiret(text: string): string {
  return text.replace(/[\s.]/g, "");
}

/** The SIRET grouped as INSEE prints it: « 732 829 320 00074 ». */
export function formatSiret(siret: string): string {
  return /^[0-9]{14}$/.test(siret)
    ? `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`
    : siret;
}
