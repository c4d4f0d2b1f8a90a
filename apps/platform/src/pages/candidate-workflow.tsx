import { paths } from "@fuse/domain/vocabulary/paths";
import { CandidateWorkflowScreen, workflowKeys } from "@fuse/features/workflow";
import { LiveStatus } from "@fuse/ui/live-status";

import { usePageHandle } from "../page-handle";
import { withQueryClient } from "../page-query";
import { routerLink } from "../router-link";
import { useLiveQueries } from "../session/realtime";
import { useSignedInApi } from "../session/services";

/** « Suivi de mes candidatures »: each application's real stage, next step and history, kept up to date live. */
function Screen() {
  const { title } = usePageHandle();
  const api = useSignedInApi();
  const live = useLiveQueries("workflow", workflowKeys.applications);
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">
          Chaque match réciproque devient une candidature : vous voyez ici son étape réelle, la suite et tout son
          historique.
        </p>
      </header>
      <CandidateWorkflowScreen
        api={api}
        potentialMatchesHref={paths.candidate.potentialMatches}
        renderLink={routerLink}
        live={<LiveStatus state={live} labels={{ live: "Vos candidatures se mettent à jour en direct" }} />}
      />
    </div>
  );
}

export const Component = withQueryClient(Screen);
