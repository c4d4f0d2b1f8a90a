import { paths, pathTo } from "@fuse/domain/vocabulary/paths";
import { AdminPageFrame, AdminPagesScreen } from "@fuse/features/admin";

import { usePageHandle } from "../../page-handle";
import { withQueryClient } from "../../page-query";
import { routerLink } from "../../router-link";
import { useSignedInApi } from "../../session/services";

/** « Pages » of the administration: the site's content pages at /p/{slug}, legal pages included. */
function Screen() {
  const { title } = usePageHandle();
  const api = useSignedInApi();
  return (
    <AdminPageFrame
      title={title}
      description="Les pages de contenu du site, dont les pages légales : une page reste invisible jusqu'à sa publication."
    >
      <AdminPagesScreen
        api={api}
        newHref={paths.admin.pagesNew}
        editHref={(id) => pathTo(paths.admin.pageItem, { id })}
        timeZone="Europe/Paris"
        renderLink={routerLink}
      />
    </AdminPageFrame>
  );
}

export const Component = withQueryClient(Screen);
