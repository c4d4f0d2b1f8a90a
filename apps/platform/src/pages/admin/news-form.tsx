import { useNavigate, useParams } from "react-router";

import { NewsEditor } from "@fuse/features/admin";
import { paths } from "@fuse/features/vocabulary/paths";
import { Alert, AlertTitle } from "@fuse/ui/alert";

import { usePageHandle } from "../../page-handle";
import { withQueryClient } from "../../page-query";
import { routerLink } from "../../router-link";
import { useSignedInApi } from "../../session/services";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A news item's form: `/admin/actualites/nouvelle` writes a new one, `/admin/actualites/{id}` edits one. */
function Screen() {
  const { title } = usePageHandle();
  const { id } = useParams();
  const navigate = useNavigate();
  const api = useSignedInApi();
  // `nouvelle` has its own route; any other address names an item by its id, or none.
  const known = id === undefined || uuid.test(id);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        {routerLink({
          href: paths.admin.news,
          className: "text-sm text-primary underline-offset-4 hover:underline",
          children: "← Actualités",
        })}
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
      </header>
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
    </div>
  );
}

export const Component = withQueryClient(Screen);
