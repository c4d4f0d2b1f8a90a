import type { RestRequest } from "./request.ts";

/** What an operation answers; the route turns it into an HTTP response. */
export interface RestResponse {
  status: number;
  /** JSON text built by Postgres (so numbers, dates and JSON columns render as on Supabase). */
  body: string | null;
  headers: Record<string, string>;
}

/** PostgREST's Content-Range: `0-9/42`, `0-9/*` without a count, `*\/0` or `*\/*` when empty. */
export function contentRange(lower: number, upper: number, total: number | undefined): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : "*";
  return `${range}/${total === undefined ? "*" : total}`;
}

export function contentType(request: RestRequest): string {
  return request.singular ? "application/vnd.pgrst.object+json; charset=utf-8" : "application/json; charset=utf-8";
}

/** The aggregate that renders the rows of `source` as the response body. */
export function bodyExpression(request: RestRequest, source: string): string {
  if (request.singular) {
    const first = `(json_agg(${source}) -> 0)`;
    return `${request.stripNulls ? `json_strip_nulls(${first})` : first}::text`;
  }
  const all = `json_agg(${source})`;
  return `coalesce(${request.stripNulls ? `json_strip_nulls(${all})` : all}, '[]')::text`;
}

export function preferenceApplied(request: RestRequest): Record<string, string> {
  const applied = request.preferences.applied;
  return applied.length > 0 ? { "preference-applied": applied.join(", ") } : {};
}
