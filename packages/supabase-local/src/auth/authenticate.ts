import type { Context } from "hono";

import type { ServerContext } from "@fuse/server-core/context.ts";
import { bearerToken, TokenError, type JwtClaims } from "@fuse/server-core/jwt.ts";

import { AuthFailure } from "./errors.ts";
import { findSession } from "./sessions.ts";
import { findUserById, isBanned, type UserRow } from "./users.ts";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Caller {
  claims: JwtClaims;
  user: UserRow;
  /** The session the token names; tokens without session_id (made by hand) have none. */
  sessionId: string | undefined;
}

/**
 * The signed-in caller of /user and /logout, checked as GoTrue's requireAuthentication does: a
 * valid, unexpired token (403 bad_jwt), whose user exists (403 user_not_found) and whose session
 * has not been signed out (403 session_not_found — supabase-js then drops its session).
 */
export async function authenticate(c: Context, ctx: ServerContext): Promise<Caller | AuthFailure> {
  const token = bearerToken(c.req.header("authorization"));
  if (!token) {
    return new AuthFailure(401, "no_authorization", "Ce point d'accès exige un jeton Bearer valide.");
  }
  let claims: JwtClaims;
  try {
    claims = await ctx.jwt.verify(token);
  } catch (error) {
    const expired = error instanceof TokenError && error.problem === "expired";
    return new AuthFailure(
      403,
      "bad_jwt",
      expired ? "JWT invalide : le jeton a expiré." : "JWT invalide : signature ou format incorrect.",
    );
  }
  if (!claims.sub) return new AuthFailure(403, "bad_jwt", "JWT invalide : la revendication sub manque.");
  if (!uuidPattern.test(claims.sub)) {
    return new AuthFailure(400, "bad_jwt", "JWT invalide : la revendication sub doit être un UUID.");
  }
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) return new AuthFailure(403, "user_not_found", "L'utilisateur désigné par le JWT n'existe pas.");
  const sessionId = typeof claims.session_id === "string" && claims.session_id ? claims.session_id : undefined;
  if (sessionId) {
    const session = uuidPattern.test(sessionId) ? await findSession(ctx.db, sessionId) : undefined;
    if (!session || session.user_id !== user.id) {
      return new AuthFailure(403, "session_not_found", "La session désignée par le JWT n'existe pas.");
    }
  }
  if (isBanned(user)) return new AuthFailure(403, "user_banned", "Ce compte est suspendu.");
  return { claims, user, sessionId };
}
