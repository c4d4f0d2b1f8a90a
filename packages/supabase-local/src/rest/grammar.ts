import { notEmbedded, notImplemented, parseError } from "./errors.ts";

/**
 * PostgREST's query-string language (docs.postgrest.org, "Tables and Views"), the part that
 * postgrest-js emits: names stay raw strings here; the catalog validates them and the SQL layer
 * quotes them. Nothing in this file touches the database.
 */

export interface JsonStep {
  arrow: "->" | "->>";
  key: string;
}

/** A column, possibly followed by a JSON path (`data->a->>b`). */
export interface Field {
  column: string;
  path: JsonStep[];
}

export type SelectItem = { kind: "star" } | { kind: "field"; field: Field; alias?: string; cast?: string };

export const comparisonOperators = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
} as const;
export const patternOperators = { like: "like", ilike: "ilike", match: "~", imatch: "~*" } as const;
export const containmentOperators = {
  cs: "@>",
  cd: "<@",
  ov: "&&",
  sl: "<<",
  sr: ">>",
  nxl: "&<",
  nxr: "&>",
  adj: "-|-",
} as const;
export const searchFunctions = {
  fts: "to_tsquery",
  plfts: "plainto_tsquery",
  phfts: "phraseto_tsquery",
  wfts: "websearch_to_tsquery",
} as const;

type ComparisonOperator = keyof typeof comparisonOperators;
type PatternOperator = keyof typeof patternOperators;
type ContainmentOperator = keyof typeof containmentOperators;
type SearchOperator = keyof typeof searchFunctions;

export type Predicate =
  | { operator: ComparisonOperator | PatternOperator; value: string }
  | { operator: ComparisonOperator | PatternOperator; quantifier: "any" | "all"; values: string[] }
  | { operator: "in"; values: string[] }
  | { operator: "is"; value: "null" | "not_null" | "true" | "false" | "unknown" }
  | { operator: "isdistinct"; value: string }
  | { operator: ContainmentOperator; value: string }
  | { operator: SearchOperator; value: string; language?: string };

export interface Condition {
  kind: "condition";
  field: Field;
  negated: boolean;
  predicate: Predicate;
}

export interface Logic {
  kind: "logic";
  operator: "and" | "or";
  negated: boolean;
  children: Filter[];
}

export type Filter = Condition | Logic;

export interface OrderTerm {
  field: Field;
  direction: "asc" | "desc";
  nulls?: "first" | "last";
}

/** Deep `or(and(or(...)))` nesting only grows SQL; real queries stay shallow. */
const maxLogicDepth = 16;

/**
 * What one `select=` may ask for. Every table of the schema has fewer columns than this many items,
 * so a real select fits; repeating items is how a request multiplies the size of its answer.
 */
export const selectLimits = { length: 4000, items: 64, pathDepth: 16 } as const;

/**
 * Splits on top-level commas: not inside double quotes (with backslash escapes), parentheses or
 * braces, so `in.(a,b)`, `cs.{a,b}` and `"a,b"` stay whole.
 */
export function splitTopLevel(text: string, what: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === "\\") i++;
      else if (char === '"') quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === "(" || char === "{") depth++;
    else if (char === ")" || char === "}") {
      depth--;
      if (depth < 0) throw parseError(what, `Parenthèse fermante inattendue dans « ${text} ».`);
    } else if (char === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (quoted || depth !== 0) throw parseError(what, `Guillemets ou parenthèses non fermés dans « ${text} ».`);
  parts.push(text.slice(start));
  return parts;
}

/** `"a \"b\""` -> `a "b"`; anything else unchanged. */
function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, "$1");
  }
  return text;
}

/** Index of `needle` outside double quotes, or -1. */
function indexOutsideQuotes(text: string, needle: string, from = 0): number {
  let quoted = false;
  for (let i = from; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === "\\") i++;
      else if (char === '"') quoted = false;
    } else if (char === '"') quoted = true;
    else if (text.startsWith(needle, i)) return i;
  }
  return -1;
}

/** `column`, `"quoted column"`, `data->key->>0`, `data->"key with spaces"`. */
export function parseField(text: string, what: string): Field {
  const segments: string[] = [];
  const arrows: Array<"->" | "->>"> = [];
  let rest = text;
  for (;;) {
    const at = indexOutsideQuotes(rest, "->");
    if (at === -1) {
      segments.push(rest);
      break;
    }
    segments.push(rest.slice(0, at));
    const arrow = rest.startsWith("->>", at) ? "->>" : "->";
    arrows.push(arrow);
    rest = rest.slice(at + arrow.length);
  }
  const names = segments.map(unquote);
  if (names.some((name) => name === "")) throw parseError(what, `Nom de colonne vide dans « ${text} ».`);
  const [column = "", ...keys] = names;
  return { column, path: keys.map((key, i) => ({ arrow: arrows[i] ?? "->", key })) };
}

/** The name a field takes in the result: the column, or a JSON path's last key (as PostgREST). */
export function fieldLabel(field: Field): string {
  return field.path.at(-1)?.key ?? field.column;
}

/** `select=` items: `*`, `col`, `alias:col`, `col::type`, `data->>key`; embedding is refused clearly. */
export function parseSelect(text: string | null): SelectItem[] {
  if (text === null || text === "") return [{ kind: "star" }];
  if (text.length > selectLimits.length) {
    throw parseError("select parameter", `select ne peut dépasser ${selectLimits.length} caractères.`);
  }
  const items = splitTopLevel(text, "select parameter");
  if (items.length > selectLimits.items) {
    throw parseError("select parameter", `select ne peut compter plus de ${selectLimits.items} éléments.`);
  }
  return items.map((item): SelectItem => {
    // postgrest-js strips spaces; a hand-written `a, b` means the same.
    const raw = item.trim();
    if (raw === "*") return { kind: "star" };
    if (raw === "") throw parseError("select parameter", "Élément vide dans select.");
    if (raw.startsWith("...") || indexOutsideQuotes(raw, "(") !== -1 || indexOutsideQuotes(raw, "!") !== -1) {
      throw notImplemented(
        `Les ressources imbriquées et les agrégats (« ${raw} ») ne sont pas pris en charge par le serveur embarqué : sélectionnez des colonnes de la table.`,
      );
    }
    let rest = raw;
    let alias: string | undefined;
    const colon = findAliasColon(rest);
    if (colon !== -1) {
      alias = unquote(rest.slice(0, colon));
      rest = rest.slice(colon + 1);
      if (alias === "") throw parseError("select parameter", `Alias vide dans « ${raw} ».`);
    }
    let cast: string | undefined;
    const castAt = indexOutsideQuotes(rest, "::");
    if (castAt !== -1) {
      cast = rest.slice(castAt + 2);
      rest = rest.slice(0, castAt);
    }
    const field = parseField(rest, "select parameter");
    if (field.path.length > selectLimits.pathDepth) {
      throw parseError("select parameter", `Chemin JSON de plus de ${selectLimits.pathDepth} niveaux dans select.`);
    }
    return { kind: "field", field, ...(alias === undefined ? {} : { alias }), ...(cast === undefined ? {} : { cast }) };
  });
}

/** The `:` of `alias:column`, not one of a `::` cast. */
function findAliasColon(text: string): number {
  let from = 0;
  for (;;) {
    const at = indexOutsideQuotes(text, ":", from);
    if (at === -1) return -1;
    if (text[at + 1] === ":") {
      from = at + 2;
      continue;
    }
    return at;
  }
}

/** `(a,"b,c",d)` or `{a,b}` -> its elements, unquoted. */
function parseList(text: string, open: string, close: string, what: string): string[] {
  if (!text.startsWith(open) || !text.endsWith(close)) {
    throw parseError(what, `Liste attendue entre ${open} et ${close} : « ${text} ».`);
  }
  const inner = text.slice(1, -1);
  if (inner === "") return [];
  return splitTopLevel(inner, what).map(unquote);
}

/** `[not.]operator[(modifier)].value`, the right-hand side of a filter. */
export function parsePredicate(
  text: string,
  what: string,
  inLogicTree = false,
): { negated: boolean; predicate: Predicate } {
  let rest = text;
  let negated = false;
  if (rest.startsWith("not.")) {
    negated = true;
    rest = rest.slice(4);
  }
  const match = /^([a-z]+)(?:\(([^)]*)\))?\.([\s\S]*)$/.exec(rest);
  if (!match) throw parseError(what, `Filtre attendu sous la forme opérateur.valeur : « ${text} ».`);
  const [, operator = "", modifier, rawValue = ""] = match;
  // Inside or=(...), a value with reserved characters is written in double quotes.
  const value = inLogicTree ? unquote(rawValue) : rawValue;

  if (operator in comparisonOperators || operator in patternOperators) {
    const op = operator as ComparisonOperator | PatternOperator;
    if (modifier === "any" || modifier === "all") {
      return {
        negated,
        predicate: { operator: op, quantifier: modifier, values: parseList(rawValue, "{", "}", what) },
      };
    }
    if (modifier !== undefined) throw parseError(what, `Modificateur inconnu « ${modifier} » (any ou all).`);
    return { negated, predicate: { operator: op, value } };
  }
  if (modifier !== undefined && !(operator in searchFunctions)) {
    throw parseError(what, `L'opérateur « ${operator} » n'accepte pas de modificateur.`);
  }
  switch (operator) {
    case "in":
      return { negated, predicate: { operator: "in", values: parseList(rawValue, "(", ")", what) } };
    case "is": {
      const normalised = value.toLowerCase();
      if (!["null", "not_null", "true", "false", "unknown"].includes(normalised)) {
        throw parseError(what, `« is » accepte null, not_null, true, false ou unknown, pas « ${value} ».`);
      }
      return {
        negated,
        predicate: { operator: "is", value: normalised as "null" | "not_null" | "true" | "false" | "unknown" },
      };
    }
    case "isdistinct":
      return { negated, predicate: { operator: "isdistinct", value } };
    default:
      if (operator in containmentOperators) {
        return { negated, predicate: { operator: operator as ContainmentOperator, value } };
      }
      if (operator in searchFunctions) {
        return {
          negated,
          predicate: {
            operator: operator as SearchOperator,
            value,
            ...(modifier === undefined ? {} : { language: modifier }),
          },
        };
      }
      throw parseError(what, `Opérateur inconnu « ${operator} ».`);
  }
}

/** One `column=operator.value` query parameter. */
export function parseFilterParameter(key: string, value: string): Condition {
  const what = `filter (${key}=${value})`;
  if (indexOutsideQuotes(key, ".") !== -1) throw notEmbedded(key.slice(0, key.indexOf(".")));
  const field = parseField(key, what);
  return { kind: "condition", field, ...parsePredicate(value, what) };
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))`, `not.and=(...)`. */
export function parseLogicParameter(key: "and" | "or" | "not.and" | "not.or", value: string): Logic {
  const negated = key.startsWith("not.");
  const operator = negated ? (key.slice(4) as "and" | "or") : (key as "and" | "or");
  return parseLogicTree(operator, negated, value, 1);
}

function parseLogicTree(operator: "and" | "or", negated: boolean, text: string, depth: number): Logic {
  const what = `logic tree (${operator}=${text})`;
  if (depth > maxLogicDepth) throw parseError(what, `Plus de ${maxLogicDepth} niveaux de and/or imbriqués.`);
  if (!text.startsWith("(") || !text.endsWith(")")) {
    throw parseError(what, `Conditions attendues entre parenthèses : « ${text} ».`);
  }
  const items = splitTopLevel(text.slice(1, -1), what);
  const children = items.map((item): Filter => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (nested) return parseLogicTree(nested[2] as "and" | "or", nested[1] !== undefined, nested[3] ?? "", depth + 1);
    const dot = indexOutsideQuotes(item, ".");
    if (dot <= 0) throw parseError(what, `Condition attendue sous la forme colonne.opérateur.valeur : « ${item} ».`);
    const field = parseField(item.slice(0, dot), what);
    return { kind: "condition", field, ...parsePredicate(item.slice(dot + 1), what, true) };
  });
  return { kind: "logic", operator, negated, children };
}

/** `order=col.desc.nullslast,other` */
export function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text, "order parameter").map((item) => {
    const raw = item.trim();
    if (indexOutsideQuotes(raw, "(") !== -1) {
      throw notImplemented(`Le tri sur une ressource imbriquée (« ${raw} ») n'est pas pris en charge.`);
    }
    const parts = raw.split(".");
    let direction: "asc" | "desc" = "asc";
    let nulls: "first" | "last" | undefined;
    while (parts.length > 1) {
      const last = parts.at(-1);
      if (last === "asc" || last === "desc") direction = last;
      else if (last === "nullsfirst") nulls = "first";
      else if (last === "nullslast") nulls = "last";
      else break;
      parts.pop();
    }
    const column = parts.join(".");
    if (column === "") throw parseError("order parameter", `Colonne de tri vide dans « ${raw} ».`);
    return { field: parseField(column, "order parameter"), direction, ...(nulls === undefined ? {} : { nulls }) };
  });
}

/** `"a","b"` or `a,b` -> the column names of `columns=` and `on_conflict=`. */
export function parseColumnList(text: string, what: string): string[] {
  const names = splitTopLevel(text, what).map((name) => unquote(name.trim()));
  if (names.some((name) => name === "")) throw parseError(what, `Nom de colonne vide dans « ${text} ».`);
  return names;
}
