import * as React from "react";

import { cachedSimulate, SalarySimulator } from "@fuse/features/salary";

import { usePageHandle } from "../page-handle";
import { useServices } from "../session/services";

/** The public salary simulator: gross to net (or back), tax and employer cost. */
export function Component() {
  const { title, description } = usePageHandle();
  const { queryClient, publicApi } = useServices();
  // Through the query cache: an amount simulated before answers at once, without a request.
  const simulate = React.useMemo(() => cachedSimulate(queryClient, publicApi), [queryClient, publicApi]);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">
          {description ??
            "Du brut au net, avant et après impôt, et ce que votre salaire coûte à l'employeur : une estimation immédiate."}
        </p>
      </header>
      <SalarySimulator simulate={simulate} />
    </div>
  );
}
