import { useNavigate } from "react-router";

import { AdminQuestionnairesScreen } from "@fuse/features/admin";
import { paths, pathTo } from "@fuse/features/vocabulary/paths";

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
    <div className="flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">
          Les questions de chaque questionnaire se modifient ici, sans toucher au code ; les réponses déjà données
          restent lisibles après chaque modification.
        </p>
      </header>
      <AdminQuestionnairesScreen
        api={api}
        editHref={editHref}
        onCreated={(slug) => void navigate(editHref(slug))}
        renderLink={routerLink}
      />
    </div>
  );
}

export const Component = withQueryClient(Screen);
