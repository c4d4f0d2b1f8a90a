import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// The policy is the product's, declared once beside the forms that explain it; the stand-in applies
// it as hosted Supabase applies the project's (supabase/config.toml). Pure TypeScript, no UI.
// eslint-disable-next-line no-restricted-imports -- the one module shared with the browser forms
import {
  checkPassword,
  isPasswordTooLong,
  maxPasswordBytes,
  minPasswordLength,
  tooLongMessage,
  type PasswordWeakness,
} from "../../../features/src/account/lib/password-policy.ts";

// scrypt's cost: N = 2^14, r = 8 (16 MiB, a few tens of milliseconds), p = 1 — the parameters
// RFC 7914 and OWASP give for interactive logins.
const cost = { N: 2 ** 14, r: 8, p: 1 } as const;
const keyLength = 64;
const scheme = "scrypt";

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number) {
  return new Promise<Buffer>((resolve, reject) => {
    // Async scrypt runs on the libuv pool, so a sign-in never blocks other requests.
    scrypt(password.normalize("NFKC"), salt, length, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url), with a fresh 16-byte salt per password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, keyLength);
  return [scheme, cost.N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Compares in constant time; a malformed or missing hash never matches. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? "").split("$");
  if (parts.length !== 6 || parts[0] !== scheme) {
    // Same work as a real check, so the answer's timing does not tell whether the account exists.
    await derive(password, randomBytes(16), cost, keyLength);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(
    password,
    Buffer.from(salt, "base64url"),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return expected.length > 0 && timingSafeEqual(actual, expected);
}

export type WeakPassword = PasswordWeakness;

/**
 * The project's policy, the one the browser forms apply too (one module for both): at least
 * 8 characters, at most 72 bytes, no composition rules, not a common or breached password, not
 * the account's address (SP 800-63B). Reasons as GoTrue's: "length", "pwned", and "email".
 */
export const passwordWeakness = (password: string, email?: string | null) => checkPassword(password, { email });

export const isTooLong = isPasswordTooLong;
export { maxPasswordBytes, minPasswordLength, tooLongMessage };
