import { contractText, distanceText, remoteText } from "@fuse/domain/job-search/format";
import { profileFieldHref } from "@fuse/domain/job-search/profile-fields";
import { tradeProximityWording } from "@fuse/domain/matching";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@fuse/ui/accordion";
import { Badge } from "@fuse/ui/badge";
import { Card } from "@fuse/ui/card";
import { cn } from "@fuse/ui/utils";

import type { JobMatch, MatchDecision } from "../../api/index.ts";
import { JobSalary } from "../../jobs/index.ts";
import { plainLink, type LinkRenderer } from "../lib/links.tsx";
import { DecisionBar } from "./decision-bar.tsx";
import { MatchBreakdown } from "./match-breakdown.tsx";

type PotentialMatchCardProps = {
  match: JobMatch;
  /** Where the offer opens in full. */
  href: string;
  pending?: boolean;
  onDecide: (decision: MatchDecision) => void;
  onWithdraw: () => void;
  renderLink?: LinkRenderer;
  className?: string;
};

/**
 * A potential match: the offer, its score, the candidate's answer (with « Annuler ») and the
 * breakdown the recruiter reads too, whose improvements link to the profile fields.
 */
function PotentialMatchCard({
  match,
  href,
  pending,
  onDecide,
  onWithdraw,
  renderLink = plainLink,
  className,
}: PotentialMatchCardProps) {
  const { job } = match;
  const where = [job.city, distanceText(job.distance_km)].filter(Boolean).join(" · ");
  return (
    <Card data-slot="potential-match-card" className={cn("gap-4 px-4 py-4 sm:px-6", className)}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-base leading-snug font-semibold">
          {renderLink({
            href,
            className:
              "rounded-xs text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring",
            children: job.title,
          })}
        </h2>
        <div className="flex flex-wrap gap-2">
          {match.match.trade ? <Badge variant="outline">{tradeProximityWording[match.match.trade].label}</Badge> : null}
          <Badge variant="brand">Compatibilité {match.match.score} %</Badge>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{job.company?.name ?? "Entreprise confidentielle"}</span>
        {where ? ` — ${where}` : null}
      </p>
      <div className="flex flex-wrap gap-2">
        <Badge variant="secondary">{contractText(job.contract_type)}</Badge>
        <Badge variant="outline">{remoteText(job.remote_mode)}</Badge>
      </div>
      <JobSalary
        salaryMin={job.salary_min}
        salaryMax={job.salary_max}
        netMonthlyMin={job.salary_net_monthly_min}
        netMonthlyMax={job.salary_net_monthly_max}
      />
      <DecisionBar
        jobTitle={job.title}
        decision={match.decision}
        mutual={match.mutual}
        applicationStage={match.application_stage}
        pending={pending}
        onDecide={onDecide}
        onWithdraw={onWithdraw}
        renderLink={renderLink}
      />
      <Accordion type="single" collapsible>
        <AccordionItem value="detail">
          <AccordionTrigger headingLevel={3}>Détail de la compatibilité</AccordionTrigger>
          <AccordionContent>
            <MatchBreakdown
              score={match.match.score}
              criteria={match.match.criteria}
              trade={match.match.trade}
              improvementHref={profileFieldHref}
              renderLink={renderLink}
              headingLevel={4}
            />
          </AccordionContent>
        </AccordionItem>
      </Accordion>
    </Card>
  );
}

export { PotentialMatchCard };
export type { PotentialMatchCardProps };
