import type { Context } from "hono";

import type { Refusal } from "./validation.ts";

/** What a transaction decided: a row to answer with, or a refusal (then it wrote nothing). */
export type Outcome<T> =
  { ok: true; value: T; status?: 200 | 201 } | { ok: false; status: 400 | 403 | 404 | 409; refusal: Refusal };

export const refuse = (status: 400 | 403 | 404 | 409, refusal: Refusal): Outcome<never> => ({
  ok: false,
  status,
  refusal,
});

/** Sends an outcome as JSON. */
export function answer<T>(c: Context, outcome: Outcome<T>) {
  if (!outcome.ok) return c.json(outcome.refusal, outcome.status);
  return c.json(outcome.value as object, outcome.status ?? 200);
}
