import { timingSafeEqual } from "node:crypto";

import { verifyLiveToken } from "@fuse/server-core/auth/live-sessions.ts";
import type { ServerContext } from "@fuse/server-core/context.ts";
import { bearerToken, TokenError, type JwtClaims } from "@fuse/server-core/jwt.ts";

import { apiKeyProblem, tokenProblem } from "./errors.ts";

export interface Caller {
  /** What the request's transaction runs as: role and claims, read by RLS through auth.uid(). */
  claims: JwtClaims;
  /** PostgREST's "authenticated" for error statuses: any role but anon. */
  authenticated: boolean;
}

function sameKey(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who is calling, as Supabase decides it: the gateway first requires one of the project's keys
 * in `apikey`; PostgREST then takes the role from `Authorization: Bearer` (the anon key, or a
 * user's access token), or from the key itself when no bearer token is sent. A user's token whose
 * session was signed out is refused like an invalid one.
 */
export async function identifyCaller(
  ctx: ServerContext,
  apiKey: string | undefined,
  authorization: string | undefined,
): Promise<Caller> {
  if (apiKey === undefined || apiKey === "") throw apiKeyProblem(true);
  if (!sameKey(apiKey, ctx.keys.anon) && !sameKey(apiKey, ctx.keys.serviceRole)) throw apiKeyProblem(false);

  let token = apiKey;
  if (authorization !== undefined) {
    const bearer = bearerToken(authorization);
    if (bearer !== undefined) token = bearer;
    // "Bearer" with nothing after it is a broken token, not an absent one.
    else if (/^bearer\b/i.test(authorization.trim())) throw tokenProblem("invalid", "");
  }
  try {
    const claims = await verifyLiveToken(ctx, token);
    return { claims, authenticated: claims.role !== "anon" };
  } catch (error) {
    if (error instanceof TokenError) throw tokenProblem(error.problem, token);
    throw error;
  }
}
