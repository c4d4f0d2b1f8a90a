import { exposedSchema, type Relation } from "./catalog.ts";
import { parseError, undefinedColumn } from "./errors.ts";
import {
  comparisonOperators,
  containmentOperators,
  fieldLabel,
  patternOperators,
  searchFunctions,
  type Field,
  type Filter,
  type OrderTerm,
  type Predicate,
  type SelectItem,
} from "./grammar.ts";

/**
 * Turns parsed requests into SQL. The rules that keep it safe: an identifier reaches SQL only
 * after the catalog has confirmed it, and always double-quoted; a value from the request reaches
 * it only as a bound parameter (text, cast to the column's type by Postgres itself); type names
 * come from pg_catalog or from the fixed list of casts below.
 */

/** Collects bound values; each placeholder is typed text so pg and PGlite bind them alike. */
export class Parameters {
  readonly values: string[] = [];

  bind(value: string): string {
    this.values.push(value);
    return `$${this.values.length}::text`;
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualifiedName(relation: Relation): string {
  return `${quoteIdent(exposedSchema)}.${quoteIdent(relation.name)}`;
}

/** Confirms a column name against the catalog (PostgREST answers 42703 for an unknown one). */
export function columnName(relation: Relation, name: string): string {
  const column = relation.columns.get(name);
  if (!column) throw undefinedColumn(relation.name, name);
  return quoteIdent(column.name);
}

interface Expression {
  sql: string;
  /** The SQL type a bound value is cast to when compared with this expression. */
  type: string;
}

function renderField(relation: Relation, field: Field, parameters: Parameters, qualifier?: string): Expression {
  const column = relation.columns.get(field.column);
  if (!column) throw undefinedColumn(relation.name, field.column);
  let sql = qualifier === undefined ? quoteIdent(column.name) : `${qualifier}.${quoteIdent(column.name)}`;
  let type = column.type;
  for (const step of field.path) {
    // A numeric key indexes a JSON array, as in PostgREST.
    const key = /^-?\d+$/.test(step.key) ? `cast(${parameters.bind(step.key)} as integer)` : parameters.bind(step.key);
    sql = `(${sql} ${step.arrow} ${key})`;
    type = step.arrow === "->>" ? "text" : type === "json" ? "json" : "jsonb";
  }
  return { sql, type };
}

/** The casts `select=col::type` may ask for, mapped to their SQL names. */
const casts: Record<string, string> = {
  text: "text",
  varchar: "character varying",
  int: "integer",
  int2: "smallint",
  int4: "integer",
  int8: "bigint",
  integer: "integer",
  smallint: "smallint",
  bigint: "bigint",
  numeric: "numeric",
  decimal: "numeric",
  real: "real",
  float4: "real",
  float8: "double precision",
  bool: "boolean",
  boolean: "boolean",
  json: "json",
  jsonb: "jsonb",
  uuid: "uuid",
  date: "date",
  time: "time",
  timestamp: "timestamp",
  timestamptz: "timestamp with time zone",
  interval: "interval",
};

/**
 * Each item of a select answers once: two items under one name (an alias repeated, a column listed
 * beside `*`) or the same column or JSON path twice (under several aliases) are refused, since
 * repeating an item only multiplies the size of the answer.
 */
function checkDistinct(relation: Relation, items: SelectItem[]) {
  const names = new Set<string>();
  const fields = new Set<string>();
  const once = (seen: Set<string>, key: string, details: string) => {
    if (seen.has(key)) throw parseError("select parameter", details);
    seen.add(key);
  };
  for (const item of items) {
    if (item.kind === "star") {
      once(fields, "*", "« * » ne peut figurer qu'une fois dans select.");
      for (const name of relation.columns.keys()) {
        once(names, name, `« ${name} » figure deux fois dans select (colonne déjà incluse dans « * »).`);
      }
      continue;
    }
    const name = item.alias ?? fieldLabel(item.field);
    once(names, name, `Deux éléments de select portent le nom « ${name} ».`);
    const path = JSON.stringify([item.field.column, ...item.field.path.map((step) => [step.arrow, step.key])]);
    once(fields, path, `« ${item.field.column} » est demandé plusieurs fois dans select.`);
  }
}

export function renderSelect(relation: Relation, items: SelectItem[], parameters: Parameters): string {
  checkDistinct(relation, items);
  return items
    .map((item) => {
      if (item.kind === "star") return "*";
      const { sql } = renderField(relation, item.field, parameters);
      let expression = sql;
      if (item.cast !== undefined) {
        const type = casts[item.cast.toLowerCase()];
        if (!type) {
          throw parseError(
            "select parameter",
            `Conversion « ${item.cast} » non prise en charge ; possibles : ${Object.keys(casts).join(", ")}.`,
          );
        }
        expression = `cast(${sql} as ${type})`;
      }
      return `${expression} as ${quoteIdent(item.alias ?? fieldLabel(item.field))}`;
    })
    .join(", ");
}

const textTypes = new Set(["text", "character varying", "character", "citext", "name"]);

function castValue(parameters: Parameters, value: string, type: string) {
  return `cast(${parameters.bind(value)} as ${type})`;
}

function renderPredicate(target: Expression, predicate: Predicate, parameters: Parameters): string {
  const { sql, type } = target;
  // Patterns compare text; other columns are compared through their text form.
  const asText = textTypes.has(type) ? sql : `cast(${sql} as text)`;
  switch (predicate.operator) {
    case "in":
      if (predicate.values.length === 0) return "false";
      return `${sql} in (${predicate.values.map((value) => castValue(parameters, value, type)).join(", ")})`;
    case "is": {
      const keyword = { null: "null", not_null: "not null", true: "true", false: "false", unknown: "unknown" }[
        predicate.value
      ];
      return `${sql} is ${keyword}`;
    }
    case "isdistinct":
      return `${sql} is distinct from ${castValue(parameters, predicate.value, type)}`;
    case "fts":
    case "plfts":
    case "phfts":
    case "wfts": {
      const language =
        predicate.language === undefined ? undefined : `cast(${parameters.bind(predicate.language)} as regconfig)`;
      const query = `${searchFunctions[predicate.operator]}(${language === undefined ? "" : `${language}, `}${parameters.bind(predicate.value)})`;
      const vector =
        type === "tsvector" ? sql : `to_tsvector(${language === undefined ? "" : `${language}, `}${asText})`;
      return `${vector} @@ ${query}`;
    }
    default:
      break;
  }
  if (predicate.operator in containmentOperators) {
    const operator = containmentOperators[predicate.operator as keyof typeof containmentOperators];
    return `${sql} ${operator} ${castValue(parameters, (predicate as { value: string }).value, type)}`;
  }
  const pattern = predicate.operator in patternOperators;
  const operator = pattern
    ? patternOperators[predicate.operator as keyof typeof patternOperators]
    : comparisonOperators[predicate.operator as keyof typeof comparisonOperators];
  const left = pattern ? asText : sql;
  // PostgREST's like and ilike take `*` as the wildcard, which URLs carry without escaping.
  const bindOne = (value: string) =>
    pattern
      ? parameters.bind(
          predicate.operator === "like" || predicate.operator === "ilike" ? value.replaceAll("*", "%") : value,
        )
      : castValue(parameters, value, type);
  if ("quantifier" in predicate) {
    if (predicate.values.length === 0) return predicate.quantifier === "any" ? "false" : "true";
    return `${left} ${operator} ${predicate.quantifier}(array[${predicate.values.map(bindOne).join(", ")}])`;
  }
  return `${left} ${operator} ${bindOne((predicate as { value: string }).value)}`;
}

function renderFilter(relation: Relation, filter: Filter, parameters: Parameters): string {
  let sql: string;
  if (filter.kind === "condition") {
    sql = renderPredicate(renderField(relation, filter.field, parameters), filter.predicate, parameters);
  } else {
    const children = filter.children.map((child) => `(${renderFilter(relation, child, parameters)})`);
    sql =
      children.length === 0 ? (filter.operator === "and" ? "true" : "false") : children.join(` ${filter.operator} `);
  }
  return filter.negated ? `not (${sql})` : sql;
}

/** The WHERE condition: every filter must hold. */
export function renderWhere(relation: Relation, filters: Filter[], parameters: Parameters): string {
  if (filters.length === 0) return "true";
  return filters.map((filter) => `(${renderFilter(relation, filter, parameters)})`).join(" and ");
}

/**
 * ORDER BY on the table's own columns: qualified, so that an alias in select (`id:name`) cannot
 * stand in for the column of the same name.
 */
export function renderOrder(relation: Relation, terms: OrderTerm[], parameters: Parameters, qualifier: string): string {
  if (terms.length === 0) return "";
  const rendered = terms.map((term) => {
    const { sql } = renderField(relation, term.field, parameters, qualifier);
    return `${sql} ${term.direction}${term.nulls === undefined ? "" : ` nulls ${term.nulls}`}`;
  });
  return `order by ${rendered.join(", ")}`;
}
