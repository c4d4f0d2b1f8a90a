import { QueryClientProvider } from "@tanstack/react-query";
import * as React from "react";

import { JobAlertsScreen } from "@fuse/features/job-alerts";

import { usePageHandle } from "../page-handle";
import { useServices, useSessionUser, useSignedInApi } from "../session/services";

/** « Recherche d'emploi »: saved searches and their alerts, offers liked and viewed lately. */
export function Component() {
  const { title, description } = usePageHandle();
  const { queryClient } = useServices();
  const user = useSessionUser();
  const api = useSignedInApi();
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">
          {description ?? "Vos recherches enregistrées, vos alertes e-mail et les offres que vous avez remarquées."}
        </p>
      </header>
      {/* The app's one query cache (the tests of the shell render pages without the root's provider). */}
      <QueryClientProvider client={queryClient}>
        <JobAlertsScreen api={api} userId={user?.id ?? "anonyme"} />
      </QueryClientProvider>
    </div>
  );
}
