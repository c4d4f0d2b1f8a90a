import { BuildingIcon, ExternalLinkIcon, MapPinIcon, UsersIcon } from "lucide-react";
import * as React from "react";

import type { PublicCompanyCard } from "@fuse/domain/company-card/contract";
import { cultureLinesOf } from "@fuse/domain/company-card/culture";
import { offerPath } from "@fuse/domain/job-search/public-offer";
import { companySizeLabels, contractTypeLabels, remoteModeLabels } from "@fuse/domain/vocabulary";
import { Avatar } from "@fuse/ui/avatar";
import { Badge } from "@fuse/ui/badge";
import { Card, CardContent, CardHeader } from "@fuse/ui/card";
import { SafeHtml } from "@fuse/ui/safe-html";
import { cn } from "@fuse/ui/utils";

/** Renders a link (a router's Link in the app, a plain `<a>` in stories and tests). */
export type CompanyCardLink = (props: {
  href: string;
  children: React.ReactNode;
  className?: string;
}) => React.ReactElement;

const plainLink: CompanyCardLink = ({ href, children, className }) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** Where anyone reads an offer of the card: its public page. */
export const offerHref = offerPath;

export type CompanyCardViewProps = {
  company: PublicCompanyCard;
  /** The heading level of the company's name (2 inside a page, 3 in a preview). */
  headingLevel?: 1 | 2 | 3;
  renderLink?: CompanyCardLink;
  /** Shown in place of the offers when there are none (nothing by default). */
  noOffersText?: string;
  className?: string;
};

/** A web address as people read it: without the scheme and trailing slash. */
const displayedAddress = (url: string) => url.replace(/^https?:\/\//i, "").replace(/\/$/, "");

/**
 * The company card as candidates see it: logo or initials, name, sector, size, city and sites,
 * website, values, benefits, culture in plain French, presentation and published offers.
 */
export function CompanyCardView({
  company,
  headingLevel = 2,
  renderLink = plainLink,
  noOffersText,
  className,
}: CompanyCardViewProps) {
  const id = React.useId();
  const Heading = `h${headingLevel}` as const;
  const Section = `h${Math.min(headingLevel + 1, 4)}` as "h2" | "h3" | "h4";
  const culture = cultureLinesOf(company.culture);
  const otherSites = company.sites.filter((site) => site.city !== company.city);
  return (
    <Card className={cn("border-t-4 border-t-primary", className)}>
      <CardHeader className="flex flex-row items-center gap-4">
        <Avatar size="xl" src={company.logo_url ?? undefined} alt={company.name} />
        <div className="flex min-w-0 flex-col gap-1">
          <Heading className="text-xl font-semibold tracking-tight break-words">{company.name}</Heading>
          {company.sector ? <p className="text-muted-foreground">{company.sector}</p> : null}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground" aria-label="En bref">
          {company.size ? (
            <li className="flex items-center gap-1">
              <UsersIcon aria-hidden className="size-4" />
              {companySizeLabels[company.size]}
            </li>
          ) : null}
          {company.city ? (
            <li className="flex items-center gap-1">
              <MapPinIcon aria-hidden className="size-4" />
              {company.city}
            </li>
          ) : null}
          {otherSites.length > 0 ? (
            <li className="flex items-center gap-1">
              <BuildingIcon aria-hidden className="size-4" />
              {`Aussi à ${otherSites.map((site) => site.city).join(", ")}`}
            </li>
          ) : null}
          {company.website ? (
            <li>
              <a
                href={company.website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="flex items-center gap-1 text-primary underline-offset-4 hover:underline"
              >
                {displayedAddress(company.website)}
                <ExternalLinkIcon aria-hidden className="size-3.5" />
                <span className="sr-only">(site web, nouvel onglet)</span>
              </a>
            </li>
          ) : null}
        </ul>

        {company.description ? (
          <section
            aria-label="Présentation"
            className="text-sm [&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-2 [&_ul]:list-disc [&_ul]:pl-5"
          >
            <SafeHtml html={company.description} />
          </section>
        ) : null}

        {company.values.length > 0 ? (
          <section aria-labelledby={`${id}-values`} className="flex flex-col gap-2">
            <Section id={`${id}-values`} className="text-sm font-semibold">
              Nos valeurs
            </Section>
            <ul className="flex flex-wrap gap-2">
              {company.values.map((value) => (
                <li key={value}>
                  <Badge variant="secondary">{value}</Badge>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {company.benefits.length > 0 ? (
          <section aria-labelledby={`${id}-benefits`} className="flex flex-col gap-2">
            <Section id={`${id}-benefits`} className="text-sm font-semibold">
              Avantages
            </Section>
            <ul className="flex flex-wrap gap-2">
              {company.benefits.map((benefit) => (
                <li key={benefit}>
                  <Badge variant="outline">{benefit}</Badge>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {culture.length > 0 ? (
          <section aria-labelledby={`${id}-culture`} className="flex flex-col gap-2">
            <Section id={`${id}-culture`} className="text-sm font-semibold">
              Notre façon de travailler
            </Section>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              {culture.map((line) => (
                <div key={line.id} className="contents">
                  <dt className="text-muted-foreground">{line.question}</dt>
                  <dd className="mb-1 sm:mb-0">{line.answer}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}

        {company.offers.length > 0 || noOffersText ? (
          <section aria-labelledby={`${id}-offers`} className="flex flex-col gap-2 border-t pt-4">
            <Section id={`${id}-offers`} className="text-sm font-semibold">
              {company.offers.length > 0 ? `Offres publiées (${company.offers.length})` : "Offres publiées"}
            </Section>
            {company.offers.length > 0 ? (
              <ul className="flex flex-col gap-2">
                {company.offers.map((offer) => (
                  <li key={offer.id} className="flex flex-col">
                    {renderLink({
                      href: offerHref(offer),
                      className: "font-medium text-primary underline-offset-4 hover:underline",
                      children: offer.title,
                    })}
                    <span className="text-sm text-muted-foreground">
                      {[
                        contractTypeLabels[offer.contract_type] ?? offer.contract_type,
                        offer.city,
                        remoteModeLabels[offer.remote_mode],
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{noOffersText}</p>
            )}
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
