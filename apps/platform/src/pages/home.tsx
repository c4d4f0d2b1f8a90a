import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { Link, useNavigate } from "react-router";

import { paths } from "@fuse/domain/vocabulary/paths";
import {
  DeferredSection,
  HomeFigures,
  HomeHero,
  homeQueries,
  JobSearchBox,
  LatestNews,
  SalarySimulatorPlaceholder,
} from "@fuse/features/home";

import { usePageHandle } from "../page-handle";
import type { PrefetchContext } from "../router";
import { routerLink } from "../router-link";
import { useServices, useSessionUser } from "../session/services";

/** The simulator and the salary rules' client code come in their own chunk, once scrolled to. */
const loadSimulator = async () => {
  const { cachedSimulate, SalarySimulator } = await import("@fuse/features/salary");
  function HomeSalarySimulator() {
    const { queryClient, publicApi } = useServices();
    const simulate = React.useMemo(() => cachedSimulate(queryClient, publicApi), [queryClient, publicApi]);
    return <SalarySimulator simulate={simulate} />;
  }
  return { default: HomeSalarySimulator };
};

/** The figures and the latest news, in the server's HTML. */
export const prefetch = ({ queryClient, publicApi }: PrefetchContext) =>
  queryClient.prefetchQuery(homeQueries.home(publicApi));

/** « Accueil »: what Fuse is, the job search, live figures, the latest news and the salary simulator. */
export function Component() {
  const { title } = usePageHandle();
  const { publicApi, queryClient } = useServices();
  const user = useSessionUser();
  const navigate = useNavigate();
  // The services' own cache, named: the page needs no provider above it to render.
  const home = useQuery(homeQueries.home(publicApi), queryClient);
  const simulatorHeading = React.useId();

  // A visitor searches the open offers at /offres; a signed-in candidate, in their own search, which
  // adds their compatibility with each offer (the access rules send anyone else to their own area).
  const search = (text: string) => {
    const where = user ? paths.candidate.searchJobs : paths.offers;
    void navigate(`${where}${text ? `?${new URLSearchParams({ q: text })}` : ""}`);
  };

  return (
    <div className="flex flex-col gap-12">
      <h1 className="sr-only">{title}</h1>
      <HomeHero renderLink={routerLink}>
        <JobSearchBox onSearch={search} action={paths.offers} />
      </HomeHero>
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
        <HomeFigures figures={home.data?.figures} failed={home.isError} />
        <LatestNews
          news={home.data?.news}
          failed={home.isError}
          onRetry={() => void home.refetch()}
          renderLink={routerLink}
        />
      </div>
      <DeferredSection
        aria-labelledby={simulatorHeading}
        load={loadSimulator}
        placeholder={<SalarySimulatorPlaceholder />}
        failureMessage="Le simulateur de salaire n'a pas pu être chargé."
        rootMargin="100px"
      >
        <div className="flex flex-col gap-1">
          <h2 id={simulatorHeading} className="text-xl font-semibold text-foreground">
            Du brut au net, en un instant
          </h2>
          <p className="text-muted-foreground">
            Une estimation selon les règles officielles, avant et après impôt.{" "}
            <Link to={paths.salarySimulation} className="font-medium text-primary underline underline-offset-4">
              Ouvrir le simulateur en pleine page
            </Link>
          </p>
        </div>
      </DeferredSection>
    </div>
  );
}
