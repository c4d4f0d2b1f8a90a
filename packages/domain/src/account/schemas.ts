import { z } from "zod/mini";

import { checkPassword, isPasswordTooLong, passwordMessages, tooLongMessage } from "./password-policy.ts";

// `zod/mini`: these schemas ship to the browser with the account screens, where every kilobyte
// counts; the server keeps the full zod.

export { minPasswordLength } from "./password-policy.ts";

const requiredText = (message: string) => z.string().check(z.trim(), z.minLength(1, { error: message }));

export const email = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: "Saisissez votre adresse e-mail.", abort: true }),
    z.email({ error: "Saisissez une adresse e-mail valide, par exemple camille@exemple.fr." }),
  );

/**
 * A new password, checked by the policy the server applies (password-policy.ts), so the first
 * submit usually succeeds: one message at a time, the most pressing first. Asynchronous, since the
 * list of common passwords is loaded on first use: parse with safeParseAsync (the forms' resolver
 * does).
 */
export const newPassword = z.string().check(
  z.superRefine(async (password, ctx) => {
    if (isPasswordTooLong(password)) {
      ctx.addIssue({ code: "custom", message: tooLongMessage, input: password });
      return;
    }
    const weakness = await checkPassword(password);
    const reason = weakness?.reasons[0];
    if (reason) ctx.addIssue({ code: "custom", message: passwordMessages[reason], input: password });
  }),
);

/** The address itself, or its part before the @, is no password (checked once both are valid). */
const notTheAddress = z.superRefine<{ email: string; password: string }>(async (values, ctx) => {
  const weakness = await checkPassword(values.password, { email: values.email });
  if (weakness?.reasons.includes("email")) {
    ctx.addIssue({ code: "custom", message: passwordMessages.email, path: ["password"], input: values.password });
  }
});

type PasswordPair = { password: string; passwordConfirmation: string };

export const samePasswords = z.refine<PasswordPair>((values) => values.password === values.passwordConfirmation, {
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
  .check(samePasswords, notTheAddress);

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({ password: newPassword, passwordConfirmation: z.string() })
  .check(samePasswords);

export type LoginValues = z.output<typeof loginSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;
