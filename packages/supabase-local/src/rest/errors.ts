import { isStatementTimeout, statementTimeoutMessage } from "@fuse/server-core/db/database.ts";
import type { TokenProblem } from "@fuse/server-core/jwt.ts";

/**
 * Errors in PostgREST's shape, `{code, message, details, hint}`, with PostgREST's statuses, so
 * supabase-js and the code that reads `error.code` behave as they do against Supabase.
 */
export interface RestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/**
 * A refusal to answer with its status. It is thrown (and caught by the route) only so that a
 * mutation already run in the request's transaction is rolled back; it never reaches the app.
 */
export class RestError extends Error {
  readonly status: number;
  readonly body: RestErrorBody;
  readonly headers: Record<string, string>;

  constructor(status: number, body: RestErrorBody, headers: Record<string, string> = {}) {
    super(body.message);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

function error(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
) {
  return new RestError(status, { code, message, details, hint });
}

/** A query-string parameter PostgREST's grammar does not accept (PGRST100). */
export const parseError = (what: string, details: string) =>
  error(400, "PGRST100", `"failed to parse ${what}"`, details);

/** What the real PostgREST supports but this stand-in does not: said clearly rather than guessed. */
export const notImplemented = (details: string) => error(400, "PGRST127", "Feature not implemented", details);

export const invalidBody = (message: string, details: string | null = null) => error(400, "PGRST102", message, details);

export const columnNotFound = (table: string, column: string) =>
  error(400, "PGRST204", `Could not find the '${column}' column of '${table}' in the schema cache`);

/** A column of select, order or a filter that does not exist: Postgres's own error, as PostgREST forwards it. */
export const undefinedColumn = (table: string, column: string) =>
  error(400, "42703", `column ${table}.${column} does not exist`);

export const tableNotFound = (table: string, suggestion: string | undefined) =>
  error(
    404,
    "PGRST205",
    `Could not find the table 'public.${table}' in the schema cache`,
    null,
    suggestion === undefined ? null : `Perhaps you meant the table 'public.${suggestion}'`,
  );

export const notEmbedded = (resource: string) =>
  error(
    400,
    "PGRST108",
    `'${resource}' is not an embedded resource in this request`,
    "Les ressources imbriquées ne sont pas prises en charge par le serveur embarqué.",
    `Verify that '${resource}' is included in the 'select' query parameter.`,
  );

export const singularity = (rows: number) =>
  error(406, "PGRST116", "Cannot coerce the result to a single JSON object", `The result contains ${rows} rows`);

export const maxAffectedViolation = (rows: number) =>
  error(400, "PGRST124", "Query result exceeds max-affected preference constraint", `The query affects ${rows} rows`);

export const invalidPreferences = (preferences: string[]) =>
  error(
    400,
    "PGRST122",
    "Invalid preferences given with handling=strict",
    `Invalid preferences: ${preferences.join(", ")}`,
  );

export const unacceptableMediaType = (types: string[]) =>
  error(406, "PGRST107", `None of these media types are available: ${types.join(", ")}`);

export const unsupportedContentType = (type: string) =>
  error(415, "PGRST107", `None of these media types are available: ${type}`);

export const invalidSchema = (schema: string) =>
  error(406, "PGRST106", `Invalid schema: ${schema}`, null, "Only the following schemas are exposed: public");

export const unsupportedMethod = (method: string) => error(405, "PGRST117", `Unsupported HTTP method: ${method}`);

export const invalidPath = () => error(404, "PGRST125", "Invalid path specified in request URL");

export const rangeNotSatisfiable = (details: string) =>
  error(416, "PGRST103", "Requested range not satisfiable", details);

/** pg-safeupdate's refusal, which Supabase loads for API requests: no mass update or delete by accident. */
export const whereRequired = (command: "UPDATE" | "DELETE") =>
  error(400, "21000", `${command} requires a WHERE clause`);

/** An `apikey` that is missing or not one of the project's keys, answered as Supabase's gateway does. */
export const apiKeyProblem = (missing: boolean) =>
  new RestError(
    401,
    missing
      ? {
          code: "PGRST301",
          message: "No API key found in request",
          details: null,
          hint: "No `apikey` request header or url param was found.",
        }
      : {
          code: "PGRST301",
          message: "Invalid API key",
          details: null,
          hint: "Double check your Supabase `anon` or `service_role` API key.",
        },
  );

/**
 * A bearer token that fails verification (PGRST301), has expired (PGRST303) or names a session
 * that was signed out (PGRST301 too: to PostgREST, it is a token it no longer accepts).
 */
export function tokenProblem(kind: TokenProblem, token: string) {
  const parts = token.split(".").length;
  const message =
    kind === "expired"
      ? "JWT expired"
      : kind === "ended"
        ? "Session terminée : reconnectez-vous."
        : token === ""
          ? "Empty JWT is sent in Authorization header"
          : parts !== 3
            ? `Expected 3 parts in JWT; got ${parts}`
            : "JWT cryptographic operation failed";
  return new RestError(
    401,
    { code: kind === "expired" ? "PGRST303" : "PGRST301", message, details: null, hint: null },
    { "www-authenticate": `Bearer error="invalid_token", error_description="${message}"` },
  );
}

/**
 * PostgREST's table from SQLSTATE to HTTP status (docs.postgrest.org, "Errors"). An
 * insufficient-privilege error (an RLS refusal among others) is 403 for a signed-in caller and
 * 401 for an anonymous one. Two departures, so that no caller's request ends in a 500: a statement
 * cancelled by its role's `statement_timeout` (57014, PostgREST's 500) is a 503, the server having
 * given up; a statement too large or too complex for Postgres (class 54: too deep, too many
 * arguments or columns) is the request's fault, a 400.
 */
export function statusForSqlState(code: string, message: string, authenticated: boolean): number {
  const exact: Record<string, number> = {
    "57014": 503,
    "23503": 409,
    "23505": 409,
    "25006": 405,
    "53400": 500,
    "57P01": 503,
    P0001: 400,
    "42883": 404,
    "42P01": 404,
    "42P17": 500,
  };
  if (code === "42501") return authenticated ? 403 : 401;
  if (code === "21000") return message.endsWith("requires a WHERE clause") ? 400 : 500;
  if (code === "22023" && message.startsWith("role") && message.endsWith("does not exist")) return 401;
  const known = exact[code];
  if (known !== undefined) return known;
  const byClass: Record<string, number> = {
    "08": 503,
    "09": 500,
    "0L": 403,
    "0P": 403,
    "25": 500,
    "28": 403,
    "2D": 500,
    "38": 500,
    "39": 500,
    "3B": 500,
    "40": 500,
    "53": 503,
    "54": 400,
    "55": 500,
    "57": 500,
    "58": 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  const byPrefix = byClass[code.slice(0, 2)];
  if (byPrefix !== undefined) return byPrefix;
  if (code.startsWith("PT")) {
    const status = Number(code.slice(2));
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
  }
  return 400;
}

/** A request Postgres found too large or too complex to run (class 54), in French. */
export const tooComplexMessage =
  "La requête est trop volumineuse ou trop complexe pour être traitée : réduisez-la (moins d'éléments, des textes plus courts).";

interface DatabaseErrorFields {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
  severity?: string;
}

/** True for an error Postgres reported about a statement (pg and PGlite both carry SQLSTATE and severity). */
function isDatabaseError(value: unknown): value is DatabaseErrorFields {
  if (!(value instanceof Error)) return false;
  const { code, severity } = value as Partial<DatabaseErrorFields>;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && typeof severity === "string";
}

/**
 * Postgres's refusal as PostgREST forwards it; undefined for anything else (outages, bugs). A
 * refusal of the request (4xx) says what Postgres said; a failure of the server (5xx) keeps only
 * the SQLSTATE: Postgres's message, detail and hint describe its internals (limits, plans, data),
 * so they go to the server's log, never to the caller.
 */
export function fromDatabaseError(value: unknown, authenticated: boolean): RestError | undefined {
  if (!isDatabaseError(value)) return undefined;
  if (isStatementTimeout(value)) {
    return new RestError(503, { code: value.code, message: statementTimeoutMessage, details: null, hint: null });
  }
  if (value.code.startsWith("54")) {
    // Postgres's words name its internal limits (max_stack_depth and the like): said in French instead.
    console.error(`REST: Postgres ${value.code}: ${value.message}`);
    return new RestError(400, { code: value.code, message: tooComplexMessage, details: null, hint: null });
  }
  const status = statusForSqlState(value.code, value.message, authenticated);
  const headers: Record<string, string> = status === 401 ? { "www-authenticate": "Bearer" } : {};
  if (status >= 500) {
    console.error(`REST: Postgres ${value.code}: ${value.message}`);
    return new RestError(status, { code: value.code, message: "Internal server error", details: null, hint: null });
  }
  return new RestError(
    status,
    { code: value.code, message: value.message, details: value.detail ?? null, hint: value.hint ?? null },
    headers,
  );
}
