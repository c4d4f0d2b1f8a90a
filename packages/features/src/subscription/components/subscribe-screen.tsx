import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useNavigate } from "react-router";

import type { CheckoutStart } from "@fuse/domain/subscription/contract";
import type { PlanId } from "@fuse/domain/subscription/plans";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Skeleton } from "@fuse/ui/skeleton";

import { ApiError, type ApiClient } from "../../api/index.ts";
import { useCheckoutMutation, usePortalMutation, useSubscriptionEndingMutation } from "../api/mutations.ts";
import { subscriptionQueries } from "../api/queries.ts";
import { PlanPicker } from "./plan-picker.tsx";
import { StripeCheckout } from "./stripe-checkout.tsx";
import { SubscriptionStatus } from "./subscription-status.tsx";

export interface SubscribeScreenProps {
  api: ApiClient;
  /** Leaves the app for another site (Stripe's customer portal). */
  openExternal?: (url: string) => void;
}

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : "Le service ne répond pas. Vérifiez votre connexion puis réessayez.";

/**
 * « Abonnement »: where the subscription stands, the plans, and the checkout of the chosen plan —
 * Stripe's embedded Checkout on this page, or the demonstration checkout's page.
 */
function SubscribeScreen({ api, openExternal = (url) => window.location.assign(url) }: SubscribeScreenProps) {
  const navigate = useNavigate();
  const summary = useQuery(subscriptionQueries.summary(api));
  const checkout = useCheckoutMutation(api);
  const portal = usePortalMutation(api);
  const ending = useSubscriptionEndingMutation(api);
  const [stripeCheckout, setStripeCheckout] = React.useState<Extract<CheckoutStart, { kind: "stripe" }> | null>(null);

  const choose = (plan: PlanId) =>
    checkout.mutate(plan, {
      onSuccess: (started) => {
        if (started.kind === "local") void navigate(started.url);
        else setStripeCheckout(started);
      },
    });

  if (summary.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true" aria-label="Chargement de votre abonnement">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (summary.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Votre abonnement n'a pas pu être chargé.</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-2">
          {messageOf(summary.error)}
          <Button type="button" variant="outline" size="sm" onClick={() => void summary.refetch()}>
            Réessayer
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const running = summary.data.state === "active" || summary.data.state === "canceled";
  return (
    <div className="flex flex-col gap-6">
      <SubscriptionStatus
        summary={summary.data}
        onManage={() => portal.mutate(undefined, { onSuccess: ({ url }) => openExternal(url) })}
        managing={portal.isPending}
        manageError={portal.isError ? messageOf(portal.error) : null}
        onEnding={(end) => ending.mutate(end)}
        endingPending={ending.isPending}
        endingError={ending.isError ? messageOf(ending.error) : null}
      />
      {stripeCheckout ? (
        <div className="flex flex-col items-start gap-3">
          <StripeCheckout clientSecret={stripeCheckout.clientSecret} publishableKey={stripeCheckout.publishableKey} />
          <Button type="button" variant="ghost" onClick={() => setStripeCheckout(null)}>
            Changer de formule
          </Button>
        </div>
      ) : running ? null : (
        <>
          <PlanPicker onChoose={choose} pending={checkout.isPending ? (checkout.variables ?? null) : null} />
          {checkout.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {messageOf(checkout.error)}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

export { SubscribeScreen };
