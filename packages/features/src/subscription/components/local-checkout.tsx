import { formatEuros, plans, type PlanId } from "@fuse/domain/subscription/plans";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@fuse/ui/card";

export interface LocalCheckoutProps {
  plan: PlanId;
  /** « Payer »: the subscription starts (nothing is charged). */
  onPay: () => void;
  /** « Annuler »: back without subscribing. */
  onCancel: () => void;
  /** Which action is under way. */
  pending?: "pay" | "cancel" | null;
  /** Why the last action failed, in French. */
  error?: string | null;
}

/**
 * The embedded mode's checkout, where no Stripe key is configured: the order's summary, HT, VAT
 * and TTC, and « Payer » or « Annuler ». It is clearly a demonstration and asks for no card.
 */
function LocalCheckout({ plan: planId, onPay, onCancel, pending = null, error = null }: LocalCheckoutProps) {
  const plan = plans[planId];
  const vat = plan.amountIncludingVat - plan.amountExcludingVat;
  const busy = pending !== null;
  return (
    <Card asChild className="w-full max-w-md">
      <section aria-labelledby="local-checkout-title">
        <CardHeader>
          <CardTitle asChild>
            <h2 id="local-checkout-title" className="text-lg">
              Abonnement Fuse — formule {plan.formula}
            </h2>
          </CardTitle>
          <CardDescription>{plan.summary}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Alert variant="warning">
            <AlertTitle>Paiement de démonstration — aucune carte n'est demandée</AlertTitle>
            <AlertDescription>
              Ce serveur n'est pas relié à Stripe : « Payer » active l'abonnement sans rien débiter.
            </AlertDescription>
          </Alert>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Prix HT</dt>
            <dd className="text-right text-foreground">
              {formatEuros(plan.amountExcludingVat)} / {plan.period}
            </dd>
            <dt className="text-muted-foreground">TVA (20 %)</dt>
            <dd className="text-right text-foreground">{formatEuros(vat)}</dd>
            <dt className="font-semibold text-foreground">Total TTC</dt>
            <dd className="text-right font-semibold text-foreground">{formatEuros(plan.amountIncludingVat)}</dd>
          </dl>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </CardContent>
        <CardFooter className="flex-wrap justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            {pending === "cancel" ? "Annulation…" : "Annuler"}
          </Button>
          <Button type="button" onClick={onPay} disabled={busy}>
            {pending === "pay" ? "Paiement…" : "Payer"}
          </Button>
        </CardFooter>
      </section>
    </Card>
  );
}

export { LocalCheckout };
