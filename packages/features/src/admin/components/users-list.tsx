import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { UsersIcon } from "lucide-react";
import * as React from "react";

import type { AdminUser, AdminUserType } from "@fuse/domain/admin/inbox-contract";
import {
  adminUsersMessages,
  describeSubscription,
  describeUserState,
  formatAdminDate,
  userTypeFilterOptions,
  userTypeLabels,
} from "@fuse/domain/admin/users-labels";
import { Badge } from "@fuse/ui/badge";

import type { ApiClient } from "../../api/index.ts";
import { plainLink, type LinkRenderer } from "../../job-search/index.ts";
import { adminUserQueries } from "../api/admin-users.ts";
import { AdminLoadFailed } from "./admin-load-failed.tsx";
import { AdminListShell, AdminListSkeleton, countOf } from "./inbox-list.tsx";

type UserRowProps = {
  user: AdminUser;
  /** Where the account's page is. */
  href: string;
  timeZone?: string;
  renderLink?: LinkRenderer;
};

/** One account: its address (the link to its page), type, name, state and, for a recruiter, subscription. */
function UserRow({ user, href, timeZone, renderLink = plainLink }: UserRowProps) {
  const titleId = React.useId();
  const who = [user.name, user.company_name].filter(Boolean).join(" · ");
  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-card p-4 text-card-foreground"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 text-base font-semibold break-all">
          {renderLink({ href, className: "hover:underline", children: user.email })}
        </h2>
        <Badge variant={user.type === "admin" ? "default" : "outline"}>
          <span className="sr-only">Type : </span>
          {userTypeLabels[user.type]}
        </Badge>
      </div>
      {who ? <p className="text-sm break-words">{who}</p> : null}
      <ul className="flex flex-wrap gap-2" aria-label="État du compte">
        {describeUserState(user).map((state) => (
          <li key={state}>
            <Badge variant={/non |incomplet/.test(state) ? "muted" : "secondary"}>{state}</Badge>
          </li>
        ))}
        {user.type === "recruiter" ? (
          <li>
            <Badge variant={user.subscription ? "secondary" : "muted"} className="whitespace-normal">
              {describeSubscription(user.subscription, timeZone)}
            </Badge>
          </li>
        ) : null}
      </ul>
      <p className="text-sm text-muted-foreground">
        Inscrit le {formatAdminDate(user.created_at, timeZone)}
        {user.last_sign_in_at
          ? ` · dernière connexion le ${formatAdminDate(user.last_sign_in_at, timeZone)}`
          : " · jamais connecté"}
      </p>
    </article>
  );
}

type AdminUsersScreenProps = {
  /** The administrator's API client (their token). */
  api: ApiClient;
  /** The type, search and page, as the address holds them. */
  type: AdminUserType | "all";
  query: string;
  page: number;
  onTypeChange: (type: AdminUserType | "all") => void;
  onQueryChange: (query: string) => void;
  onPageChange: (page: number) => void;
  /** Where an account's page is. */
  userHref: (id: string) => string;
  timeZone?: string;
  renderLink?: LinkRenderer;
};

/** « Utilisateurs » with its data: every account, newest first, searched and filtered by type. */
function AdminUsersScreen({
  api,
  type,
  query,
  page,
  onTypeChange,
  onQueryChange,
  onPageChange,
  userHref,
  timeZone,
  renderLink = plainLink,
}: AdminUsersScreenProps) {
  const list = useQuery({
    ...adminUserQueries.list(api, { ...(type === "all" ? {} : { type }), ...(query ? { q: query } : {}), page }),
    placeholderData: keepPreviousData,
  });

  if (list.isPending) return <AdminListSkeleton label="Chargement des utilisateurs" />;
  if (list.isError)
    return (
      <AdminLoadFailed title={adminUsersMessages.listFailed} error={list.error} onRetry={() => void list.refetch()} />
    );
  return (
    <AdminListShell
      label="Utilisateurs"
      countLabel={countOf("compte", "comptes", { one: "trouvé", many: "trouvés" })}
      items={list.data.items}
      itemKey={(user) => user.id}
      renderItem={(user) => (
        <UserRow user={user} href={userHref(user.id)} timeZone={timeZone} renderLink={renderLink} />
      )}
      total={list.data.total}
      page={list.data.page}
      pages={list.data.pages}
      onPageChange={onPageChange}
      filterLabel="Type de compte"
      filter={type}
      filterOptions={userTypeFilterOptions}
      onFilterChange={onTypeChange}
      query={query}
      searchLabel="E-mail ou nom"
      onSearch={onQueryChange}
      empty={{
        icon: <UsersIcon aria-hidden />,
        title: "Aucun compte de ce type",
        searchedTitle: "Aucun compte ne correspond à votre recherche",
      }}
      updating={list.isPlaceholderData}
    />
  );
}

export { AdminUsersScreen, UserRow };
export type { AdminUsersScreenProps, UserRowProps };
