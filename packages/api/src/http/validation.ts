import type { Context } from "hono";
import { z } from "zod/mini";

import { JsonTooDeepError, parseJson, tooDeepMessage } from "@fuse/server-core/http/json.ts";

/** A refused request: French message, and the field at fault (dotted path) when there is one. */
export interface Refusal {
  error: string;
  field?: string;
}

export type Parsed<T> = { ok: true; data: T } | ({ ok: false } & Refusal);

/** French names of fields, for messages; a field without one is named by its key. */
export type FieldLabels = Readonly<Record<string, string>>;

const expectedNames: Record<string, string> = {
  string: "un texte",
  number: "un nombre",
  int: "un nombre entier",
  boolean: "true ou false",
  array: "une liste",
  object: "un objet",
  record: "un objet",
};

/** The dotted path of a field, and its French name between guillemets for messages. */
function fieldOf(path: readonly PropertyKey[], labels: FieldLabels) {
  const field = path.map(String).join(".");
  const key = [...path].reverse().find((part) => typeof part === "string") ?? field;
  return { field, name: `« ${Object.hasOwn(labels, key) ? labels[key] : key} »` };
}

function refusalFor(issue: z.core.$ZodIssue & { input?: unknown }, labels: FieldLabels): Refusal {
  if (issue.code === "unrecognized_keys") {
    const key = issue.keys[0] ?? "";
    return { error: `Champ inconnu : « ${key} ».`, field: [...issue.path, key].map(String).join(".") };
  }
  if (issue.path.length === 0) return { error: "Le corps de la requête doit être un objet JSON." };
  const { field, name } = fieldOf(issue.path, labels);
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return { error: `${name} est requis.`, field };
      return { error: `${name} doit être ${expectedNames[issue.expected] ?? "d'un autre type"}.`, field };
    case "too_big":
      if (issue.origin === "string")
        return { error: `${name} est trop long (${issue.maximum} caractères au plus).`, field };
      if (issue.origin === "array")
        return { error: `${name} compte trop d'éléments (${issue.maximum} au plus).`, field };
      return { error: `${name} doit être inférieur ou égal à ${issue.maximum}.`, field };
    case "too_small":
      if (issue.origin === "string") return { error: `${name} ne peut pas être vide.`, field };
      if (issue.origin === "array") return { error: `${name} compte trop peu d'éléments.`, field };
      return { error: `${name} doit être supérieur ou égal à ${issue.minimum}.`, field };
    case "invalid_value":
      return { error: `${name} doit valoir ${issue.values.map((value) => String(value)).join(", ")}.`, field };
    case "custom":
      return { error: issue.message, field };
    default:
      return { error: `${name} n'est pas valide.`, field };
  }
}

/** Path of the first string holding U+0000, which Postgres text and jsonb cannot store. */
function nulPath(value: unknown, path: PropertyKey[] = []): PropertyKey[] | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, [...path, index]);
      if (found) return found;
    }
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(key, [...path, key]) ?? nulPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Validates `input` against `schema` and turns the first problem into a French refusal. Any zod
 * schema will do, classic or `zod/mini` (the schemas that features share with their forms).
 */
export function validate<T extends z.core.$ZodType>(
  schema: T,
  input: unknown,
  labels: FieldLabels,
): Parsed<z.output<T>> {
  const nul = nulPath(input);
  if (nul) {
    const { field, name } = fieldOf(nul, labels);
    return { ok: false, error: `${name} contient un caractère interdit (U+0000).`, field };
  }
  const result = z.safeParse(schema, input, { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  const [issue] = result.error.issues;
  return { ok: false, ...(issue ? refusalFor(issue, labels) : { error: "Requête invalide." }) };
}

/**
 * Reads a JSON body and validates it. The body is parsed by hand so that malformed JSON gets a
 * French 400 instead of Hono's exception, and JSON nested too deep (parseJson) a French 400 before
 * anything walks it; an empty body counts as no body at all.
 */
export async function readBody<T extends z.core.$ZodType>(
  c: Context,
  schema: T,
  labels: FieldLabels,
): Promise<Parsed<z.output<T>>> {
  const text = await c.req.text();
  let input: unknown;
  if (text.trim() !== "") {
    try {
      input = parseJson(text);
    } catch (error) {
      if (error instanceof JsonTooDeepError) return { ok: false, error: tooDeepMessage(error.maxDepth) };
      return { ok: false, error: "Le corps de la requête n'est pas un JSON valide." };
    }
  }
  return validate(schema, input, labels);
}

/** An auth user id (`auth.users.id`), as it appears in `?id=` and in `user_id`. */
export const userId = z.pipe(
  z.guid(),
  z.transform((id: string) => id.toLowerCase()),
);

/** The Postgres error behind a failed statement, when there is one. */
export function databaseError(error: unknown): { code: string; constraint?: string } | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string" || !/^[0-9A-Z]{5}$/.test(code)) return undefined;
  const constraint = (error as { constraint?: unknown }).constraint;
  return { code, constraint: typeof constraint === "string" ? constraint : undefined };
}

/** A whole number given in a query string (`?page=2`), between `min` and `max`, refused in French. */
export const integerParameter = (label: string, min: number, max: number) =>
  z.pipe(
    z.pipe(
      z.string().check(z.refine((raw) => /^-?\d+$/.test(raw), `« ${label} » doit être un nombre entier.`)),
      z.transform(Number),
    ),
    z.int().check(z.minimum(min), z.maximum(max)),
  );

/** A decimal number given in a query string (`?lat=45.76`), between `min` and `max`, refused in French. */
export const numberParameter = (label: string, min: number, max: number) =>
  z.pipe(
    z.pipe(
      z.string().check(z.refine((raw) => /^-?\d+(\.\d+)?$/.test(raw), `« ${label} » doit être un nombre.`)),
      z.transform(Number),
    ),
    z.number().check(z.minimum(min), z.maximum(max)),
  );

/** The labels of a title-suggestion query (`?q=&limit=`). */
export const suggestionLabels: FieldLabels = { q: "Recherche", limit: "Nombre de suggestions" };

/** `?q=&limit=` of a suggestion list: at least 2 typed characters, at most `maxLimit` answers. */
export const suggestionQuery = (maxLimit: number) =>
  z.strictObject({
    q: z.string().check(
      z.trim(),
      z.maxLength(100),
      z.refine((text) => text.length >= 2, "Tapez au moins 2 caractères."),
    ),
    limit: z.optional(integerParameter("Nombre de suggestions", 1, maxLimit)),
  });
