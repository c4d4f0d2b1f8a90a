import { AdminFaqScreen } from "@fuse/features/admin";
import { paths } from "@fuse/features/vocabulary/paths";

import { usePageHandle } from "../../page-handle";
import { withQueryClient } from "../../page-query";
import { routerLink } from "../../router-link";
import { useSignedInApi } from "../../session/services";

/** « FAQ » of the administration: its categories and questions, their order and their answers. */
function Screen() {
  const { title } = usePageHandle();
  const api = useSignedInApi();
  return (
    <div className="flex max-w-4xl min-w-0 flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">
          Rédigez les questions fréquentes, rangez-les par catégorie et choisissez leur ordre sur la FAQ publique.
        </p>
      </header>
      <AdminFaqScreen api={api} publicFaqHref={paths.faq} renderLink={routerLink} />
    </div>
  );
}

export const Component = withQueryClient(Screen);
