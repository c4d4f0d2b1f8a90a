import * as React from "react";

import { formatDecimal } from "@fuse/domain/format/number";
import { tradeProximityWording, type Criterion, type TradeProximity } from "@fuse/domain/matching";
import { Progress } from "@fuse/ui/progress";
import { TextLink } from "@fuse/ui/text-link";
import { cn } from "@fuse/ui/utils";

type MatchBreakdownProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** 0-100. */
  score: number;
  /** Each criterion with its points and French sentence, as the server wrote them. */
  criteria: Criterion[];
  /** How close the offer's trade and the candidate's are: said above the criteria, worth no points. */
  trade?: TradeProximity | null;
  /**
   * Where to change what would raise a criterion (the candidate's profile field); without it the
   * improvements are plain text (the recruiter's view).
   */
  improvementHref?: (criterion: Criterion) => string;
  /** Renders the link (a router's Link); a plain `<a>` by default. */
  renderLink?: (props: { href: string; children: React.ReactNode }) => React.ReactElement;
  headingLevel?: 2 | 3 | 4;
  /** The heading's text before the score. */
  title?: string;
};

/**
 * How an offer and a candidate match, read the same way by both sides: the score, whether they
 * share a trade (« Même métier », « Métier proche »), then each criterion's points out of its share
 * with its sentence, then what would raise it, biggest gain first.
 */
function MatchBreakdown({
  score,
  criteria,
  trade = null,
  improvementHref,
  renderLink = ({ href, children }) => <a href={href}>{children}</a>,
  headingLevel = 3,
  title = "Compatibilité",
  className,
  ...props
}: MatchBreakdownProps) {
  const headingId = React.useId();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${Math.min(headingLevel + 1, 6)}` as "h3" | "h4" | "h5";
  const toImprove = criteria
    .filter((criterion) => criterion.improvement !== null)
    .sort((a, b) => b.weight - b.points - (a.weight - a.points));
  return (
    <section
      data-slot="match-breakdown"
      aria-labelledby={headingId}
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <Heading id={headingId} className="text-base font-semibold text-foreground">
        {title} : {score} %
      </Heading>
      {trade ? (
        <p data-slot="match-trade" data-trade={trade} className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{tradeProximityWording[trade].label}</span> :{" "}
          {tradeProximityWording[trade].detail}.
        </p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {criteria.map((criterion) => (
          <li key={criterion.key} data-slot="match-criterion" className="flex flex-col gap-1">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-foreground">{criterion.label}</span>
              <span className="text-muted-foreground tabular-nums">
                {formatDecimal(criterion.points)} / {criterion.weight} points
              </span>
            </div>
            <Progress
              value={criterion.points}
              max={criterion.weight}
              aria-label={criterion.label}
              getValueLabel={(value, max) => `${formatDecimal(value)} points sur ${max}`}
            />
            <p className="text-sm text-muted-foreground">{criterion.sentence}</p>
          </li>
        ))}
      </ul>
      {toImprove.length > 0 ? (
        <div className="flex flex-col gap-2">
          <SubHeading className="text-sm font-semibold text-foreground">Pour améliorer ce score</SubHeading>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
            {toImprove.map((criterion) => (
              <li key={criterion.key}>
                {improvementHref ? (
                  <TextLink asChild>
                    {renderLink({ href: improvementHref(criterion), children: criterion.improvement })}
                  </TextLink>
                ) : (
                  criterion.improvement
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

export { MatchBreakdown };
export type { MatchBreakdownProps };
