import * as React from "react";

import { changeEmailSchema, type ChangeEmailValues } from "@fuse/domain/account/account-settings-schemas";
import { Button } from "@fuse/ui/button";

import { FormAlert } from "./auth-card.tsx";
import { TextField } from "./text-field.tsx";
import { useAuthForm } from "./use-auth-form.ts";

type ChangeEmailFormProps = {
  /** The address the account uses today. */
  currentEmail: string;
  /** Asks for the change (a confirmation link goes to the new address); throws the auth error on failure. */
  onSubmit: (values: ChangeEmailValues) => Promise<void>;
};

/** A new e-mail address, which takes effect once the link sent to it is opened. */
function ChangeEmailForm({ currentEmail, onSubmit }: ChangeEmailFormProps) {
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  const [sameAddress, setSameAddress] = React.useState(false);
  const {
    form,
    onSubmit: submit,
    serverError,
    pending,
  } = useAuthForm(changeEmailSchema, { email: "" }, async (values) => {
    setSentTo(null);
    setSameAddress(values.email === currentEmail.trim().toLowerCase());
    if (values.email === currentEmail.trim().toLowerCase()) return;
    await onSubmit(values);
    setSentTo(values.email);
  });
  const { errors } = form.formState;
  React.useEffect(() => {
    if (sentTo) form.reset({ email: "" });
  }, [sentTo, form]);
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Changer d'adresse e-mail">
      <p className="text-sm text-muted-foreground">
        Adresse actuelle : <span className="font-medium break-all text-foreground">{currentEmail}</span>
      </p>
      <TextField
        label="Nouvelle adresse e-mail"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message ?? (sameAddress ? "C'est déjà l'adresse de votre compte." : undefined)}
        {...form.register("email", { onChange: () => setSameAddress(false) })}
      />
      <FormAlert>{serverError?.message}</FormAlert>
      <FormAlert tone="success">
        {sentTo
          ? `Nous avons envoyé un lien de confirmation à ${sentTo}. Votre adresse changera dès que vous l'aurez ouvert.`
          : null}
      </FormAlert>
      <Button type="submit" loading={pending} className="self-start">
        {pending ? "Envoi…" : "Changer d'adresse"}
      </Button>
    </form>
  );
}

export { ChangeEmailForm };
export type { ChangeEmailFormProps };
