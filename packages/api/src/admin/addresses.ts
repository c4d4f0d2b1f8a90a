import type { Sql } from "@fuse/server-core/db/database.ts";

/** Every administrator's e-mail address, for the notices of what visitors send (read as the owner). */
export async function adminAddresses(tx: Sql): Promise<string[]> {
  const { rows } = await tx.query<{ email: string }>(
    `select distinct u.email from public.profiles p join auth.users u on u.id = p.user_id
     where p.type = 'admin' and u.email is not null order by u.email`,
  );
  return rows.map((row) => row.email);
}
