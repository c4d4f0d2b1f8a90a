import { paths } from "@fuse/features/vocabulary/paths";
import { Skeleton } from "@fuse/ui/skeleton";

import { AccountSections, ProfileSection } from "../dashboard/account-sections";
import { QuestionnaireAnswers } from "../dashboard/questionnaire-answers";
import { usePageHandle } from "../page-handle";
import { withQueryClient } from "../page-query";
import { useSessionUser } from "../session/services";

/** « Mon Profil »: the candidate's answers, sign-in details, data and account. */
function Screen() {
  const { title } = usePageHandle();
  const user = useSessionUser();

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">Vos réponses, vos identifiants, vos données et votre compte.</p>
      </header>
      {user ? (
        <>
          <ProfileSection
            title="Mes réponses"
            description="Votre métier, votre ville, vos attentes et vos compétences : ce que les recruteurs voient et ce qui calcule vos matchs."
          >
            <QuestionnaireAnswers slug="candidate" userId={user.id} />
          </ProfileSection>
          <AccountSections user={user} profilePath={paths.candidate.profile} />
        </>
      ) : (
        <div className="flex flex-col gap-6" aria-busy>
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-56 w-full" />
        </div>
      )}
    </div>
  );
}

export const Component = withQueryClient(Screen);
