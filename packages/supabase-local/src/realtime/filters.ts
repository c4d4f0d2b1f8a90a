/**
 * A postgres_changes filter as Supabase Realtime accepts it: one `column=op.value` with op among
 * eq, neq, lt, lte, gt, gte and in (`in.(a,b,c)`, at most 100 values).
 */
export type FilterOp = "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "in";

export interface Filter {
  column: string;
  op: FilterOp;
  /** One value, or the list of `in`. */
  values: string[];
}

const ops = new Set<string>(["eq", "neq", "lt", "lte", "gt", "gte", "in"]);

/** Largest list an `in` filter takes, as Supabase Realtime. */
export const maxInValues = 100;

/** Splits `a,"b,c",d` as PostgREST lists are written (double quotes around values with commas). */
function splitList(text: string): string[] | undefined {
  const values: string[] = [];
  let current = "";
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === "\\" && i + 1 < text.length) current += text[++i];
      else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"' && current === "") {
      quoted = true;
      wasQuoted = true;
    } else if (char === ",") {
      values.push(wasQuoted ? current : current.trim());
      current = "";
      wasQuoted = false;
    } else current += char;
  }
  if (quoted) return undefined;
  values.push(wasQuoted ? current : current.trim());
  return values;
}

/** The filter written `column=op.value`, or a French explanation of what is wrong with it. */
export function parseFilter(text: string): Filter | string {
  const equals = text.indexOf("=");
  const dot = text.indexOf(".", equals + 1);
  if (equals <= 0 || dot < 0) return `filtre invalide « ${text} » : attendu colonne=opérateur.valeur`;
  const column = text.slice(0, equals).trim();
  const op = text.slice(equals + 1, dot);
  const value = text.slice(dot + 1);
  if (!ops.has(op)) return `opérateur de filtre non pris en charge « ${op} » (eq, neq, lt, lte, gt, gte, in)`;
  if (op !== "in") return { column, op: op as FilterOp, values: [value] };
  const list = /^\((.*)\)$/s.exec(value)?.[1];
  const values = list === undefined ? undefined : splitList(list);
  if (!values) return `liste invalide pour in : « ${value} »`;
  if (values.length > maxInValues) return `trop de valeurs pour in (${maxInValues} au plus)`;
  return { column, op: "in", values };
}

const numericTypes = new Set(["int2", "int4", "int8", "float4", "float8", "numeric", "oid"]);
const timeTypes = new Set(["timestamptz", "timestamp", "date"]);

/**
 * Compares a record's value (as to_jsonb renders it) with a filter's text by the column's type:
 * numbers as numbers, dates and timestamps as instants, booleans and uuids by their canonical
 * text, anything else as text (ordering by code point, not by the database's collation). A null
 * value matches nothing, as in SQL.
 */
function compare(value: unknown, text: string, type: string): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (numericTypes.has(type)) {
    const a = Number(value);
    const b = Number(text);
    return Number.isNaN(a) || Number.isNaN(b) ? undefined : Math.sign(a - b);
  }
  if (timeTypes.has(type)) {
    const a = Date.parse(String(value));
    const b = Date.parse(text);
    return Number.isNaN(a) || Number.isNaN(b) ? undefined : Math.sign(a - b);
  }
  const a = typeof value === "object" ? JSON.stringify(value) : String(value);
  let b = text;
  if (type === "uuid") b = b.toLowerCase();
  if (type === "bool") b = ["t", "true", "yes", "on", "1"].includes(b.toLowerCase()) ? "true" : "false";
  return a === b ? 0 : a < b ? -1 : 1;
}

/** True when the record passes the filter (undefined filter: every record). */
export function matches(filter: Filter | undefined, record: Record<string, unknown>, type: string): boolean {
  if (!filter) return true;
  const value = record[filter.column];
  if (filter.op === "in") return filter.values.some((text) => compare(value, text, type) === 0);
  const order = compare(value, filter.values[0] ?? "", type);
  if (order === undefined) return false;
  switch (filter.op) {
    case "eq":
      return order === 0;
    case "neq":
      return order !== 0;
    case "lt":
      return order < 0;
    case "lte":
      return order <= 0;
    case "gt":
      return order > 0;
    case "gte":
      return order >= 0;
  }
}
