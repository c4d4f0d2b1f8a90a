import { tradeProximityWording } from "@fuse/domain/matching";
import { recruiterMatchMessages } from "@fuse/domain/recruiter-matches/messages";
import { paths } from "@fuse/domain/vocabulary/paths";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@fuse/ui/accordion";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Avatar } from "@fuse/ui/avatar";
import { Badge } from "@fuse/ui/badge";
import { Button } from "@fuse/ui/button";
import { Card } from "@fuse/ui/card";
import { TextLink } from "@fuse/ui/text-link";
import { cn } from "@fuse/ui/utils";

import type { CandidateMatch, MatchDecision } from "../../api/index.ts";
import { MatchBreakdown, plainLink, type LinkRenderer } from "../../job-search/index.ts";

type CandidateMatchCardProps = {
  match: CandidateMatch;
  /** A like or pass is being saved. */
  pending?: boolean;
  onDecide: (decision: MatchDecision) => void;
  renderLink?: LinkRenderer;
  className?: string;
};

const years = (count: number) => (count === 0 ? "Débutant·e" : `${count} an${count > 1 ? "s" : ""} d'expérience`);

/** Who the candidate is as the recruiter may know them: their first name, or nothing in anonymous mode. */
function displayName({ candidate, mutual }: CandidateMatch) {
  if (mutual && candidate.contact) {
    const full = [candidate.first_name, candidate.contact.last_name].filter(Boolean).join(" ");
    if (full) return full;
  }
  return candidate.first_name ?? recruiterMatchMessages.anonymous;
}

/**
 * A potential candidate for an offer: what their card shows (no contact, no photo, no exact distance
 * before a mutual match, no name either in anonymous mode), « Intéressé·e par votre offre » when they
 * said « Ça m'intéresse » to it (a pass is never told), the score with the breakdown the candidate
 * reads too, and the recruiter's « Ça m'intéresse » or « Passer »; a mutual match shows the contact.
 */
function CandidateMatchCard({
  match,
  pending = false,
  onDecide,
  renderLink = plainLink,
  className,
}: CandidateMatchCardProps) {
  const { candidate, decision, mutual, interested } = match;
  const name = displayName(match);
  const where = [candidate.city, candidate.distance_band ? `à ${candidate.distance_band} de l'offre` : null]
    .filter(Boolean)
    .join(" · ");
  return (
    <Card data-slot="candidate-match-card" className={cn("gap-4 px-4 py-4 sm:px-6", className)}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar alt={candidate.first_name ? name : ""} />
          <div className="flex min-w-0 flex-col">
            <h2 className="text-base leading-snug font-semibold text-foreground">{name}</h2>
            {candidate.headline ? <p className="text-sm text-muted-foreground">{candidate.headline}</p> : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {interested ? <Badge>{recruiterMatchMessages.interested}</Badge> : null}
          {match.match.trade ? <Badge variant="outline">{tradeProximityWording[match.match.trade].label}</Badge> : null}
          <Badge variant="brand">Compatibilité {match.match.score} %</Badge>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        {[where, candidate.experience_years === null ? null : years(candidate.experience_years)]
          .filter(Boolean)
          .join(" — ")}
      </p>
      {candidate.skills.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Compétences">
          {candidate.skills.map((skill) => (
            <li key={skill}>
              <Badge variant="secondary">{skill}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {candidate.languages.length > 0 ? (
        <p className="text-sm text-muted-foreground">Langues : {candidate.languages.join(", ")}</p>
      ) : null}
      {candidate.card_slug ? (
        <TextLink asChild className="self-start text-sm">
          {renderLink({ href: `/p/${candidate.card_slug}`, children: "Voir sa MaFuseCard" })}
        </TextLink>
      ) : null}
      {mutual ? (
        <Alert variant="success">
          <AlertTitle>{recruiterMatchMessages.mutual}</AlertTitle>
          <AlertDescription className="flex flex-col gap-1">
            <p>{recruiterMatchMessages.mutualNext}</p>
            {candidate.contact ? (
              <ul className="flex flex-col gap-1" aria-label={`Coordonnées de ${name}`}>
                <li>
                  E-mail : <a href={`mailto:${candidate.contact.email}`}>{candidate.contact.email}</a>
                </li>
                {candidate.contact.phone ? (
                  <li>
                    Téléphone :{" "}
                    <a href={`tel:${candidate.contact.phone.replace(/\s/g, "")}`}>{candidate.contact.phone}</a>
                  </li>
                ) : null}
              </ul>
            ) : null}
            <TextLink asChild>
              {renderLink({ href: paths.recruiter.workflow, children: "Ouvrir le suivi des recrutements" })}
            </TextLink>
          </AlertDescription>
        </Alert>
      ) : (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant={decision === "like" ? "default" : "outline"}
              aria-pressed={decision === "like"}
              aria-label={`Ça m'intéresse : ${name}, ${candidate.headline ?? "candidat"}`}
              disabled={pending}
              onClick={() => (decision === "like" ? undefined : onDecide("like"))}
            >
              Ça m'intéresse
            </Button>
            <Button
              type="button"
              variant="ghost"
              aria-label={`Passer : ${name}, ${candidate.headline ?? "candidat"}`}
              disabled={pending}
              onClick={() => onDecide("pass")}
            >
              Passer
            </Button>
          </div>
          <p role="status" className="text-sm text-muted-foreground">
            {decision === "like" ? recruiterMatchMessages.likedNext : null}
          </p>
        </div>
      )}
      <Accordion type="single" collapsible>
        <AccordionItem value="detail">
          <AccordionTrigger headingLevel={3}>Détail de la compatibilité</AccordionTrigger>
          <AccordionContent>
            <MatchBreakdown
              score={match.match.score}
              criteria={match.match.criteria}
              trade={match.match.trade}
              headingLevel={4}
            />
          </AccordionContent>
        </AccordionItem>
      </Accordion>
    </Card>
  );
}

export { CandidateMatchCard };
export type { CandidateMatchCardProps };
