// The administrators' questionnaires: the calls, what the screens read, and the writes (each edit
// of the questions a new version kept by the database).
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";

import type { AdminQuestionnaire } from "@fuse/domain/admin/contract";
import { adminQuestionnaireMessages } from "@fuse/domain/admin/questionnaires-editing";
import type { QuestionnaireCreate, QuestionnaireUpdate } from "@fuse/domain/admin/schemas";
import { toast } from "@fuse/ui/toast-store";

import type { ApiClient } from "../../api/index.ts";
import { adminKeys, adminQuestionnaireKeys } from "./keys.ts";

/** `GET /api/admin/questionnaires`: every questionnaire with its counts. */
export function listQuestionnaires(api: ApiClient, signal?: AbortSignal) {
  return api.request("GET /api/admin/questionnaires", { signal });
}

/** `GET /api/admin/questionnaires/{slug}`: one, its questions and the columns they may fill. */
export function getQuestionnaire(api: ApiClient, slug: string, signal?: AbortSignal) {
  return api.request("GET /api/admin/questionnaires/:slug", { params: { slug }, signal });
}

/** `POST /api/admin/questionnaires`: a new questionnaire, answered at /questionnaire/{slug}. */
export function createQuestionnaire(api: ApiClient, questionnaire: QuestionnaireCreate) {
  return api.request("POST /api/admin/questionnaires", { body: questionnaire });
}

/** `PUT /api/admin/questionnaires/{slug}`: its texts and its whole list of questions. */
export function updateQuestionnaire(api: ApiClient, slug: string, edit: QuestionnaireUpdate) {
  return api.request("PUT /api/admin/questionnaires/:slug", { params: { slug }, body: edit });
}

/** `GET /api/admin/questionnaires/{slug}/responses`: one page of the answers, labelled as asked. */
export function listQuestionnaireResponses(api: ApiClient, slug: string, page: number, signal?: AbortSignal) {
  return api.request("GET /api/admin/questionnaires/:slug/responses", { params: { slug }, query: { page }, signal });
}

/** What the questionnaire screens read; failures are shown in place, with « Réessayer ». */
export const adminQuestionnaireQueries = {
  list: (api: ApiClient) =>
    queryOptions({
      queryKey: adminQuestionnaireKeys.list(),
      queryFn: ({ signal }) => listQuestionnaires(api, signal),
      staleTime: 10_000,
    }),
  item: (api: ApiClient, slug: string) =>
    queryOptions({
      queryKey: adminQuestionnaireKeys.item(slug),
      queryFn: ({ signal }) => getQuestionnaire(api, slug, signal),
      staleTime: 10_000,
    }),
  responses: (api: ApiClient, slug: string, page: number) =>
    queryOptions({
      queryKey: adminQuestionnaireKeys.responses(slug, page),
      queryFn: ({ signal }) => listQuestionnaireResponses(api, slug, page, signal),
      staleTime: 10_000,
    }),
};

/** The questionnaire as the server answered; the list, its answers and the journal are read again. */
function useApplyQuestionnaire() {
  const queryClient = useQueryClient();
  return (questionnaire: AdminQuestionnaire) => {
    queryClient.setQueryData(adminQuestionnaireKeys.item(questionnaire.slug), questionnaire);
    void queryClient.invalidateQueries({
      queryKey: adminQuestionnaireKeys.all(),
      predicate: (query) => query.queryKey[2] !== "item",
    });
    void queryClient.invalidateQueries({ queryKey: adminKeys.journal() });
  };
}

/** Creates a questionnaire, said in a toast; refusals are the dialog's to show beside the field. */
export function useCreateQuestionnaireMutation(api: ApiClient) {
  const apply = useApplyQuestionnaire();
  return useMutation({
    mutationFn: (questionnaire: QuestionnaireCreate) => createQuestionnaire(api, questionnaire),
    onSuccess: (questionnaire) => {
      apply(questionnaire);
      toast({ title: adminQuestionnaireMessages.created, color: "primary" });
    },
  });
}

/**
 * Saves a questionnaire's texts and questions; the toast names the version of the questions now
 * live. Refusals are the form's to show beside the question at fault.
 */
export function useSaveQuestionnaireMutation(api: ApiClient) {
  const apply = useApplyQuestionnaire();
  return useMutation({
    mutationFn: ({ slug, edit }: { slug: string; edit: QuestionnaireUpdate; version: number }) =>
      updateQuestionnaire(api, slug, edit),
    onSuccess: (questionnaire, { version }) => {
      apply(questionnaire);
      toast({
        title:
          questionnaire.version > version
            ? adminQuestionnaireMessages.saved(questionnaire.version)
            : adminQuestionnaireMessages.savedTexts(questionnaire.version),
        color: "primary",
      });
    },
  });
}
