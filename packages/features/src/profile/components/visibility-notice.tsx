import * as React from "react";

import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";

export type VisibilityNoticeProps = {
  /** What is hidden, said plainly: « Votre carte est masquée aux recruteurs ». */
  title: string;
  /** What it costs the person, and what the others would see. */
  description: React.ReactNode;
  /** The choice to make it visible: « Rendre ma carte visible ». */
  actionLabel: string;
  /** Makes it visible; rejects with a French message on failure. */
  onReveal: () => Promise<void>;
  className?: string;
};

/**
 * A person's own thing hidden from others (a candidate's card, a company's page), said while it is
 * so, with the choice to show it: never a default the person has not seen.
 */
export function VisibilityNotice({ title, description, actionLabel, onReveal, className }: VisibilityNoticeProps) {
  const [pending, setPending] = React.useState(false);
  const [failure, setFailure] = React.useState<string | null>(null);
  const titleId = React.useId();
  return (
    <section aria-labelledby={titleId} className={className}>
      <Alert variant="warning" role="none">
        <AlertTitle id={titleId}>{title}</AlertTitle>
        <AlertDescription className="flex flex-col gap-3">
          <p>{description}</p>
          <Button
            type="button"
            className="self-start"
            loading={pending}
            onClick={() => {
              setPending(true);
              setFailure(null);
              onReveal().then(
                () => setPending(false),
                (error: unknown) => {
                  setPending(false);
                  setFailure(
                    error instanceof Error && error.message
                      ? error.message
                      : "Le changement n'a pas pu être enregistré. Vérifiez votre connexion puis réessayez.",
                  );
                },
              );
            }}
          >
            {actionLabel}
          </Button>
          {failure ? (
            <p role="alert" className="text-destructive">
              {failure}
            </p>
          ) : null}
        </AlertDescription>
      </Alert>
    </section>
  );
}
