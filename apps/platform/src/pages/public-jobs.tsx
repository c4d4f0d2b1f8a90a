import * as React from "react";
import { useLocation, useNavigate } from "react-router";

import { offerPath, withSearch } from "@fuse/domain/job-search/public-offer";
import { apiQueryOf, parseSearchState } from "@fuse/domain/job-search/search-state";
import { paths } from "@fuse/domain/vocabulary/paths";
import { jobSearchQueries, JobSearchScreen, type VisitorSearch } from "@fuse/features/job-search";

import { usePageHandle } from "../page-handle";
import { withQueryClient } from "../page-query";
import type { PrefetchContext } from "../router";
import { routerLink } from "../router-link";
import { usePlaces } from "../session/places";
import { useProfileType } from "../session/profile-type";
import { useServices } from "../session/services";

/** The page of results the address asks for, in the server's HTML. */
export const prefetch = ({ queryClient, publicApi, url }: PrefetchContext) =>
  queryClient.prefetchQuery(jobSearchQueries.results(publicApi, apiQueryOf(parseSearchState(url.searchParams))));

const visitor: VisitorSearch = {
  offerHref: (job, search) => withSearch(offerPath(job), search),
  signUpHref: paths.register.candidate,
  renderLink: routerLink,
};

/**
 * `/offres`: every open offer, searched with the candidate's filters, URL and engine, each with its
 * net pay; an offer opens its public page. A signed-in candidate goes on to their own search, which
 * adds their compatibility, with the same search.
 */
function Screen() {
  const { title, description } = usePageHandle();
  const { publicApi } = useServices();
  const places = usePlaces();
  const navigate = useNavigate();
  const { search } = useLocation();
  const candidate = useProfileType() === "candidate";
  React.useEffect(() => {
    if (candidate) void navigate(`${paths.candidate.searchJobs}${search}`, { replace: true });
  }, [candidate, navigate, search]);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </header>
      <JobSearchScreen api={publicApi} places={places} visitor={visitor} />
    </div>
  );
}

export const Component = withQueryClient(Screen);
