import { keepPreviousData, useQuery } from "@tanstack/react-query";
import * as React from "react";

import { adminNewsMessages } from "@fuse/domain/admin/messages";
import { Skeleton } from "@fuse/ui/skeleton";

import { ApiError, type ApiClient } from "../../api/index.ts";
import { plainLink, type LinkRenderer } from "../../job-search/index.ts";
import { useDeleteNewsMutation, useSaveNewsMutation, useUnpublishNewsMutation } from "../api/mutations.ts";
import { adminQueries } from "../api/queries.ts";
import { AdminLoadFailed } from "./admin-load-failed.tsx";
import { NewsAdminList, NewsAdminListSkeleton } from "./news-admin-list.tsx";
import { NewsForm } from "./news-form.tsx";
import { usePendingRow } from "./use-pending-row.ts";

type AdminNewsScreenProps = {
  /** The administrator's API client (their token). */
  api: ApiClient;
  /** The search and page, as the address holds them. */
  query: string;
  page: number;
  onQueryChange: (query: string) => void;
  onPageChange: (page: number) => void;
  newHref: string;
  editHref: (id: string) => string;
  timeZone?: string;
  renderLink?: LinkRenderer;
};

/** « Actualités » of the administration with its data: the list, its search, pages and actions. */
function AdminNewsScreen({
  api,
  query,
  page,
  onQueryChange,
  onPageChange,
  newHref,
  editHref,
  timeZone,
  renderLink = plainLink,
}: AdminNewsScreenProps) {
  const list = useQuery({
    ...adminQueries.newsList(api, { ...(query ? { q: query } : {}), page }),
    placeholderData: keepPreviousData,
  });
  const unpublish = useUnpublishNewsMutation(api);
  const remove = useDeleteNewsMutation(api);
  const { pendingId, track } = usePendingRow();

  if (list.isPending) return <NewsAdminListSkeleton />;
  if (list.isError)
    return (
      <AdminLoadFailed title={adminNewsMessages.listFailed} error={list.error} onRetry={() => void list.refetch()} />
    );
  return (
    <NewsAdminList
      news={list.data.news}
      total={list.data.total}
      page={list.data.page}
      pages={list.data.pages}
      query={query}
      onSearch={onQueryChange}
      onPageChange={onPageChange}
      newHref={newHref}
      editHref={editHref}
      timeZone={timeZone}
      renderLink={renderLink}
      pendingId={pendingId}
      onUnpublish={(id) => {
        unpublish.mutate({ id }, track(id));
      }}
      onDelete={(id) => {
        remove.mutate({ id }, track(id));
      }}
    />
  );
}

type NewsEditorProps = {
  api: ApiClient;
  /** The item to edit; null for a new one. */
  newsId: string | null;
  /** Called once saved (the toast « Actualité enregistrée » is shown), e.g. to go back to the list. */
  onSaved: (id: string) => void;
  /** The list, where « Annuler » leads. */
  listHref: string;
  timeZone?: string;
  renderLink?: LinkRenderer;
};

/** The news form with its data: the item read by id, created or saved through the API. */
function NewsEditor({ api, newsId, onSaved, listHref, timeZone, renderLink = plainLink }: NewsEditorProps) {
  const item = useQuery({ ...adminQueries.newsItem(api, newsId ?? ""), enabled: newsId !== null });
  const save = useSaveNewsMutation(api);

  if (newsId !== null && item.isPending)
    return (
      <div className="flex flex-col gap-4" role="status" aria-busy="true" aria-label="Chargement de l'actualité">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  if (newsId !== null && item.isError) {
    const missing = item.error instanceof ApiError && item.error.status === 404;
    return (
      <AdminLoadFailed
        title={missing ? "Cette actualité n'existe pas ou a été supprimée." : adminNewsMessages.itemFailed}
        error={item.error}
        onRetry={missing ? undefined : () => void item.refetch()}
      />
    );
  }
  return (
    <NewsForm
      // Once shown, the form owns the item: a later reading of the same item does not reset it.
      key={newsId ?? "new"}
      news={newsId !== null ? (item.data ?? null) : null}
      cancelHref={listHref}
      timeZone={timeZone}
      renderLink={renderLink}
      onSubmit={async (news) => {
        const saved = await save.mutateAsync({ id: newsId, news });
        onSaved(saved.id);
      }}
    />
  );
}

export { AdminNewsScreen, NewsEditor };
export type { AdminNewsScreenProps, NewsEditorProps };
