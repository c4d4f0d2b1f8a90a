import { useSearchParams } from "react-router";

import {
  AdminContactMessagesScreen,
  contactMessageStatuses,
  inboxFilterOf,
  listPageOf,
  listQueryOf,
  listSearchParams,
} from "@fuse/features/admin";

import { usePageHandle } from "../../page-handle";
import { withQueryClient } from "../../page-query";
import { useSignedInApi } from "../../session/services";

const names = { filterName: "statut", defaultFilter: "new" };

/**
 * « Messages de contact »: what visitors wrote from /contact, « À traiter » first; the state
 * (`?statut=handled|all`), search (`?q=`) and page (`?page=`) live in the address.
 */
function Screen() {
  const { title } = usePageHandle();
  const api = useSignedInApi();
  const [params, setParams] = useSearchParams();
  const status = inboxFilterOf(params.get("statut"), contactMessageStatuses, "new");
  const query = listQueryOf(params.get("q"));
  const page = listPageOf(params.get("page"));
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">
          Les messages envoyés depuis la page Contact : répondez par e-mail, puis marquez-les comme traités.
        </p>
      </header>
      <AdminContactMessagesScreen
        api={api}
        status={status}
        query={query}
        page={page}
        onStatusChange={(filter) => setParams(listSearchParams({ filter, query }, names))}
        onQueryChange={(next) => setParams(listSearchParams({ filter: status, query: next }, names))}
        onPageChange={(next) => {
          setParams(listSearchParams({ filter: status, query, page: next }, names));
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}

export const Component = withQueryClient(Screen);
