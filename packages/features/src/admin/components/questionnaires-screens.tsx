import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import { adminQuestionnaireMessages } from "@fuse/domain/admin/questionnaires-editing";
import { Skeleton } from "@fuse/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@fuse/ui/tabs";

import { ApiError, type ApiClient } from "../../api/index.ts";
import { plainLink, type LinkRenderer } from "../../job-search/index.ts";
import type { QuestionServices } from "../../questionnaire/index.ts";
import {
  adminQuestionnaireQueries,
  useCreateQuestionnaireMutation,
  useSaveQuestionnaireMutation,
} from "../api/admin-questionnaires.ts";
import { AdminLoadFailed } from "./admin-load-failed.tsx";
import { QuestionnaireForm } from "./questionnaires-form.tsx";
import { QuestionnairesList, QuestionnairesListSkeleton } from "./questionnaires-list.tsx";
import { QuestionnaireResponsesPanel } from "./questionnaires-responses.tsx";

type AdminQuestionnairesScreenProps = {
  /** The administrator's API client (their token). */
  api: ApiClient;
  editHref: (slug: string) => string;
  /** A questionnaire was created: its editor opens. */
  onCreated: (slug: string) => void;
  timeZone?: string;
  renderLink?: LinkRenderer;
};

/** « Questionnaires » of the administration with its data: every questionnaire, and new ones. */
function AdminQuestionnairesScreen({
  api,
  editHref,
  onCreated,
  timeZone,
  renderLink = plainLink,
}: AdminQuestionnairesScreenProps) {
  const list = useQuery(adminQuestionnaireQueries.list(api));
  const create = useCreateQuestionnaireMutation(api);
  if (list.isPending) return <QuestionnairesListSkeleton />;
  if (list.isError)
    return (
      <AdminLoadFailed
        title={adminQuestionnaireMessages.listFailed}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  return (
    <QuestionnairesList
      questionnaires={list.data.questionnaires}
      editHref={editHref}
      timeZone={timeZone}
      renderLink={renderLink}
      onCreate={async (questionnaire) => {
        const created = await create.mutateAsync(questionnaire);
        onCreated(created.slug);
      }}
    />
  );
}

type QuestionnaireEditorScreenProps = {
  api: ApiClient;
  slug: string;
  /** What the preview's questions use; the preview writes nothing. */
  services: QuestionServices;
  /** The list, where « Retour à la liste » leads. */
  listHref: string;
  timeZone?: string;
  renderLink?: LinkRenderer;
};

/**
 * A questionnaire's page in the administration: « Questions » (the editor, saved through the API,
 * the toast naming the new version) and « Réponses » (the answers, labelled as they were asked).
 */
function QuestionnaireEditorScreen({
  api,
  slug,
  services,
  listHref,
  timeZone,
  renderLink = plainLink,
}: QuestionnaireEditorScreenProps) {
  const item = useQuery(adminQuestionnaireQueries.item(api, slug));
  const save = useSaveQuestionnaireMutation(api);
  const [tab, setTab] = React.useState("questions");

  if (item.isPending)
    return (
      <div className="flex flex-col gap-4" role="status" aria-busy="true" aria-label="Chargement du questionnaire">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (item.isError) {
    const missing = item.error instanceof ApiError && item.error.status === 404;
    return (
      <AdminLoadFailed
        title={missing ? adminQuestionnaireMessages.missing : adminQuestionnaireMessages.itemFailed}
        error={item.error}
        onRetry={missing ? undefined : () => void item.refetch()}
      />
    );
  }
  const questionnaire = item.data;
  return (
    <Tabs value={tab} onValueChange={setTab} className="gap-4">
      <TabsList aria-label="Questionnaire">
        <TabsTrigger value="questions">Questions</TabsTrigger>
        <TabsTrigger value="responses">Réponses ({questionnaire.response_count})</TabsTrigger>
      </TabsList>
      {/* The editor stays mounted behind « Réponses », so unsaved edits survive a look at the answers. */}
      <TabsContent value="questions" forceMount hidden={tab !== "questions"}>
        <QuestionnaireForm
          // Once shown, the form owns the questionnaire: a later reading of it does not reset the edits.
          key={questionnaire.slug}
          questionnaire={questionnaire}
          services={services}
          cancelHref={listHref}
          renderLink={renderLink}
          onSubmit={(edit) => save.mutateAsync({ slug: questionnaire.slug, edit, version: questionnaire.version })}
        />
      </TabsContent>
      <TabsContent value="responses">
        <QuestionnaireResponsesPanel api={api} slug={questionnaire.slug} timeZone={timeZone} headingLevel={2} />
      </TabsContent>
    </Tabs>
  );
}

export { AdminQuestionnairesScreen, QuestionnaireEditorScreen };
export type { AdminQuestionnairesScreenProps, QuestionnaireEditorScreenProps };
