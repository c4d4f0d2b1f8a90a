import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useLocation, useNavigate, useParams } from "react-router";

import { ApiError, type ApiClient } from "@fuse/features/api";
import {
  questionnaireQueries,
  QuestionnaireRenderer,
  useSaveAnswersMutation,
  type QuestionServices,
} from "@fuse/features/questionnaire";
import { salaryQueries } from "@fuse/features/salary";
import { paths } from "@fuse/features/vocabulary/paths";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { createOfflinePlacesProvider } from "@fuse/ui/places-offline";
import { Skeleton } from "@fuse/ui/skeleton";

import { usePageHandle } from "../page-handle";
import { useServices, useSessionUser } from "../session/services";

/** The questionnaire's slug: the route's parameter, or the last segment of a fixed path (/questionnaire/candidate). */
function useSlug() {
  const { slug } = useParams();
  const { pathname } = useLocation();
  return slug ?? pathname.split("/").filter(Boolean).at(-1) ?? "";
}

/** The photo's place in the public avatars bucket: the owner's folder, a new name each time (no stale cache). */
const photoPath = (userId: string, file: File) =>
  `${userId}/photo-${Date.now()}.${file.type === "image/png" ? "png" : file.type === "image/webp" ? "webp" : "jpg"}`;

function Screen() {
  const { title, description } = usePageHandle();
  const { auth, publicApi, queryClient } = useServices();
  const user = useSessionUser();
  const slug = useSlug();
  const navigate = useNavigate();
  const [finished, setFinished] = React.useState(false);
  const api = React.useMemo<ApiClient>(
    () => ({
      request: (async (...args: Parameters<ApiClient["request"]>) =>
        (await auth()).api.request(...args)) as ApiClient["request"],
    }),
    [auth],
  );
  const userId = user?.id ?? null;
  const query = useQuery({ ...questionnaireQueries.questionnaire(user ? api : publicApi, slug, userId) });
  const save = useSaveAnswersMutation(api, slug, userId);

  const services = React.useMemo<QuestionServices>(
    () => ({
      places: createOfflinePlacesProvider(),
      suggestJobTitles: async (text, signal) => {
        const { titles } = await publicApi.request("GET /api/rome/titles", { query: { q: text, limit: 8 }, signal });
        return titles.map((title) => title.label);
      },
      suggestSkills: async (text, signal) => {
        if (text.trim().length < 2) return [];
        const { skills } = await publicApi.request("GET /api/skills/suggestions", {
          query: { q: text, limit: 8 },
          signal,
        });
        return skills;
      },
      uploadPhoto: async (file) => {
        const { supabase } = await auth();
        if (!userId) throw new Error("Connectez-vous pour envoyer une photo.");
        const path = photoPath(userId, file);
        const { error } = await supabase.storage.from("avatars").upload(path, file, { contentType: file.type });
        if (error)
          throw new Error("L'envoi de la photo a échoué. Réessayez avec une image PNG, JPEG ou WebP de 2 Mo au plus.");
        return supabase.storage.from("avatars").getPublicUrl(path).data.publicUrl;
      },
      estimateNet: async (grossYearly, signal) => {
        const options = salaryQueries.simulation(publicApi, {
          gross_monthly: Math.round((grossYearly / 12) * 100) / 100,
          status: "non-cadre",
          contract: "CDI",
        });
        signal.addEventListener("abort", () => void queryClient.cancelQueries({ queryKey: options.queryKey }), {
          once: true,
        });
        return (await queryClient.fetchQuery(options)).net_monthly_before_tax;
      },
    }),
    [auth, publicApi, queryClient, userId],
  );

  const onboarding = slug === "candidate" || slug === "recruiter";

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">{query.data?.questionnaire.description ?? description}</p>
      </header>
      {query.isPending ? (
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
              await save.mutateAsync(request);
            }}
            finishLabel={onboarding ? "Terminer et continuer" : "Envoyer mes réponses"}
            onComplete={() => {
              // The onboarding finished, the access rules say where to go next (the portrait, then the dashboard).
              if (slug === "candidate") void navigate(paths.candidate.home);
              else if (slug === "recruiter") void navigate(paths.recruiter.home);
              else setFinished(true);
            }}
          />
        </>
      )}
    </div>
  );
}

/** A questionnaire whose questions are data: the candidate's and recruiter's onboarding, or any `/questionnaire/{slug}`. */
export function Component() {
  const { queryClient } = useServices();
  return (
    <QueryClientProvider client={queryClient}>
      <Screen />
    </QueryClientProvider>
  );
}
