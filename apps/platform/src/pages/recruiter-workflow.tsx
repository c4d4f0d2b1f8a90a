import { useSearchParams } from "react-router";

import { RecruiterWorkflowScreen, workflowKeys } from "@fuse/features/workflow";
import { LiveStatus } from "@fuse/ui/live-status";

import { usePageHandle } from "../page-handle";
import { withQueryClient } from "../page-query";
import { useLiveQueries } from "../session/realtime";
import { useSignedInApi } from "../session/services";

/** The tables whose changes move the board: cards, their history, their interviews. */

/** « Suivi des recrutements »: the pipeline of one offer (`?offre=`) or all, kept up to date live. */
function Screen() {
  const { title } = usePageHandle();
  const api = useSignedInApi();
  const [params, setParams] = useSearchParams();
  const live = useLiveQueries("workflow", workflowKeys.pipeline);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">
          Chaque intérêt réciproque entre ici à « Nouveau match », avec les coordonnées du candidat. Glissez une carte,
          ou utilisez « Déplacer vers… » : le candidat voit sa nouvelle étape aussitôt.
        </p>
      </header>
      <RecruiterWorkflowScreen
        api={api}
        jobId={params.get("offre")}
        onJobChange={(jobId) => setParams(jobId ? { offre: jobId } : {})}
        live={<LiveStatus state={live} />}
      />
    </div>
  );
}

export const Component = withQueryClient(Screen);
