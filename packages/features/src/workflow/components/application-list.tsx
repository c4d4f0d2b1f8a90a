import { HeartHandshakeIcon } from "lucide-react";
import * as React from "react";

import type { Application } from "@fuse/domain/workflow/contract";
import { Button } from "@fuse/ui/button";
import { EmptyState } from "@fuse/ui/empty-state";
import { cn } from "@fuse/ui/utils";

import { plainLink, type LinkRenderer } from "../../job-search/index.ts";
import { ApplicationCard, isOpenApplication, type ApplicationCardProps } from "./application-card.tsx";

type ApplicationListProps = Pick<ApplicationCardProps, "onBook" | "onCancelInterview" | "onWithdraw" | "now"> & {
  /** The candidate's applications, the latest move first. */
  applications: readonly Application[];
  /** Where the potential matches are (the empty list points there). */
  potentialMatchesHref: string;
  renderLink?: LinkRenderer;
  className?: string;
};

/**
 * The candidate's applications: those under way first, then those closed (hired, refused,
 * withdrawn), each in the order given. With none yet, points to the potential matches.
 */
function ApplicationList({
  applications,
  potentialMatchesHref,
  renderLink = plainLink,
  className,
  ...callbacks
}: ApplicationListProps) {
  const id = React.useId();
  const groups = [
    { key: "open", title: "En cours", items: applications.filter(isOpenApplication) },
    {
      key: "closed",
      title: "Terminées",
      items: applications.filter((application) => !isOpenApplication(application)),
    },
  ].filter((group) => group.items.length > 0);

  if (groups.length === 0) {
    return (
      <EmptyState
        data-slot="application-list"
        className={className}
        icon={<HeartHandshakeIcon />}
        title="Aucune candidature pour l'instant"
        description="Une candidature s'ouvre quand un recruteur répond à votre intérêt pour son offre : commencez par vos matchs potentiels."
        headingLevel={2}
        action={
          <Button asChild>{renderLink({ href: potentialMatchesHref, children: "Voir mes matchs potentiels" })}</Button>
        }
      />
    );
  }

  return (
    <div data-slot="application-list" className={cn("flex flex-col gap-8", className)}>
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`${id}-${group.key}`} className="flex flex-col gap-3">
          <h2 id={`${id}-${group.key}`} className="text-lg font-semibold">
            {group.title} <span className="text-muted-foreground tabular-nums">({group.items.length})</span>
          </h2>
          <ul className="flex flex-col gap-4" aria-labelledby={`${id}-${group.key}`}>
            {group.items.map((application) => (
              <li key={application.id}>
                <ApplicationCard application={application} {...callbacks} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export { ApplicationList };
export type { ApplicationListProps };
