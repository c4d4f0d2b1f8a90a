import { z } from "zod/mini";

import { email, newPassword, samePasswords } from "./schemas.ts";

// Apart from ./schemas.ts: only « Mon Profil » needs these, so the sign-in pages do not carry them.

export const changeEmailSchema = z.object({ email });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, { error: "Saisissez votre mot de passe actuel." })),
    password: newPassword,
    passwordConfirmation: z.string(),
  })
  .check(samePasswords);

export type ChangeEmailValues = z.output<typeof changeEmailSchema>;
export type ChangePasswordValues = z.output<typeof changePasswordSchema>;
