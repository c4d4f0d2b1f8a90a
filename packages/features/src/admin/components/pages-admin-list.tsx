import { FileTextIcon, PlusIcon } from "lucide-react";
import * as React from "react";

import type { AdminPageSummary } from "@fuse/domain/admin/contract";
import { describePageUpdate, isLegalPage, publicPageAddress } from "@fuse/domain/admin/pages-content";
import { Badge } from "@fuse/ui/badge";
import { Button } from "@fuse/ui/button";
import { EmptyState } from "@fuse/ui/empty-state";
import { TextLink } from "@fuse/ui/text-link";
import { cn } from "@fuse/ui/utils";

import { plainLink, type LinkRenderer } from "../../job-search/index.ts";
import { ConfirmDelete } from "./confirm-delete.tsx";
import { AdminListSkeleton } from "./inbox-list.tsx";

type PagesAdminListProps = {
  pages: readonly AdminPageSummary[];
  /** Where « Nouvelle page » leads. */
  newHref: string;
  /** Where a page is edited. */
  editHref: (id: string) => string;
  onDelete: (id: string) => void;
  /** The page whose deletion is under way (its buttons wait). */
  pendingId?: string | null;
  /** Dates in this zone (Paris when absent). */
  timeZone?: string;
  renderLink?: LinkRenderer;
  className?: string;
};

/**
 * The site's content pages: each with its address (a link to the public page once published),
 * whether it is published, its last change, « Modifier » and « Supprimer » (after confirmation).
 */
function PagesAdminList({
  pages,
  newHref,
  editHref,
  onDelete,
  pendingId,
  timeZone,
  renderLink = plainLink,
  className,
}: PagesAdminListProps) {
  const newPage = renderLink({
    href: newHref,
    className: "inline-flex items-center gap-2",
    children: (
      <>
        <PlusIcon aria-hidden />
        Nouvelle page
      </>
    ),
  });
  const published = pages.filter((page) => page.published).length;

  return (
    <div data-slot="pages-admin-list" className={cn("flex flex-col gap-4", className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {pages.length === 0
            ? "Aucune page"
            : `${pages.length} ${pages.length > 1 ? "pages" : "page"} dont ${published} ${published > 1 ? "publiées" : "publiée"}`}
        </p>
        <Button asChild>{newPage}</Button>
      </div>

      {pages.length === 0 ? (
        <EmptyState
          icon={<FileTextIcon aria-hidden />}
          title="Aucune page pour le moment"
          description="Rédigez la première : elle reste invisible jusqu'à ce que vous la publiiez."
          headingLevel={2}
          action={<Button asChild>{newPage}</Button>}
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Pages">
          {pages.map((page) => (
            <li key={page.id}>
              <PageRow
                page={page}
                editHref={editHref(page.id)}
                pending={pendingId === page.id}
                timeZone={timeZone}
                onDelete={() => onDelete(page.id)}
                renderLink={renderLink}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type PageRowProps = {
  page: AdminPageSummary;
  editHref: string;
  pending: boolean;
  timeZone?: string;
  onDelete: () => void;
  renderLink: LinkRenderer;
};

/** One page: its title (the edit link), state, address, last change and actions. */
function PageRow({ page, editHref, pending, timeZone, onDelete, renderLink }: PageRowProps) {
  const titleId = React.useId();
  const legal = isLegalPage(page);
  const address = publicPageAddress(page.slug);
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 text-base font-semibold break-words">
          {renderLink({ href: editHref, className: "hover:underline", children: page.title })}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Badge variant={page.published ? "default" : "muted"}>{page.published ? "Publiée" : "Non publiée"}</Badge>
          {legal ? <Badge variant="outline">Page légale</Badge> : null}
        </div>
      </div>
      <dl className="grid gap-x-2 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Adresse</dt>
        <dd className="min-w-0 break-all">
          {page.published ? (
            <TextLink href={address} external newTabLabel="(nouvel onglet)">
              {address}
            </TextLink>
          ) : (
            <>
              <span className="font-mono">{address}</span>
              <span className="text-muted-foreground"> (invisible tant qu'elle n'est pas publiée)</span>
            </>
          )}
        </dd>
        <dt className="sr-only">Dernière modification</dt>
        <dd className="text-muted-foreground sm:col-span-2">{describePageUpdate(page, timeZone)}</dd>
      </dl>
      <div className="flex flex-wrap gap-2" aria-busy={pending || undefined}>
        <Button asChild variant="outline" size="sm">
          {renderLink({
            href: editHref,
            children: (
              <>
                Modifier<span className="sr-only"> « {page.title} »</span>
              </>
            ),
          })}
        </Button>
        <ConfirmDelete
          label={`Supprimer « ${page.title} »`}
          title="Supprimer cette page ?"
          description={
            <>
              « {page.title} » sera supprimée définitivement
              {page.published ? ` et ${address} mènera à une page introuvable` : ""}. Cette action est irréversible.
              {legal ? " C'est une page légale : le pied de page du site y renvoie." : ""}
            </>
          }
          keepLabel="Garder la page"
          onConfirm={onDelete}
          disabled={pending}
        />
      </div>
    </article>
  );
}

/** The list while it loads. */
function PagesAdminListSkeleton() {
  return <AdminListSkeleton label="Chargement des pages" rowClassName="h-28" />;
}

export { PagesAdminList, PagesAdminListSkeleton };
export type { PagesAdminListProps };
