import { enterRole, type Database, type Sql } from "@fuse/server-core/db/database.ts";
import type { JwtClaims } from "@fuse/server-core/jwt.ts";

/** One entry of the administrators' journal (`public.admin_actions`). */
export interface AdminAction {
  /** The server's verb: handle, reopen, reply, approve, delete_user. */
  action: string;
  /** The table or domain acted upon. */
  entity: string;
  entityId: string;
  /** A human label of the target at the time: a subject, a company, an e-mail address. */
  summary: string;
  details?: Record<string, unknown>;
}

/**
 * Writes the journal entry of an action in the transaction that performs it, so that both commit
 * or neither does. The claims are set again because the transaction may have switched to the
 * database owner meanwhile: the journal takes who acted from them (and refuses anyone but an admin).
 */
export async function recordAdminAction(tx: Sql, claims: JwtClaims, entry: AdminAction) {
  await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)]);
  await tx.query("select public.record_admin_action($1, $2, $3, $4, $5::jsonb)", [
    entry.action,
    entry.entity,
    entry.entityId,
    entry.summary,
    JSON.stringify(entry.details ?? {}),
  ]);
}

/**
 * Runs `work` in one transaction as the administrator, row-level security deciding as for any of
 * their requests. `asOwner()` then switches the rest of the transaction to the database owner, for
 * what only the server may touch (the e-mail outbox, the auth users), keeping the claims.
 */
export function adminTransaction<T>(
  db: Database,
  claims: JwtClaims,
  work: (tx: Sql, asOwner: () => Promise<void>) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await enterRole(tx, claims);
    // RESET ROLE returns to the session's own role: the owner the server connected as.
    return work(tx, async () => void (await tx.query("reset role")));
  });
}
