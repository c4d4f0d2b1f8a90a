import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useLocation, useNavigate } from "react-router";

import {
  ChangeEmailForm,
  ChangePasswordForm,
  DeleteAccount,
  downloadAccountExport,
  ExportData,
  saveFile,
  useDeleteAccountMutation,
} from "@fuse/features/account";
import { QuestionnaireEditor, questionnaireQueries, useSaveAnswersMutation } from "@fuse/features/questionnaire";
import { paths } from "@fuse/features/vocabulary/paths";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@fuse/ui/card";
import { Skeleton } from "@fuse/ui/skeleton";

import { usePageHandle } from "../page-handle";
import { LoadError, withQueryClient } from "../page-query";
import { useQuestionServices } from "../session/question-services";
import { useServices, useSessionUser, useSignedInApi } from "../session/services";

function Section({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * The answers of the onboarding questionnaire, all on one page. A link to `#question` (the home's
 * completeness list) opens the page at that question once the answers are loaded.
 */
function Answers({ userId }: { userId: string }) {
  const api = useSignedInApi();
  const { hash } = useLocation();
  const query = useQuery(questionnaireQueries.questionnaire(api, "candidate", userId));
  const save = useSaveAnswersMutation(api, "candidate", userId);
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
    />
  );
}

/** « Mon Profil »: the candidate's sign-in details, their data and their account. */
function Screen() {
  const { title } = usePageHandle();
  const { auth } = useServices();
  const user = useSessionUser();
  const navigate = useNavigate();
  const api = useSignedInApi();
  const deletion = useDeleteAccountMutation(api);

  const accessToken = async () => {
    const { data, error } = await (await auth()).supabase.auth.getSession();
    if (error || !data.session) throw new Error("Token manquant");
    return data.session.access_token;
  };

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">Vos réponses, vos identifiants, vos données et votre compte.</p>
      </header>
      {user ? (
        <>
          <Section
            title="Mes réponses"
            description="Votre métier, votre ville, vos attentes et vos compétences : ce que les recruteurs voient et ce qui calcule vos matchs."
          >
            <Answers userId={user.id} />
          </Section>
          <Section
            title="Adresse e-mail"
            description="L'adresse avec laquelle vous vous connectez et recevez nos e-mails."
          >
            <ChangeEmailForm
              currentEmail={user.email ?? ""}
              onSubmit={async ({ email }) => {
                const { supabase } = await auth();
                const { error } = await supabase.auth.updateUser(
                  { email },
                  { emailRedirectTo: `${window.location.origin}${paths.candidate.profile}` },
                );
                if (error) throw error;
              }}
            />
          </Section>
          <Section title="Mot de passe">
            <ChangePasswordForm
              onSubmit={async ({ currentPassword, password }) => {
                const { supabase } = await auth();
                // The current password first: a session left open on a shared computer is not enough.
                const check = await supabase.auth.signInWithPassword({
                  email: user.email ?? "",
                  password: currentPassword,
                });
                if (check.error) throw check.error;
                const { error } = await supabase.auth.updateUser({ password });
                if (error) throw error;
              }}
            />
          </Section>
          <Section title="Mes données" description="Téléchargez une copie de tout ce que Fuse conserve sur vous.">
            <ExportData onExport={() => downloadAccountExport(accessToken, saveFile)} />
          </Section>
          <Section title="Supprimer mon compte">
            <DeleteAccount
              onDelete={async () => {
                await deletion.mutateAsync(user.id);
                await (await auth()).signOut();
                await navigate(paths.home, { replace: true });
              }}
            />
          </Section>
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
