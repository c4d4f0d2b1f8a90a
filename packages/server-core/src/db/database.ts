import type { JwtClaims } from "../jwt.ts";

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** Something that runs SQL with $1-style parameters: the database itself or an open transaction. */
export interface Sql {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Runs a script of several statements, without parameters (migrations, seeds). */
  exec(script: string): Promise<void>;
}

export interface Database extends Sql {
  readonly kind: "pglite" | "postgres";
  /** Runs `work` in one transaction, as the database owner (migrations, the auth stand-in). */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * Runs `work` in one transaction as the token's role with its claims, exactly as Supabase's
   * PostgREST does, so row-level security decides: `auth.uid()` and `auth.jwt()` read them.
   */
  asRole<T>(claims: JwtClaims, work: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel` (a lower-case SQL identifier),
   * delivered once the notifying transaction commits. Resolves once listening; the function it
   * returns stops. A lost connection is re-established and listening resumed (notifications sent
   * while it was down are lost).
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * When a statement last came back from the database (`performance.now()`): -Infinity before the
   * first, and again once the database was found unavailable.
   */
  lastAnsweredAt(): number;
  close(): Promise<void>;
}

/** A channel name LISTEN accepts unquoted and keeps as written. */
export function checkChannelName(channel: string) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Nom de canal LISTEN invalide : ${channel}`);
}

/**
 * Sets the request's role and claims for the rest of the transaction (SET LOCAL semantics), and the
 * role's own `statement_timeout` (`alter role anon set statement_timeout = '3s'`, or `… in database
 * …`, which wins), as PostgREST applies the settings of the role it impersonates: Postgres applies
 * a role's settings at login only, never on SET ROLE. A role without one keeps the session's.
 */
export async function enterRole(tx: Sql, claims: JwtClaims) {
  await tx.query(
    `select set_config('statement_timeout', coalesce(
              (select substr(setting, length('statement_timeout=') + 1)
                 from pg_catalog.pg_db_role_setting s
                 cross join lateral unnest(s.setconfig) as setting
                where s.setrole = (select r.oid from pg_catalog.pg_roles r where r.rolname = $1)
                  and s.setdatabase in (0, (select d.oid from pg_catalog.pg_database d
                                             where d.datname = current_database()))
                  and setting like 'statement_timeout=%'
                order by s.setdatabase desc
                limit 1),
              current_setting('statement_timeout')), true),
            set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true)`,
    [claims.role, JSON.stringify(claims)],
  );
}

/**
 * Runs `work` with the owner's rights inside a caller's transaction (for what no API role may read
 * or write: exact places, stored scores, stored files), then gives the caller's role back.
 */
export async function asOwner<T>(tx: Sql, work: () => Promise<T>): Promise<T> {
  const { rows: who } = await tx.query<{ role: string }>("select current_user as role");
  await tx.query("select set_config('role', 'none', true)");
  const restore = () => tx.query("select set_config('role', $1, true)", [who[0]?.role ?? "none"]);
  let result: T;
  try {
    result = await work();
  } catch (error) {
    // A failed statement aborts the transaction: giving the role back fails too, and the caller
    // must see the first error, not that one.
    await restore().catch(() => {});
    throw error;
  }
  await restore();
  return result;
}

/** The database cannot be reached (down, restarting, refusing connections). */
export class DatabaseUnavailableError extends Error {
  constructor(cause?: unknown) {
    super("La base de données est indisponible.", { cause });
  }
}

const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "57P01",
  "57P02",
  "57P03",
]);

/** What a caller is told, in French, when the database is not there (an HTTP 503, a realtime join). */
export const databaseUnavailableMessage =
  "Service momentanément indisponible : la base de données ne répond pas. Réessayez dans un instant.";

/**
 * What a caller is told, in French, when their statement ran past their role's `statement_timeout`
 * (57014): an HTTP 503, the server being the one that gave up.
 */
export const statementTimeoutMessage =
  "La requête a pris trop de temps et a été interrompue. Réessayez dans un instant, ou précisez votre demande.";

/** True for a statement Postgres cancelled (57014: its timeout, or a cancel request). */
export function isStatementTimeout(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "57014";
}

/** True for errors that mean "the database is not there", as opposed to a bad query. */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && (unavailableCodes.has(code) || code.startsWith("08"))) return true;
  const message = error instanceof Error ? error.message : "";
  return /Connection terminated|connect ECONNREFUSED|Client has encountered a connection error|PGlite is closed/i.test(
    message,
  );
}
