import { enterRole, type Database, type Sql } from "@fuse/server-core/db/database.ts";
import type { JwtClaims } from "@fuse/server-core/jwt.ts";

/** Carries a result out of a transaction that must not commit. */
class Undo<T> extends Error {
  readonly value: T;
  constructor(value: T) {
    super("undo");
    this.value = value;
  }
}

/**
 * Runs `work` as `claims` (row-level security deciding, as for a REST request) and rolls everything
 * back, so each probe sees the same data. `prepare` runs first as the database owner, in the same
 * transaction — to make room for a row that may exist only once.
 */
export async function undone<T>(
  db: Database,
  claims: JwtClaims,
  work: (tx: Sql) => Promise<T>,
  prepare?: (tx: Sql) => Promise<unknown>,
): Promise<T> {
  try {
    if (prepare) {
      await db.transaction(async (tx) => {
        await prepare(tx);
        await enterRole(tx, claims);
        throw new Undo(await work(tx));
      });
    } else {
      await db.asRole(claims, async (tx) => {
        throw new Undo(await work(tx));
      });
    }
  } catch (error) {
    if (error instanceof Undo) return error.value as T;
    throw error;
  }
  throw new Error("unreachable: the transaction always ends in Undo");
}

/** Postgres's "insufficient privilege": a missing grant, or a row refused by a policy's WITH CHECK. */
export const isRefused = (error: unknown) => (error as { code?: string } | null)?.code === "42501";

/**
 * Whether a write went through: rows changed, or for an insert no error. A refusal (42501) or no
 * row touched is "no"; any other error (a constraint, a typo) is thrown so it cannot pass as a refusal.
 */
export async function wrote(run: () => Promise<{ rowCount: number }>, insert = false): Promise<boolean> {
  try {
    const result = await run();
    return insert || result.rowCount > 0;
  } catch (error) {
    if (isRefused(error)) return false;
    throw error;
  }
}
