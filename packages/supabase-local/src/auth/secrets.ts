import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** An unguessable token for links, refresh tokens and auth codes (base64url, `bytes` of entropy). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");

/**
 * What the database keeps of a secret: its SHA-256. The secrets are random and long, so a plain
 * digest suffices; a copy of the database then grants no sign-in.
 */
export const digest = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** String comparison whose time does not depend on where the strings differ. */
export function safeEqual(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
