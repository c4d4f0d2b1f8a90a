import { z } from "zod/mini";

// `zod/mini`: these schemas ship to the browser with the account screens, where every kilobyte
// counts; the server keeps the full zod.

/** Supabase's password policy for this project: 8 characters, lower and upper case, a digit. */
export const minPasswordLength = 8;

const requiredText = (message: string) => z.string().check(z.trim(), z.minLength(1, { error: message }));

const email = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: "Saisissez votre adresse e-mail.", abort: true }),
    z.email({ error: "Saisissez une adresse e-mail valide, par exemple camille@exemple.fr." }),
  );

/** A new password, checked as the server will check it, so the first submit usually succeeds. */
const newPassword = z
  .string()
  .check(
    z.minLength(minPasswordLength, { error: `Le mot de passe doit compter au moins ${minPasswordLength} caractères.` }),
    z.maxLength(72, { error: "Le mot de passe ne peut pas dépasser 72 caractères." }),
    z.regex(/[a-z]/, { error: "Le mot de passe doit contenir au moins une lettre minuscule." }),
    z.regex(/[A-Z]/, { error: "Le mot de passe doit contenir au moins une lettre majuscule." }),
    z.regex(/[0-9]/, { error: "Le mot de passe doit contenir au moins un chiffre." }),
  );

type PasswordPair = { password: string; passwordConfirmation: string };

const samePasswords = z.refine<PasswordPair>((values) => values.password === values.passwordConfirmation, {
  error: "Les deux mots de passe ne correspondent pas.",
  path: ["passwordConfirmation"],
});

export const loginSchema = z.object({
  email,
  // Sign-in checks a password, it does not judge it: older accounts may predate the policy.
  password: z.string().check(z.minLength(1, { error: "Saisissez votre mot de passe." })),
});

export const signUpSchema = z
  .object({
    firstName: requiredText("Saisissez votre prénom."),
    lastName: requiredText("Saisissez votre nom."),
    email,
    password: newPassword,
    passwordConfirmation: z.string(),
  })
  .check(samePasswords);

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({ password: newPassword, passwordConfirmation: z.string() })
  .check(samePasswords);

export type LoginValues = z.output<typeof loginSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;
