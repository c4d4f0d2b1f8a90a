import { paths, pathTo } from "@fuse/domain/vocabulary/paths";
import { AdminPageFrame, AdminUsersScreen, userTypeFilterOf } from "@fuse/features/admin";

import { usePageHandle } from "../../page-handle";
import { withQueryClient } from "../../page-query";
import { routerLink } from "../../router-link";
import { useSignedInApi } from "../../session/services";
import { useListAddress } from "./list-address";

/** « Utilisateurs »: every account, its type (`?type=`), search (`?q=`) and page (`?page=`) in the address. */
function Screen() {
  const { title } = usePageHandle();
  const api = useSignedInApi();
  const list = useListAddress("type", "all", userTypeFilterOf);
  return (
    <AdminPageFrame title={title} description="Les comptes des candidats, des recruteurs et des administrateurs.">
      <AdminUsersScreen
        api={api}
        type={list.filter}
        query={list.query}
        page={list.page}
        onTypeChange={list.onFilterChange}
        onQueryChange={list.onQueryChange}
        onPageChange={list.onPageChange}
        userHref={(id) => pathTo(paths.admin.user, { id })}
        renderLink={routerLink}
      />
    </AdminPageFrame>
  );
}

export const Component = withQueryClient(Screen);
