// French wording of the breakdown, written out by hand rather than with Intl so that the server
// and every browser produce the very same sentences.

/** "1,5" rather than "1.5"; whole numbers as they are. */
export function frenchNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 10) / 10).replace(".", ",");
}

/** French agreement: 0 and 1 take the singular ("0 compétence", "1 an"), from 2 on the plural. */
export function counted(count: number, singular: string, plural: string): string {
  return `${frenchNumber(count)} ${Math.abs(count) < 2 ? singular : plural}`;
}

/** "42 000 €" with the narrow no-break space between thousands and a no-break space before €. */
export function euros(amount: number): string {
  let written = writtenAmounts.get(amount);
  if (written === undefined) {
    const digits = String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, "\u202f");
    written = `${digits}\u00a0€`;
    // Salaries repeat across thousands of offers: each is written once (a bounded memory).
    if (writtenAmounts.size >= 10_000) writtenAmounts.clear();
    writtenAmounts.set(amount, written);
  }
  return written;
}

const writtenAmounts = new Map<number, string>();

/** "A", "A et B", "A, B et C". */
export function frenchList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`;
}

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
