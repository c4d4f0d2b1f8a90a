import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";

import { adjustmentNotice, jobSearchMessages, resultCount } from "@fuse/domain/job-search/messages";
import {
  activeFilterCount,
  apiQueryOf,
  emptySearch,
  parseSearchState,
  searchParamsOf,
  type JobSearchState,
} from "@fuse/domain/job-search/search-state";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@fuse/ui/dialog";
import { EmptyState } from "@fuse/ui/empty-state";
import { Pagination } from "@fuse/ui/pagination";
import type { PlacesProvider } from "@fuse/ui/places";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@fuse/ui/select";
import { Skeleton } from "@fuse/ui/skeleton";
import { TextLink } from "@fuse/ui/text-link";

import { ApiError, type ApiClient, type JobSearchSort, type JobSummary } from "../../api/index.ts";
import { useRecordJobView } from "../../job-alerts/api/mutations.ts";
import { SaveSearchButton } from "../../job-alerts/components/save-search-button.tsx";
import { jobSearchQueries } from "../api/queries.ts";
import type { LinkRenderer } from "../lib/links.tsx";
import { JobResultCard } from "./job-result-card.tsx";
import { JobSearchFilters } from "./job-search-filters.tsx";
import { JobSearchForm } from "./job-search-form.tsx";
import { OfferDetails, OfferDetailsError, OfferDetailsSkeleton } from "./offer-details.tsx";
import { useDecisions } from "./use-decisions.ts";

type JobSearchScreenProps = {
  /** The signed-in client (offers with the breakdown, scores, decisions), or a visitor's. */
  api: ApiClient;
  /** Where city suggestions come from. */
  places: PlacesProvider;
  /**
   * A visitor's search (`/offres`): no scores and no saved searches; each offer opens its own public
   * page, the pages of results are links, and what a profile would add is offered instead.
   */
  visitor?: VisitorSearch;
};

/** What a visitor's search links to. */
type VisitorSearch = {
  /** An offer's public page, keeping the search (`search`) for the way back. */
  offerHref: (job: JobSummary, search: URLSearchParams) => string;
  /** Where a visitor creates a profile. */
  signUpHref: string;
  /** The app's router links. */
  renderLink: LinkRenderer;
};

const sortLabels: Record<JobSearchSort, string> = {
  relevance: "Pertinence",
  date: "Les plus récentes",
  distance: "Les plus proches",
  salary: "Salaire le plus élevé",
};

/** A router link that says it was opened from the list, so closing the panel goes back in history. */
const routerLink: LinkRenderer = ({ href, children, className, ref }) => (
  <Link to={href} className={className} ref={ref} state={{ fromList: true }}>
    {children}
  </Link>
);

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : "Le service ne répond pas. Vérifiez votre connexion.";

function ResultsSkeleton() {
  return (
    <ul className="flex flex-col gap-3" aria-label="Chargement des offres" aria-busy="true">
      {[0, 1, 2].map((index) => (
        <li key={index} className="flex flex-col gap-3 rounded-lg border border-border p-4">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </li>
      ))}
    </ul>
  );
}

/**
 * « Rechercher un emploi »: what and where, filters with their counts, the order, the pages, each
 * offer scored for the candidate, and the offer in a panel. The whole search lives in the URL.
 */
function JobSearchScreen({ api, places, visitor }: JobSearchScreenProps) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = React.useMemo(() => parseSearchState(params), [params]);
  const [typed, setTyped] = React.useState(state.text);
  const deferredText = React.useDeferredValue(typed.trim());
  const resultsHeading = React.useRef<HTMLHeadingElement>(null);
  const titleLinks = React.useRef(new Map<string, HTMLAnchorElement>());
  const lastOffer = React.useRef<string | null>(state.offer);
  React.useEffect(() => {
    if (state.offer) lastOffer.current = state.offer;
  }, [state.offer]);

  const go = (next: JobSearchState) => setParams(searchParamsOf(next));
  /** A new search or filter: back to page 1, the panel closed. */
  const refine = (change: Partial<JobSearchState>) => go({ ...state, ...change, page: 1, offer: null });

  const results = useQuery(jobSearchQueries.results(api, apiQueryOf(state)));
  const ids = React.useMemo(() => results.data?.jobs.map((job) => job.id) ?? [], [results.data]);
  const states = useQuery({
    ...jobSearchQueries.states(api, ids),
    enabled: !visitor && ids.length > 0 && !results.isPlaceholderData,
  });
  const stateOf = (id: string) => states.data?.scores.find((entry) => entry.job_id === id);
  const titles = useQuery(jobSearchQueries.titles(api, deferredText));
  const filterCount = activeFilterCount(state);

  const closePanel = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) void navigate(-1);
    else setParams(searchParamsOf({ ...state, offer: null }), { replace: true });
  };

  const filters = (
    <JobSearchFilters value={state} facets={results.data?.facets} onChange={(change) => refine(change)} />
  );

  const data = results.data;
  let body: React.ReactNode;
  if (results.isPending) {
    body = <ResultsSkeleton />;
  } else if (results.isError && !data) {
    body = (
      <Alert variant="destructive">
        <AlertTitle>{jobSearchMessages.searchFailed}</AlertTitle>
        <AlertDescription>
          <p>{messageOf(results.error)}</p>
          <Button type="button" variant="outline" size="sm" className="mt-2" onClick={() => void results.refetch()}>
            {jobSearchMessages.retry}
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (data && data.total === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        title="Aucune offre ne correspond à cette recherche"
        description={
          <>
            Essayez un autre mot ou un métier voisin
            {state.place ? ", élargissez le rayon autour de la ville" : ""}
            {filterCount > 0 ? " ou retirez un filtre" : ""}.
          </>
        }
        action={
          filterCount > 0 || state.place || state.text ? (
            <Button type="button" variant="outline" onClick={() => go(emptySearch)}>
              Effacer la recherche
            </Button>
          ) : undefined
        }
      />
    );
  } else if (data) {
    // What was searched instead when the search as typed found nothing: a word corrected or left
    // out, a wider radius, no filters, related trades.
    const notice = adjustmentNotice(data.adjusted, state.text);
    body = (
      <>
        {notice ? (
          <Alert data-slot="search-adjustment">
            <AlertTitle>{notice.title}</AlertTitle>
            {notice.text ? <AlertDescription>{notice.text}</AlertDescription> : null}
          </Alert>
        ) : null}
        <ul className="flex flex-col gap-3" aria-busy={results.isPlaceholderData || undefined}>
          {data.jobs.map((job) => {
            const standing = stateOf(job.id);
            return (
              <li key={job.id}>
                <JobResultCard
                  job={job}
                  href={
                    visitor
                      ? visitor.offerHref(job, searchParamsOf({ ...state, offer: null }))
                      : `?${searchParamsOf({ ...state, offer: job.id })}`
                  }
                  score={standing ? standing.score : undefined}
                  decision={standing?.decision}
                  mutual={standing?.mutual}
                  applicationStage={standing?.application_stage}
                  renderLink={visitor?.renderLink ?? routerLink}
                  linkRef={(node) => {
                    if (node) titleLinks.current.set(job.id, node);
                    else titleLinks.current.delete(job.id);
                  }}
                />
              </li>
            );
          })}
        </ul>
        {data.pages > 1 ? (
          <Pagination
            className="mt-6"
            page={data.page}
            pageCount={data.pages}
            label="Pages de résultats"
            previousLabel="Précédent"
            nextLabel="Suivant"
            pageLabel={(n) => `Page ${n}`}
            getHref={visitor ? (page) => `?${searchParamsOf({ ...state, page, offer: null })}` : undefined}
            onPageChange={(page) => {
              go({ ...state, page, offer: null });
              resultsHeading.current?.focus();
              resultsHeading.current?.scrollIntoView?.({ block: "start" });
            }}
          />
        ) : null}
      </>
    );
  }

  return (
    <div data-slot="job-search-screen" className="flex flex-col gap-6">
      <JobSearchForm
        value={state}
        suggestions={(titles.data?.titles ?? []).map((title) => title.title)}
        onTextInput={setTyped}
        places={places}
        onSubmit={(query) => refine(query)}
      />
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside aria-labelledby="job-search-filters" className="hidden lg:block">
          <h2 id="job-search-filters" className="mb-4 text-lg font-semibold">
            Filtres
          </h2>
          {filters}
        </aside>
        <section aria-labelledby="job-search-results" className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2
              id="job-search-results"
              ref={resultsHeading}
              tabIndex={-1}
              className="text-lg font-semibold outline-none"
            >
              Résultats
            </h2>
            <p role="status" className="text-sm text-muted-foreground">
              {results.isPlaceholderData || results.isPending
                ? "Recherche en cours…"
                : data
                  ? resultCount(data.total, data.total_estimated)
                  : ""}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              {visitor ? null : (
                <SaveSearchButton
                  api={api}
                  variant="outline"
                  query={searchParamsOf({ ...state, page: 1, offer: null }).toString()}
                />
              )}
              <Dialog>
                <DialogTrigger asChild>
                  <Button type="button" variant="outline" className="lg:hidden">
                    Filtres{filterCount > 0 ? ` (${filterCount})` : ""}
                  </Button>
                </DialogTrigger>
                <DialogContent closeLabel="Fermer les filtres">
                  <DialogHeader>
                    <DialogTitle>Filtres</DialogTitle>
                    <DialogDescription>Chaque choix indique le nombre d'offres qu'il donnerait.</DialogDescription>
                  </DialogHeader>
                  {filters}
                  <DialogFooter>
                    <DialogClose asChild>
                      <Button type="button">Voir {data ? `les ${data.total} offres` : "les offres"}</Button>
                    </DialogClose>
                  </DialogFooter>
                </DialogContent>
              </Dialog>
              <span id="job-search-sort" className="text-sm text-muted-foreground">
                Trier par
              </span>
              <Select
                value={state.sort ?? data?.sort ?? (state.text ? "relevance" : "date")}
                onValueChange={(sort) => go({ ...state, sort: sort as JobSearchSort, page: 1, offer: null })}
              >
                <SelectTrigger aria-labelledby="job-search-sort" className="w-52">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {(Object.keys(sortLabels) as JobSearchSort[])
                    .filter((sort) => sort !== "distance" || state.place)
                    .map((sort) => (
                      <SelectItem key={sort} value={sort}>
                        {sortLabels[sort]}
                      </SelectItem>
                    ))}
                </SelectContent>
              </Select>
            </div>
          </div>
          {visitor ? (
            <Alert variant="info" data-slot="profile-invitation">
              <AlertDescription>
                <p>
                  <TextLink asChild>
                    {visitor.renderLink({
                      href: visitor.signUpHref,
                      children: "Créez votre profil pour voir votre compatibilité",
                    })}
                  </TextLink>{" "}
                  avec chaque offre : compétences, lieu, contrat et salaire, critère par critère.
                </p>
              </AlertDescription>
            </Alert>
          ) : null}
          {states.isError && states.error instanceof ApiError && states.error.status === 409 ? (
            <Alert variant="info">
              <AlertDescription>
                Complétez votre profil pour voir votre compatibilité avec chaque offre.
              </AlertDescription>
            </Alert>
          ) : null}
          {body}
        </section>
      </div>
      <Dialog open={!visitor && state.offer !== null} onOpenChange={(open) => (open ? undefined : closePanel())}>
        <DialogContent
          closeLabel="Fermer l'offre"
          className="h-[100dvh] max-h-[100dvh] max-w-full rounded-none sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:max-w-2xl sm:rounded-lg"
          onCloseAutoFocus={(event) => {
            const link = lastOffer.current ? titleLinks.current.get(lastOffer.current) : undefined;
            if (link) {
              event.preventDefault();
              link.focus();
            }
          }}
        >
          {state.offer && !visitor ? <OfferPanel api={api} id={state.offer} /> : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** The offer panel's content: title and facts, the answer buttons, the breakdown, the description. */
function OfferPanel({ api, id }: { api: ApiClient; id: string }) {
  const offer = useQuery(jobSearchQueries.offer(api, id));
  // « Consultées récemment » on the job-search home: each offer opened is recorded once.
  useRecordJobView(offer.isSuccess ? id : null, api);
  const states = useQuery(jobSearchQueries.states(api, [id]));
  const { decide, withdraw, pendingJob } = useDecisions(api);
  const standing = states.data?.scores.find((entry) => entry.job_id === id);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{offer.data?.title ?? "Offre"}</DialogTitle>
        <DialogDescription className="sr-only">
          Le détail de l'offre et votre compatibilité avec elle.
        </DialogDescription>
      </DialogHeader>
      {offer.isPending ? (
        <OfferDetailsSkeleton />
      ) : offer.isError ? (
        <OfferDetailsError
          message={messageOf(offer.error)}
          onRetry={
            offer.error instanceof ApiError && offer.error.status === 404 ? undefined : () => void offer.refetch()
          }
        />
      ) : (
        <OfferDetails
          offer={offer.data}
          standing={standing}
          pending={pendingJob === id}
          onDecide={(choice) => decide(id, offer.data.title, choice)}
          onWithdraw={() => withdraw(id)}
          renderLink={routerLink}
        />
      )}
    </>
  );
}

export { JobSearchScreen };
export type { JobSearchScreenProps, VisitorSearch };
