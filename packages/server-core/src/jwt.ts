import { errors, jwtVerify, SignJWT } from "jose";

/** The claims Supabase puts in its access tokens, and that `auth.uid()` / `auth.jwt()` read. */
export interface JwtClaims {
  sub?: string;
  role: "anon" | "authenticated" | "service_role";
  aud?: string;
  email?: string;
  exp?: number;
  iat?: number;
  iss?: string;
  session_id?: string;
  aal?: "aal1" | "aal2";
  is_anonymous?: boolean;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  [claim: string]: unknown;
}

/** A visitor without a session, as the anon key makes PostgREST run a request. */
export const anonClaims: JwtClaims = { role: "anon" };

/** "ended": the token checks out, but the session it names was signed out. */
export type TokenProblem = "expired" | "invalid" | "ended";

export class TokenError extends Error {
  readonly problem: TokenProblem;
  constructor(problem: TokenProblem) {
    super(problem === "expired" ? "Jeton expiré" : problem === "ended" ? "Session terminée" : "Jeton invalide");
    this.problem = problem;
  }
}

const encoder = new TextEncoder();

/** Signs and verifies HS256 tokens with the project's JWT secret, as Supabase's legacy secret does. */
export class JwtService {
  readonly #key: Uint8Array;
  readonly #issuer: string;

  constructor(secret: string, issuer: string) {
    if (secret.length < 32) throw new Error("Le secret JWT doit compter au moins 32 caractères.");
    this.#key = encoder.encode(secret);
    this.#issuer = issuer;
  }

  /** Signs claims; `expiresIn` in seconds (none for the long-lived project keys). */
  async sign(claims: JwtClaims, expiresIn?: number): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    let jwt = new SignJWT({ ...claims })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt(claims.iat ?? now)
      .setIssuer(this.#issuer);
    if (expiresIn !== undefined) jwt = jwt.setExpirationTime(now + expiresIn);
    return jwt.sign(this.#key);
  }

  /** Verifies signature, algorithm and expiry; throws TokenError. */
  async verify(token: string): Promise<JwtClaims> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ["HS256"] });
      const role = payload.role;
      if (role !== "anon" && role !== "authenticated" && role !== "service_role") throw new TokenError("invalid");
      return payload as JwtClaims;
    } catch (error) {
      if (error instanceof TokenError) throw error;
      if (error instanceof errors.JWTExpired) throw new TokenError("expired");
      throw new TokenError("invalid");
    }
  }
}

/** Reads `Authorization: Bearer <token>`; undefined when absent or malformed. */
export function bearerToken(header: string | undefined | null): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1];
}
