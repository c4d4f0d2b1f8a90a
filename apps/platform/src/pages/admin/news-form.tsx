import { useNavigate, useParams } from "react-router";

import { paths } from "@fuse/domain/vocabulary/paths";
import { AdminPageFrame, isUuid, NewsEditor } from "@fuse/features/admin";
import { Alert, AlertTitle } from "@fuse/ui/alert";

import { usePageHandle } from "../../page-handle";
import { withQueryClient } from "../../page-query";
import { routerLink } from "../../router-link";
import { useSignedInApi } from "../../session/services";

/** A news item's form: `/admin/actualites/nouvelle` writes a new one, `/admin/actualites/{id}` edits one. */
function Screen() {
  const { title } = usePageHandle();
  const { id } = useParams();
  const navigate = useNavigate();
  const api = useSignedInApi();
  // `nouvelle` has its own route; any other address names an item by its id, or none.
  const known = id === undefined || isUuid(id);
  return (
    <AdminPageFrame
      title={title}
      back={{ href: paths.admin.news, label: "Actualités" }}
      width="narrow"
      renderLink={routerLink}
    >
      {known ? (
        <NewsEditor
          api={api}
          newsId={id ? id.toLowerCase() : null}
          listHref={paths.admin.news}
          renderLink={routerLink}
          onSaved={() => void navigate(paths.admin.news)}
        />
      ) : (
        <Alert variant="destructive">
          <AlertTitle>Cette actualité n'existe pas ou a été supprimée.</AlertTitle>
        </Alert>
      )}
    </AdminPageFrame>
  );
}

export const Component = withQueryClient(Screen);
