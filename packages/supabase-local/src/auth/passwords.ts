import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// scrypt's cost: N = 2^14, r = 8 (16 MiB, a few tens of milliseconds), p = 1 — the parameters
// RFC 7914 and OWASP give for interactive logins.
const cost = { N: 2 ** 14, r: 8, p: 1 } as const;
const keyLength = 64;
const scheme = "scrypt";

/** Longest password accepted: bcrypt's limit, which hosted Supabase enforces too. */
export const maxPasswordBytes = 72;
export const minPasswordLength = 8;

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

export interface WeakPassword {
  message: string;
  reasons: ("length" | "characters")[];
}

/**
 * The project's policy (supabase/config.toml: minimum_password_length = 8, password_requirements =
 * "lower_upper_letters_digits"), with GoTrue's reasons. ASCII letter classes, as GoTrue checks them.
 */
export function passwordWeakness(password: string): WeakPassword | null {
  const reasons: WeakPassword["reasons"] = [];
  const messages: string[] = [];
  if ([...password].length < minPasswordLength) {
    reasons.push("length");
    messages.push(`Le mot de passe doit compter au moins ${minPasswordLength} caractères.`);
  }
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/[0-9]/.test(password)) {
    reasons.push("characters");
    messages.push("Le mot de passe doit contenir au moins une minuscule, une majuscule et un chiffre.");
  }
  return reasons.length ? { message: messages.join(" "), reasons } : null;
}

export const isTooLong = (password: string) => Buffer.byteLength(password, "utf8") > maxPasswordBytes;
