import { useMatches, useOutlet } from "react-router";

import { EmptyState } from "@fuse/ui/empty-state";

import { deepestPage } from "../page-handle";

/** A page whose screen is not built yet: its title, and an honest word that it is on the way. */
export function Component() {
  const outlet = useOutlet();
  const page = deepestPage(useMatches());
  // A child page (the job form inside the job list) takes the whole area.
  if (outlet) return outlet;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{page?.title}</h1>
        {page?.description ? <p className="text-muted-foreground">{page.description}</p> : null}
      </header>
      <EmptyState
        title="Bientôt disponible"
        description="Cette page est en cours de préparation. Revenez très bientôt !"
      />
    </div>
  );
}
