import { useSearchParams } from "react-router";

import { AdminUsersScreen, listPageOf, listQueryOf, listSearchParams, userTypeFilterOf } from "@fuse/features/admin";
import { paths, pathTo } from "@fuse/features/vocabulary/paths";

import { usePageHandle } from "../../page-handle";
import { withQueryClient } from "../../page-query";
import { routerLink } from "../../router-link";
import { useSignedInApi } from "../../session/services";

const names = { filterName: "type", defaultFilter: "all" };

/** « Utilisateurs »: every account, its type (`?type=`), search (`?q=`) and page (`?page=`) in the address. */
function Screen() {
  const { title } = usePageHandle();
  const api = useSignedInApi();
  const [params, setParams] = useSearchParams();
  const type = userTypeFilterOf(params.get("type"));
  const query = listQueryOf(params.get("q"));
  const page = listPageOf(params.get("page"));
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">Les comptes des candidats, des recruteurs et des administrateurs.</p>
      </header>
      <AdminUsersScreen
        api={api}
        type={type}
        query={query}
        page={page}
        onTypeChange={(filter) => setParams(listSearchParams({ filter, query }, names))}
        onQueryChange={(next) => setParams(listSearchParams({ filter: type, query: next }, names))}
        onPageChange={(next) => {
          setParams(listSearchParams({ filter: type, query, page: next }, names));
          window.scrollTo({ top: 0 });
        }}
        userHref={(id) => pathTo(paths.admin.user, { id })}
        renderLink={routerLink}
      />
    </div>
  );
}

export const Component = withQueryClient(Screen);
