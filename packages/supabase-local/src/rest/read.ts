import type { Sql } from "@fuse/server-core/db/database.ts";

import type { Relation } from "./catalog.ts";
import { rangeNotSatisfiable, singularity } from "./errors.ts";
import type { RestRequest } from "./request.ts";
import { bodyExpression, contentRange, contentType, preferenceApplied, type RestResponse } from "./response.ts";
import { Parameters, qualifiedName, renderOrder, renderSelect, renderWhere } from "./sql.ts";

/** PostgREST's `db-max-rows` as Supabase sets it: no response carries more rows than this. */
export const defaultMaxRows = 1000;

/**
 * GET and HEAD: one statement that pages, renders the JSON and, with `Prefer: count=exact`,
 * counts every matching row, all under the caller's row-level security. At most `maxRows` rows
 * are answered whatever the limit or range asked (Content-Range then shows the rows sent, and with
 * a count, 206), as PostgREST's `db-max-rows` does.
 */
export async function read(
  tx: Sql,
  relation: Relation,
  request: RestRequest,
  maxRows = defaultMaxRows,
): Promise<RestResponse> {
  const parameters = new Parameters();
  const table = qualifiedName(relation);
  const where = renderWhere(relation, request.filters, parameters);
  const columns = renderSelect(relation, request.select, parameters);
  const order = renderOrder(relation, request.order, parameters, table);
  const rows = Math.min(request.limit ?? maxRows, maxRows);
  const limit = `limit cast(${parameters.bind(String(rows))} as bigint)`;
  const offset = request.offset === 0 ? "" : `offset cast(${parameters.bind(String(request.offset))} as bigint)`;
  const total = request.preferences.count ? `(select count(*) from ${table} where ${where})::text` : "null::text";

  const result = await tx.query<{ total: string | null; page_total: string; body: string | null }>(
    `select ${total} as total, count(*)::text as page_total, ${bodyExpression(request, "pgrst_page")} as body
       from (select ${columns} from ${table} where ${where} ${order} ${limit} ${offset}) pgrst_page`,
    parameters.values,
  );
  const row = result.rows[0];
  const pageTotal = Number(row?.page_total ?? 0);
  const count = row?.total == null ? undefined : Number(row.total);

  if (request.singular && pageTotal !== 1) throw singularity(pageTotal);
  const lower = request.offset;
  const upper = lower + pageTotal - 1;
  if (count !== undefined && lower > count) {
    throw rangeNotSatisfiable(`An offset of ${lower} was requested, but there are only ${count} rows.`);
  }
  const partial = count !== undefined && upper - lower + 1 < count;
  return {
    status: partial ? 206 : 200,
    body: request.method === "HEAD" ? null : (row?.body ?? "[]"),
    headers: {
      "content-type": contentType(request),
      "content-range": contentRange(lower, upper, count),
      ...preferenceApplied(request),
    },
  };
}
