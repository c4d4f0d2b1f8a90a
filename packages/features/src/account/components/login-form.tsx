import * as React from "react";
import { Link } from "react-router";

import { loginSchema, type LoginValues } from "@fuse/domain/account/schemas";
import { paths } from "@fuse/domain/vocabulary/paths";
import { Button } from "@fuse/ui/button";

import { FormAlert } from "./auth-card.tsx";
import { TextField } from "./text-field.tsx";
import { useAuthForm } from "./use-auth-form.ts";

type LoginFormProps = {
  /** Signs in; throws the auth error on failure. */
  onSubmit: (values: LoginValues) => Promise<void>;
  /** Sends the confirmation e-mail again, offered when the address is not confirmed yet. */
  onResendConfirmation?: (email: string) => Promise<void>;
  defaultEmail?: string;
  forgotPasswordHref?: string;
};

const isUnconfirmed = (cause: unknown) => (cause as { code?: string } | null)?.code === "email_not_confirmed";

/** E-mail and password sign-in, with the way to a forgotten password. */
function LoginForm({
  onSubmit,
  onResendConfirmation,
  defaultEmail = "",
  forgotPasswordHref = paths.forgotPassword,
}: LoginFormProps) {
  const {
    form,
    onSubmit: submit,
    serverError,
    pending,
  } = useAuthForm(loginSchema, { email: defaultEmail, password: "" }, onSubmit);
  const { errors } = form.formState;
  const [resend, setResend] = React.useState<{ state: "idle" | "sending" | "sent" | "failed"; message?: string }>({
    state: "idle",
  });

  async function resendConfirmation() {
    if (!onResendConfirmation) return;
    setResend({ state: "sending" });
    try {
      await onResendConfirmation(form.getValues("email").trim().toLowerCase());
      setResend({ state: "sent" });
    } catch {
      setResend({ state: "failed" });
    }
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Connexion">
      <TextField
        label="Adresse e-mail"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        label="Mot de passe"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register("password")}
      />
      <FormAlert>
        {serverError ? (
          <div className="flex flex-col items-start gap-2">
            <p>{serverError.message}</p>
            {isUnconfirmed(serverError.cause) && onResendConfirmation && resend.state !== "sent" ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                loading={resend.state === "sending"}
                onClick={() => void resendConfirmation()}
              >
                Renvoyer l&apos;e-mail de confirmation
              </Button>
            ) : null}
            {resend.state === "failed" ? (
              <p>L&apos;e-mail n&apos;a pas pu être renvoyé. Réessayez dans quelques minutes.</p>
            ) : null}
          </div>
        ) : null}
      </FormAlert>
      <FormAlert tone="success">
        {resend.state === "sent" ? "Un nouvel e-mail de confirmation vient de vous être envoyé." : null}
      </FormAlert>
      <Button type="submit" size="lg" loading={pending}>
        {pending ? "Connexion…" : "Se connecter"}
      </Button>
      <Link to={forgotPasswordHref} className="self-start text-sm text-primary underline-offset-4 hover:underline">
        Mot de passe oublié ?
      </Link>
    </form>
  );
}

export { LoginForm };
export type { LoginFormProps };
