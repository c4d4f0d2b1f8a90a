import type { Sql } from "@fuse/server-core/db/database.ts";

/**
 * Spec §4: the caller's subscription counts while it is active, trialing or canceled with the paid
 * period still running — the database's `public.has_valid_subscription`, the rule its policies apply.
 */
export async function hasValidSubscription(tx: Sql) {
  const { rows } = await tx.query<{ valid: boolean }>(
    "select public.has_valid_subscription((select auth.uid())) as valid",
  );
  return rows[0]?.valid === true;
}
