import type { ComponentType } from "react";

import { AdminPageFrame, inboxFilterOf, type AdminInboxScreenProps } from "@fuse/features/admin";

import { usePageHandle } from "./page-handle";
import { withQueryClient } from "./page-query";
import { useListAddress } from "./pages/admin/list-address";
import { useSignedInApi } from "./session/services";

/**
 * An inbox page of the administration: its screen in the page frame, « À traiter » first, with the
 * state (`?statut=`), search (`?q=`) and page (`?page=`) in the address. Outside `pages/admin`,
 * whose every .tsx module is a page.
 */
export function adminInboxPage<Status extends string>(
  Screen: ComponentType<AdminInboxScreenProps<"new" | Status>>,
  statuses: readonly ("new" | Status)[],
  description: string,
) {
  function Page() {
    const { title } = usePageHandle();
    const api = useSignedInApi();
    const list = useListAddress("statut", "new", (value) => inboxFilterOf(value, statuses, "new"));
    return (
      <AdminPageFrame title={title} description={description}>
        <Screen
          api={api}
          status={list.filter}
          query={list.query}
          page={list.page}
          onStatusChange={list.onFilterChange}
          onQueryChange={list.onQueryChange}
          onPageChange={list.onPageChange}
        />
      </AdminPageFrame>
    );
  }
  return withQueryClient(Page);
}
