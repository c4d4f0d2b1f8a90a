import type { ServerConfig, ServerContext } from "../context.ts";
import { isUnavailable, type Database } from "../db/database.ts";
import { TokenError, type JwtClaims } from "../jwt.ts";

/** How long a session found live is taken as live without asking the database again, by default. */
export const defaultSessionCacheSeconds = 5;

/** How long this server remembers a session it saw end: the lifetime of an access token. */
const endedMemoryMs = 3_600_000;

/** Past this many remembered sessions, the expired ones are swept at the next write. */
const sweepAbove = 10_000;

/** What the check reads of the server's configuration. */
export interface SessionCheckConfig extends Pick<ServerConfig, "mode"> {
  /**
   * Seconds a session found open is taken as open before the database is asked again
   * (`SESSION_CACHE_SECONDS`, default 5): how long a sign-out on another server sharing the
   * database may take to reach this one.
   */
  sessionCacheSeconds?: number | undefined;
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What one server knows of the sessions of one database: the ones found live, until their entry
 * expires, and the ones it saw end, at once. A session that ended never comes back (its id is
 * random), so an ended mark outlives the access tokens that name it.
 */
class SessionMemory {
  readonly #live = new Map<string, { userId: string; until: number }>();
  readonly #ended = new Map<string, number>();
  readonly #asking = new Map<string, Promise<string | undefined>>();

  ended(ids: readonly string[]) {
    const until = Date.now() + endedMemoryMs;
    for (const id of ids) {
      this.#live.delete(id);
      this.#ended.set(id, until);
    }
    if (this.#ended.size > sweepAbove) sweep(this.#ended, (until) => until);
  }

  async userOf(db: Database, id: string, cacheMs: number): Promise<string | undefined> {
    const now = Date.now();
    if ((this.#ended.get(id) ?? 0) > now) return undefined;
    const known = this.#live.get(id);
    if (known && known.until > now) return known.userId;
    // Requests that arrive together for one session wait for one answer.
    let asking = this.#asking.get(id);
    if (!asking) {
      asking = ownerOfSession(db, id).finally(() => this.#asking.delete(id));
      this.#asking.set(id, asking);
    }
    const userId = await asking;
    // A sign-out seen while the database was answering wins over its answer.
    if ((this.#ended.get(id) ?? 0) > Date.now()) return undefined;
    if (userId === undefined) {
      this.ended([id]);
    } else if (cacheMs > 0) {
      this.#live.set(id, { userId, until: Date.now() + cacheMs });
      if (this.#live.size > sweepAbove) sweep(this.#live, (entry) => entry.until);
    }
    return userId;
  }
}

function sweep<T>(entries: Map<string, T>, until: (entry: T) => number) {
  const now = Date.now();
  for (const [id, entry] of entries) if (until(entry) <= now) entries.delete(id);
}

async function ownerOfSession(db: Database, id: string) {
  const { rows } = await db.query<{ user_id: string }>(
    `select user_id from auth.sessions where id = $1 and (not_after is null or not_after > now())`,
    [id],
  );
  return rows[0]?.user_id;
}

const memories = new WeakMap<Database, SessionMemory>();

function memoryOf(db: Database) {
  let memory = memories.get(db);
  if (!memory) {
    memory = new SessionMemory();
    memories.set(db, memory);
  }
  return memory;
}

/**
 * Whether the session an access token names is still open (the token's `session_id` against
 * auth.sessions): the one check that the product API, REST, storage and realtime share, so that a
 * signed-out token stops working everywhere at once rather than when it expires. A live session
 * is remembered `sessionCacheSeconds` (default 5), so the check costs one query per session and
 * period; a session that ends on this server is refused at once, and on another server sharing the
 * database once its memory of it expires. Tokens that name no session (the project's keys, tokens
 * made by hand) have none to check. Hosted mode checks nothing: its tokens are Supabase Auth's,
 * whose sessions this server does not keep. While the database is unreachable the signed token is
 * trusted: it expires all the same, and the requests it would serve need the database anyway.
 */
export async function sessionIsLive(
  ctx: { config: SessionCheckConfig; db?: Database | undefined },
  claims: JwtClaims,
): Promise<boolean> {
  if (ctx.config.mode !== "embedded") return true;
  const sessionId = claims.session_id;
  if (sessionId === undefined || sessionId === "") return true;
  if (typeof sessionId !== "string" || !uuidShape.test(sessionId) || !ctx.db) return false;
  const cacheMs = (ctx.config.sessionCacheSeconds ?? defaultSessionCacheSeconds) * 1000;
  let userId: string | undefined;
  try {
    userId = await memoryOf(ctx.db).userOf(ctx.db, sessionId.toLowerCase(), cacheMs);
  } catch (error) {
    if (isUnavailable(error)) return true;
    throw error;
  }
  return userId !== undefined && userId.toLowerCase() === String(claims.sub ?? "").toLowerCase();
}

/**
 * Verifies an access token as `ctx.jwt.verify` does (signature, algorithm, expiry, role), then
 * refuses one whose session has ended: TokenError "ended".
 */
export async function verifyLiveToken(
  ctx: Pick<ServerContext, "db" | "jwt"> & { config: SessionCheckConfig },
  token: string,
) {
  const claims = await ctx.jwt.verify(token);
  if (!(await sessionIsLive(ctx, claims))) throw new TokenError("ended");
  return claims;
}

/** Tells this server at once that sessions ended (a sign-out, a refresh token used twice). */
export function sessionsEnded(db: Database, ids: readonly string[]) {
  if (ids.length > 0) memoryOf(db).ended(ids.map((id) => id.toLowerCase()));
}
