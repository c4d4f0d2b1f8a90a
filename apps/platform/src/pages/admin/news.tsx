import { useSearchParams } from "react-router";

import { paths, pathTo } from "@fuse/domain/vocabulary/paths";
import { AdminNewsScreen, AdminPageFrame } from "@fuse/features/admin";

import { usePageHandle } from "../../page-handle";
import { withQueryClient } from "../../page-query";
import { routerLink } from "../../router-link";
import { useSignedInApi } from "../../session/services";

/** « Actualités » of the administration: every item, searched (`?q=`) and paged (`?page=`). */
function Screen() {
  const { title } = usePageHandle();
  const api = useSignedInApi();
  const [params, setParams] = useSearchParams();
  const query = (params.get("q") ?? "").trim().slice(0, 200);
  const page = Math.min(1000, Math.max(1, Math.floor(Number(params.get("page"))) || 1));
  return (
    <AdminPageFrame
      title={title}
      description="Rédigez, programmez et publiez les actualités du site : un brouillon reste invisible jusqu'à sa publication."
    >
      <AdminNewsScreen
        api={api}
        query={query}
        page={page}
        onQueryChange={(q) => setParams(q ? { q } : {})}
        onPageChange={(next) => {
          setParams({ ...(query ? { q: query } : {}), page: String(next) });
          window.scrollTo({ top: 0 });
        }}
        newHref={paths.admin.newsNew}
        editHref={(id) => pathTo(paths.admin.newsItem, { id })}
        renderLink={routerLink}
      />
    </AdminPageFrame>
  );
}

export const Component = withQueryClient(Screen);
