import pg from "pg";

import type { JwtClaims } from "../jwt.ts";
import { DatabaseUnavailableError, enterRole, isUnavailable, type Database, type Sql } from "./database.ts";

/** A real Postgres (Debian's server in CI, hosted Supabase in production) through a pg Pool. */
export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 3000 });
  // Without a listener, an idle client's error (the server restarting) crashes the process.
  pool.on("error", (error) => console.error("Postgres: idle connection lost", error.message));

  const wrap = (client: pg.Pool | pg.PoolClient): Sql => ({
    async query(text, params = []) {
      try {
        const result = await client.query(text, params as unknown[]);
        return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
      } catch (error) {
        throw isUnavailable(error) ? new DatabaseUnavailableError(error) : error;
      }
    },
    async exec(script) {
      try {
        await client.query(script);
      } catch (error) {
        throw isUnavailable(error) ? new DatabaseUnavailableError(error) : error;
      }
    },
  });

  async function transaction<T>(work: (tx: Sql) => Promise<T>, claims?: JwtClaims): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw new DatabaseUnavailableError(error);
    }
    const tx = wrap(client);
    let broken = false;
    try {
      await tx.query("begin");
      if (claims) await enterRole(tx, claims);
      const result = await work(tx);
      await tx.query("commit");
      return result;
    } catch (error) {
      broken = isUnavailable(error);
      if (!broken) await client.query("rollback").catch(() => {});
      throw error;
    } finally {
      client.release(broken);
    }
  }

  return {
    kind: "postgres",
    query: (text, params) => wrap(pool).query(text, params),
    exec: (script) => wrap(pool).exec(script),
    transaction: (work) => transaction(work),
    asRole: (claims, work) => transaction(work, claims),
    close: () => pool.end(),
  };
}
