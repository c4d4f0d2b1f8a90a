import { useNavigate, useParams } from "react-router";

import { PageEditor } from "@fuse/features/admin";
import { paths } from "@fuse/features/vocabulary/paths";
import { Alert, AlertTitle } from "@fuse/ui/alert";

import { usePageHandle } from "../../page-handle";
import { withQueryClient } from "../../page-query";
import { routerLink } from "../../router-link";
import { useSignedInApi } from "../../session/services";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A content page's form: `/admin/pages/nouvelle` writes a new one, `/admin/pages/{id}` edits one. */
function Screen() {
  const { title } = usePageHandle();
  const { id } = useParams();
  const navigate = useNavigate();
  const api = useSignedInApi();
  // `nouvelle` has its own route; any other address names a page by its id, or none.
  const known = id === undefined || uuid.test(id);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        {routerLink({
          href: paths.admin.pages,
          className: "text-sm text-primary underline-offset-4 hover:underline",
          children: "← Pages",
        })}
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
      </header>
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
    </div>
  );
}

export const Component = withQueryClient(Screen);
