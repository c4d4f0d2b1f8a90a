import * as React from "react";

import { formatDay } from "@fuse/domain/format/date";
import type { SubscriptionSummary } from "@fuse/domain/subscription/contract";
import { plans } from "@fuse/domain/subscription/plans";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Badge } from "@fuse/ui/badge";
import { Button } from "@fuse/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@fuse/ui/card";

import type { CancelSubscriptionDialog } from "./cancel-subscription-dialog.tsx";

const loadCancelDialog = () => import("./cancel-subscription-dialog.tsx");

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
              <CancelButton end={end} pending={endingPending} onConfirm={() => onEnding(true)} />
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

/**
 * « Résilier mon abonnement » and its confirmation, whose module loads on the way to the button (the
 * pointer over it, the focus on it) or at the press, which shows the button busy until it is there.
 */
function CancelButton({ end, pending, onConfirm }: { end: string | null; pending: boolean; onConfirm: () => void }) {
  const button = React.useRef<HTMLButtonElement>(null);
  const [Dialog, setDialog] = React.useState<typeof CancelSubscriptionDialog | null>(null);
  const [open, setOpen] = React.useState(false);
  const load = () => {
    if (Dialog) return;
    loadCancelDialog().then(
      (module) => setDialog(() => module.CancelSubscriptionDialog),
      // Not loaded (the network): the press shows nothing, and the next one tries again.
      () => setOpen(false),
    );
  };
  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="outline"
        aria-haspopup="dialog"
        loading={pending || (open && !Dialog)}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(true);
        }}
      >
        Résilier mon abonnement
      </Button>
      {Dialog ? (
        <Dialog open={open} onOpenChange={setOpen} end={end} onConfirm={onConfirm} returnFocus={button} />
      ) : null}
    </>
  );
}

export { SubscriptionStatus };
