import { useQueries, useQuery } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import * as React from "react";

import type { AdminAction, AdminNewsStatus } from "@fuse/domain/admin/contract";
import { adminNewsMessages } from "@fuse/domain/admin/messages";
import { newsStatusLabels } from "@fuse/domain/admin/news-status";
import { formatShortDateTime } from "@fuse/domain/format/date";
import { Button } from "@fuse/ui/button";
import { Skeleton } from "@fuse/ui/skeleton";
import { cn } from "@fuse/ui/utils";

import type { ApiClient } from "../../api/index.ts";
import { plainLink, type LinkRenderer } from "../../job-search/index.ts";
import { adminQueries } from "../api/queries.ts";
import { AdminLoadFailed } from "./admin-load-failed.tsx";

const statuses: readonly AdminNewsStatus[] = ["draft", "scheduled", "published"];

/** How many journal entries the overview shows. */
const journalLength = 10;

const actionLabels: Record<string, string> = {
  create: "Création",
  update: "Modification",
  delete: "Suppression",
  handle: "Traitement",
  reply: "Réponse",
};

const entityLabels: Record<string, string> = {
  news: "actualité",
  faq_items: "question de la FAQ",
  faq_categories: "catégorie de la FAQ",
  pages: "page",
  questionnaires: "questionnaire",
  contact_messages: "message de contact",
  pre_registrations: "pré-inscription",
  users: "utilisateur",
};

/** « Création · actualité » — what was done, on what. */
export function describeAction(action: Pick<AdminAction, "action" | "entity">) {
  return `${actionLabels[action.action] ?? action.action} · ${entityLabels[action.entity] ?? action.entity}`;
}

type AdminOverviewProps = {
  /** The administrator's API client (their token). */
  api: ApiClient;
  /** The news list and its form. */
  newsHref: string;
  newNewsHref: string;
  /** Dates in this zone (Paris when absent). */
  timeZone?: string;
  renderLink?: LinkRenderer;
  className?: string;
};

/**
 * The administration's home: how many news items are drafts, scheduled and published, with the way
 * to them, and the last ten entries of the journal of administrators' actions.
 */
function AdminOverview({
  api,
  newsHref,
  newNewsHref,
  timeZone,
  renderLink = plainLink,
  className,
}: AdminOverviewProps) {
  const counts = useQueries({ queries: statuses.map((status) => adminQueries.newsCount(api, status)) });
  const journal = useQuery(adminQueries.journal(api));
  const countsFailed = counts.find((count) => count.isError);
  const id = React.useId();

  return (
    <div data-slot="admin-overview" className={cn("flex flex-col gap-8", className)}>
      <section aria-labelledby={`${id}-news`} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${id}-news`} className="text-lg font-semibold">
            Actualités
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              {renderLink({ href: newsHref, children: "Gérer les actualités" })}
            </Button>
            <Button asChild size="sm">
              {renderLink({
                href: newNewsHref,
                className: "inline-flex items-center gap-2",
                children: (
                  <>
                    <PlusIcon aria-hidden />
                    Nouvelle actualité
                  </>
                ),
              })}
            </Button>
          </div>
        </div>
        {countsFailed ? (
          <AdminLoadFailed
            title={adminNewsMessages.overviewFailed}
            error={countsFailed.error}
            onRetry={() => counts.forEach((count) => void count.refetch())}
          />
        ) : (
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-busy={counts.some((count) => count.isPending)}>
            {statuses.map((status, index) => {
              const count = counts[index]!;
              return (
                <div key={status} className="flex flex-col gap-1 rounded-lg border border-border bg-card p-4">
                  <dt className="text-sm text-muted-foreground">{newsStatusLabels[status]}</dt>
                  <dd className="text-2xl font-semibold">
                    {count.data === undefined ? (
                      <>
                        <Skeleton className="h-8 w-12" />
                        <span className="sr-only">Chargement…</span>
                      </>
                    ) : (
                      count.data
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </section>

      <section aria-labelledby={`${id}-journal`} className="flex flex-col gap-4">
        <h2 id={`${id}-journal`} className="text-lg font-semibold">
          Dernières actions
        </h2>
        {journal.isPending ? (
          <div className="flex flex-col gap-2" role="status" aria-busy="true" aria-label="Chargement du journal">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : journal.isError ? (
          <AdminLoadFailed
            title={adminNewsMessages.journalFailed}
            error={journal.error}
            onRetry={() => void journal.refetch()}
          />
        ) : journal.data.actions.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucune action pour le moment.</p>
        ) : (
          <ol className="flex flex-col divide-y divide-border rounded-lg border border-border" aria-label="Journal">
            {journal.data.actions.slice(0, journalLength).map((action) => (
              <li key={action.id} className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:items-baseline sm:gap-3">
                <time dateTime={action.at} className="shrink-0 text-muted-foreground tabular-nums">
                  {formatShortDateTime(action.at, timeZone)}
                </time>
                <p className="min-w-0 break-words">
                  <span className="font-medium">{describeAction(action)}</span>
                  {action.summary ? <> « {action.summary} »</> : null}
                  <span className="text-muted-foreground"> — {action.actor_email ?? "compte supprimé"}</span>
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

export { AdminOverview };
export type { AdminOverviewProps };
