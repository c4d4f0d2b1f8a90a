// Fuse's password policy, declared once for the browser forms (schemas.ts) and the embedded auth
// server (@fuse/supabase-local's passwords.ts), after NIST SP 800-63B: a minimum length, a maximum
// well above 64 characters, no composition rules (no required digit or capital: they make
// passwords harder to remember, not to guess), and no password from a list of common and breached
// ones, nor the account's own address. Pure TypeScript, no Node or browser API: both sides run it.

/**
 * At least 8 characters: SP 800-63B's floor for a chosen password, and hosted Supabase's
 * (supabase/config.toml minimum_password_length), so both modes agree. What makes short passwords
 * safe enough is the rest: the list below, and the sign-in limits per address and account.
 */
export const minPasswordLength = 8;

/**
 * At most 72 bytes in UTF-8: bcrypt's limit, which hosted Supabase enforces, so a password set in
 * one mode works in the other. That is 72 characters without accents (a passphrase of a dozen
 * words), beyond the 64 that SP 800-63B asks to allow.
 */
export const maxPasswordBytes = 72;

/** GoTrue's reasons (`weak_password.reasons`): "length" and "pwned" are its own, "email" is ours. */
export type PasswordWeaknessReason = "length" | "pwned" | "email";

export interface PasswordWeakness {
  /** French sentences, one per reason. */
  message: string;
  reasons: PasswordWeaknessReason[];
}

export const passwordMessages: Record<PasswordWeaknessReason, string> = {
  length: `Le mot de passe doit compter au moins ${minPasswordLength} caractères.`,
  email: "Le mot de passe ne doit pas reprendre votre adresse e-mail.",
  pwned:
    "Ce mot de passe est trop courant : il figure parmi les plus utilisés ou dans des fuites de données connues. Choisissez-en un autre, une phrase par exemple.",
};

export const tooLongMessage = `Le mot de passe ne peut pas dépasser ${maxPasswordBytes} caractères (un peu moins avec des accents).`;

/** How a password is compared with the list and the address: case and Unicode forms aside. */
const normalize = (value: string) => value.normalize("NFKC").trim().toLowerCase();

export const isPasswordTooLong = (password: string) => new TextEncoder().encode(password).length > maxPasswordBytes;

/** The list of common and breached passwords, as a set of normalized entries. */
export type CommonPasswords = ReadonlySet<string>;

let loading: Promise<CommonPasswords> | undefined;

/**
 * Loads the list once (about 2,400 entries, 7 KB gzipped), on demand: in the browser it is its own
 * chunk, fetched when a form first checks a new password, so pages without one never pay for it.
 */
export function loadCommonPasswords(): Promise<CommonPasswords> {
  loading ??= import("./common-passwords.ts").then(({ default: text }) => new Set(text.split("\n")));
  return loading;
}

/**
 * Why a new password is refused, or null when it is acceptable. Too long is not a weakness (the
 * server answers it as a validation error, as GoTrue does): check it with isPasswordTooLong.
 */
export function passwordWeakness(
  password: string,
  { email, commonPasswords }: { email?: string | null | undefined; commonPasswords: CommonPasswords },
): PasswordWeakness | null {
  const reasons: PasswordWeaknessReason[] = [];
  const candidate = normalize(password);
  if ([...password].length < minPasswordLength) reasons.push("length");
  const address = normalize(email ?? "");
  if (address && (candidate === address || candidate === address.split("@")[0])) reasons.push("email");
  if (commonPasswords.has(candidate)) reasons.push("pwned");
  if (reasons.length === 0) return null;
  return { message: reasons.map((reason) => passwordMessages[reason]).join(" "), reasons };
}

/** The same check with the list loaded first. */
export async function checkPassword(password: string, options: { email?: string | null | undefined } = {}) {
  return passwordWeakness(password, { ...options, commonPasswords: await loadCommonPasswords() });
}
