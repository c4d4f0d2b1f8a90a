import * as React from "react";

import { forgotPasswordSchema, type ForgotPasswordValues } from "@fuse/domain/account/schemas";
import { Button } from "@fuse/ui/button";

import { FormAlert } from "./auth-card.tsx";
import { TextField } from "./text-field.tsx";
import { useAuthForm } from "./use-auth-form.ts";

type ForgotPasswordFormProps = {
  /** Sends the recovery e-mail; throws the auth error on failure. */
  onSubmit: (values: ForgotPasswordValues) => Promise<void>;
  defaultEmail?: string;
};

/**
 * Asks for a recovery link. The confirmation never says whether an account exists for the address,
 * as the server does not either.
 */
function ForgotPasswordForm({ onSubmit, defaultEmail = "" }: ForgotPasswordFormProps) {
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  const {
    form,
    onSubmit: submit,
    serverError,
    pending,
  } = useAuthForm(forgotPasswordSchema, { email: defaultEmail }, async (values) => {
    setSentTo(null);
    await onSubmit(values);
    setSentTo(values.email);
  });
  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Mot de passe oublié">
      <TextField
        label="Adresse e-mail"
        type="email"
        autoComplete="email"
        required
        error={form.formState.errors.email?.message}
        {...form.register("email")}
      />
      <FormAlert>{serverError?.message}</FormAlert>
      <FormAlert tone="success">
        {sentTo
          ? `Si un compte existe pour ${sentTo}, un e-mail avec un lien pour choisir un nouveau mot de passe vient de lui être envoyé.`
          : null}
      </FormAlert>
      <Button type="submit" size="lg" loading={pending}>
        {pending ? "Envoi…" : sentTo ? "Renvoyer le lien" : "Recevoir un lien"}
      </Button>
    </form>
  );
}

export { ForgotPasswordForm };
export type { ForgotPasswordFormProps };
