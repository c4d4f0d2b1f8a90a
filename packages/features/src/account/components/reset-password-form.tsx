import { resetPasswordSchema, type ResetPasswordValues } from "@fuse/domain/account/schemas";
import { Button } from "@fuse/ui/button";

import { FormAlert } from "./auth-card.tsx";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { useAuthForm } from "./use-auth-form.ts";

type ResetPasswordFormProps = {
  /** Saves the new password; throws the auth error on failure. */
  onSubmit: (values: ResetPasswordValues) => Promise<void>;
};

/** The new password, after the recovery link. */
function ResetPasswordForm({ onSubmit }: ResetPasswordFormProps) {
  const {
    form,
    onSubmit: submit,
    serverError,
    pending,
  } = useAuthForm(resetPasswordSchema, { password: "", passwordConfirmation: "" }, onSubmit);
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Choix du nouveau mot de passe">
      <NewPasswordFields register={form.register} errors={errors} label="Nouveau mot de passe" />
      <FormAlert>{serverError?.message}</FormAlert>
      <Button type="submit" size="lg" loading={pending}>
        {pending ? "Enregistrement…" : "Enregistrer le mot de passe"}
      </Button>
    </form>
  );
}

export { ResetPasswordForm };
export type { ResetPasswordFormProps };
