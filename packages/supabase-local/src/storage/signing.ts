import { errors, jwtVerify, SignJWT } from "jose";

import { expiredSignature, invalidJwt, invalidSignature } from "./errors.ts";

const encoder = new TextEncoder();

/**
 * Signed URLs' tokens, as Supabase Storage makes them: an HS256 JWT signed with the project's JWT
 * secret, whose `url` claim names the one object it opens (`bucket/name`). It carries no role, so it
 * is never accepted as an API token, and an API token (no `url`) never opens a file.
 */
export class UrlSigner {
  readonly #key: Uint8Array;

  constructor(secret: string) {
    this.#key = encoder.encode(secret);
  }

  sign(url: string, expiresIn: number) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ url })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt(now)
      .setExpirationTime(now + expiresIn)
      .sign(this.#key);
  }

  /** Checks the token's signature, expiry and object; throws a storage error. */
  async verify(token: string, url: string) {
    let claims: Record<string, unknown>;
    try {
      ({ payload: claims } = await jwtVerify(token, this.#key, { algorithms: ["HS256"] }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw expiredSignature();
      throw invalidJwt();
    }
    if (typeof claims.url !== "string" || "role" in claims) throw invalidSignature();
    if (claims.url !== url) throw invalidSignature();
  }
}
