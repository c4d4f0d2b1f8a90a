import { formatDay } from "@fuse/domain/format/date";
import type { SubscriptionSummary } from "@fuse/domain/subscription/contract";
import { plans } from "@fuse/domain/subscription/plans";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@fuse/ui/alert-dialog";
import { Badge } from "@fuse/ui/badge";
import { Button } from "@fuse/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@fuse/ui/card";

export interface SubscriptionStatusProps {
  summary: SubscriptionSummary;
  /** « Gérer mon abonnement »: Stripe's customer portal (only offered when the subscription is manageable). */
  onManage?: () => void;
  /** The portal is opening. */
  managing?: boolean;
  /** Why the portal did not open, in French. */
  manageError?: string | null;
  /**
   * « Résilier mon abonnement » (true, after a confirmation) or « Reprendre mon abonnement » (false):
   * the subscription ends with its paid period, or renews again.
   */
  onEnding?: (ending: boolean) => void;
  /** The cancellation or the resumption is being sent. */
  endingPending?: boolean;
  /** Why it did not happen, in French. */
  endingError?: string | null;
}

const badges = {
  active: { label: "Actif", variant: "default" },
  canceled: { label: "Résilié", variant: "secondary" },
  payment_failed: { label: "Paiement en échec", variant: "destructive" },
  none: { label: "Aucun abonnement", variant: "muted" },
} as const;

function sentenceOf(summary: SubscriptionSummary) {
  const end = summary.current_period_end ? formatDay(summary.current_period_end) : null;
  switch (summary.state) {
    case "active":
      return `Votre abonnement est actif jusqu'au ${end}, puis renouvelé automatiquement.`;
    case "canceled":
      return `Votre abonnement est résilié : vous gardez l'accès jusqu'au ${end}, puis il ne sera plus renouvelé ni facturé.`;
    case "payment_failed":
      return "Le dernier paiement n'a pas abouti : vos offres, vos matchs et votre suivi sont suspendus.";
    default:
      return "Vous n'avez pas d'abonnement en cours. Choisissez une formule pour publier vos offres et voir vos matchs.";
  }
}

/** Where the recruiter's subscription stands: its state, plan and dates, and the way to manage it. */
function SubscriptionStatus({
  summary,
  onManage,
  managing = false,
  manageError = null,
  onEnding,
  endingPending = false,
  endingError = null,
}: SubscriptionStatusProps) {
  const badge = badges[summary.state];
  const end = summary.current_period_end ? formatDay(summary.current_period_end) : null;
  const plan = summary.plan ? plans[summary.plan] : null;
  const canManage = summary.manageable && onManage;
  return (
    <Card asChild>
      <section aria-labelledby="subscription-status-title">
        <CardHeader>
          <CardTitle asChild>
            <h2 id="subscription-status-title" className="flex flex-wrap items-center gap-2 text-lg">
              Mon abonnement
              <Badge variant={badge.variant}>{badge.label}</Badge>
            </h2>
          </CardTitle>
          {plan ? (
            <CardDescription>
              Formule {plan.formula}
              {summary.provider === "embedded" ? " (paiement de démonstration)" : null}
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col items-start gap-4">
          {summary.state === "payment_failed" ? (
            <Alert variant="destructive">
              <AlertTitle>Paiement en échec</AlertTitle>
              <AlertDescription>
                {sentenceOf(summary)} Mettez à jour votre moyen de paiement pour les retrouver.
              </AlertDescription>
            </Alert>
          ) : (
            <p className="text-sm text-foreground">{sentenceOf(summary)}</p>
          )}
          <div className="flex flex-wrap gap-2">
            {onEnding && summary.state === "active" ? (
              <AlertDialog>
                <AlertDialogTrigger asChild>
                  <Button type="button" variant="outline" loading={endingPending}>
                    Résilier mon abonnement
                  </Button>
                </AlertDialogTrigger>
                <AlertDialogContent>
                  <AlertDialogHeader>
                    <AlertDialogTitle>Résilier votre abonnement ?</AlertDialogTitle>
                    <AlertDialogDescription>
                      Il reste actif jusqu'au {end} : vos offres, vos matchs et votre suivi des recrutements restent
                      ouverts jusque-là. Il ne sera ensuite plus renouvelé ni facturé. Vous pourrez le reprendre d'ici
                      là.
                    </AlertDialogDescription>
                  </AlertDialogHeader>
                  <AlertDialogFooter>
                    <AlertDialogCancel>Garder mon abonnement</AlertDialogCancel>
                    <AlertDialogAction variant="destructive" onClick={() => onEnding(true)}>
                      Résilier
                    </AlertDialogAction>
                  </AlertDialogFooter>
                </AlertDialogContent>
              </AlertDialog>
            ) : null}
            {onEnding && summary.state === "canceled" ? (
              <Button type="button" variant="outline" loading={endingPending} onClick={() => onEnding(false)}>
                Reprendre mon abonnement
              </Button>
            ) : null}
            {canManage ? (
              <Button type="button" variant="outline" onClick={onManage} disabled={managing}>
                {managing ? "Ouverture…" : "Gérer mon abonnement"}
              </Button>
            ) : null}
          </div>
          {endingError ? (
            <p role="alert" className="text-sm text-destructive">
              {endingError}
            </p>
          ) : null}
          {manageError ? (
            <p role="alert" className="text-sm text-destructive">
              {manageError}
            </p>
          ) : null}
        </CardContent>
      </section>
    </Card>
  );
}

export { SubscriptionStatus };
