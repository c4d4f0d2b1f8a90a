import { z } from "zod/mini";

import { recruiterRefusalReasons } from "../vocabulary/index.ts";
import { maxMessageLength } from "./requests.ts";

// `zod/mini`, like the other schemas that ship to the browser.

/** The refusal dialog: a reason from the list (required) and an optional message, both told to the candidate. */
export const refusalSchema = z.object({
  reason: z.enum(recruiterRefusalReasons, { error: "Choisissez un motif." }),
  message: z
    .string()
    .check(
      z.trim(),
      z.maxLength(maxMessageLength, { error: `Le message ne peut pas dépasser ${maxMessageLength} caractères.` }),
    ),
});

export type RefusalValues = z.output<typeof refusalSchema>;

/** What the dialog hands over: the message only when there is one. */
export type Refusal = { reason: RefusalValues["reason"]; message?: string | undefined };

export const refusalOf = (values: RefusalValues): Refusal =>
  values.message === "" ? { reason: values.reason } : { reason: values.reason, message: values.message };
