import { useNavigate, useParams } from "react-router";

import { AdminUserScreen, adminUsersMessages } from "@fuse/features/admin";
import { paths } from "@fuse/features/vocabulary/paths";
import { Alert, AlertTitle } from "@fuse/ui/alert";

import { usePageHandle } from "../../page-handle";
import { withQueryClient } from "../../page-query";
import { routerLink } from "../../router-link";
import { useSignedInApi } from "../../session/services";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/admin/utilisateurs/{id}`: one account's facts, and its deletion on the person's request. */
function Screen() {
  const { title } = usePageHandle();
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const api = useSignedInApi();
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        {routerLink({
          href: paths.admin.users,
          className: "text-sm text-primary underline-offset-4 hover:underline",
          children: "← Utilisateurs",
        })}
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
      </header>
      {uuid.test(id) ? (
        <AdminUserScreen api={api} userId={id.toLowerCase()} onDeleted={() => void navigate(paths.admin.users)} />
      ) : (
        <Alert variant="destructive">
          <AlertTitle>{adminUsersMessages.missing}</AlertTitle>
        </Alert>
      )}
    </div>
  );
}

export const Component = withQueryClient(Screen);
