import { errors, jwtVerify, SignJWT } from "jose";

import { expiredSignature, invalidJwt, invalidSignature, staleSignature } from "./errors.ts";

const encoder = new TextEncoder();

/** The one stored version of an object a link opens: its row's id and version. */
export interface SignedVersion {
  id: string;
  version: string | null;
}

/**
 * Signed URLs' tokens, as Supabase Storage makes them: an HS256 JWT signed with the project's JWT
 * secret, whose `url` claim names the one object it opens (`bucket/name`). It carries no role, so it
 * is never accepted as an API token, and an API token (no `url`) never opens a file. Unlike
 * Supabase's, it also names the object's row and version: a file replaced at the same path (upsert,
 * a new version), or deleted and uploaded or moved there again (a new row), is not what the link
 * was made for, and is not served by it.
 */
export class UrlSigner {
  readonly #key: Uint8Array;

  constructor(secret: string) {
    this.#key = encoder.encode(secret);
  }

  sign(url: string, expiresIn: number, object: SignedVersion) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ url, object_id: object.id, version: object.version })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt(now)
      .setExpirationTime(now + expiresIn)
      .sign(this.#key);
  }

  /** Checks the token's signature, expiry and path; throws a storage error. */
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
    return {
      /** Throws unless `object` is the version the link was made for. */
      checkVersion(object: SignedVersion) {
        if (claims.object_id !== object.id || (claims.version ?? null) !== object.version) throw staleSignature();
      },
    };
  }
}
