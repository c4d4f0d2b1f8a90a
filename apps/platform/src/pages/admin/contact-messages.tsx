import {
  AdminContactMessagesScreen,
  AdminPageFrame,
  contactMessageStatuses,
  inboxFilterOf,
} from "@fuse/features/admin";

import { usePageHandle } from "../../page-handle";
import { withQueryClient } from "../../page-query";
import { useSignedInApi } from "../../session/services";
import { useListAddress } from "./list-address";

/**
 * « Messages de contact »: what visitors wrote from /contact, « À traiter » first; the state
 * (`?statut=handled|all`), search (`?q=`) and page (`?page=`) live in the address.
 */
function Screen() {
  const { title } = usePageHandle();
  const api = useSignedInApi();
  const list = useListAddress("statut", "new", (value) => inboxFilterOf(value, contactMessageStatuses, "new"));
  return (
    <AdminPageFrame
      title={title}
      description="Les messages envoyés depuis la page Contact : répondez par e-mail, puis marquez-les comme traités."
    >
      <AdminContactMessagesScreen
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

export const Component = withQueryClient(Screen);
