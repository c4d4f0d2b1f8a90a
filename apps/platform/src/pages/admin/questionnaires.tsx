import { useNavigate } from "react-router";

import { paths, pathTo } from "@fuse/domain/vocabulary/paths";
import { AdminPageFrame, AdminQuestionnairesScreen } from "@fuse/features/admin";

import { usePageHandle } from "../../page-handle";
import { withQueryClient } from "../../page-query";
import { routerLink } from "../../router-link";
import { useSignedInApi } from "../../session/services";

/** « Questionnaires » of the administration: every questionnaire with its counts, and new ones. */
function Screen() {
  const { title } = usePageHandle();
  const api = useSignedInApi();
  const navigate = useNavigate();
  const editHref = (slug: string) => pathTo(paths.admin.questionnaire, { slug });
  return (
    <AdminPageFrame
      title={title}
      description="Les questions de chaque questionnaire se modifient ici, sans toucher au code ; les réponses déjà données restent lisibles après chaque modification."
    >
      <AdminQuestionnairesScreen
        api={api}
        editHref={editHref}
        onCreated={(slug) => void navigate(editHref(slug))}
        renderLink={routerLink}
      />
    </AdminPageFrame>
  );
}

export const Component = withQueryClient(Screen);
