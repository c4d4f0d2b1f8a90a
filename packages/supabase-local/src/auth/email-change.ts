import type { ServerConfig } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";
import { sendEmail } from "@fuse/server-core/email/outbox.ts";

import { emailLinkSeconds, pkcePrefix, verifyLink } from "./email-links.ts";
import { emailChangeEmail } from "./emails.ts";
import { digest, randomToken } from "./secrets.ts";

/**
 * Starts a change of address (GoTrue with double_confirm_changes): records the new address and
 * mails a link to the current address and one to the new. A previous pending change is replaced,
 * so its links stop working. At most one request per `frequencySeconds`: false when too early,
 * and then nothing is sent.
 */
export async function sendEmailChangeLinks(
  sql: Sql,
  config: Pick<ServerConfig, "supabaseUrl">,
  user: { id: string; email: string },
  newEmail: string,
  options: { redirectTo: string; pkce: boolean; frequencySeconds: number },
): Promise<boolean> {
  const { rowCount } = await sql.query(
    `update auth.users set email_change = $2, email_change_sent_at = now(), updated_at = now()
      where id = $1 and (email_change_sent_at is null or email_change_sent_at <= now() - make_interval(secs => $3))`,
    [user.id, newEmail, options.frequencySeconds],
  );
  if (!rowCount) return false;
  const prefix = options.pkce ? pkcePrefix : "";
  const current = prefix + randomToken(32);
  const next = prefix + randomToken(32);
  await sql.query(
    `insert into auth.email_changes (user_id, new_email, token_current_hash, token_new_hash, sent_at)
     values ($1, $2, $3, $4, now())
     on conflict (user_id) do update set new_email = excluded.new_email, token_current_hash = excluded.token_current_hash,
       token_new_hash = excluded.token_new_hash, sent_at = excluded.sent_at`,
    [user.id, newEmail, digest(current), digest(next)],
  );
  const link = (token: string) => {
    const url = verifyLink(config.supabaseUrl, options.redirectTo);
    url.search = new URLSearchParams({ token, type: "email_change", redirect_to: options.redirectTo }).toString();
    return url.toString();
  };
  await sendEmail(sql, emailChangeEmail(user.email, link(current), newEmail, "current"));
  await sendEmail(sql, emailChangeEmail(newEmail, link(next), newEmail, "new"));
  return true;
}

export type EmailChangeStep =
  { userId: string; done: false } | { userId: string; done: true; newEmail: string } | undefined;

/**
 * Follows one of the two links: the token works once, within 24 hours. Once both are followed the
 * pending change is removed and `done` carries the new address, for `applyEmailChange`.
 */
export async function consumeEmailChangeToken(sql: Sql, token: string): Promise<EmailChangeStep> {
  const hash = digest(token);
  const { rows } = await sql.query<{ user_id: string; new_email: string; done: boolean; expired: boolean }>(
    `update auth.email_changes
        set token_current_hash = nullif(token_current_hash, $1), token_new_hash = nullif(token_new_hash, $1)
      where token_current_hash = $1 or token_new_hash = $1
      returning user_id, new_email, token_current_hash is null and token_new_hash is null as done,
                sent_at < now() - make_interval(secs => $2) as expired`,
    [hash, emailLinkSeconds],
  );
  const row = rows[0];
  if (!row || row.expired) return undefined;
  if (!row.done) return { userId: row.user_id, done: false };
  await sql.query("delete from auth.email_changes where user_id = $1", [row.user_id]);
  return { userId: row.user_id, done: true, newEmail: row.new_email };
}

/**
 * Makes the confirmed address the account's, in the user and its e-mail identity. False when
 * another account took that address in the meantime (then nothing changes).
 */
export async function applyEmailChange(sql: Sql, userId: string, newEmail: string): Promise<boolean> {
  const { rows } = await sql.query("select 1 from auth.users where lower(email) = $1 and id <> $2", [newEmail, userId]);
  if (rows.length > 0) return false;
  await sql.query(
    `update auth.users
        set email = $2::text, email_change = null, email_change_sent_at = null,
            raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || jsonb_build_object('email', $2::text),
            updated_at = now()
      where id = $1`,
    [userId, newEmail],
  );
  await sql.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId, newEmail],
  );
  return true;
}
