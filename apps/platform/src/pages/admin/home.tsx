import { AdminOverview } from "@fuse/features/admin";
import { paths } from "@fuse/features/vocabulary/paths";

import { usePageHandle } from "../../page-handle";
import { withQueryClient } from "../../page-query";
import { routerLink } from "../../router-link";
import { useSignedInApi } from "../../session/services";

/** « Administration »: the news by state and the last actions of the administrators. */
function Screen() {
  const { title } = usePageHandle();
  const api = useSignedInApi();
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">Le contenu éditorial du site et le journal des actions.</p>
      </header>
      <AdminOverview api={api} newsHref={paths.admin.news} newNewsHref={paths.admin.newsNew} renderLink={routerLink} />
    </div>
  );
}

export const Component = withQueryClient(Screen);
