import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useLocation, useNavigate, useParams } from "react-router";

import { paths } from "@fuse/domain/vocabulary/paths";
import { ApiError } from "@fuse/features/api";
import { cvAnalysisQueries, CvFirst } from "@fuse/features/cv-analysis";
import {
  questionnaireQueries,
  QuestionnaireRenderer,
  useSaveAnswersMutation,
  type Answers,
} from "@fuse/features/questionnaire";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Skeleton } from "@fuse/ui/skeleton";

import { usePageHandle } from "../page-handle";
import { withQueryClient } from "../page-query";
import { routerLink } from "../router-link";
import { useQuestionServices } from "../session/question-services";
import { useServices, useSessionUser, useSignedInApi } from "../session/services";

/** The questionnaire's slug: the route's parameter, or the last segment of a fixed path (/questionnaire/candidate). */
function useSlug() {
  const { slug } = useParams();
  const { pathname } = useLocation();
  return slug ?? pathname.split("/").filter(Boolean).at(-1) ?? "";
}

/**
 * The questionnaire of the page's slug; `onFinished` takes over once it is complete (with every
 * answer saved), instead of the thanks.
 */
export function QuestionnaireScreen({ onFinished }: { onFinished?: (answers: Answers) => void }) {
  const { title, description } = usePageHandle();
  const { publicApi } = useServices();
  const user = useSessionUser();
  const slug = useSlug();
  const navigate = useNavigate();
  const [finished, setFinished] = React.useState(false);
  const saved = React.useRef<Answers>({});
  const api = useSignedInApi();
  const userId = user?.id ?? null;
  const query = useQuery({ ...questionnaireQueries.questionnaire(user ? api : publicApi, slug, userId) });
  const save = useSaveAnswersMutation(api, slug, userId);

  const services = useQuestionServices(userId);

  const onboarding = slug === "candidate" || slug === "recruiter";
  // A new candidate may start with their CV: read, it fills the questionnaire (the server starts it
  // from what the CV gave). Offered until they go on without one, or have answered a step.
  const [withoutCv, setWithoutCv] = React.useState(false);
  const cv = useQuery({
    ...cvAnalysisQueries.own(api, userId ?? ""),
    enabled: slug === "candidate" && userId !== null,
  });
  const offerCv =
    slug === "candidate" &&
    !withoutCv &&
    cv.data?.analysis === null &&
    !cv.data.analyzer_cv &&
    (query.data?.progress?.current_step ?? 1) === 1;

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">{query.data?.questionnaire.description ?? description}</p>
      </header>
      {query.isPending || (slug === "candidate" && userId !== null && cv.isPending) ? (
        <div className="flex flex-col gap-4" role="status" aria-busy="true" aria-label="Chargement du questionnaire">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : query.isError ? (
        <Alert variant="destructive">
          <AlertTitle>
            {query.error instanceof ApiError && query.error.status === 404
              ? "Ce questionnaire n'existe pas."
              : "Le questionnaire n'a pas pu être chargé."}
          </AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-2">
            {query.error instanceof ApiError && query.error.status === 404 ? (
              "Vérifiez l'adresse de la page."
            ) : (
              <>
                Vérifiez votre connexion puis réessayez.
                <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
                  Réessayer
                </Button>
              </>
            )}
          </AlertDescription>
        </Alert>
      ) : offerCv ? (
        <CvFirst cvHref={paths.register.cvAnalyzer} renderLink={routerLink} onSkip={() => setWithoutCv(true)} />
      ) : finished ? (
        <Alert variant="success">
          <AlertTitle>Merci, vos réponses sont enregistrées.</AlertTitle>
          <AlertDescription>Vous pourrez les modifier depuis votre profil.</AlertDescription>
        </Alert>
      ) : (
        <>
          {query.data.questionnaire.title !== title ? (
            <h2 className="sr-only">{query.data.questionnaire.title}</h2>
          ) : null}
          <QuestionnaireRenderer
            key={userId ?? "visiteur"}
            questionnaire={query.data.questionnaire}
            initialAnswers={query.data.progress?.answers}
            initialStep={query.data.progress?.current_step}
            services={services}
            onSaveStep={async (request) => {
              saved.current = (await save.mutateAsync(request)).answers;
            }}
            finishLabel={onboarding ? "Terminer et continuer" : "Envoyer mes réponses"}
            onComplete={() => {
              // The onboarding finished, the access rules say where to go next (the portrait, then the dashboard).
              if (slug === "candidate") void navigate(paths.candidate.home);
              else if (slug === "recruiter") void navigate(paths.recruiter.home);
              else if (onFinished) onFinished(saved.current);
              else setFinished(true);
            }}
          />
        </>
      )}
    </div>
  );
}

/** A questionnaire whose questions are data: the candidate's and recruiter's onboarding, or any `/questionnaire/{slug}`. */
export const Component = withQueryClient(() => <QuestionnaireScreen />);
