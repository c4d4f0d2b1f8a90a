import { QueryClientProvider } from "@tanstack/react-query";

import { JobSearchScreen } from "@fuse/features/job-search";

import { usePageHandle } from "../page-handle";
import { usePlaces } from "../session/places";
import { useServices, useSignedInApi } from "../session/services";

/** « Rechercher un emploi »: the search lives in the URL; offers open in a panel (`?offre=`). */
export function Component() {
  const { title, description } = usePageHandle();
  const { queryClient } = useServices();
  const api = useSignedInApi();
  const places = usePlaces();
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">
          {description ?? "Cherchez par métier et par ville, filtrez, et voyez votre compatibilité avec chaque offre."}
        </p>
      </header>
      <QueryClientProvider client={queryClient}>
        <JobSearchScreen api={api} places={places} />
      </QueryClientProvider>
    </div>
  );
}
