import type { MiddlewareHandler } from "hono";
import { createRemoteJWKSet, decodeProtectedHeader, errors, jwtVerify, type JWTPayload } from "jose";

import { sessionIsLive } from "@fuse/server-core/auth/live-sessions.ts";
import type { ServerContext } from "@fuse/server-core/context.ts";
import type { Database } from "@fuse/server-core/db/database.ts";
import { bearerToken, TokenError, type JwtClaims } from "@fuse/server-core/jwt.ts";

/** A caller whose access token checked out: a signed-in user, never the anon or service key. */
export interface AuthenticatedUser {
  /** The auth user's id (`sub`, what `auth.uid()` returns). */
  id: string;
  claims: JwtClaims & { role: "authenticated"; sub: string };
}

export type Verification = { ok: true; user: AuthenticatedUser } | { ok: false; status: 401 | 503; error: string };

export const missingToken = "Token manquant";
export const invalidToken = "Jeton invalide ou expiré";
export const keysUnavailable = "Service d'authentification momentanément indisponible. Réessayez dans un instant.";

/** Supabase's asymmetric signing keys (ES256 by default, RS256 and Ed25519 possible). */
const asymmetricAlgorithms = ["ES256", "RS256", "EdDSA", "Ed25519"];

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

class KeysUnavailableError extends Error {}

/** One remote key set per project URL: jose caches the keys and refetches on an unknown `kid`. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function remoteKeys(supabaseUrl: string) {
  const url = `${supabaseUrl.replace(/\/+$/, "")}/auth/v1/.well-known/jwks.json`;
  let keys = keySets.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url));
    keySets.set(url, keys);
  }
  const jwks = keys;
  // A key set that cannot be fetched says nothing about the token: answer 503, not 401.
  return async (...args: Parameters<typeof jwks>) => {
    try {
      return await jwks(...args);
    } catch (error) {
      const unreachable =
        !(error instanceof errors.JOSEError) ||
        error instanceof errors.JWKSTimeout ||
        error instanceof errors.JWKSInvalid ||
        error.code === "ERR_JOSE_GENERIC";
      throw unreachable ? new KeysUnavailableError("JWKS", { cause: error }) : error;
    }
  };
}

/**
 * Hosted mode: Supabase signs with the project's legacy HS256 secret or, on projects that moved
 * to signing keys, with an asymmetric key published at `/auth/v1/.well-known/jwks.json`. The
 * token's header says which; each path accepts only its own algorithms, so an HS256 token can
 * never be checked against a public key or the reverse.
 */
async function verifyHosted(ctx: Pick<ServerContext, "config">, token: string): Promise<JWTPayload> {
  const { alg } = decodeProtectedHeader(token);
  if (alg === "HS256") {
    if (!ctx.config.jwtSecret) throw new TokenError("invalid");
    const { payload } = await jwtVerify(token, new TextEncoder().encode(ctx.config.jwtSecret), {
      algorithms: ["HS256"],
    });
    return payload;
  }
  if (typeof alg !== "string" || !asymmetricAlgorithms.includes(alg)) throw new TokenError("invalid");
  const { payload } = await jwtVerify(token, remoteKeys(ctx.config.supabaseUrl), {
    algorithms: asymmetricAlgorithms,
  });
  return payload;
}

/**
 * Checks the `Authorization: Bearer` header of a product API call: signature, algorithm, expiry,
 * role "authenticated", a user id in `sub` and, in embedded mode, a session not signed out.
 * Embedded mode trusts only its own HS256 secret. Expired, forged and signed-out tokens get the
 * same answer on purpose. Without a database to ask, a token that names a session is refused.
 */
export async function verifyAccessToken(
  ctx: Pick<ServerContext, "config" | "jwt"> & { db?: Database | undefined },
  header: string | null | undefined,
): Promise<Verification> {
  const token = bearerToken(header);
  if (!token) return { ok: false, status: 401, error: missingToken };
  let payload: JWTPayload;
  try {
    payload = ctx.config.mode === "embedded" ? await ctx.jwt.verify(token) : await verifyHosted(ctx, token);
  } catch (error) {
    if (error instanceof KeysUnavailableError) return { ok: false, status: 503, error: keysUnavailable };
    return { ok: false, status: 401, error: invalidToken };
  }
  const { role, sub } = payload as { role?: unknown; sub?: unknown };
  // The anon and service keys are valid tokens too, but they are nobody: they cannot act as a user.
  if (role !== "authenticated" || typeof sub !== "string" || !uuidShape.test(sub)) {
    return { ok: false, status: 401, error: invalidToken };
  }
  const claims = { ...payload, role, sub } as AuthenticatedUser["claims"];
  if (!(await sessionIsLive(ctx, claims))) return { ok: false, status: 401, error: invalidToken };
  return { ok: true, user: { id: sub.toLowerCase(), claims } };
}

export interface AuthEnv {
  Variables: { user: AuthenticatedUser };
}

/**
 * Middleware for routes that act for a signed-in user: answers 401 (or 503 when the signing keys
 * cannot be fetched) in French, else puts the user in `c.var.user`.
 */
export function requireUser(ctx: Pick<ServerContext, "config" | "jwt" | "db">): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const result = await verifyAccessToken(ctx, c.req.header("authorization"));
    if (!result.ok) {
      // RFC 6750 §3: no error code when the request carried no token at all.
      if (result.status === 401) {
        c.header(
          "www-authenticate",
          result.error === missingToken ? 'Bearer realm="api"' : 'Bearer realm="api", error="invalid_token"',
        );
      }
      return c.json({ error: result.error }, result.status);
    }
    c.set("user", result.user);
    await next();
  };
}

export interface OptionalAuthEnv {
  Variables: { user: AuthenticatedUser | undefined };
}

/**
 * Middleware for public routes that say more to a signed-in user: no token (or the anon key) is a
 * visitor (`c.var.user` undefined); a token that does not check out is refused like on private routes,
 * rather than silently treated as a visitor.
 */
export function optionalUser(
  ctx: Pick<ServerContext, "config" | "jwt" | "db" | "keys">,
): MiddlewareHandler<OptionalAuthEnv> {
  return async (c, next) => {
    const header = c.req.header("authorization");
    const token = bearerToken(header);
    // Supabase clients without a session send the anon key as their token: that is a visitor.
    if (!token || token === ctx.keys.anon) {
      c.set("user", undefined);
      return next();
    }
    const result = await verifyAccessToken(ctx, header);
    if (!result.ok) {
      if (result.status === 401) c.header("www-authenticate", 'Bearer realm="api", error="invalid_token"');
      return c.json({ error: result.error }, result.status);
    }
    c.set("user", result.user);
    await next();
  };
}
