import { QueryClientProvider } from "@tanstack/react-query";
import { useSearchParams } from "react-router";

import { isPlanId, LocalCheckoutScreen } from "@fuse/features/subscription";

import { usePageHandle } from "../page-handle";
import { useServices, useSignedInApi } from "../session/services";

/** The demonstration checkout (no Stripe key configured): `?plan=monthly|yearly`. */
export function Component() {
  const { title } = usePageHandle();
  const { queryClient } = useServices();
  const api = useSignedInApi();
  const [params] = useSearchParams();
  const requested = params.get("plan");
  const plan = isPlanId(requested) ? requested : "monthly";
  return (
    <div className="flex flex-col items-center gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
      <QueryClientProvider client={queryClient}>
        <LocalCheckoutScreen api={api} plan={plan} />
      </QueryClientProvider>
    </div>
  );
}
