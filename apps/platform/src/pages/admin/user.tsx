import { useNavigate, useParams } from "react-router";

import { paths } from "@fuse/domain/vocabulary/paths";
import { AdminPageFrame, AdminUserScreen, adminUsersMessages, isUuid } from "@fuse/features/admin";
import { Alert, AlertTitle } from "@fuse/ui/alert";

import { usePageHandle } from "../../page-handle";
import { withQueryClient } from "../../page-query";
import { routerLink } from "../../router-link";
import { useSignedInApi } from "../../session/services";

/** `/admin/utilisateurs/{id}`: one account's facts, and its deletion on the person's request. */
function Screen() {
  const { title } = usePageHandle();
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const api = useSignedInApi();
  return (
    <AdminPageFrame
      title={title}
      back={{ href: paths.admin.users, label: "Utilisateurs" }}
      width="narrow"
      renderLink={routerLink}
    >
      {isUuid(id) ? (
        <AdminUserScreen api={api} userId={id.toLowerCase()} onDeleted={() => void navigate(paths.admin.users)} />
      ) : (
        <Alert variant="destructive">
          <AlertTitle>{adminUsersMessages.missing}</AlertTitle>
        </Alert>
      )}
    </AdminPageFrame>
  );
}

export const Component = withQueryClient(Screen);
