import { AdminPagesScreen } from "@fuse/features/admin";
import { paths, pathTo } from "@fuse/features/vocabulary/paths";

import { usePageHandle } from "../../page-handle";
import { withQueryClient } from "../../page-query";
import { routerLink } from "../../router-link";
import { useSignedInApi } from "../../session/services";

/** « Pages » of the administration: the site's content pages at /p/{slug}, legal pages included. */
function Screen() {
  const { title } = usePageHandle();
  const api = useSignedInApi();
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">
          Les pages de contenu du site, dont les pages légales : une page reste invisible jusqu'à sa publication.
        </p>
      </header>
      <AdminPagesScreen
        api={api}
        newHref={paths.admin.pagesNew}
        editHref={(id) => pathTo(paths.admin.pageItem, { id })}
        timeZone="Europe/Paris"
        renderLink={routerLink}
      />
    </div>
  );
}

export const Component = withQueryClient(Screen);
