import type { Context, Env, MiddlewareHandler, TypedResponse } from "hono";
import type { z } from "zod/mini";

import { readBody, validate, type FieldLabels, type Parsed, type Refusal } from "./validation.ts";

type Target = "json" | "query" | "param";

/** What a route declares when it validates `target` with `schema`: Hono reads it for `c.req.valid()` and the typed client. */
type Validated<T extends Target, S extends z.core.$ZodType> = {
  in: { [K in T]: z.input<S> };
  out: { [K in T]: z.output<S> };
};

/** The refusal every validated route may answer: a French message and the field at fault. */
export type RefusalResponse = TypedResponse<Refusal, 400, "json">;

/** The query string: a parameter given once as a text, a repeated one as the list of its values. */
function queryOf(c: Context): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? values[0]! : values]),
  );
}

async function read(
  c: Context,
  target: Target,
  schema: z.core.$ZodType,
  labels: FieldLabels,
): Promise<Parsed<unknown>> {
  if (target === "json") return readBody(c, schema, labels);
  return validate(schema, target === "query" ? queryOf(c) : c.req.param(), labels);
}

/**
 * The one validation step of the API: checks the JSON body, the query string or the path
 * parameters against a zod schema (classic or `zod/mini`, often the schema the form shares) and
 * answers a schema failure with the French 400 `{error, field}`. The handler then reads the parsed
 * value with `c.req.valid(target)`, typed.
 */
export function validated<T extends Target, S extends z.core.$ZodType, E extends Env = Env, P extends string = string>(
  target: T,
  schema: S,
  labels: FieldLabels = {},
): MiddlewareHandler<E, P, Validated<T, S>, RefusalResponse> {
  return async (c, next) => {
    const parsed = await read(c, target, schema, labels);
    if (!parsed.ok) return c.json({ error: parsed.error, ...(parsed.field ? { field: parsed.field } : {}) }, 400);
    c.req.addValidatedData(target, parsed.data as object);
    await next();
  };
}
