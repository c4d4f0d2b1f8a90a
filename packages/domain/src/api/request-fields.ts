import { z } from "zod/mini";

/**
 * A text field as a request that updates a row carries it: absent keeps what is stored, null or an
 * empty text clears it. `rule` is the field's rule as its form checks what is typed (empty allowed).
 */
export const clearable = (rule: z.ZodMiniType<string, string>) =>
  z.optional(
    z.nullable(
      z.pipe(
        rule,
        z.transform((text: string) => (text === "" ? null : text)),
      ),
    ),
  );

/**
 * A whole number, `message` said when the value is none. A refinement rather than `z.int()`: every
 * form shares one chunk of zod's code, the sign-in page's included, and `z.int()` adds a format check
 * to it that this rule does not need.
 */
export const wholeNumber = (message: string) =>
  z.number({ error: message }).check(z.refine(Number.isInteger, { error: message }));

/** A French postal code: five digits, as the database's checks take it. */
export const postalCodePattern = /^[0-9]{5}$/;
export const isPostalCode = (text: string) => postalCodePattern.test(text);

/**
 * A number within `min` and `max`, `message` said otherwise. Refinements rather than `z.minimum()`
 * and `z.maximum()`, for the reason `wholeNumber` gives.
 */
export const atLeast = (min: number, message: string) => z.refine<number>((value) => value >= min, { error: message });
export const atMost = (max: number, message: string) => z.refine<number>((value) => value <= max, { error: message });
export const within = (min: number, max: number, message: string) =>
  z.refine<number>((value) => value >= min && value <= max, { error: message });
