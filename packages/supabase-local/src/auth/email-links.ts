import type { ServerConfig } from "@fuse/server-core/context.ts";
import type { Sql } from "@fuse/server-core/db/database.ts";
import { sendEmail } from "@fuse/server-core/email/outbox.ts";
import { isLoopbackHostname } from "@fuse/server-core/http/origins.ts";

import { confirmationEmail, recoveryEmail } from "./emails.ts";
import { verifyPassword } from "./passwords.ts";
import { digest, randomToken } from "./secrets.ts";

/** E-mail links stay valid 24 hours (GoTrue's default mailer_otp_exp). */
export const emailLinkSeconds = 86_400;

/** GoTrue's prefix for a link that ends in a PKCE auth code rather than a session. */
export const pkcePrefix = "pkce_";

export type LinkType = "signup" | "recovery";

/**
 * What a confirmation link activates: the password (scrypt hash) and user_metadata of the sign-up
 * that asked for it. A null password confirms the address and leaves the account's as it is.
 */
export interface PendingSignup {
  passwordHash: string | null;
  metadata: Record<string, unknown>;
}

export interface LinkOptions {
  redirectTo: string;
  pkce: boolean;
  frequencySeconds: number;
}

const sentAtColumns = { signup: "confirmation_sent_at", recovery: "recovery_sent_at" } as const;

/** The claims of the e-mail identity that GoTrue keeps in user_metadata beside the caller's data. */
export const identityClaims = ["sub", "email", "email_verified", "phone_verified"];

/**
 * Takes the account's turn for an e-mail of this kind: at most one per `frequencySeconds`
 * (GoTrue's max_frequency). False when it is too early: the caller then sends nothing, silently,
 * so the answer never tells whether the account exists.
 */
async function takeTurn(sql: Sql, userId: string, type: LinkType, frequencySeconds: number) {
  const sentAt = sentAtColumns[type];
  const { rowCount } = await sql.query(
    `update auth.users set ${sentAt} = now(), updated_at = now()
      where id = $1 and (${sentAt} is null or ${sentAt} <= now() - make_interval(secs => $2))`,
    [userId, frequencySeconds],
  );
  return Boolean(rowCount);
}

/** Seconds until the account's next e-mail of this kind may leave (at least 1). */
export async function nextTurnIn(sql: Sql, userId: string, type: LinkType, frequencySeconds: number) {
  const sentAt = sentAtColumns[type];
  const { rows } = await sql.query<{ wait: number }>(
    `select greatest(1, ceil(extract(epoch from ${sentAt} + make_interval(secs => $2) - now())))::int as wait
       from auth.users where id = $1`,
    [userId, frequencySeconds],
  );
  return rows[0]?.wait ?? 1;
}

/**
 * The address of an e-mail's link to GET /auth/v1/verify: the auth server's, under the loopback
 * name the person used when the app and the auth server are both this machine at one port (the
 * server prints http://127.0.0.1:3000 while its public URL says localhost): the link opens where
 * the person signed up, never under another name of the same machine.
 */
export function verifyLink(supabaseUrl: string, redirectTo: string): URL {
  const link = new URL("/auth/v1/verify", supabaseUrl);
  try {
    const target = new URL(redirectTo);
    if (
      isLoopbackHostname(link.hostname) &&
      isLoopbackHostname(target.hostname) &&
      target.protocol === link.protocol &&
      target.port === link.port
    ) {
      link.hostname = target.hostname;
    }
  } catch {
    // Not an absolute URL: the auth server's own address.
  }
  return link;
}

async function mailLink(
  sql: Sql,
  config: Pick<ServerConfig, "supabaseUrl">,
  email: string,
  type: LinkType,
  token: string,
  redirectTo: string,
) {
  const link = verifyLink(config.supabaseUrl, redirectTo);
  link.search = new URLSearchParams({ token, type, redirect_to: redirectTo }).toString();
  const compose = type === "signup" ? confirmationEmail : recoveryEmail;
  await sendEmail(sql, compose(email, link.toString()));
}

const newToken = (pkce: boolean) => (pkce ? pkcePrefix : "") + randomToken(32);

/**
 * Sends a recovery e-mail: a one-time token whose digest replaces the previous one on the user,
 * and a link to GET /auth/v1/verify that will redirect to `redirectTo`. Returns whether it was sent.
 */
export async function sendRecoveryLink(
  sql: Sql,
  config: Pick<ServerConfig, "supabaseUrl">,
  user: { id: string; email: string },
  options: LinkOptions,
): Promise<boolean> {
  if (!(await takeTurn(sql, user.id, "recovery", options.frequencySeconds))) return false;
  const token = newToken(options.pkce);
  await sql.query(`update auth.users set recovery_token = $2 where id = $1`, [user.id, digest(token)]);
  await mailLink(sql, config, user.email, "recovery", token, options.redirectTo);
  return true;
}

/**
 * Sends a confirmation e-mail whose link is bound to one sign-up: its own row in
 * auth.signup_confirmations, with that sign-up's password. Links of other sign-ups stay as they
 * are; the first one followed wins and drops the others. `signup: "resend"` sends a new link for
 * the latest pending sign-up (POST /resend), whose previous link then stops working; an account
 * with none gets a link that confirms without choosing a password. Returns whether it was sent:
 * a sign-up that could not be mailed leaves nothing behind, since nothing could ever confirm it.
 */
export async function sendConfirmationLink(
  sql: Sql,
  config: Pick<ServerConfig, "supabaseUrl">,
  user: { id: string; email: string },
  options: LinkOptions & { signup: PendingSignup | "resend" },
): Promise<boolean> {
  if (!(await takeTurn(sql, user.id, "signup", options.frequencySeconds))) return false;
  const token = newToken(options.pkce);
  const tokenHash = digest(token);
  const reissued =
    options.signup === "resend"
      ? await sql.query(
          `update auth.signup_confirmations set token_hash = $2, sent_at = now()
            where id = (select id from auth.signup_confirmations where user_id = $1
                         order by created_at desc limit 1)`,
          [user.id, tokenHash],
        )
      : undefined;
  if (!reissued?.rowCount) {
    const signup: PendingSignup =
      options.signup === "resend" ? { passwordHash: null, metadata: await metadataOf(sql, user.id) } : options.signup;
    await sql.query(
      `insert into auth.signup_confirmations (user_id, token_hash, password_hash, user_metadata)
       values ($1, $2, $3, $4::jsonb)`,
      [user.id, tokenHash, signup.passwordHash, JSON.stringify(signup.metadata)],
    );
  }
  // Expired sign-ups can never be confirmed: no need to keep their passwords.
  await sql.query(
    `delete from auth.signup_confirmations where user_id = $1 and sent_at < now() - make_interval(secs => $2)`,
    [user.id, emailLinkSeconds],
  );
  await mailLink(sql, config, user.email, "signup", token, options.redirectTo);
  return true;
}

/**
 * A sign-up that came while the account may not be sent another confirmation e-mail yet: it
 * supersedes every pending sign-up, whose links then answer as expired ones do, so the only link
 * the address may hold, one mailed before this sign-up, can no longer activate another password
 * than the latest sign-up's. The new sign-up itself is mailed only when its author signs up again
 * once the turn comes: an e-mail sent later by itself could by then be bound to someone else's
 * sign-up, and its recipient could not tell. One exception: when the latest pending sign-up was
 * made with this very password, its link is the same person's (a form sent twice) and stays good,
 * with this sign-up's data. Its password is checked in every case, so the time taken tells nothing.
 */
export async function supersedePendingSignups(
  sql: Sql,
  userId: string,
  signup: { password: string; metadata: Record<string, unknown> },
) {
  const { rows } = await sql.query<{ id: string; password_hash: string | null }>(
    `select id, password_hash from auth.signup_confirmations
      where user_id = $1 and sent_at >= now() - make_interval(secs => $2)
      order by created_at desc limit 1`,
    [userId, emailLinkSeconds],
  );
  const latest = rows[0];
  const samePerson = await verifyPassword(signup.password, latest?.password_hash);
  const kept = samePerson ? latest!.id : null;
  await sql.query(`delete from auth.signup_confirmations where user_id = $1 and id is distinct from $2`, [
    userId,
    kept,
  ]);
  if (kept) {
    await sql.query(`update auth.signup_confirmations set user_metadata = $2::jsonb where id = $1`, [
      kept,
      JSON.stringify(signup.metadata),
    ]);
  }
}

async function metadataOf(sql: Sql, userId: string) {
  const { rows } = await sql.query<{ metadata: Record<string, unknown> }>(
    `select coalesce(raw_user_meta_data, '{}'::jsonb) - $2::text[] as metadata from auth.users where id = $1`,
    [userId, identityClaims],
  );
  return rows[0]?.metadata ?? {};
}

/** The password of the account's latest pending sign-up (to tell "not confirmed" from "wrong"). */
export async function latestPendingPassword(sql: Sql, userId: string) {
  const { rows } = await sql.query<{ password_hash: string | null }>(
    `select password_hash from auth.signup_confirmations where user_id = $1 order by created_at desc limit 1`,
    [userId],
  );
  return rows[0]?.password_hash ?? undefined;
}

/** Drops every pending sign-up of the account: once the address is confirmed, none may apply. */
export async function dropPendingSignups(sql: Sql, userId: string) {
  await sql.query(`delete from auth.signup_confirmations where user_id = $1`, [userId]);
}

export interface ConsumedLink {
  userId: string;
  type: LinkType;
  /** For a confirmation link: the sign-up it was sent for. */
  signup?: PendingSignup;
}

/**
 * Consumes a link token (so it works once) when it has not expired, and returns whose it was.
 * `email` tokens (verifyOtp type "email") may be either kind.
 */
export async function consumeLinkToken(sql: Sql, token: string, types: LinkType[]): Promise<ConsumedLink | undefined> {
  const hash = digest(token);
  for (const type of types) {
    if (type === "signup") {
      const { rows } = await sql.query<{
        user_id: string;
        password_hash: string | null;
        user_metadata: Record<string, unknown>;
        expired: boolean;
      }>(
        `delete from auth.signup_confirmations c using auth.users u
          where c.token_hash = $1 and u.id = c.user_id and u.deleted_at is null
          returning c.user_id, c.password_hash, c.user_metadata, c.sent_at < now() - make_interval(secs => $2) as expired`,
        [hash, emailLinkSeconds],
      );
      const row = rows[0];
      if (row) {
        if (row.expired) return undefined;
        return { userId: row.user_id, type, signup: { passwordHash: row.password_hash, metadata: row.user_metadata } };
      }
      continue;
    }
    const { rows } = await sql.query<{ id: string; expired: boolean }>(
      `update auth.users set recovery_token = null, updated_at = now()
        where recovery_token = $1 and deleted_at is null
        returning id, recovery_sent_at < now() - make_interval(secs => $2) as expired`,
      [hash, emailLinkSeconds],
    );
    const row = rows[0];
    if (row) return row.expired ? undefined : { userId: row.id, type };
  }
  return undefined;
}
