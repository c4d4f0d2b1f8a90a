import type { ServerConfig } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";
import { sendEmail } from "@fuse/server-core/email/outbox.ts";

import { confirmationEmail, recoveryEmail } from "./emails.ts";
import { digest, randomToken } from "./secrets.ts";

/** E-mail links stay valid 24 hours (GoTrue's default mailer_otp_exp). */
export const emailLinkSeconds = 86_400;

/** GoTrue's prefix for a link that ends in a PKCE auth code rather than a session. */
export const pkcePrefix = "pkce_";

export type LinkType = "signup" | "recovery";

const tokenColumns = {
  signup: { token: "confirmation_token", sentAt: "confirmation_sent_at" },
  recovery: { token: "recovery_token", sentAt: "recovery_sent_at" },
} as const;

/**
 * Sends a confirmation (signup) or recovery e-mail: a one-time token whose digest replaces the
 * previous one on the user, and a link to GET /auth/v1/verify that will redirect to `redirectTo`.
 * At most one e-mail of a kind per `frequencySeconds` per account: the call then sends nothing
 * and returns false — silently, so the answer never tells whether the account exists.
 */
export async function sendLinkEmail(
  sql: Sql,
  config: Pick<ServerConfig, "supabaseUrl">,
  user: { id: string; email: string },
  type: LinkType,
  options: { redirectTo: string; pkce: boolean; frequencySeconds: number },
): Promise<boolean> {
  const token = (options.pkce ? pkcePrefix : "") + randomToken(32);
  const columns = tokenColumns[type];
  const { rowCount } = await sql.query(
    `update auth.users set ${columns.token} = $2, ${columns.sentAt} = now(), updated_at = now()
      where id = $1 and (${columns.sentAt} is null or ${columns.sentAt} <= now() - make_interval(secs => $3))`,
    [user.id, digest(token), options.frequencySeconds],
  );
  if (!rowCount) return false;
  const link = new URL("/auth/v1/verify", config.supabaseUrl);
  link.search = new URLSearchParams({ token, type, redirect_to: options.redirectTo }).toString();
  const compose = type === "signup" ? confirmationEmail : recoveryEmail;
  await sendEmail(sql, compose(user.email, link.toString()));
  return true;
}

/**
 * Consumes a link token: clears it on the user it belongs to (so it works once) when it has not
 * expired, and returns that user's id. `email` tokens (verifyOtp type "email") may be either kind.
 */
export async function consumeLinkToken(sql: Sql, token: string, types: LinkType[]) {
  const hash = digest(token);
  for (const type of types) {
    const columns = tokenColumns[type];
    const { rows } = await sql.query<{ id: string; expired: boolean }>(
      `update auth.users set ${columns.token} = null, updated_at = now()
        where ${columns.token} = $1 and deleted_at is null
        returning id, ${columns.sentAt} < now() - make_interval(secs => $2) as expired`,
      [hash, emailLinkSeconds],
    );
    const row = rows[0];
    if (row) return row.expired ? undefined : { userId: row.id, type };
  }
  return undefined;
}
