import type * as React from "react";

import { contractText, publishedText, remoteText } from "@fuse/domain/job-search/format";
import { jobSearchMessages } from "@fuse/domain/job-search/messages";
import { profileFieldHref } from "@fuse/domain/job-search/profile-fields";
import { companySizeLabels, type CompanySize, type WorkflowStage } from "@fuse/domain/vocabulary";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Badge } from "@fuse/ui/badge";
import { Button } from "@fuse/ui/button";
import { SafeHtml } from "@fuse/ui/safe-html";
import { Skeleton } from "@fuse/ui/skeleton";
import { TextLink } from "@fuse/ui/text-link";
import { cn } from "@fuse/ui/utils";

import type { JobOfferResponse, MatchDecision } from "../../api/index.ts";
import { JobSalary } from "../../jobs/index.ts";
import { plainLink, type LinkRenderer } from "../lib/links.tsx";
import { DecisionBar } from "./decision-bar.tsx";
import { MatchBreakdown } from "./match-breakdown.tsx";

type OfferDetailsProps = {
  offer: JobOfferResponse;
  /** The candidate's standing on the offer; undefined while unknown (no buttons yet). */
  standing?: { decision: MatchDecision | null; mutual: boolean; application_stage?: WorkflowStage | null };
  pending?: boolean;
  onDecide?: (decision: MatchDecision) => void;
  onWithdraw?: () => void;
  /** What the reader can do, in place of the candidate's answer (the public page's « Ça m'intéresse »). */
  actions?: React.ReactNode;
  /** The company's public page, linked from its name. */
  companyHref?: string | null;
  /** The level of the sections' headings: 3 in the panel (under its title), 2 on a page of its own. */
  headingLevel?: 2 | 3;
  renderLink?: LinkRenderer;
  className?: string;
};

/**
 * An offer in full: its facts and pay, the candidate's answer, how it matches their profile (with
 * what would raise it, each a link to the profile field), the description and the company card.
 * The title is the caller's (the panel's accessible name).
 */
function OfferDetails({
  offer,
  standing,
  pending,
  onDecide = () => undefined,
  onWithdraw = () => undefined,
  actions,
  companyHref,
  headingLevel = 3,
  renderLink = plainLink,
  className,
}: OfferDetailsProps) {
  const company = offer.company;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div data-slot="offer-details" className={cn("flex flex-col gap-6", className)}>
      <div className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">
          {company && companyHref ? (
            <TextLink asChild>{renderLink({ href: companyHref, children: company.name })}</TextLink>
          ) : (
            <span className="font-medium text-foreground">{company?.name ?? "Entreprise confidentielle"}</span>
          )}
          {offer.city ? ` — ${offer.city}${offer.postal_code ? ` (${offer.postal_code})` : ""}` : null}
        </p>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{contractText(offer.contract_type)}</Badge>
          <Badge variant="outline">{remoteText(offer.remote_mode)}</Badge>
          {offer.experience_years_min > 0 ? (
            <Badge variant="outline">
              {offer.experience_years_min} an{offer.experience_years_min > 1 ? "s" : ""} d'expérience
            </Badge>
          ) : (
            <Badge variant="outline">Débutant·e accepté·e</Badge>
          )}
        </div>
        <JobSalary
          salaryMin={offer.salary_min}
          salaryMax={offer.salary_max}
          netMonthlyMin={offer.salary_net_monthly_min}
          netMonthlyMax={offer.salary_net_monthly_max}
        />
        <p className="text-xs text-muted-foreground">{publishedText(offer.published_at)}</p>
      </div>
      {actions}
      {standing ? (
        <DecisionBar
          jobTitle={offer.title}
          decision={standing.decision}
          mutual={standing.mutual}
          applicationStage={standing.application_stage ?? null}
          pending={pending}
          onDecide={onDecide}
          onWithdraw={onWithdraw}
          renderLink={renderLink}
        />
      ) : null}
      {offer.match && !offer.match.excluded ? (
        <MatchBreakdown
          score={offer.match.score}
          criteria={offer.match.criteria}
          improvementHref={profileFieldHref}
          renderLink={renderLink}
        />
      ) : offer.match?.excluded ? (
        <Alert variant="warning">
          <AlertTitle>Cette offre sort de vos critères</AlertTitle>
          <AlertDescription>{offer.match.reason}</AlertDescription>
        </Alert>
      ) : null}
      {offer.skills.length > 0 ? (
        <section className="flex flex-col gap-2" aria-labelledby={`${offer.id}-skills`}>
          <Heading id={`${offer.id}-skills`} className="text-base font-semibold">
            Compétences demandées
          </Heading>
          <ul className="flex flex-wrap gap-2">
            {offer.skills.map((skill) => (
              <li key={skill}>
                <Badge variant="outline">{skill}</Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="flex flex-col gap-2" aria-labelledby={`${offer.id}-description`}>
        <Heading id={`${offer.id}-description`} className="text-base font-semibold">
          Description du poste
        </Heading>
        <SafeHtml html={offer.description} className="text-sm" />
      </section>
      {company ? (
        <section
          className="flex flex-col gap-2 rounded-lg border border-border p-4"
          aria-labelledby={`${offer.id}-company`}
        >
          <Heading id={`${offer.id}-company`} className="text-base font-semibold">
            {company.name}
          </Heading>
          <p className="text-sm text-muted-foreground">
            {[
              company.sector,
              company.size ? (companySizeLabels[company.size as CompanySize] ?? company.size) : null,
              company.city,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
          {company.description ? <SafeHtml html={company.description} className="text-sm" /> : null}
        </section>
      ) : null}
    </div>
  );
}

/** The panel while the offer loads. */
function OfferDetailsSkeleton() {
  return (
    <div className="flex flex-col gap-4" role="status" aria-busy="true" aria-label="Chargement de l'offre">
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

/** The panel when the offer could not be read: the reason, and « Réessayer » when it may help. */
function OfferDetailsError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{jobSearchMessages.offerFailed}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        {onRetry ? (
          <Button type="button" variant="outline" size="sm" className="mt-2" onClick={onRetry}>
            {jobSearchMessages.retry}
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}

export { OfferDetails, OfferDetailsError, OfferDetailsSkeleton };
export type { OfferDetailsProps };
