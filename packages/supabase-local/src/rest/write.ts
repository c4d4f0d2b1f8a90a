import type { Sql } from "@fuse/server-core/db/database.ts";
import { exceedsDepth, maxJsonDepth, tooDeepMessage } from "@fuse/server-core/http/json.ts";

import type { Relation } from "./catalog.ts";
import {
  columnNotFound,
  invalidBody,
  maxAffectedViolation,
  notImplemented,
  singularity,
  whereRequired,
} from "./errors.ts";
import type { RestRequest } from "./request.ts";
import { bodyExpression, contentRange, contentType, preferenceApplied, type RestResponse } from "./response.ts";
import { columnName, Parameters, qualifiedName, renderSelect, renderWhere } from "./sql.ts";

/**
 * A write's body: the raw JSON text, handed to Postgres untouched (Postgres parses it, as under
 * PostgREST: big numbers keep their digits, and a large body costs the server's only thread
 * nothing), and the keys of each of its rows, as Postgres read them.
 */
export interface WriteBody {
  text: string;
  keys: string[][];
}

const invalidJson = () => invalidBody("Empty or invalid json", "Le corps de la requête doit être du JSON valide.");

/** Refuses, before any database work, a body nested deeper than any form goes (one pass, no parsing). */
export function checkBodyDepth(text: string) {
  if (exceedsDepth(text, maxJsonDepth)) throw invalidBody("Empty or invalid json", tooDeepMessage());
}

/**
 * The body of POST (an object or an array of at most `maxRows` objects) and PATCH (one object),
 * read by Postgres: its shape, its row count, and each row's keys. Parsing 1 MB of small objects
 * on the server's thread held every other request back for a quarter of a second.
 */
export async function readBody(tx: Sql, text: string, method: "POST" | "PATCH", maxRows: number): Promise<WriteBody> {
  let found: { type: string; count: number; objects: boolean | null; keys: string | null } | undefined;
  try {
    ({
      rows: [found],
    } = await tx.query<{ type: string; count: number; objects: boolean | null; keys: string | null }>(
      `with body as (select $1::json as j),
            items as (
              select e, n
                from body,
                     json_array_elements(case json_typeof(j) when 'array' then j else json_build_array(j) end)
                       with ordinality as t(e, n)
            ),
            shape as (select count(*)::int as count, bool_and(json_typeof(e) = 'object') as objects from items)
       select (select json_typeof(j) from body) as type, shape.count, shape.objects,
              case when shape.objects and shape.count <= $2::int then
                (select json_agg(array(select json_object_keys(e)) order by n)::text from items)
              end as keys
         from shape`,
      [text, maxRows],
    ));
  } catch (error) {
    if ((error as { code?: unknown }).code === "22P02") throw invalidJson();
    throw error;
  }
  if (!found) throw invalidJson();
  const shapeOk = method === "POST" ? found.type === "object" || found.type === "array" : found.type === "object";
  if (!shapeOk || (found.count > 0 && !found.objects)) {
    throw invalidBody(
      "Empty or invalid json",
      method === "POST"
        ? "Le corps doit être un objet JSON ou un tableau d'objets JSON."
        : "Le corps doit être un objet JSON (les colonnes à modifier).",
    );
  }
  if (found.count > maxRows) {
    throw invalidBody("Too many rows", `Trop de lignes en une requête : ${maxRows.toLocaleString("fr-FR")} au plus.`);
  }
  // A key given twice counts once, as JSON.parse and json_populate_record read it (the last value).
  const keys = (JSON.parse(found.keys ?? "[]") as string[][]).map((names) => [...new Set(names)]);
  return { text, keys };
}

function checkColumns(relation: Relation, names: string[]) {
  for (const name of names) if (!relation.columns.has(name)) throw columnNotFound(relation.name, name);
}

/** The statement's result, checked against single() and max-affected before the transaction commits. */
async function runMutation(
  tx: Sql,
  request: RestRequest,
  relation: Relation,
  parameters: Parameters,
  withClauses: string[],
  mutation: (returning: string) => string,
) {
  const representation = request.preferences.representation;
  // Without a representation, RETURNING 1 reads no column, so no SELECT policy is involved.
  const source = `pgrst_source as (${mutation(representation ? "returning *" : "returning 1")})`;
  const output = representation
    ? `select count(*)::text as page_total, ${bodyExpression(request, "pgrst_row")} as body
         from (select ${renderSelect(relation, request.select, parameters)} from pgrst_source) pgrst_row`
    : "select count(*)::text as page_total, null::text as body from pgrst_source";
  const { rows } = await tx.query<{ page_total: string; body: string | null }>(
    `with ${[...withClauses, source].join(", ")} ${output}`,
    parameters.values,
  );
  const affected = Number(rows[0]?.page_total ?? 0);
  // Thrown inside the transaction, so the rows just written are rolled back, as PostgREST does.
  if (request.singular && affected !== 1) throw singularity(affected);
  if (request.preferences.maxAffected !== undefined && affected > request.preferences.maxAffected) {
    throw maxAffectedViolation(affected);
  }
  return { affected, body: representation ? (rows[0]?.body ?? (request.singular ? "null" : "[]")) : null };
}

function responseHeaders(request: RestRequest, range: string): Record<string, string> {
  return {
    ...(request.preferences.representation ? { "content-type": contentType(request) } : {}),
    "content-range": range,
    ...preferenceApplied(request),
  };
}

/** POST: insert one row or many; with `Prefer: resolution=...`, an upsert on `on_conflict` (the primary key by default). */
export async function insert(tx: Sql, relation: Relation, request: RestRequest, body: WriteBody) {
  let columns: string[];
  if (request.columns !== undefined) columns = [...new Set(request.columns)];
  else {
    columns = body.keys[0] ?? [];
    const expected = [...columns].sort().join(",");
    if (body.keys.some((names) => [...names].sort().join(",") !== expected)) {
      throw invalidBody("All object keys must match");
    }
  }
  checkColumns(relation, columns);

  const parameters = new Parameters();
  const table = qualifiedName(relation);
  const payload = parameters.bind(body.text);
  const withClauses = [
    `pgrst_payload as (select cast(${payload} as json) as j)`,
    // One object or an array of them: the statement always reads an array.
    `pgrst_body as (select case when json_typeof(j) = 'array' then j else json_build_array(j) end as j from pgrst_payload)`,
  ];

  let conflict = "";
  const resolution = request.preferences.resolution;
  if (resolution !== undefined) {
    const target = request.onConflict ?? relation.primaryKey;
    checkColumns(relation, target);
    const targetSql = target.length > 0 ? `(${target.map((name) => columnName(relation, name)).join(", ")})` : "";
    const updated = columns.length > 0 ? columns : target;
    conflict =
      resolution === "ignore-duplicates" || updated.length === 0
        ? `on conflict ${targetSql} do nothing`
        : `on conflict ${targetSql} do update set ${updated
            .map((name) => `${columnName(relation, name)} = excluded.${columnName(relation, name)}`)
            .join(", ")}`;
  }

  if (body.keys.length === 0) {
    // An empty array inserts nothing; PostgREST still answers 201 with an empty representation.
    if (request.singular) throw singularity(0);
    const headers = responseHeaders(request, contentRange(1, 0, request.preferences.count ? 0 : undefined));
    return { status: 201, body: request.preferences.representation ? "[]" : null, headers } satisfies RestResponse;
  }

  const rowType = `null::${table}`;
  const emptyRows = columns.length === 0;
  let statement: (returning: string) => string;
  if (request.preferences.missingDefault || emptyRows) {
    // Keys a row leaves out take the column's default: one VALUES tuple per row, DEFAULT where absent.
    const target = emptyRows ? [[...relation.columns.keys()][0] ?? ""] : columns;
    const tuples = body.keys.map((names, index) => {
      const cells = target.map((name) =>
        names.includes(name)
          ? `(json_populate_record(${rowType}, (select j from pgrst_body) -> ${index})).${columnName(relation, name)}`
          : "default",
      );
      return `(${cells.join(", ")})`;
    });
    statement = (returning) =>
      `insert into ${table} (${target.map((name) => columnName(relation, name)).join(", ")})
       values ${tuples.join(", ")} ${conflict} ${returning}`;
  } else {
    // Keys a row leaves out are null, as PostgREST's default (missing=null).
    const list = columns.map((name) => columnName(relation, name)).join(", ");
    statement = (returning) =>
      `insert into ${table} (${list})
       select ${list} from json_populate_recordset(${rowType}, (select j from pgrst_body)) ${conflict} ${returning}`;
  }

  const { affected, body: output } = await runMutation(tx, request, relation, parameters, withClauses, statement);
  return {
    status: 201,
    body: output,
    headers: responseHeaders(request, contentRange(1, 0, request.preferences.count ? affected : undefined)),
  } satisfies RestResponse;
}

function refuseLimits(request: RestRequest) {
  if (request.limit !== undefined || request.offset !== 0) {
    throw notImplemented(
      "limit et offset ne sont pas pris en charge pour PATCH et DELETE : filtrez les lignes visées.",
    );
  }
}

function mutationResponse(request: RestRequest, affected: number, body: string | null): RestResponse {
  const range = contentRange(0, affected - 1, request.preferences.count ? affected : undefined);
  return request.preferences.representation
    ? { status: 200, body, headers: responseHeaders(request, range) }
    : { status: 204, body: null, headers: responseHeaders(request, range) };
}

/** PATCH: updates the rows the filters select (and RLS lets the caller update) with the body's columns. */
export async function update(tx: Sql, relation: Relation, request: RestRequest, body: WriteBody) {
  refuseLimits(request);
  const columns = body.keys[0] ?? [];
  checkColumns(relation, columns);
  if (request.filters.length === 0) throw whereRequired("UPDATE");

  const parameters = new Parameters();
  const table = qualifiedName(relation);
  const payload = parameters.bind(body.text);
  const where = renderWhere(relation, request.filters, parameters);
  const list = columns.map((name) => columnName(relation, name)).join(", ");
  const statement = (returning: string) =>
    columns.length === 0
      ? // Nothing to change: PostgREST answers as if no row matched (the filters are still checked).
        `select * from ${table} where false and ${where}`
      : `update ${table} set (${list}) = (select ${list} from json_populate_record(null::${table}, (select j from pgrst_payload)))
         where ${where} ${returning}`;
  const { affected, body: output } = await runMutation(
    tx,
    request,
    relation,
    parameters,
    [`pgrst_payload as (select cast(${payload} as json) as j)`],
    statement,
  );
  return mutationResponse(request, affected, output);
}

/** DELETE: removes the rows the filters select, if RLS lets the caller see and delete them. */
export async function remove(tx: Sql, relation: Relation, request: RestRequest) {
  refuseLimits(request);
  if (request.filters.length === 0) throw whereRequired("DELETE");
  const parameters = new Parameters();
  const table = qualifiedName(relation);
  const where = renderWhere(relation, request.filters, parameters);
  const { affected, body } = await runMutation(
    tx,
    request,
    relation,
    parameters,
    [],
    (returning) => `delete from ${table} where ${where} ${returning}`,
  );
  return mutationResponse(request, affected, body);
}
