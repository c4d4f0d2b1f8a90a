import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useLocation } from "react-router";

import { notifyProfileError, notifyProfileUpdated, profileMessages } from "@fuse/features/profile";
import { QuestionnaireEditor, questionnaireQueries, useSaveAnswersMutation } from "@fuse/features/questionnaire";
import { Skeleton } from "@fuse/ui/skeleton";

import { LoadError } from "../page-query";
import { useQuestionServices } from "../session/question-services";
import { useSignedInApi } from "../session/services";

/**
 * The answers of a questionnaire (an onboarding's on « Mon Profil »), all on one page. A link to `#question` (the home's
 * completeness list) opens the page at that question once the answers are loaded.
 */
export function QuestionnaireAnswers({ slug, userId }: { slug: string; userId: string }) {
  const api = useSignedInApi();
  const { hash } = useLocation();
  const query = useQuery(questionnaireQueries.questionnaire(api, slug, userId));
  const save = useSaveAnswersMutation(api, slug, userId);
  const services = useQuestionServices(userId);
  const loaded = query.isSuccess;
  React.useEffect(() => {
    if (!loaded || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: "center" });
    target?.querySelector<HTMLElement>("input, textarea, button, [role=radio], [role=checkbox]")?.focus();
  }, [loaded, hash]);

  if (query.isPending)
    return (
      <div className="flex flex-col gap-4" role="status" aria-busy="true" aria-label="Chargement de vos réponses">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  if (query.isError)
    return <LoadError title="Vos réponses n'ont pas pu être chargées." onRetry={() => void query.refetch()} />;
  return (
    <QuestionnaireEditor
      questionnaire={query.data.questionnaire}
      initialAnswers={query.data.progress?.answers}
      services={services}
      onSaveStep={async (request) => {
        await save.mutateAsync(request);
      }}
      // Spec §8: « Profil mis à jour avec succès », or the red « Erreur lors de la mise à jour du profil ».
      onSaved={() => notifyProfileUpdated(profileMessages.updated)}
      onSaveFailed={(error) => notifyProfileError(error, profileMessages.updateFailed)}
      onStale={() => void query.refetch()}
    />
  );
}
