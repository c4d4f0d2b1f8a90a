import * as React from "react";

import { Skeleton } from "@fuse/ui/skeleton";

import type { StripeCheckoutProps } from "./stripe-checkout-impl.tsx";

export type { StripeCheckoutProps };

// Stripe's React components load with the checkout, not with every page of the feature.
const Impl = React.lazy(() => import("./stripe-checkout-impl.tsx"));

/** Stripe's embedded Checkout, loaded when shown (Stripe.js included). */
function StripeCheckout(props: StripeCheckoutProps) {
  return (
    <React.Suspense
      fallback={
        <div aria-busy="true" aria-label="Chargement du paiement" className="flex w-full flex-col gap-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      }
    >
      <Impl {...props} />
    </React.Suspense>
  );
}

export { StripeCheckout };
