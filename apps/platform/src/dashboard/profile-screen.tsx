import { Skeleton } from "@fuse/ui/skeleton";

import { usePageHandle } from "../page-handle";
import { useSessionUser } from "../session/services";
import { AccountSections, ProfileSection } from "./account-sections";
import { CandidateTradeSection } from "./candidate-trade-section";
import { QuestionnaireAnswers } from "./questionnaire-answers";

/**
 * « Mon Profil » of either area: the answers of the area's onboarding questionnaire (and a candidate's
 * trade), then the sign-in details, the data export and the account's deletion.
 */
export function ProfileScreen({
  intro,
  answers,
  profilePath,
}: {
  intro: string;
  answers: { slug: "candidate" | "recruiter"; title: string; description: string };
  profilePath: string;
}) {
  const { title } = usePageHandle();
  const user = useSessionUser();

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">{intro}</p>
      </header>
      {user ? (
        <>
          <ProfileSection title={answers.title} description={answers.description}>
            <QuestionnaireAnswers slug={answers.slug} userId={user.id} />
          </ProfileSection>
          {answers.slug === "candidate" ? (
            <ProfileSection
              title="Mon métier"
              description="La famille de métiers du ROME (France Travail) de votre recherche, que vous pouvez changer."
            >
              <CandidateTradeSection userId={user.id} />
            </ProfileSection>
          ) : null}
          <AccountSections user={user} profilePath={profilePath} recruiter={answers.slug === "recruiter"} />
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
