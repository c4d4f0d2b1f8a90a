import * as React from "react";

import type { InboxFilter } from "@fuse/domain/admin/inbox-labels";
import { EmptyState } from "@fuse/ui/empty-state";
import { Pagination } from "@fuse/ui/pagination";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@fuse/ui/select";
import { Skeleton } from "@fuse/ui/skeleton";
import { cn } from "@fuse/ui/utils";

import type { ApiClient } from "../../api/index.ts";
import { AdminSearchForm } from "./admin-search-form.tsx";

type AdminListShellProps<T, F extends string> = {
  /** What the list holds (« Messages de contact »): the name of the list and of its pages. */
  label: string;
  /** The count above the list: `total` matches, `searched` when a search is under way. */
  countLabel: (total: number, searched: boolean) => string;
  /** The rows of the page shown. */
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => React.ReactNode;
  /** Rows matching the filter and the search, every page together. */
  total: number;
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** The filter (a state, a type) and its choices. */
  filterLabel: string;
  filter: F;
  filterOptions: readonly { value: F; label: string }[];
  onFilterChange: (filter: F) => void;
  /** The search under way ("" for none), and what it looks in (the box's label). */
  query: string;
  searchLabel: string;
  onSearch: (query: string) => void;
  /** What an empty list says, with and without a search. */
  empty: { icon: React.ReactNode; title: string; searchedTitle: string; description?: string };
  /** The rows are the previous ones while the new ones load: dimmed, and busy for screen readers. */
  updating?: boolean;
  className?: string;
};

/**
 * The shell of the administrators' lists (the inboxes, the users): a filter, a search, the count,
 * the rows drawn by the caller, an empty state and the pages. The filter applies as soon as it is
 * chosen; the search when sent (Entrée or « Rechercher »).
 */
function AdminListShell<T, F extends string>({
  label,
  countLabel,
  items,
  itemKey,
  renderItem,
  total,
  page,
  pages,
  onPageChange,
  filterLabel,
  filter,
  filterOptions,
  onFilterChange,
  query,
  searchLabel,
  onSearch,
  empty,
  updating = false,
  className,
}: AdminListShellProps<T, F>) {
  const filterId = React.useId();

  return (
    <div
      data-slot="admin-list"
      aria-busy={updating || undefined}
      className={cn("flex min-w-0 flex-col gap-4", updating && "opacity-70", className)}
    >
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex w-full flex-col gap-1.5 sm:w-48">
          <label htmlFor={filterId} className="text-sm font-medium">
            {filterLabel}
          </label>
          <Select value={filter} onValueChange={(value) => onFilterChange(value as F)}>
            <SelectTrigger id={filterId} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {filterOptions.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <AdminSearchForm
          label={`Rechercher : ${label.toLowerCase()}`}
          searchLabel={searchLabel}
          query={query}
          onSearch={onSearch}
          className="min-w-0 flex-1"
          fieldClassName="min-w-48"
        />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {query ? `${countLabel(total, true)} pour « ${query} »` : countLabel(total, false)}
      </p>

      {items.length === 0 ? (
        <EmptyState
          icon={empty.icon}
          title={query ? empty.searchedTitle : empty.title}
          description={query ? "Essayez d'autres mots, ou effacez la recherche." : empty.description}
          headingLevel={2}
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={label}>
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <Pagination
          page={page}
          pageCount={pages}
          label={`Pages : ${label.toLowerCase()}`}
          previousLabel="Précédent"
          nextLabel="Suivant"
          pageLabel={(number) => `Page ${number}`}
          onPageChange={onPageChange}
        />
      ) : null}
    </div>
  );
}

/**
 * A list while it loads: `label` names what is loading (« Chargement des messages »); `rowClassName`
 * gives its rows about the height of the rows to come.
 */
function AdminListSkeleton({ label, rowClassName = "h-32" }: { label: string; rowClassName?: string }) {
  return (
    <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label={label}>
      <Skeleton className="h-10 w-full" />
      <Skeleton className={cn(rowClassName, "w-full")} />
      <Skeleton className={cn(rowClassName, "w-full")} />
    </div>
  );
}

/** « 1 message », « 3 messages »; `searched` adds « trouvé(s) ». */
function countOf(one: string, many: string, found: { one: string; many: string }) {
  return (total: number, searched: boolean) =>
    `${total} ${total > 1 ? many : one}${searched ? ` ${total > 1 ? found.many : found.one}` : ""}`;
}

/** What an inbox screen (contact messages, pre-registrations) takes: its data's client, and its state. */
type AdminInboxScreenProps<Status extends string> = {
  /** The administrator's API client (their token). */
  api: ApiClient;
  /** The filter, search and page, as the address holds them. */
  status: InboxFilter<Status>;
  query: string;
  page: number;
  onStatusChange: (status: InboxFilter<Status>) => void;
  onQueryChange: (query: string) => void;
  onPageChange: (page: number) => void;
  timeZone?: string;
};

export { AdminListShell, AdminListSkeleton, countOf };
export type { AdminInboxScreenProps, AdminListShellProps };
