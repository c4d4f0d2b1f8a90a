import { useParams } from "react-router";

import { QuestionnaireEditorScreen } from "@fuse/features/admin";
import { questionnaireSlugPattern } from "@fuse/features/admin/schemas";
import { paths } from "@fuse/features/vocabulary/paths";
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
    <div className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        {routerLink({
          href: paths.admin.questionnaires,
          className: "text-sm text-primary underline-offset-4 hover:underline",
          children: "← Questionnaires",
        })}
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        {known ? <p className="text-muted-foreground">Adresse publique : /questionnaire/{slug}</p> : null}
      </header>
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
    </div>
  );
}

export const Component = withQueryClient(Screen);
