import { paths } from "@fuse/domain/vocabulary/paths";
import { AdminOverview, AdminPageFrame } from "@fuse/features/admin";

import { usePageHandle } from "../../page-handle";
import { withQueryClient } from "../../page-query";
import { routerLink } from "../../router-link";
import { useSignedInApi } from "../../session/services";

/** « Administration »: the news by state and the last actions of the administrators. */
function Screen() {
  const { title } = usePageHandle();
  const api = useSignedInApi();
  return (
    <AdminPageFrame title={title} description="Le contenu éditorial du site et le journal des actions.">
      <AdminOverview api={api} newsHref={paths.admin.news} newNewsHref={paths.admin.newsNew} renderLink={routerLink} />
    </AdminPageFrame>
  );
}

export const Component = withQueryClient(Screen);
