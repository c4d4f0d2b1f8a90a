import { z } from "zod/mini";

import { refusalMessage, refusalReason } from "./requests.ts";

// `zod/mini`, like the other schemas that ship to the browser. The rules are those the server
// checks a refusal with (`moveRequestSchema`), in the same words.

/** The refusal dialog: a reason from the list (required) and an optional message, both told to the candidate. */
export const refusalSchema = z.object({ reason: refusalReason, message: refusalMessage });

export type RefusalValues = z.output<typeof refusalSchema>;

/** What the dialog hands over: the message only when there is one. */
export type Refusal = { reason: RefusalValues["reason"]; message?: string | undefined };

export const refusalOf = (values: RefusalValues): Refusal =>
  values.message === "" ? { reason: values.reason } : { reason: values.reason, message: values.message };
