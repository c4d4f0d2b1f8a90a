import * as React from "react";

import { Alert, AlertAction, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";

export type ContactReceivedProps = {
  /** The address the acknowledgement was sent to, where the reply will come. */
  email: string;
  /** Offers to write another message. */
  onWriteAgain?: () => void;
};

/** What follows a contact message: it is received, and the acknowledgement is in the sender's mailbox. */
export function ContactReceived({ email, onWriteAgain }: ContactReceivedProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  // The form the visitor was in is gone: keyboard and screen reader users land on what replaced it.
  React.useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} data-slot="contact-received" className="outline-none">
      <Alert variant="success">
        <AlertTitle>Message envoyé</AlertTitle>
        <AlertDescription>
          <p>
            Merci, nous avons bien reçu votre message. Un accusé de réception a été envoyé à{" "}
            <strong className="break-all">{email}</strong> : nous vous répondrons à cette adresse.
          </p>
          <p>Vous n'avez rien d'autre à faire.</p>
        </AlertDescription>
        {onWriteAgain ? (
          <AlertAction>
            <Button type="button" variant="outline" size="sm" onClick={onWriteAgain}>
              Écrire un autre message
            </Button>
          </AlertAction>
        ) : null}
      </Alert>
    </div>
  );
}
