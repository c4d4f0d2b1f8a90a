import { ClipboardListIcon, PlusIcon } from "lucide-react";
import * as React from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";

import type { AdminQuestionnaireSummary } from "@fuse/domain/admin/contract";
import { audienceLabels } from "@fuse/domain/admin/news-status";
import {
  adminQuestionnaireMessages,
  firstQuestion,
  questionnaireAddress,
} from "@fuse/domain/admin/questionnaires-editing";
import {
  contentLimits,
  questionnaireCreateSchema,
  type Audience,
  type QuestionnaireCreate,
} from "@fuse/domain/admin/schemas";
import { formatDateTime } from "@fuse/domain/format/date";
import { countOf } from "@fuse/domain/vocabulary";
import { Alert, AlertDescription } from "@fuse/ui/alert";
import { Badge } from "@fuse/ui/badge";
import { Button } from "@fuse/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@fuse/ui/dialog";
import { EmptyState } from "@fuse/ui/empty-state";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { Input } from "@fuse/ui/input";
import { cn } from "@fuse/ui/utils";

import { ApiError } from "../../api/index.ts";
import { plainLink, type LinkRenderer } from "../../job-search/index.ts";
import { AudienceField } from "./admin-form-fields.tsx";
import { AdminListSkeleton } from "./inbox-list.tsx";

type QuestionnairesListProps = {
  questionnaires: readonly AdminQuestionnaireSummary[];
  /** Where a questionnaire is edited. */
  editHref: (slug: string) => string;
  /** Creates a questionnaire; rejects with an `ApiError` (a 409 or 400 names the field at fault). */
  onCreate: (questionnaire: QuestionnaireCreate) => Promise<unknown>;
  /** Dates in this zone (Paris when absent). */
  timeZone?: string;
  renderLink?: LinkRenderer;
  className?: string;
};

/**
 * The administrators' questionnaires: each with its public, its number of questions and answers,
 * the version of its questions, its last update and its public address; « Nouveau questionnaire »
 * asks for an address, a title and a public.
 */
function QuestionnairesList({
  questionnaires,
  editHref,
  onCreate,
  timeZone,
  renderLink = plainLink,
  className,
}: QuestionnairesListProps) {
  return (
    <div data-slot="questionnaires-list" className={cn("flex flex-col gap-4", className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {countOf(questionnaires.length, "questionnaire", "questionnaires")}
        </p>
        <NewQuestionnaireDialog onCreate={onCreate} />
      </div>
      {questionnaires.length === 0 ? (
        <EmptyState
          icon={<ClipboardListIcon aria-hidden />}
          title="Aucun questionnaire pour le moment"
          description="Créez le premier : ses questions se modifient ensuite sans toucher au code."
          headingLevel={2}
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Questionnaires">
          {questionnaires.map((questionnaire) => (
            <li key={questionnaire.slug}>
              <QuestionnaireRow
                questionnaire={questionnaire}
                editHref={editHref(questionnaire.slug)}
                timeZone={timeZone}
                renderLink={renderLink}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type QuestionnaireRowProps = {
  questionnaire: AdminQuestionnaireSummary;
  editHref: string;
  timeZone?: string;
  renderLink: LinkRenderer;
};

/** One questionnaire: its title (the editor's link), public, counts, version and address. */
function QuestionnaireRow({ questionnaire, editHref, timeZone, renderLink }: QuestionnaireRowProps) {
  const titleId = React.useId();
  const address = questionnaireAddress(questionnaire.slug);
  const updated = formatDateTime(questionnaire.updated_at, timeZone);
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 text-base font-semibold break-words">
          {renderLink({ href: editHref, className: "hover:underline", children: questionnaire.title })}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Badge variant="outline">
            <span className="sr-only">Public : </span>
            {audienceLabels[questionnaire.audience]}
          </Badge>
          <Badge variant="secondary">Version {questionnaire.version}</Badge>
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Questions</dt>
        <dd>{questionnaire.question_count}</dd>
        <dt className="text-muted-foreground">Réponses</dt>
        <dd>{questionnaire.response_count}</dd>
        <dt className="text-muted-foreground">Dernière mise à jour</dt>
        <dd>{updated}</dd>
        <dt className="text-muted-foreground">Adresse publique</dt>
        <dd className="min-w-0 break-all">
          <a href={address} className="text-primary underline-offset-4 hover:underline">
            {address}
          </a>
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          {renderLink({
            href: editHref,
            children: (
              <>
                Modifier<span className="sr-only"> « {questionnaire.title} »</span>
              </>
            ),
          })}
        </Button>
      </div>
    </article>
  );
}

type NewQuestionnaireValues = { slug: string; title: string; audience: Audience };

const createRequestOf = (values: NewQuestionnaireValues): QuestionnaireCreate => ({
  slug: values.slug.trim(),
  title: values.title.trim(),
  audience: values.audience,
  questions: [firstQuestion],
});

/** The dialog checks with the server's own schema, so each field says what the server would. */
const createResolver: Resolver<NewQuestionnaireValues> = (values) => {
  const result = questionnaireCreateSchema.safeParse(createRequestOf(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<NewQuestionnaireValues> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "") as keyof NewQuestionnaireValues;
    if ((field === "slug" || field === "title" || field === "audience") && !errors[field])
      errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/** « Nouveau questionnaire »: its address, title and public; the editor opens once it is created. */
function NewQuestionnaireDialog({ onCreate }: { onCreate: QuestionnairesListProps["onCreate"] }) {
  const [open, setOpen] = React.useState(false);
  const [failure, setFailure] = React.useState<string | null>(null);
  const form = useForm<NewQuestionnaireValues>({
    resolver: createResolver,
    mode: "onTouched",
    defaultValues: { slug: "", title: "", audience: "all" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onCreate(createRequestOf(values));
      setOpen(false);
      form.reset();
    } catch (error) {
      const field = error instanceof ApiError && error.status < 500 ? error.field : undefined;
      if ((field === "slug" || field === "title" || field === "audience") && error instanceof ApiError) {
        form.setError(field, { type: "server", message: error.message }, { shouldFocus: true });
        return;
      }
      setFailure(
        error instanceof ApiError && error.status < 500 ? error.message : adminQuestionnaireMessages.createFailed,
      );
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          form.reset();
          setFailure(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button type="button">
          <PlusIcon aria-hidden />
          Nouveau questionnaire
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Nouveau questionnaire</DialogTitle>
          <DialogDescription>
            Il commence par une question que vous modifierez ensuite dans l'éditeur.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} aria-label="Nouveau questionnaire" className="flex flex-col gap-4">
          <Field required invalid={Boolean(errors.title)}>
            <FieldLabel>Titre</FieldLabel>
            <FieldControl>
              <Input maxLength={contentLimits.questionnaireTitle} autoComplete="off" {...form.register("title")} />
            </FieldControl>
            <FieldError>{errors.title?.message}</FieldError>
          </Field>
          <Field required invalid={Boolean(errors.slug)}>
            <FieldLabel>Adresse</FieldLabel>
            <FieldControl>
              <Input
                maxLength={contentLimits.questionnaireSlug}
                autoComplete="off"
                spellCheck={false}
                {...form.register("slug")}
              />
            </FieldControl>
            <FieldDescription>
              Le questionnaire se remplit à /questionnaire/… : lettres sans accent et chiffres, séparés par des tirets.
            </FieldDescription>
            <FieldError>{errors.slug?.message}</FieldError>
          </Field>
          <AudienceField control={form.control} name="audience" />
          {failure ? (
            <Alert variant="destructive">
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          ) : null}
          <DialogFooter>
            <Button type="submit" loading={isSubmitting}>
              {isSubmitting ? "Création…" : "Créer et modifier les questions"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The list while it loads. */
function QuestionnairesListSkeleton() {
  return <AdminListSkeleton label="Chargement des questionnaires" rowClassName="h-36" />;
}

export { QuestionnairesList, QuestionnairesListSkeleton };
export type { QuestionnairesListProps };
