import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

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

/** Why GoTrue calls a password weak ("characters": a required kind of character is missing). */
export type WeakPasswordReason = "length" | "characters" | "pwned" | "email";

export interface WeakPassword {
  /** French sentences, one per reason. */
  message: string;
  reasons: WeakPasswordReason[];
}

/**
 * A project's password policy, as GoTrue applies the project's configuration (supabase/config.toml):
 * null when the password may be used, else why not. The app hands the product's policy in.
 */
export type PasswordPolicy = (password: string, email: string | null) => Promise<WeakPassword | null>;

/** GoTrue's default policy: at least 6 characters, nothing else. */
export const defaultPasswordPolicy: PasswordPolicy = async (password) =>
  [...password].length < 6
    ? { message: "Le mot de passe doit compter au moins 6 caractères.", reasons: ["length"] }
    : null;

/** GoTrue hashes with bcrypt, which reads 72 bytes at most: longer passwords are refused, not cut. */
export const maxPasswordBytes = 72;
export const isTooLong = (password: string) => new TextEncoder().encode(password).length > maxPasswordBytes;
export const tooLongMessage = `Le mot de passe ne peut pas dépasser ${maxPasswordBytes} octets (72 caractères sans accents).`;
