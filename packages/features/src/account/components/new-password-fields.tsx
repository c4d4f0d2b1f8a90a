import type { FieldErrors, UseFormRegister } from "react-hook-form";

import { minPasswordLength } from "@fuse/domain/account/schemas";

import { TextField } from "./text-field.tsx";

type PasswordPair = { password: string; passwordConfirmation: string };

type NewPasswordFieldsProps<Values extends PasswordPair> = {
  register: UseFormRegister<Values>;
  errors: FieldErrors<PasswordPair>;
  label?: string;
};

/** A new password with the policy spelled out, and its confirmation (sign-up, new password). */
function NewPasswordFields<Values extends PasswordPair>({
  register,
  errors,
  label = "Mot de passe",
}: NewPasswordFieldsProps<Values>) {
  // Both forms name these fields alike; react-hook-form's path types cannot see it through the generic.
  const field = register as unknown as UseFormRegister<PasswordPair>;
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        required
        description={`Au moins ${minPasswordLength} caractères, sans autre règle : une phrase de quelques mots est idéale. Évitez les mots de passe courants et votre adresse e-mail.`}
        error={errors.password?.message}
        {...field("password")}
      />
      <TextField
        label="Confirmation du mot de passe"
        type="password"
        autoComplete="new-password"
        required
        error={errors.passwordConfirmation?.message}
        {...field("passwordConfirmation")}
      />
    </>
  );
}

export { NewPasswordFields };
