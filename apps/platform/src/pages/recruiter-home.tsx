import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";

import { jobStatusLabels } from "@fuse/domain/vocabulary";
import { paths } from "@fuse/domain/vocabulary/paths";
import { ApiError } from "@fuse/features/api";
import { profileQueries } from "@fuse/features/profile";
import {
  PipelineSummaryView,
  recruiterHomeQueries,
  recruiterNextSteps,
  RecruiterNextSteps,
} from "@fuse/features/recruiter-home";
import { recruiterJobsQueries } from "@fuse/features/recruiter-jobs";
import { subscriptionQueries, SubscriptionStatus } from "@fuse/features/subscription";
import { PipelineFunnel, workflowQueries } from "@fuse/features/workflow";
import { Badge } from "@fuse/ui/badge";
import { Skeleton } from "@fuse/ui/skeleton";

import { DashboardBlock } from "../dashboard/dashboard-block";
import { PrivateCompanyNotice } from "../dashboard/private-company-notice";
import { usePageHandle } from "../page-handle";
import { withQueryClient } from "../page-query";
import { routerLink } from "../router-link";
import { useServices, useSessionUser, useSignedInApi } from "../session/services";

/** « Tableau de bord recruteur »: what to do next, the offers, their candidates, the pipeline and the subscription. */
function Screen() {
  const { title } = usePageHandle();
  const api = useSignedInApi();
  const { config } = useServices();
  const user = useSessionUser();
  const company = useQuery({ ...profileQueries.companyInfo(api, user?.id ?? ""), enabled: Boolean(user) });
  const offers = useQuery({ ...recruiterJobsQueries.list(api), meta: {} });
  const pipeline = useQuery(recruiterHomeQueries.pipeline(api));
  const funnel = useQuery({ ...workflowQueries.funnel(api), meta: {} });
  const subscription = useQuery(subscriptionQueries.summary(api));
  // Without a subscription, while payment is required, the offers stay closed: nothing to list, not an error.
  const offersClosed = offers.error instanceof ApiError && offers.error.status === 403;
  const steps = recruiterNextSteps({
    company: company.data
      ? {
          description: company.data.description as string | null,
          logo_url: company.data.logo_url as string | null,
          culture: company.data.culture as Record<string, unknown> | null,
        }
      : null,
    offers: offers.data?.jobs ?? (offersClosed ? [] : null),
    pipeline: pipeline.data ?? null,
    paymentRequired: config.recruiterPaymentRequired,
    subscription: subscription.data
      ? {
          valid: subscription.data.state === "active" || subscription.data.state === "canceled",
          paymentFailed: subscription.data.state === "payment_failed",
        }
      : null,
  });
  const offersShown = offersClosed ? { data: { jobs: [] }, isError: false, refetch: offers.refetch } : offers;
  const published = offers.data?.jobs.filter((offer) => offer.status === "published") ?? [];

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">Vos offres, vos candidats et la suite à donner, d'un coup d'œil.</p>
      </header>
      {user && company.data ? <PrivateCompanyNotice userId={user.id} visible={company.data.visible === true} /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        {company.isPending || offers.isPending || subscription.isPending ? (
          <div role="status" aria-label="Chargement de vos prochaines étapes">
            <Skeleton className="h-48 w-full" />
          </div>
        ) : (
          <RecruiterNextSteps steps={steps} renderLink={routerLink} />
        )}
        <DashboardBlock
          title="Mes offres"
          query={offersShown}
          more={{ href: paths.recruiter.jobs, label: "Toutes mes offres" }}
        >
          {({ jobs }) =>
            jobs.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                {offersClosed
                  ? "Vos offres s'ouvrent avec un abonnement."
                  : "Aucune offre pour l'instant : créez-en une, elle reste en brouillon jusqu'à sa publication."}
              </p>
            ) : (
              <ul className="flex flex-col gap-3">
                {jobs.slice(0, 5).map((job) => (
                  <li key={job.id} className="flex items-center justify-between gap-3">
                    <Link
                      to={`${paths.recruiter.jobForm}?id=${job.id}`}
                      className="min-w-0 font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {job.title}
                    </Link>
                    <Badge variant={job.status === "published" ? "default" : "outline"}>
                      {jobStatusLabels[job.status]}
                    </Badge>
                  </li>
                ))}
              </ul>
            )
          }
        </DashboardBlock>
        <DashboardBlock
          title="Candidats potentiels"
          query={offersShown}
          more={{ href: paths.recruiter.potentialMatches, label: "Vos matchs potentiels" }}
        >
          {() =>
            published.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                Publiez une offre : les candidats dont le profil lui correspond apparaîtront ici.
              </p>
            ) : (
              <ul className="flex flex-col gap-3">
                {published.slice(0, 5).map((job) => (
                  <li key={job.id} className="flex items-center justify-between gap-3">
                    <Link
                      to={`${paths.recruiter.potentialMatches}?offre=${job.id}`}
                      className="min-w-0 font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {job.title}
                    </Link>
                    <span className="text-sm text-muted-foreground tabular-nums">
                      {job.potential_candidates ?? 0} candidat{(job.potential_candidates ?? 0) === 1 ? "" : "s"}
                    </span>
                  </li>
                ))}
              </ul>
            )
          }
        </DashboardBlock>
        <DashboardBlock
          title="Suivi des recrutements"
          query={pipeline}
          more={{ href: paths.recruiter.workflow, label: "Ouvrir le suivi" }}
        >
          {(summary) => <PipelineSummaryView summary={summary} />}
        </DashboardBlock>
      </div>
      <DashboardBlock
        title="Entonnoir par offre"
        query={funnel}
        more={{ href: paths.recruiter.workflow, label: "Voir le tableau" }}
      >
        {(data) => <PipelineFunnel funnel={data} headingLevel={3} />}
      </DashboardBlock>
      {subscription.data ? (
        <SubscriptionStatus summary={subscription.data} />
      ) : subscription.isError ? null : (
        <div role="status" aria-label="Chargement de votre abonnement">
          <Skeleton className="h-32 w-full" />
        </div>
      )}
      <p className="text-sm">
        <Link to={paths.recruiter.subscribe} className="font-medium text-primary underline-offset-4 hover:underline">
          Gérer mon abonnement
        </Link>
      </p>
    </div>
  );
}

export const Component = withQueryClient(Screen);
