import * as React from "react";

import { changePasswordSchema, type ChangePasswordValues } from "@fuse/domain/account/account-settings-schemas";
import { Button } from "@fuse/ui/button";

import { FormAlert } from "./auth-card.tsx";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { TextField } from "./text-field.tsx";
import { useAuthForm } from "./use-auth-form.ts";

type ChangePasswordFormProps = {
  /** Checks the current password, then saves the new one; throws the auth error on failure. */
  onSubmit: (values: ChangePasswordValues) => Promise<void>;
};

const emptyValues = { currentPassword: "", password: "", passwordConfirmation: "" };

/** The current password, then a new one under the password policy, and its confirmation. */
function ChangePasswordForm({ onSubmit }: ChangePasswordFormProps) {
  const [changes, setChanges] = React.useState(0);
  const {
    form,
    onSubmit: submit,
    serverError,
    pending,
  } = useAuthForm(changePasswordSchema, emptyValues, async (values) => {
    await onSubmit(values);
    setChanges((count) => count + 1);
  });
  const { errors } = form.formState;
  // Passwords do not stay on screen once saved.
  React.useEffect(() => {
    if (changes > 0) form.reset(emptyValues);
  }, [changes, form]);
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Changer de mot de passe">
      <TextField
        label="Mot de passe actuel"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...form.register("currentPassword")}
      />
      <NewPasswordFields register={form.register} errors={errors} label="Nouveau mot de passe" />
      <FormAlert>
        {serverError
          ? (serverError.cause as { code?: string } | null)?.code === "invalid_credentials"
            ? "Le mot de passe actuel est incorrect."
            : serverError.message
          : null}
      </FormAlert>
      <FormAlert tone="success">
        {changes > 0 && !serverError && !form.formState.isDirty ? "Votre mot de passe a été modifié." : null}
      </FormAlert>
      <Button type="submit" loading={pending} className="self-start">
        {pending ? "Enregistrement…" : "Changer de mot de passe"}
      </Button>
    </form>
  );
}

export { ChangePasswordForm };
export type { ChangePasswordFormProps };
