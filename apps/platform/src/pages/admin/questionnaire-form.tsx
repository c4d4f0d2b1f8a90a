import { useParams } from "react-router";

import { questionnaireSlugPattern } from "@fuse/domain/admin/schemas";
import { paths } from "@fuse/domain/vocabulary/paths";
import { AdminPageFrame, QuestionnaireEditorScreen } from "@fuse/features/admin";
import { Alert, AlertTitle } from "@fuse/ui/alert";

import { usePageHandle } from "../../page-handle";
import { withQueryClient } from "../../page-query";
import { routerLink } from "../../router-link";
import { useQuestionServices } from "../../session/question-services";
import { useSignedInApi } from "../../session/services";

/** `/admin/questionnaires/{slug}`: a questionnaire's questions, their preview, and the answers given. */
function Screen() {
  const { title } = usePageHandle();
  const { slug = "" } = useParams();
  const api = useSignedInApi();
  // The preview stores nothing, a photo included: no account is needed for its services.
  const services = useQuestionServices(null);
  const known = questionnaireSlugPattern.test(slug) && slug.length <= 80;
  return (
    <AdminPageFrame
      title={title}
      back={{ href: paths.admin.questionnaires, label: "Questionnaires" }}
      description={known ? <>Adresse publique : /questionnaire/{slug}</> : undefined}
      width="narrow"
      renderLink={routerLink}
    >
      {known ? (
        <QuestionnaireEditorScreen
          api={api}
          slug={slug}
          services={services}
          listHref={paths.admin.questionnaires}
          renderLink={routerLink}
        />
      ) : (
        <Alert variant="destructive">
          <AlertTitle>Ce questionnaire n'existe pas.</AlertTitle>
        </Alert>
      )}
    </AdminPageFrame>
  );
}

export const Component = withQueryClient(Screen);
