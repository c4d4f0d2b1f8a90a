import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";

import { formatShortDay } from "@fuse/domain/format/date";
import { workflowStageLabels, type WorkflowStage } from "@fuse/domain/vocabulary";
import { paths } from "@fuse/domain/vocabulary/paths";
import { candidateCardKeys, completenessOf, CompletenessPanel } from "@fuse/features/candidate-card";
import { matchStanding } from "@fuse/features/job-search";
import { NewsList, newsQueries } from "@fuse/features/news";
import { profileQueries } from "@fuse/features/profile";
import { Badge } from "@fuse/ui/badge";
import { Skeleton } from "@fuse/ui/skeleton";

import { DashboardBlock as Block } from "../dashboard/dashboard-block";
import { HiddenCardNotice } from "../dashboard/hidden-card-notice";
import { usePageHandle } from "../page-handle";
import { withQueryClient } from "../page-query";
import { routerLink } from "../router-link";
import { useLiveQueries } from "../session/realtime";
import { useServices, useSessionUser, useSignedInApi } from "../session/services";

function Screen() {
  const { title } = usePageHandle();
  const api = useSignedInApi();
  const { publicApi } = useServices();
  const user = useSessionUser();
  const info = useQuery({ ...profileQueries.candidateInfo(api, user?.id ?? ""), enabled: Boolean(user) });
  useLiveQueries("matches", candidateCardKeys.dashboardMatches);
  const matches = useQuery({
    queryKey: candidateCardKeys.dashboardMatches,
    queryFn: ({ signal }) => api.request("GET /api/matches/jobs", { query: { per_page: 3 }, signal }),
  });
  const applications = useQuery({
    queryKey: candidateCardKeys.dashboardApplications,
    queryFn: ({ signal }) => api.request("GET /api/applications", { signal }),
  });
  const trade = typeof info.data?.target_title === "string" ? info.data.target_title : "";
  const recommended = useQuery({
    queryKey: candidateCardKeys.dashboardRecommended(trade),
    queryFn: ({ signal }) => publicApi.request("GET /api/jobs", { query: { q: trade, per_page: 3 }, signal }),
    enabled: info.isSuccess,
  });
  const news = useQuery(newsQueries.latest(publicApi, "candidate", 3));

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">
          Ce qu'il reste à faire, vos matchs et vos candidatures, d'un coup d'œil.
        </p>
      </header>
      {user && info.data ? <HiddenCardNotice userId={user.id} visible={info.data.card_visible === true} /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        {info.data ? (
          <CompletenessPanel completeness={completenessOf(info.data)} renderLink={routerLink} limit={3} />
        ) : (
          <div role="status" aria-label="Chargement de votre carte">
            <Skeleton className="h-56 w-full" />
          </div>
        )}
        <Block
          title="Nouveaux matchs potentiels"
          query={matches}
          more={{ href: paths.candidate.potentialMatches, label: "Tous vos matchs" }}
        >
          {(page) =>
            page.matches.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                Pas encore de match : complétez votre carte pour en recevoir.
              </p>
            ) : (
              <ul className="flex flex-col gap-3">
                {page.matches.map(({ job, match, mutual, application_stage }) => {
                  const standing = matchStanding(mutual, application_stage);
                  return (
                    <li key={job.id} className="flex items-center justify-between gap-3">
                      <span className="min-w-0">
                        <span className="block font-medium">{job.title}</span>
                        <span className="text-sm text-muted-foreground">
                          {[job.company?.name, job.city].filter(Boolean).join(" · ")}
                        </span>
                      </span>
                      <Badge variant={standing ? (standing.ended ? "muted" : "default") : "secondary"}>
                        {standing ? standing.badge : `${match.score} %`}
                      </Badge>
                    </li>
                  );
                })}
              </ul>
            )
          }
        </Block>
        <Block
          title="Vos candidatures"
          query={applications}
          more={{ href: paths.candidate.workflow, label: "Suivi de mes candidatures" }}
        >
          {({ applications: list }) =>
            list.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                Aucune candidature en cours : un match réciproque ouvre une candidature.
              </p>
            ) : (
              <ul className="flex flex-col gap-3">
                {list.slice(0, 5).map((application) => (
                  <li key={application.id} className="flex items-center justify-between gap-3">
                    <span className="min-w-0">
                      <span className="block font-medium">{application.job_title ?? "Offre retirée"}</span>
                      <span className="text-sm text-muted-foreground">
                        Depuis le {formatShortDay(application.stage_changed_at)}
                      </span>
                    </span>
                    <Badge variant="outline">
                      {workflowStageLabels[application.stage as WorkflowStage] ?? application.stage}
                    </Badge>
                  </li>
                ))}
              </ul>
            )
          }
        </Block>
        <Block
          title="Offres recommandées"
          query={recommended}
          more={{ href: paths.candidate.searchJobs, label: "Rechercher un emploi" }}
        >
          {(result) => {
            // An offer already listed among the matches above is not recommended twice.
            const listed = new Set(matches.data?.matches.map(({ job }) => job.id));
            const jobs = result.jobs.filter((job) => !listed.has(job.id));
            if (jobs.length === 0)
              return (
                <p className="text-sm text-muted-foreground">
                  {listed.size > 0
                    ? "Les offres qui vous correspondent le mieux sont vos matchs potentiels ci-dessus."
                    : "Aucune offre à recommander pour le moment : complétez votre carte pour en recevoir."}
                </p>
              );
            return (
              <ul className="flex flex-col gap-3">
                {jobs.map((job) => (
                  <li key={job.id}>
                    <Link
                      to={`${paths.candidate.searchJobs}?offre=${job.id}`}
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {job.title}
                    </Link>
                    <span className="block text-sm text-muted-foreground">
                      {[job.company?.name, job.city].filter(Boolean).join(" · ")}
                    </span>
                  </li>
                ))}
              </ul>
            );
          }}
        </Block>
      </div>
      <Block title="Actualités" query={news} more={{ href: paths.candidate.news, label: "Toutes les actualités" }}>
        {(page) => (
          <NewsList
            news={page.news}
            headingLevel={3}
            renderLink={routerLink}
            hrefOf={(item) => `${paths.candidate.news}?id=${item.id}`}
          />
        )}
      </Block>
    </div>
  );
}

/** « Tableau de bord candidat »: what needs doing, new matches, applications, recommended offers, news. */
export const Component = withQueryClient(Screen);
