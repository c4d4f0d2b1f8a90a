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
