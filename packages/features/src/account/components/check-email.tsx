import * as React from "react";

import { authErrorMessage } from "@fuse/domain/account/auth-errors";
import { Button } from "@fuse/ui/button";

import { FormAlert } from "./auth-card.tsx";

type CheckEmailProps = {
  /** The address the activation link went to, when known. */
  email?: string;
  /** Sends the activation e-mail again; throws the auth error on failure. */
  onResend?: (email: string) => Promise<void>;
};

/** After sign-up: the account waits for its activation link. */
function CheckEmail({ email, onResend }: CheckEmailProps) {
  const [state, setState] = React.useState<{ sending: boolean; sent: boolean; error: string | null }>({
    sending: false,
    sent: false,
    error: null,
  });

  async function resend() {
    if (!email || !onResend) return;
    setState({ sending: true, sent: false, error: null });
    try {
      await onResend(email);
      setState({ sending: false, sent: true, error: null });
    } catch (error) {
      setState({ sending: false, sent: false, error: authErrorMessage(error) });
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p>
        {email ? (
          <>
            Nous avons envoyé un lien d&apos;activation à <strong>{email}</strong>.
          </>
        ) : (
          "Nous vous avons envoyé un lien d'activation par e-mail."
        )}{" "}
        Consultez vos e-mails et ouvrez ce lien pour activer votre compte.
      </p>
      <p className="text-sm text-muted-foreground">
        Rien reçu après quelques minutes ? Regardez dans vos courriers indésirables.
      </p>
      <FormAlert>{state.error}</FormAlert>
      <FormAlert tone="success">
        {state.sent ? "Un nouvel e-mail d'activation vient de vous être envoyé." : null}
      </FormAlert>
      {email && onResend ? (
        <Button type="button" variant="outline" loading={state.sending} onClick={() => void resend()}>
          Renvoyer l&apos;e-mail
        </Button>
      ) : null}
    </div>
  );
}

export { CheckEmail };
export type { CheckEmailProps };
