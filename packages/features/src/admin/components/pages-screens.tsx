import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import { adminPagesMessages } from "@fuse/domain/admin/pages-content";
import { Skeleton } from "@fuse/ui/skeleton";

import { ApiError, type ApiClient } from "../../api/index.ts";
import { plainLink, type LinkRenderer } from "../../job-search/index.ts";
import { adminPageQueries, useDeletePageMutation, useSavePageMutation } from "../api/admin-pages.ts";
import { AdminLoadFailed } from "./admin-load-failed.tsx";
import { PagesAdminList, PagesAdminListSkeleton } from "./pages-admin-list.tsx";
import { PageForm } from "./pages-form.tsx";
import { usePendingRow } from "./use-pending-row.ts";

type AdminPagesScreenProps = {
  /** The administrator's API client (their token). */
  api: ApiClient;
  newHref: string;
  editHref: (id: string) => string;
  timeZone?: string;
  renderLink?: LinkRenderer;
};

/** « Pages » of the administration with its data: every page, and its deletion. */
function AdminPagesScreen({ api, newHref, editHref, timeZone, renderLink = plainLink }: AdminPagesScreenProps) {
  const list = useQuery(adminPageQueries.list(api));
  const remove = useDeletePageMutation(api);
  const { pendingId, track } = usePendingRow();

  if (list.isPending) return <PagesAdminListSkeleton />;
  if (list.isError)
    return (
      <AdminLoadFailed title={adminPagesMessages.listFailed} error={list.error} onRetry={() => void list.refetch()} />
    );
  return (
    <PagesAdminList
      pages={list.data.pages}
      newHref={newHref}
      editHref={editHref}
      timeZone={timeZone}
      renderLink={renderLink}
      pendingId={pendingId}
      onDelete={(id) => {
        remove.mutate({ id }, track(id));
      }}
    />
  );
}

type PageEditorProps = {
  api: ApiClient;
  /** The page to edit; null for a new one. */
  pageId: string | null;
  /** Called once saved (the toast « Page enregistrée » is shown), e.g. to go back to the list. */
  onSaved: (id: string) => void;
  /** The list, where « Annuler » leads. */
  listHref: string;
  renderLink?: LinkRenderer;
};

/** The page form with its data: the page read by id, created or saved through the API. */
function PageEditor({ api, pageId, onSaved, listHref, renderLink = plainLink }: PageEditorProps) {
  const item = useQuery({ ...adminPageQueries.item(api, pageId ?? ""), enabled: pageId !== null });
  const save = useSavePageMutation(api);

  if (pageId !== null && item.isPending)
    return (
      <div className="flex flex-col gap-4" role="status" aria-busy="true" aria-label="Chargement de la page">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (pageId !== null && item.isError) {
    const missing = item.error instanceof ApiError && item.error.status === 404;
    return (
      <AdminLoadFailed
        title={missing ? adminPagesMessages.missing : adminPagesMessages.itemFailed}
        error={item.error}
        onRetry={missing ? undefined : () => void item.refetch()}
      />
    );
  }
  return (
    <PageForm
      // Once shown, the form owns the page: a later reading of the same page does not reset it.
      key={pageId ?? "new"}
      page={pageId !== null ? (item.data ?? null) : null}
      cancelHref={listHref}
      renderLink={renderLink}
      onSubmit={async (page) => {
        const saved = await save.mutateAsync({ id: pageId, page });
        onSaved(saved.id);
      }}
    />
  );
}

export { AdminPagesScreen, PageEditor };
export type { AdminPagesScreenProps, PageEditorProps };
