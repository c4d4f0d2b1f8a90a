import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Skeleton } from "@fuse/ui/skeleton";
import { TextLink } from "@fuse/ui/text-link";
import { cn } from "@fuse/ui/utils";

import type { JobSummary } from "../../api/index.ts";
import { plainLink, type LinkRenderer } from "../lib/links.tsx";
import { JobResultCard } from "./job-result-card.tsx";

type OfferInterestInvitationProps = {
  /** Sign-up, coming back to the offer with the interest to record. */
  signUpHref: string;
  /** Sign-in, for those who have an account, coming back the same way. */
  signInHref: string;
  /** Either link was followed: the page notes the interest, to record it on the way back. */
  onChoose?: () => void;
  renderLink?: LinkRenderer;
  className?: string;
};

/**
 * « Ça m'intéresse » for a visitor: sign up (or sign in), fill in the profile, and the interest is
 * recorded on this offer at the end, the recruiter seeing it among the offer's candidates.
 */
function OfferInterestInvitation({
  signUpHref,
  signInHref,
  onChoose,
  renderLink = plainLink,
  className,
}: OfferInterestInvitationProps) {
  return (
    <section
      onClickCapture={(event) => {
        if ((event.target as Element).closest("a")) onChoose?.();
      }}
      data-slot="offer-interest"
      aria-label="Répondre à l'offre"
      className={cn("flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-4", className)}
    >
      <p className="text-sm">
        Créez votre profil en quelques minutes : votre intérêt est transmis au recruteur dès la fin de
        l&apos;inscription, avec votre compatibilité critère par critère.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild>{renderLink({ href: signUpHref, children: "Ça m'intéresse" })}</Button>
        <span className="text-sm text-muted-foreground">
          Déjà inscrit·e ? <TextLink asChild>{renderLink({ href: signInHref, children: "Se connecter" })}</TextLink>
        </span>
      </div>
    </section>
  );
}

type SimilarOffersProps = {
  /** Open offers like this one; undefined while they load. */
  jobs: JobSummary[] | undefined;
  /** An offer's public page. */
  hrefOf: (job: JobSummary) => string;
  /** The section's heading. */
  title?: string;
  failed?: boolean;
  renderLink?: LinkRenderer;
  className?: string;
};

/** Open offers like the one on the page: each card links to its own page. */
function SimilarOffers({
  jobs,
  hrefOf,
  title = "Offres similaires",
  failed = false,
  renderLink = plainLink,
  className,
}: SimilarOffersProps) {
  if (jobs && jobs.length === 0) return null;
  return (
    <section
      data-slot="similar-offers"
      aria-labelledby="similar-offers"
      className={cn("flex flex-col gap-3", className)}
    >
      <h2 id="similar-offers" className="text-lg font-semibold">
        {title}
      </h2>
      {jobs ? (
        <ul className="flex flex-col gap-3">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobResultCard job={job} href={hrefOf(job)} renderLink={renderLink} />
            </li>
          ))}
        </ul>
      ) : failed ? (
        <p className="text-sm text-muted-foreground">Les offres similaires n&apos;ont pas pu être chargées.</p>
      ) : (
        <div
          role="status"
          aria-busy="true"
          aria-label="Chargement des offres similaires"
          className="flex flex-col gap-3"
        >
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      )}
    </section>
  );
}

type GoneOfferProps = {
  /** The offer's title, as it was published. */
  title: string;
  /** Open offers like it; undefined while they load. */
  similar: JobSummary[] | undefined;
  hrefOf: (job: JobSummary) => string;
  /** The search for its title among the open offers. */
  searchHref: string;
  failed?: boolean;
  renderLink?: LinkRenderer;
};

/** The page of an offer that is closed or deleted (410): what it was, and where to look instead. */
function GoneOffer({ title, similar, hrefOf, searchHref, failed, renderLink = plainLink }: GoneOfferProps) {
  return (
    <div data-slot="gone-offer" className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">
          Cette offre n&apos;est plus disponible
        </h1>
        <p className="text-muted-foreground">{title}</p>
      </div>
      <Alert variant="info">
        <AlertTitle>Le recruteur a pourvu ce poste ou retiré son offre.</AlertTitle>
        <AlertDescription>
          <p>
            D&apos;autres offres vous attendent :{" "}
            <TextLink asChild>
              {renderLink({ href: searchHref, children: "voir les offres ouvertes pour ce métier" })}
            </TextLink>
            .
          </p>
        </AlertDescription>
      </Alert>
      <SimilarOffers
        jobs={similar}
        hrefOf={hrefOf}
        title="Offres ouvertes similaires"
        failed={failed}
        renderLink={renderLink}
      />
    </div>
  );
}

export { GoneOffer, OfferInterestInvitation, SimilarOffers };
export type { GoneOfferProps, OfferInterestInvitationProps, SimilarOffersProps };
