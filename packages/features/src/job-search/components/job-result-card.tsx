import type * as React from "react";

import { contractText, distanceText, publishedText, remoteText } from "@fuse/domain/job-search/format";
import { matchStanding } from "@fuse/domain/job-search/messages";
import type { WorkflowStage } from "@fuse/domain/vocabulary";
import { Badge } from "@fuse/ui/badge";
import { Card } from "@fuse/ui/card";
import { cn } from "@fuse/ui/utils";

import type { JobSummary, MatchDecision } from "../../api/index.ts";
import { JobSalary } from "../../jobs/index.ts";
import { plainLink, type LinkRenderer } from "../lib/links.tsx";

type JobResultCardProps = {
  job: JobSummary;
  /** Where the offer opens (the panel, keeping the search). */
  href: string;
  /** The signed-in candidate's score; null when the offer is out of their reach, undefined while unknown. */
  score?: number | null;
  decision?: MatchDecision | null;
  mutual?: boolean;
  /** Where the application the match opened stands; null before one. */
  applicationStage?: WorkflowStage | null;
  renderLink?: LinkRenderer;
  /** Handed to the title's link, so focus can come back to it when the panel closes. */
  linkRef?: React.Ref<HTMLAnchorElement>;
  className?: string;
};

/** One offer in a list of results: title (the link), company, place, contract, pay and the match score. */
function JobResultCard({
  job,
  href,
  score,
  decision = null,
  mutual = false,
  applicationStage = null,
  renderLink = plainLink,
  linkRef,
  className,
}: JobResultCardProps) {
  const where = [job.city, distanceText(job.distance_km)].filter(Boolean).join(" · ");
  const standing = matchStanding(mutual, applicationStage);
  return (
    <Card data-slot="job-result-card" className={cn("gap-3 px-4 py-4 sm:px-6", className)}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-base leading-snug font-semibold">
          {renderLink({
            href,
            ref: linkRef,
            className:
              "rounded-xs text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
            children: job.title,
          })}
        </h3>
        {score === undefined ? null : score === null ? (
          <Badge variant="muted">Hors de vos critères</Badge>
        ) : (
          <Badge variant="brand">Compatibilité {score} %</Badge>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{job.company?.name ?? "Entreprise confidentielle"}</span>
        {where ? ` — ${where}` : null}
      </p>
      <div className="flex flex-wrap gap-2">
        <Badge variant="secondary">{contractText(job.contract_type)}</Badge>
        <Badge variant="outline">{remoteText(job.remote_mode)}</Badge>
        {standing ? (
          <Badge variant={standing.ended ? "muted" : "default"}>{standing.badge}</Badge>
        ) : decision === "like" ? (
          <Badge variant="outline">Intéressé·e</Badge>
        ) : decision === "pass" ? (
          <Badge variant="muted">Passée</Badge>
        ) : null}
      </div>
      <JobSalary
        salaryMin={job.salary_min}
        salaryMax={job.salary_max}
        netMonthlyMin={job.salary_net_monthly_min}
        netMonthlyMax={job.salary_net_monthly_max}
      />
      {job.excerpt ? <p className="line-clamp-2 text-sm text-muted-foreground">{job.excerpt}</p> : null}
      <p className="text-xs text-muted-foreground">{publishedText(job.published_at)}</p>
    </Card>
  );
}

export { JobResultCard };
export type { JobResultCardProps };
