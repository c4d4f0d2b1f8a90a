import { paths } from "@fuse/domain/vocabulary/paths";
import { AdminFaqScreen, AdminPageFrame } from "@fuse/features/admin";

import { usePageHandle } from "../../page-handle";
import { withQueryClient } from "../../page-query";
import { routerLink } from "../../router-link";
import { useSignedInApi } from "../../session/services";

/** « FAQ » of the administration: its categories and questions, their order and their answers. */
function Screen() {
  const { title } = usePageHandle();
  const api = useSignedInApi();
  return (
    <AdminPageFrame
      title={title}
      description="Rédigez les questions fréquentes, rangez-les par catégorie et choisissez leur ordre sur la FAQ publique."
      className="min-w-0"
    >
      <AdminFaqScreen api={api} publicFaqHref={paths.faq} renderLink={routerLink} />
    </AdminPageFrame>
  );
}

export const Component = withQueryClient(Screen);
