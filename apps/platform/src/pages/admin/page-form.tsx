import { useNavigate, useParams } from "react-router";

import { paths } from "@fuse/domain/vocabulary/paths";
import { AdminPageFrame, isUuid, PageEditor } from "@fuse/features/admin";
import { Alert, AlertTitle } from "@fuse/ui/alert";

import { usePageHandle } from "../../page-handle";
import { withQueryClient } from "../../page-query";
import { routerLink } from "../../router-link";
import { useSignedInApi } from "../../session/services";

/** A content page's form: `/admin/pages/nouvelle` writes a new one, `/admin/pages/{id}` edits one. */
function Screen() {
  const { title } = usePageHandle();
  const { id } = useParams();
  const navigate = useNavigate();
  const api = useSignedInApi();
  // `nouvelle` has its own route; any other address names a page by its id, or none.
  const known = id === undefined || isUuid(id);
  return (
    <AdminPageFrame
      title={title}
      back={{ href: paths.admin.pages, label: "Pages" }}
      width="narrow"
      renderLink={routerLink}
    >
      {known ? (
        <PageEditor
          api={api}
          pageId={id ? id.toLowerCase() : null}
          listHref={paths.admin.pages}
          renderLink={routerLink}
          onSaved={() => void navigate(paths.admin.pages)}
        />
      ) : (
        <Alert variant="destructive">
          <AlertTitle>Cette page n'existe pas ou a été supprimée.</AlertTitle>
        </Alert>
      )}
    </AdminPageFrame>
  );
}

export const Component = withQueryClient(Screen);
