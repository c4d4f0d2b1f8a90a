import { EmbeddedCheckout, EmbeddedCheckoutProvider } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
// The pure entry: Stripe's script is injected when `loadStripe` is first called, not on import.
import { loadStripe } from "@stripe/stripe-js/pure";
import * as React from "react";

import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";

export interface StripeCheckoutProps {
  /** The Checkout Session's client secret (`POST /api/subscription/checkout`). */
  clientSecret: string;
  publishableKey: string;
  /** Loads Stripe.js; stories and tests inject their own (the network is faked at the boundary). */
  load?: (publishableKey: string) => Promise<Stripe | null>;
  /** Stripe's form was completed: it then sends the browser to /success itself. */
  onComplete?: () => void;
}

const failedToLoad = "Le formulaire de paiement Stripe n'a pas pu être chargé.";

/** Stripe's embedded Checkout: Stripe.js is loaded on first use, the card form is Stripe's own. */
function StripeCheckout({ clientSecret, publishableKey, load = loadStripe, onComplete }: StripeCheckoutProps) {
  const [attempt, setAttempt] = React.useState(0);
  const [failed, setFailed] = React.useState(false);
  // One Stripe instance per key and attempt: the provider refuses a new one once mounted.
  const stripe = React.useMemo(() => {
    void attempt;
    return load(publishableKey).then(
      (instance) => {
        if (!instance) setFailed(true);
        return instance;
      },
      () => {
        setFailed(true);
        return null;
      },
    );
  }, [load, publishableKey, attempt]);
  const options = React.useMemo(() => ({ clientSecret, onComplete }), [clientSecret, onComplete]);

  if (failed) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{failedToLoad}</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-2">
          Vérifiez votre connexion (ou un bloqueur de contenu) puis réessayez.
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              setFailed(false);
              setAttempt((count) => count + 1);
            }}
          >
            Réessayer
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <section aria-label="Paiement sécurisé par Stripe" className="min-h-96 w-full">
      <EmbeddedCheckoutProvider key={attempt} stripe={stripe} options={options}>
        <EmbeddedCheckout />
      </EmbeddedCheckoutProvider>
    </section>
  );
}

export default StripeCheckout;
