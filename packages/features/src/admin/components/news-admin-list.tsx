import { NewspaperIcon, PlusIcon } from "lucide-react";
import * as React from "react";

import type { AdminNewsStatus, AdminNewsSummary } from "@fuse/domain/admin/contract";
import { audienceLabels, describeNewsStatus } from "@fuse/domain/admin/news-status";
import { countOf } from "@fuse/domain/vocabulary";
import { Badge } from "@fuse/ui/badge";
import { Button } from "@fuse/ui/button";
import { EmptyState } from "@fuse/ui/empty-state";
import { Pagination } from "@fuse/ui/pagination";
import { cn } from "@fuse/ui/utils";

import { plainLink, type LinkRenderer } from "../../job-search/index.ts";
import { AdminSearchForm } from "./admin-search-form.tsx";
import { ConfirmDelete } from "./confirm-delete.tsx";
import { AdminListSkeleton } from "./inbox-list.tsx";

const statusVariants: Record<AdminNewsStatus, "muted" | "secondary" | "default"> = {
  draft: "muted",
  scheduled: "secondary",
  published: "default",
};

type NewsAdminListProps = {
  /** The items of the page shown. */
  news: readonly AdminNewsSummary[];
  /** Items matching the search, every page together. */
  total: number;
  page: number;
  pages: number;
  /** The search under way ("" for none). */
  query: string;
  onSearch: (query: string) => void;
  onPageChange: (page: number) => void;
  /** Where « Nouvelle actualité » leads. */
  newHref: string;
  /** Where an item is edited. */
  editHref: (id: string) => string;
  onUnpublish: (id: string) => void;
  onDelete: (id: string) => void;
  /** The item whose action is under way (its buttons wait). */
  pendingId?: string | null;
  /** Dates in this zone (Paris when absent). */
  timeZone?: string;
  renderLink?: LinkRenderer;
  className?: string;
};

/**
 * The administrators' news: every item with its state (« Brouillon », « Programmée le … »,
 * « Publiée le … ») and public, a search over titles and excerpts, pages of twenty, and per item
 * « Modifier », « Dépublier » (published or scheduled) and « Supprimer » (after confirmation).
 */
function NewsAdminList({
  news,
  total,
  page,
  pages,
  query,
  onSearch,
  onPageChange,
  newHref,
  editHref,
  onUnpublish,
  onDelete,
  pendingId,
  timeZone,
  renderLink = plainLink,
  className,
}: NewsAdminListProps) {
  const newItem = renderLink({
    href: newHref,
    className: "inline-flex items-center gap-2",
    children: (
      <>
        <PlusIcon aria-hidden />
        Nouvelle actualité
      </>
    ),
  });

  return (
    <div data-slot="news-admin-list" className={cn("flex flex-col gap-4", className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {query
            ? `${countOf(total, "actualité trouvée", "actualités trouvées")} pour « ${query} »`
            : countOf(total, "actualité", "actualités")}
        </p>
        <Button asChild>{newItem}</Button>
      </div>
      <AdminSearchForm
        label="Rechercher parmi les actualités"
        searchLabel="Titre ou chapô"
        query={query}
        onSearch={onSearch}
      />

      {news.length === 0 ? (
        <EmptyState
          icon={<NewspaperIcon aria-hidden />}
          title={query ? "Aucune actualité ne correspond à votre recherche" : "Aucune actualité pour le moment"}
          description={
            query
              ? "Essayez d'autres mots du titre ou du chapô."
              : "Rédigez la première : elle reste en brouillon jusqu'à ce que vous la publiiez."
          }
          headingLevel={2}
          action={query ? undefined : <Button asChild>{newItem}</Button>}
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Actualités">
          {news.map((item) => (
            <li key={item.id}>
              <NewsRow
                item={item}
                editHref={editHref(item.id)}
                pending={pendingId === item.id}
                timeZone={timeZone}
                onUnpublish={() => onUnpublish(item.id)}
                onDelete={() => onDelete(item.id)}
                renderLink={renderLink}
              />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <Pagination
          page={page}
          pageCount={pages}
          label="Pages des actualités"
          previousLabel="Précédent"
          nextLabel="Suivant"
          pageLabel={(number) => `Page ${number}`}
          onPageChange={onPageChange}
        />
      ) : null}
    </div>
  );
}

type NewsRowProps = {
  item: AdminNewsSummary;
  editHref: string;
  pending: boolean;
  timeZone?: string;
  onUnpublish: () => void;
  onDelete: () => void;
  renderLink: LinkRenderer;
};

/** One item: its title (the edit link), state, public, excerpt and actions. */
function NewsRow({ item, editHref, pending, timeZone, onUnpublish, onDelete, renderLink }: NewsRowProps) {
  const titleId = React.useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 text-base font-semibold break-words">
          {renderLink({ href: editHref, className: "hover:underline", children: item.title })}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Badge variant={statusVariants[item.status]} className="whitespace-normal">
            {describeNewsStatus(item, timeZone)}
          </Badge>
          <Badge variant="outline">
            <span className="sr-only">Public : </span>
            {audienceLabels[item.audience]}
          </Badge>
        </div>
      </div>
      {item.excerpt ? <p className="text-sm break-words text-muted-foreground">{item.excerpt}</p> : null}
      <div className="flex flex-wrap gap-2" aria-busy={pending || undefined}>
        <Button asChild variant="outline" size="sm">
          {renderLink({
            href: editHref,
            children: (
              <>
                Modifier<span className="sr-only"> « {item.title} »</span>
              </>
            ),
          })}
        </Button>
        {item.status !== "draft" ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={pending}
            aria-label={`Dépublier « ${item.title} »`}
            onClick={onUnpublish}
          >
            Dépublier
          </Button>
        ) : null}
        <ConfirmDelete
          label={`Supprimer « ${item.title} »`}
          title="Supprimer cette actualité ?"
          description={
            <>
              « {item.title} » sera supprimée définitivement
              {item.status === "published" ? " et disparaîtra du site" : ""}. Cette action est irréversible.
            </>
          }
          keepLabel="Garder l'actualité"
          onConfirm={onDelete}
          disabled={pending}
        />
      </div>
    </article>
  );
}

/** The list while it loads. */
function NewsAdminListSkeleton() {
  return <AdminListSkeleton label="Chargement des actualités" rowClassName="h-28" />;
}

export { NewsAdminList, NewsAdminListSkeleton };
export type { NewsAdminListProps };
