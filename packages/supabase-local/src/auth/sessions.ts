import type { Sql } from "@fuse/server-core/db/database.ts";
import type { JwtClaims, JwtService } from "@fuse/server-core/jwt.ts";

import { AuthFailure } from "./errors.ts";
import type { WeakPassword } from "./passwords.ts";
import { childToken, digest, randomToken } from "./secrets.ts";
import { findUserById, isBanned, loadUserJson, userColumns, type UserJson, type UserRow } from "./users.ts";

/** Access tokens live one hour (supabase/config.toml: jwt_expiry = 3600). */
export const accessTokenSeconds = 3600;

/** How a session was authenticated: GoTrue's authentication methods, as found in the amr claim. */
export type AuthMethod = "password" | "otp" | "email/signup" | "recovery" | "email_change";

interface AmrEntry {
  method: AuthMethod;
  timestamp: number;
}

interface SessionRow {
  id: string;
  user_id: string;
  amr: AmrEntry[];
  aal: string;
}

/** GoTrue's token response (AccessTokenResponse); supabase-js keeps it as the Session. */
export interface SessionJson {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
  weak_password?: WeakPassword;
}

/** Who is asking, recorded on the session as GoTrue does. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/** The claims of a Supabase access token, so RLS (`auth.uid()`, `auth.jwt()`) reads the same. */
async function signAccessToken(jwt: JwtService, user: UserRow, session: SessionRow) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + accessTokenSeconds;
  const claims: JwtClaims = {
    sub: user.id,
    aud: "authenticated",
    exp,
    iat,
    email: user.email ?? "",
    phone: "",
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: "authenticated",
    aal: "aal1",
    amr: session.amr,
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  };
  // exp is in the claims, so no expiresIn: the token and expires_at agree to the second.
  return { token: await jwt.sign(claims), expiresAt: exp };
}

/** Stores a refresh token: random for a new session, derived from its parent on rotation. */
async function newRefreshToken(sql: Sql, session: SessionRow, token: string, parent: string | null) {
  await sql.query(`insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)`, [
    digest(token),
    session.user_id,
    session.id,
    parent,
  ]);
  return token;
}

/** How many rotations a replayed token may be behind the session's current one. */
const maxReplayDepth = 16;

/**
 * The session's current (unrevoked) refresh token, found by following the chain of children from
 * a revoked one; undefined when the chain does not lead there (a token from before derivation).
 */
async function currentTokenFrom(sql: Sql, secret: string, sessionId: string, revoked: string) {
  let token = revoked;
  for (let depth = 0; depth < maxReplayDepth; depth++) {
    token = childToken(secret, token);
    const { rows } = await sql.query<{ revoked: boolean }>(
      `select revoked from auth.refresh_tokens where token = $1 and session_id = $2`,
      [digest(token), sessionId],
    );
    if (!rows[0]) return undefined;
    if (!rows[0].revoked) return token;
  }
  return undefined;
}

async function sessionResponse(sql: Sql, jwt: JwtService, user: UserRow, session: SessionRow, refreshToken: string) {
  const { token, expiresAt } = await signAccessToken(jwt, user, session);
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: accessTokenSeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await loadUserJson(sql, user),
  } satisfies SessionJson;
}

/** Opens a session for a user who just proved who they are: session row, refresh token, access token. */
export async function issueSession(
  sql: Sql,
  jwt: JwtService,
  userId: string,
  method: AuthMethod,
  client: ClientInfo,
): Promise<SessionJson> {
  const amr: AmrEntry[] = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  const { rows } = await sql.query<SessionRow>(
    `insert into auth.sessions (user_id, amr, ip, user_agent, refreshed_at) values ($1, $2::jsonb, $3, $4, now())
     returning id, user_id, amr, aal`,
    [userId, JSON.stringify(amr), client.ip, client.userAgent ?? null],
  );
  const session = rows[0]!;
  const refreshToken = await newRefreshToken(sql, session, randomToken(24), null);
  const signedIn = await sql.query<UserRow>(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning ${userColumns}`,
    [userId],
  );
  await sql.query(`update auth.identities set last_sign_in_at = now() where user_id = $1`, [userId]);
  return sessionResponse(sql, jwt, signedIn.rows[0]!, session, refreshToken);
}

interface RefreshTokenRow {
  id: string;
  revoked: boolean;
  updated_at: Date;
  session_id: string;
}

/**
 * Exchanges a refresh token for a new session state, rotating it as GoTrue does
 * (enable_refresh_token_rotation): the token is revoked and a child issued. A revoked token used
 * again within `reuseIntervalSeconds` (concurrent tabs, a lost response) gets the session's
 * current token, the same on every replay, as GoTrue answers it: a copy of a token cannot fork
 * the session. Used later, it is taken as stolen: the whole session ends, with every token of its
 * family and the access tokens that name it (told to `onSessionEnded`). `secret` derives each child
 * from its parent.
 */
export async function refreshSession(
  sql: Sql,
  jwt: JwtService,
  refreshToken: string,
  reuseIntervalSeconds: number,
  secret: string,
  onSessionEnded: (sessionId: string) => void = () => {},
): Promise<SessionJson | AuthFailure> {
  const hash = digest(refreshToken);
  const { rows } = await sql.query<RefreshTokenRow>(
    `select id, revoked, updated_at, session_id from auth.refresh_tokens where token = $1 for update`,
    [hash],
  );
  const token = rows[0];
  if (!token) {
    return new AuthFailure(400, "refresh_token_not_found", "Jeton de rafraîchissement invalide : introuvable.");
  }
  const sessions = await sql.query<SessionRow>(
    `select id, user_id, amr, aal from auth.sessions where id = $1 and (not_after is null or not_after > now()) for update`,
    [token.session_id],
  );
  const session = sessions.rows[0];
  if (!session) {
    return new AuthFailure(400, "session_not_found", "Jeton de rafraîchissement invalide : aucune session valide.");
  }
  const user = await findUserById(sql, session.user_id);
  if (!user) return new AuthFailure(400, "user_not_found", "Jeton de rafraîchissement invalide : compte introuvable.");
  if (isBanned(user))
    return new AuthFailure(400, "user_banned", "Jeton de rafraîchissement invalide : compte suspendu.");

  const alreadyUsed = () =>
    new AuthFailure(400, "refresh_token_already_used", "Jeton de rafraîchissement invalide : déjà utilisé.");
  if (token.revoked) {
    const reusableUntil = new Date(token.updated_at).getTime() + reuseIntervalSeconds * 1000;
    if (Date.now() > reusableUntil) {
      // Committed with the failure: the thief and the owner both lose the session.
      await sql.query(`delete from auth.sessions where id = $1`, [session.id]);
      onSessionEnded(session.id);
      return alreadyUsed();
    }
    const current = await currentTokenFrom(sql, secret, session.id, refreshToken);
    if (!current) return alreadyUsed();
    return sessionResponse(sql, jwt, user, session, current);
  }
  await sql.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [token.id]);
  const child = await newRefreshToken(sql, session, childToken(secret, refreshToken), hash);
  await sql.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`, [session.id]);
  return sessionResponse(sql, jwt, user, session, child);
}

export type LogoutScope = "global" | "local" | "others";

/**
 * Ends sessions: this one (local), all but this one (others) or all of the user's (global).
 * Returns the ids of the sessions ended, for the server to stop accepting their access tokens.
 */
export async function endSessions(sql: Sql, userId: string, sessionId: string | undefined, scope: LogoutScope) {
  const { rows } =
    sessionId && scope === "local"
      ? await sql.query<{ id: string }>(`delete from auth.sessions where id = $1 returning id`, [sessionId])
      : sessionId && scope === "others"
        ? await sql.query<{ id: string }>(`delete from auth.sessions where user_id = $1 and id <> $2 returning id`, [
            userId,
            sessionId,
          ])
        : await sql.query<{ id: string }>(`delete from auth.sessions where user_id = $1 returning id`, [userId]);
  return rows.map((row) => row.id);
}

/** The session an access token names, if it still exists. */
export async function findSession(sql: Sql, sessionId: string) {
  const { rows } = await sql.query<SessionRow>(
    `select id, user_id, amr, aal from auth.sessions where id = $1 and (not_after is null or not_after > now())`,
    [sessionId],
  );
  return rows[0];
}
