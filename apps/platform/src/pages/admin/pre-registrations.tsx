import {
  AdminPageFrame,
  AdminPreRegistrationsScreen,
  inboxFilterOf,
  preRegistrationStatuses,
} from "@fuse/features/admin";

import { usePageHandle } from "../../page-handle";
import { withQueryClient } from "../../page-query";
import { useSignedInApi } from "../../session/services";
import { useListAddress } from "./list-address";

/**
 * « Pré-inscriptions »: the companies that pre-registered on /pre-inscription, « À traiter » first;
 * the state (`?statut=approved|handled|all`), search (`?q=`) and page (`?page=`) live in the address.
 */
function Screen() {
  const { title } = usePageHandle();
  const api = useSignedInApi();
  const list = useListAddress("statut", "new", (value) => inboxFilterOf(value, preRegistrationStatuses, "new"));
  return (
    <AdminPageFrame
      title={title}
      description="Les entreprises pré-inscrites : approuvez-les pour leur envoyer l'invitation à créer leur compte recruteur."
    >
      <AdminPreRegistrationsScreen
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
