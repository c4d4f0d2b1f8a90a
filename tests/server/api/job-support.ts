import type { Sql } from "@fuse/server-core/db/database.ts";

/**
 * Writes an offer straight into the database (offers have no write API yet), as the owner: only
 * the given columns, the others at their defaults. Returns its id.
 */
export async function insertJob(db: Sql, companyId: string, columns: Record<string, unknown>): Promise<string> {
  const names = Object.keys(columns);
  const { rows } = await db.query<{ id: string }>(
    `insert into public.jobs (company_id, ${names.join(", ")})
     values ($1, ${names.map((_, index) => `$${index + 2}`).join(", ")}) returning id`,
    [companyId, ...Object.values(columns)],
  );
  return rows[0]!.id;
}
