// The product's numbers and amounts, in French: « 12 345 », « 4,2 », « 42 000 € », « 7,5 % ».
// Each formatter is made the first time it is used.

/** The formatter for these options, made on first use and kept. */
function numberFormat(options?: Intl.NumberFormatOptions) {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat("fr-FR", options));
}

const plain = /* @__PURE__ */ numberFormat();
const decimal = /* @__PURE__ */ numberFormat({ maximumFractionDigits: 1 });
const euros = /* @__PURE__ */ numberFormat({ style: "currency", currency: "EUR", maximumFractionDigits: 0 });
const eurosAndCents = /* @__PURE__ */ numberFormat({ style: "currency", currency: "EUR" });
const signedEurosAndCents = /* @__PURE__ */ numberFormat({
  style: "currency",
  currency: "EUR",
  signDisplay: "exceptZero",
});
const percent = /* @__PURE__ */ numberFormat({ style: "percent", maximumFractionDigits: 2 });

/** « 12 345 », « 12 345,678 »: a count or a number as it is. */
export const formatNumber = (value: number) => plain().format(value);

/** « 4,2 », « 4 »: one decimal at most. */
export const formatDecimal = (value: number) => decimal().format(value);

/** « 42 000 € »: whole euros. */
export const formatEuros = (amount: number) => euros().format(amount);

/** « 42 000–50 000 € »: a range of whole euros. */
export const formatEurosRange = (min: number, max: number) => euros().formatRange(min, max);

/** « 2 500,00 € »: euros and cents. */
export const formatEurosAndCents = (amount: number) => eurosAndCents().format(amount);

/** « +120,00 € », « −120,00 € », « 0,00 € »: euros and cents with their sign. */
export const formatSignedEurosAndCents = (amount: number) => signedEurosAndCents().format(amount);

/** « 7,5 % » for 0.075: a ratio in percent, two decimals at most. */
export const formatPercent = (ratio: number) => percent().format(ratio);
