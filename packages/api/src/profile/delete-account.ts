import type { Database } from "@fuse/server-core/db/database.ts";

/**
 * Erases an account (RGPD art. 17): its auth user, and with it, through `on delete cascade`, its
 * profile, candidate info, company, subscriptions and whatever else references the user or the
 * profile. Its sessions and refresh tokens go too, so no refresh can mint a new access token; they
 * are deleted by name because GoTrue's `refresh_tokens.user_id` is text, not a foreign key. Those
 * tables exist on Supabase and only once the embedded auth has created them, hence `to_regclass`.
 *
 * Runs as the database owner: no policy lets a user delete an auth user, and the caller's right
 * to do so (their own token, their own id) was checked before. Returns false when there was no
 * such user, and then nothing changed.
 */
export async function deleteAccount(db: Database, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows: users } = await tx.query("select id from auth.users where id = $1 for update", [userId]);
    if (users.length === 0) return false;
    const { rows: tables } = await tx.query<{ sessions: string | null; refresh_tokens: string | null }>(
      "select to_regclass('auth.sessions')::text as sessions, to_regclass('auth.refresh_tokens')::text as refresh_tokens",
    );
    // Tokens, then sessions, then the user, whatever the foreign keys between them say.
    // `::text` on both sides: user_id is uuid in sessions and varchar in refresh_tokens.
    if (tables[0]?.refresh_tokens) {
      await tx.query("delete from auth.refresh_tokens where user_id::text = $1", [userId]);
    }
    if (tables[0]?.sessions) await tx.query("delete from auth.sessions where user_id::text = $1", [userId]);
    await tx.query("delete from auth.users where id = $1", [userId]);
    return true;
  });
}
