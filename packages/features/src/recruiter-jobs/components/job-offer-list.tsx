import { BriefcaseIcon, PlusIcon } from "lucide-react";
import * as React from "react";

import { formatDay } from "@fuse/domain/format/date";
import type { JobOfferStatus, RecruiterJobListItem } from "@fuse/domain/recruiter-jobs/contract";
import { contractTypeLabels, countOf, jobStatusLabels, remoteModeLabels } from "@fuse/domain/vocabulary";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@fuse/ui/alert-dialog";
import { Badge } from "@fuse/ui/badge";
import { Button } from "@fuse/ui/button";
import { EmptyState } from "@fuse/ui/empty-state";
import { Skeleton } from "@fuse/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@fuse/ui/tabs";
import { cn } from "@fuse/ui/utils";

import { plainLink, type LinkRenderer } from "../../job-search/index.ts";
import { describeJobSalary } from "../../jobs/index.ts";
import type { OfferAction } from "../api/recruiter-jobs.ts";

type Filter = "all" | JobOfferStatus;

const filterLabels: Record<Filter, string> = {
  all: "Toutes",
  draft: "Brouillons",
  published: "Publiées",
  closed: "Clôturées",
};

const statusLabels: Record<JobOfferStatus, string> = jobStatusLabels;

const statusVariants = { draft: "muted", published: "default", closed: "outline" } as const;

const emptyTexts: Record<Filter, { title: string; description: string }> = {
  all: {
    title: "Aucune offre pour le moment",
    description: "Rédigez votre première offre : elle reste en brouillon jusqu'à ce que vous la publiiez.",
  },
  draft: { title: "Aucun brouillon", description: "Les offres en cours de rédaction apparaissent ici." },
  published: { title: "Aucune offre publiée", description: "Publiez un brouillon pour que les candidats le trouvent." },
  closed: { title: "Aucune offre fermée", description: "Une offre fermée n'apparaît plus dans les recherches." },
};

type JobOfferListProps = {
  offers: readonly RecruiterJobListItem[];
  /** Where « Nouvelle offre » leads (the empty form). */
  newOfferHref: string;
  /** Where an offer is edited. */
  editHref: (id: string) => string;
  onAction: (id: string, action: OfferAction) => void;
  onDelete: (id: string) => void;
  /** The offer whose action is under way (its buttons wait). */
  pendingId?: string | null;
  /** The state shown first. */
  defaultFilter?: Filter;
  renderLink?: LinkRenderer;
  className?: string;
};

/**
 * « Mes offres d'emploi »: the company's offers by state (tabs with their counts), each with what it
 * brought (potential candidates, pipeline cards) and the actions its state allows: edit, publish,
 * close, reopen, duplicate, delete a draft.
 */
function JobOfferList({
  offers,
  newOfferHref,
  editHref,
  onAction,
  onDelete,
  pendingId,
  defaultFilter = "all",
  renderLink = plainLink,
  className,
}: JobOfferListProps) {
  const [filter, setFilter] = React.useState<Filter>(defaultFilter);
  const counts = {
    all: offers.length,
    draft: offers.filter((offer) => offer.status === "draft").length,
    published: offers.filter((offer) => offer.status === "published").length,
    closed: offers.filter((offer) => offer.status === "closed").length,
  };
  const newOffer = renderLink({
    href: newOfferHref,
    className: "inline-flex items-center gap-2",
    children: (
      <>
        <PlusIcon aria-hidden />
        Nouvelle offre
      </>
    ),
  });

  return (
    <div data-slot="job-offer-list" className={cn("flex flex-col gap-4", className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {countOf(counts.published, "offre publiée", "offres publiées")} sur {countOf(counts.all, "offre", "offres")}
        </p>
        <Button asChild>{newOffer}</Button>
      </div>
      <Tabs value={filter} onValueChange={(value) => setFilter(value as Filter)}>
        <TabsList aria-label="Filtrer les offres par état" className="flex h-auto w-full flex-wrap justify-start">
          {(Object.keys(filterLabels) as Filter[]).map((value) => (
            <TabsTrigger key={value} value={value}>
              {filterLabels[value]} ({counts[value]})
            </TabsTrigger>
          ))}
        </TabsList>
        {(Object.keys(filterLabels) as Filter[]).map((value) => {
          const shown = value === "all" ? offers : offers.filter((offer) => offer.status === value);
          return (
            <TabsContent key={value} value={value} className="mt-4">
              {shown.length === 0 ? (
                <EmptyState
                  icon={<BriefcaseIcon aria-hidden />}
                  title={emptyTexts[value].title}
                  description={emptyTexts[value].description}
                  headingLevel={2}
                  action={value === "all" ? <Button asChild>{newOffer}</Button> : undefined}
                />
              ) : (
                <ul className="flex flex-col gap-3" aria-label={`Offres : ${filterLabels[value].toLowerCase()}`}>
                  {shown.map((offer) => (
                    <li key={offer.id}>
                      <OfferRow
                        offer={offer}
                        editHref={editHref(offer.id)}
                        pending={pendingId === offer.id}
                        onAction={(action) => onAction(offer.id, action)}
                        onDelete={() => onDelete(offer.id)}
                        renderLink={renderLink}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}

type OfferRowProps = {
  offer: RecruiterJobListItem;
  editHref: string;
  pending: boolean;
  onAction: (action: OfferAction) => void;
  onDelete: () => void;
  renderLink: LinkRenderer;
};

/** One offer: its title (the edit link), state, facts, counts and actions. */
function OfferRow({ offer, editHref, pending, onAction, onDelete, renderLink }: OfferRowProps) {
  const titleId = React.useId();
  const salary = describeJobSalary({
    salaryMin: offer.salary_min,
    salaryMax: offer.salary_max,
    netMonthlyMin: null,
    netMonthlyMax: null,
  }).gross;
  const place = offer.remote_mode === "remote" ? remoteModeLabels.remote : (offer.city ?? "Lieu à préciser");
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="text-base font-semibold break-words">
          {renderLink({ href: editHref, className: "hover:underline", children: offer.title })}
        </h3>
        <Badge variant={statusVariants[offer.status]}>{statusLabels[offer.status]}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {[contractTypeLabels[offer.contract_type], place, salary].join(" · ")}
      </p>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {offer.potential_candidates !== null ? (
          <div className="flex gap-1">
            <dt className="text-muted-foreground">Candidats potentiels :</dt>
            <dd className="font-medium">{offer.potential_candidates}</dd>
          </div>
        ) : null}
        <div className="flex gap-1">
          <dt className="text-muted-foreground">Dans le suivi :</dt>
          <dd className="font-medium">{offer.pipeline_cards}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted-foreground">
            {offer.status === "published" && offer.published_at ? "Publiée le" : "Modifiée le"}
          </dt>
          <dd>
            {formatDay(offer.status === "published" && offer.published_at ? offer.published_at : offer.updated_at)}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2" aria-busy={pending || undefined}>
        <Button asChild variant="outline" size="sm">
          {renderLink({
            href: editHref,
            children: (
              <>
                Modifier<span className="sr-only"> « {offer.title} »</span>
              </>
            ),
          })}
        </Button>
        {offer.status === "draft" ? (
          <ActionButton label="Publier" title={offer.title} disabled={pending} onClick={() => onAction("publish")} />
        ) : null}
        {offer.status === "published" ? (
          <ActionButton label="Fermer" title={offer.title} disabled={pending} onClick={() => onAction("close")} />
        ) : null}
        {offer.status === "closed" ? (
          <ActionButton label="Rouvrir" title={offer.title} disabled={pending} onClick={() => onAction("reopen")} />
        ) : null}
        <ActionButton
          label="Dupliquer"
          title={offer.title}
          variant="ghost"
          disabled={pending}
          onClick={() => onAction("duplicate")}
        />
        {offer.status === "draft" ? (
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={pending}
                aria-label={`Supprimer « ${offer.title} »`}
              >
                Supprimer
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Supprimer ce brouillon ?</AlertDialogTitle>
                <AlertDialogDescription>
                  « {offer.title} » sera supprimé définitivement. Cette action est irréversible.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Garder le brouillon</AlertDialogCancel>
                <AlertDialogAction onClick={onDelete}>Supprimer</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        ) : null}
      </div>
    </article>
  );
}

function ActionButton({
  label,
  title,
  variant = "secondary",
  disabled,
  onClick,
}: {
  label: string;
  title: string;
  variant?: "secondary" | "ghost";
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      type="button"
      variant={variant}
      size="sm"
      disabled={disabled}
      aria-label={`${label} « ${title} »`}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

/** The list while the offers load. */
function JobOfferListSkeleton() {
  return (
    <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label="Chargement de vos offres">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

export { JobOfferList, JobOfferListSkeleton };
export type { JobOfferListProps };
