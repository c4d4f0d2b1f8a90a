import { QueryClientProvider } from "@tanstack/react-query";
import * as React from "react";

import { jobSearchKeys, PotentialMatchesScreen } from "@fuse/features/job-search";

import { usePageHandle } from "../page-handle";
import { useLiveQueries } from "../session/realtime";
import { useServices, useSignedInApi } from "../session/services";

/**
 * « Vos matchs potentiels »: the offers that fit the candidate's profile, best first; read again
 * when the match worker has scored a change to their profile.
 */
export function Component() {
  const { title, description } = usePageHandle();
  const { queryClient } = useServices();
  const api = useSignedInApi();
  useLiveQueries("matches", jobSearchKeys.potentialMatchesAll);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">
          {description ??
            "Les offres qui correspondent le mieux à votre profil, avec le détail de la compatibilité que voit aussi le recruteur."}
        </p>
      </header>
      <QueryClientProvider client={queryClient}>
        <PotentialMatchesScreen api={api} />
      </QueryClientProvider>
    </div>
  );
}
