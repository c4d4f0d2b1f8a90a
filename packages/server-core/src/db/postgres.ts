import pg from "pg";

import type { JwtClaims } from "../jwt.ts";
import {
  checkChannelName,
  DatabaseUnavailableError,
  enterRole,
  isUnavailable,
  type Database,
  type Sql,
} from "./database.ts";

/**
 * LISTEN needs a connection of its own, held open (a pooled client goes back to the pool after
 * each query): one dedicated client for every channel, reconnected with a growing delay (0.5 s up
 * to 5 s) when it drops, listening again to every channel that still has handlers.
 */
function createListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = 500;
  let closed = false;

  function drop(lost: pg.Client) {
    if (client !== lost) return;
    client = undefined;
    lost.end().catch(() => {});
    if (closed || handlers.size === 0) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        console.error("Postgres LISTEN: reconnection failed", (error as Error).message);
      });
    }, delay);
    delay = Math.min(delay * 2, 5000);
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
      next.on("notification", (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? "");
      });
      next.on("error", (error) => {
        console.error("Postgres LISTEN: connection lost", error.message);
        drop(next);
      });
      next.on("end", () => drop(next));
      try {
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`listen ${channel}`);
      } catch (error) {
        next.end().catch(() => {});
        // Keep trying in the background while handlers wait for their notifications.
        client = next;
        drop(next);
        throw isUnavailable(error) ? new DatabaseUnavailableError(error) : error;
      }
      if (closed) {
        await next.end().catch(() => {});
        throw new DatabaseUnavailableError();
      }
      client = next;
      delay = 500;
      return next;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    async listen(channel: string, handler: (payload: string) => void) {
      checkChannelName(channel);
      const known = handlers.get(channel);
      if (known) known.add(handler);
      else handlers.set(channel, new Set([handler]));
      try {
        const listener = await connect();
        // A fresh connection has already listened to every channel; an open one learns the new one.
        if (!known) await listener.query(`listen ${channel}`);
      } catch (error) {
        handlers.get(channel)?.delete(handler);
        if (handlers.get(channel)?.size === 0) handlers.delete(channel);
        throw error;
      }
      return async () => {
        const set = handlers.get(channel);
        if (!set?.delete(handler) || set.size > 0) return;
        handlers.delete(channel);
        await client?.query(`unlisten ${channel}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}

/**
 * A real Postgres (Debian's server in CI, hosted Supabase in production) through a pg Pool.
 * `statementTimeoutMs` bounds the server's own statements (0 or none: no bound); a request entering
 * a role (asRole) runs under that role's timeout instead (enterRole).
 */
export function openPostgres(url: string, { statementTimeoutMs }: { statementTimeoutMs?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 3000,
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
  });
  const listener = createListener(url);
  let answeredAt = Number.NEGATIVE_INFINITY;
  // Without a listener, an idle client's error (the server restarting) crashes the process.
  pool.on("error", (error) => {
    answeredAt = Number.NEGATIVE_INFINITY;
    console.error("Postgres: idle connection lost", error.message);
  });
  /** The error to throw; an outage also forgets the last answer, which no longer proves anything. */
  const unavailableOr = (error: unknown) => {
    if (!isUnavailable(error)) return error;
    answeredAt = Number.NEGATIVE_INFINITY;
    return new DatabaseUnavailableError(error);
  };
  const wrap = (client: pg.Pool | pg.PoolClient): Sql => ({
    async query(text, params = []) {
      try {
        const result = await client.query(text, params as unknown[]);
        answeredAt = performance.now();
        return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
      } catch (error) {
        throw unavailableOr(error);
      }
    },
    async exec(script) {
      try {
        await client.query(script);
        answeredAt = performance.now();
      } catch (error) {
        throw unavailableOr(error);
      }
    },
  });

  async function transaction<T>(work: (tx: Sql) => Promise<T>, claims?: JwtClaims): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      answeredAt = Number.NEGATIVE_INFINITY;
      throw new DatabaseUnavailableError(error);
    }
    const tx = wrap(client);
    let broken = false;
    // The connection may drop between two statements (the server killed or restarting): a client
    // taken from the pool has no other listener, and an unheard "error" would end the process.
    // Its next statement then fails as unavailable, and the client is discarded.
    const lost = () => {
      broken = true;
      answeredAt = Number.NEGATIVE_INFINITY;
    };
    client.on("error", lost);
    try {
      await tx.query("begin");
      if (claims) await enterRole(tx, claims);
      const result = await work(tx);
      await tx.query("commit");
      return result;
    } catch (error) {
      broken ||= isUnavailable(error);
      if (!broken) await client.query("rollback").catch(() => {});
      throw error;
    } finally {
      client.off("error", lost);
      client.release(broken);
    }
  }

  return {
    kind: "postgres",
    query: (text, params) => wrap(pool).query(text, params),
    exec: (script) => wrap(pool).exec(script),
    transaction: (work) => transaction(work),
    asRole: (claims, work) => transaction(work, claims),
    listen: (channel, handler) => listener.listen(channel, handler),
    lastAnsweredAt: () => answeredAt,
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
