import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { InboxIcon } from "lucide-react";
import * as React from "react";

import type { AdminQuestionnaireResponse, AdminQuestionnaireResponses } from "@fuse/domain/admin/contract";
import { adminQuestionnaireMessages, describeAnswer } from "@fuse/domain/admin/questionnaires-editing";
import { formatDateTime } from "@fuse/domain/format/date";
import { profileTypeLabels } from "@fuse/domain/vocabulary";
import { Badge } from "@fuse/ui/badge";
import { EmptyState } from "@fuse/ui/empty-state";
import { Pagination } from "@fuse/ui/pagination";
import { Skeleton } from "@fuse/ui/skeleton";
import { cn } from "@fuse/ui/utils";

import type { ApiClient } from "../../api/index.ts";
import { adminQuestionnaireQueries } from "../api/admin-questionnaires.ts";
import { AdminLoadFailed } from "./admin-load-failed.tsx";

const respondentTypes: Readonly<Record<string, string>> = profileTypeLabels;

type QuestionnaireResponsesListProps = {
  data: AdminQuestionnaireResponses;
  onPageChange: (page: number) => void;
  /** Dates in this zone (Paris when absent). */
  timeZone?: string;
  /** The level of each response's heading. */
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * The answers given to a questionnaire, newest first, twenty a page: each answer under the label it
 * was asked with; when the question was relabelled since, today's label too, and « Question
 * retirée » when it is no longer asked.
 */
function QuestionnaireResponsesList({
  data,
  onPageChange,
  timeZone,
  headingLevel = 3,
  className,
}: QuestionnaireResponsesListProps) {
  return (
    <div data-slot="questionnaire-responses" className={cn("flex flex-col gap-4", className)}>
      <p className="text-sm text-muted-foreground">
        {data.total} réponse{data.total > 1 ? "s" : ""} · questions en version {data.questionnaire.version}
      </p>
      {data.responses.length === 0 ? (
        <EmptyState
          icon={<InboxIcon aria-hidden />}
          title="Aucune réponse pour le moment"
          description="Les réponses s'affichent ici dès qu'une personne a rempli une étape."
          headingLevel={headingLevel}
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Réponses">
          {data.responses.map((response) => (
            <li key={response.id}>
              <ResponseCard
                response={response}
                currentVersion={data.questionnaire.version}
                timeZone={timeZone}
                headingLevel={headingLevel}
              />
            </li>
          ))}
        </ul>
      )}
      {data.pages > 1 ? (
        <Pagination
          page={data.page}
          pageCount={data.pages}
          label="Pages des réponses"
          previousLabel="Précédent"
          nextLabel="Suivant"
          pageLabel={(number) => `Page ${number}`}
          onPageChange={onPageChange}
        />
      ) : null}
    </div>
  );
}

type ResponseCardProps = {
  response: AdminQuestionnaireResponse;
  currentVersion: number;
  timeZone?: string;
  headingLevel: 2 | 3;
};

/** One person's answers, each with its question as it was asked. */
function ResponseCard({ response, currentVersion, timeZone, headingLevel }: ResponseCardProps) {
  const titleId = React.useId();
  const Heading = `h${headingLevel}` as const;
  const moment = formatDateTime(response.updated_at, timeZone);
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={titleId} className="text-base font-semibold">
          Réponse du {moment}
        </Heading>
        <div className="flex flex-wrap gap-2">
          <Badge variant="outline">{respondentTypes[response.respondent.type] ?? response.respondent.type}</Badge>
          <Badge variant={response.submitted_at ? "default" : "muted"}>
            {response.submitted_at ? "Envoyée" : "En cours"}
          </Badge>
          <Badge variant={response.version === currentVersion ? "secondary" : "muted"}>
            Donnée en version {response.version}
          </Badge>
        </div>
      </div>
      <dl className="flex flex-col gap-3">
        {response.answers.map((answer) => (
          <div key={answer.question_id} className="flex min-w-0 flex-col gap-1 border-t border-border pt-2">
            <dt className="flex flex-wrap items-center gap-2 text-sm font-medium break-words">
              <span>{answer.label}</span>
              {answer.retired ? (
                <Badge variant="destructive">Question retirée</Badge>
              ) : answer.current_label !== null && answer.current_label !== answer.label ? (
                <span className="text-xs font-normal text-muted-foreground">
                  Libellé actuel : « {answer.current_label} »
                </span>
              ) : null}
            </dt>
            <dd className="text-sm break-words whitespace-pre-line text-muted-foreground">
              {describeAnswer(answer.answer, answer.choices, answer.type)}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

type QuestionnaireResponsesPanelProps = {
  api: ApiClient;
  slug: string;
  timeZone?: string;
  headingLevel?: 2 | 3;
};

/** « Réponses » with its data: read page by page, a skeleton while loading, « Réessayer » on failure. */
function QuestionnaireResponsesPanel({ api, slug, timeZone, headingLevel }: QuestionnaireResponsesPanelProps) {
  const [page, setPage] = React.useState(1);
  const responses = useQuery({
    ...adminQuestionnaireQueries.responses(api, slug, page),
    placeholderData: keepPreviousData,
  });
  if (responses.isPending)
    return (
      <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label="Chargement des réponses">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (responses.isError)
    return (
      <AdminLoadFailed
        title={adminQuestionnaireMessages.responsesFailed}
        error={responses.error}
        onRetry={() => void responses.refetch()}
      />
    );
  return (
    <QuestionnaireResponsesList
      data={responses.data}
      timeZone={timeZone}
      headingLevel={headingLevel}
      onPageChange={(next) => setPage(next)}
    />
  );
}

export { QuestionnaireResponsesList, QuestionnaireResponsesPanel };
export type { QuestionnaireResponsesListProps, QuestionnaireResponsesPanelProps };
