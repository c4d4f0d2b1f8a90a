import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";

import { recruiterJobsQueries } from "@fuse/features/recruiter-jobs";
import { RecruiterMatchesScreen } from "@fuse/features/recruiter-matches";

import { usePageHandle } from "../page-handle";
import { LoadError, withQueryClient } from "../page-query";
import { routerLink } from "../router-link";
import { useSignedInApi } from "../session/services";

/** « Vos matchs potentiels » for a recruiter: the offer is `?offre=`, the page `?page=`. */
function Screen() {
  const { title } = usePageHandle();
  const api = useSignedInApi();
  const [params, setParams] = useSearchParams();
  const offers = useQuery(recruiterJobsQueries.list(api));
  const page = Math.min(Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1), 1000);

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">
          Les candidats dont le profil correspond à vos offres. Leur nom et leurs coordonnées s'affichent quand
          l'intérêt est réciproque.
        </p>
      </header>
      {offers.isError ? (
        <LoadError title="Vos offres n'ont pas pu être chargées." onRetry={() => void offers.refetch()} />
      ) : (
        <RecruiterMatchesScreen
          api={api}
          offers={offers.data?.jobs}
          jobId={params.get("offre")}
          page={page}
          onSelect={({ jobId, page: next }) =>
            setParams(next > 1 ? { offre: jobId, page: String(next) } : { offre: jobId })
          }
          renderLink={routerLink}
        />
      )}
    </div>
  );
}

export const Component = withQueryClient(Screen);
