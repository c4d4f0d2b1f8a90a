import { QueryClientProvider } from "@tanstack/react-query";

import { SubscribeScreen } from "@fuse/features/subscription";

import { usePageHandle } from "../page-handle";
import { useServices, useSignedInApi } from "../session/services";

/** « Abonnement »: the recruiter's subscription, the plans and their checkout. */
export function Component() {
  const { title } = usePageHandle();
  const { queryClient } = useServices();
  const api = useSignedInApi();
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">
          Publiez vos offres, découvrez vos matchs potentiels et suivez vos recrutements avec un abonnement Fuse.
        </p>
      </header>
      <QueryClientProvider client={queryClient}>
        <SubscribeScreen api={api} />
      </QueryClientProvider>
    </div>
  );
}
