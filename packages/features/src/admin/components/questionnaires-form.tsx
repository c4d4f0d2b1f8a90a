import { ArrowDownIcon, ArrowUpIcon, EyeIcon, PlusIcon, Trash2Icon } from "lucide-react";
import * as React from "react";
import {
  Controller,
  set,
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type FieldPath,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";

import type { AdminQuestionnaire } from "@fuse/domain/admin/contract";
import { audienceLabels } from "@fuse/domain/admin/news-status";
import {
  adminQuestionnaireMessages,
  checkDraft,
  choiceTypes,
  describeField,
  draftOf,
  maxTypes,
  minTypes,
  newQuestionDraft,
  placeholderTypes,
  questionOf,
  questionTypeLabels,
  vocabularyTitle,
  type QuestionnaireDraft,
} from "@fuse/domain/admin/questionnaires-editing";
import { contentLimits, type QuestionnaireUpdate } from "@fuse/domain/admin/schemas";
import { withVocabularyOptions } from "@fuse/domain/questionnaire/options";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@fuse/ui/alert-dialog";
import { Badge } from "@fuse/ui/badge";
import { Button } from "@fuse/ui/button";
import { Checkbox } from "@fuse/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@fuse/ui/dialog";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { Input } from "@fuse/ui/input";
import { Label } from "@fuse/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@fuse/ui/select";
import { Textarea } from "@fuse/ui/textarea";
import { cn } from "@fuse/ui/utils";

import { ApiError } from "../../api/index.ts";
import { plainLink, type LinkRenderer } from "../../job-search/index.ts";
import {
  QuestionnaireRenderer,
  questionTypes,
  type Question,
  type QuestionServices,
  type QuestionType,
} from "../../questionnaire/index.ts";
import { AdminFormActions } from "./admin-form-fields.tsx";

/** The value of « Aucune » in the column select (Radix selects take no empty value). */
const noField = "none";

type QuestionnaireFormProps = {
  questionnaire: AdminQuestionnaire;
  /** Saves the texts and questions; rejects with an `ApiError` (a 400 names the question at fault). */
  onSubmit: (edit: QuestionnaireUpdate) => Promise<unknown>;
  /** What the preview's questions use (places, suggestions); the preview itself writes nothing. */
  services: QuestionServices;
  /** Where « Retour à la liste » leads. */
  cancelHref: string;
  renderLink?: LinkRenderer;
  className?: string;
};

const valuesOf = (questionnaire: AdminQuestionnaire): QuestionnaireDraft => ({
  title: questionnaire.title,
  description: questionnaire.description,
  questions: questionnaire.questions.map(draftOf),
});

/** The nested errors of react-hook-form from flat paths (`questions.2.label`); the first per path wins. */
function errorsOf(issues: readonly { field: string; error: string }[]): FieldErrors<QuestionnaireDraft> {
  const errors: FieldErrors<QuestionnaireDraft> = {};
  const seen = new Set<string>();
  for (const issue of issues) {
    if (seen.has(issue.field)) continue;
    seen.add(issue.field);
    set(errors, issue.field, { type: "validate", message: issue.error });
  }
  return errors;
}

/** A path the server names (`questions.3.type`), when the form has an input there. */
function formPathOf(field: string | undefined, count: number): FieldPath<QuestionnaireDraft> | undefined {
  if (field === "title" || field === "description" || field === "questions") return field;
  const match = /^questions\.(\d+)\.(type|label|help|placeholder|step|min|max|field|options|id)$/.exec(field ?? "");
  if (!match || Number(match[1]) >= count) return undefined;
  // The identifier is not typed: a problem with it is said at the label.
  const key = match[2] === "id" ? "label" : match[2];
  return `questions.${Number(match[1])}.${key}` as FieldPath<QuestionnaireDraft>;
}

/**
 * A questionnaire's editor: its title and description, then its questions in order — each with its
 * label, type, whether it is required, its step, help, example, bounds, proposed answers and the
 * profile column it fills when its public allows one — added, removed (after confirmation) and moved
 * with « Monter » / « Descendre ». Checked in French before saving, with the server's own rules;
 * « Aperçu » shows the unsaved questions as people will answer them, without saving anything.
 */
function QuestionnaireForm({
  questionnaire,
  onSubmit,
  services,
  cancelHref,
  renderLink = plainLink,
  className,
}: QuestionnaireFormProps) {
  const id = React.useId();
  const resolver = React.useMemo<Resolver<QuestionnaireDraft>>(
    () => (values) => {
      const checked = checkDraft(values, questionnaire.allowed_fields, questionnaire.questions);
      return checked.ok ? { values, errors: {} } : { values: {}, errors: errorsOf(checked.issues) };
    },
    [questionnaire.allowed_fields, questionnaire.questions],
  );
  const form = useForm<QuestionnaireDraft>({ resolver, mode: "onTouched", defaultValues: valuesOf(questionnaire) });
  const questions = useFieldArray({ control: form.control, name: "questions", keyName: "rowKey" });
  const [failure, setFailure] = React.useState<string | null>(null);
  const [announcement, setAnnouncement] = React.useState("");
  const { errors, isSubmitting } = form.formState;
  const answeredIds = React.useMemo(
    () => new Set(questionnaire.response_count > 0 ? questionnaire.questions.map((question) => question.id) : []),
    [questionnaire],
  );

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const checked = checkDraft(values, questionnaire.allowed_fields, questionnaire.questions);
    if (!checked.ok) return;
    try {
      await onSubmit({
        title: values.title.trim(),
        description: values.description.trim(),
        questions: checked.questions,
      });
      // What was saved is the form's new starting point: option values made from labels are kept.
      form.reset({ ...values, questions: checked.questions.map(draftOf) });
    } catch (error) {
      const path =
        error instanceof ApiError && error.status < 500 ? formPathOf(error.field, values.questions.length) : undefined;
      if (path && error instanceof ApiError) {
        form.setError(path, { type: "server", message: error.message }, { shouldFocus: true });
        return;
      }
      setFailure(
        error instanceof ApiError && error.status < 500 ? error.message : adminQuestionnaireMessages.saveFailed,
      );
    }
  });

  const focusLater = (elementId: string) => requestAnimationFrame(() => document.getElementById(elementId)?.focus());

  const move = (from: number, to: number, trigger: "up" | "down") => {
    if (to < 0 || to >= questions.fields.length) return;
    const label = form.getValues(`questions.${from}.label`) || `n° ${from + 1}`;
    questions.move(from, to);
    setAnnouncement(`Question « ${label} » déplacée en position ${to + 1} sur ${questions.fields.length}.`);
    // The focus follows the question; at either end, it goes to the button still usable.
    const edge = (trigger === "up" && to === 0) || (trigger === "down" && to === questions.fields.length - 1);
    focusLater(`${id}-q${to}-${edge ? (trigger === "up" ? "down" : "up") : trigger}`);
  };

  const remove = (index: number) => {
    const label = form.getValues(`questions.${index}.label`) || `n° ${index + 1}`;
    questions.remove(index);
    setAnnouncement(`Question « ${label} » retirée. Enregistrez pour l'appliquer.`);
    focusLater(`${id}-add`);
  };

  const add = () => {
    const next = questions.fields.length;
    questions.append(newQuestionDraft(form.getValues("questions")), { shouldFocus: false });
    setAnnouncement(`Question n° ${next + 1} ajoutée.`);
    focusLater(`${id}-q${next}-label`);
  };

  const questionsError = errors.questions?.message ?? errors.questions?.root?.message;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Modifier « ${questionnaire.title} »`}
      data-slot="questionnaire-form"
      className={cn("flex flex-col gap-6", className)}
    >
      <div className="flex flex-wrap gap-2 text-sm">
        <Badge variant="outline">
          <span className="sr-only">Public : </span>
          {audienceLabels[questionnaire.audience]}
        </Badge>
        <Badge variant="secondary">Version {questionnaire.version} des questions</Badge>
        <Badge variant="muted">
          {questionnaire.response_count} réponse{questionnaire.response_count > 1 ? "s" : ""}
        </Badge>
      </div>

      <Field required invalid={Boolean(errors.title)}>
        <FieldLabel>Titre</FieldLabel>
        <FieldControl>
          <Input maxLength={contentLimits.questionnaireTitle} autoComplete="off" {...form.register("title")} />
        </FieldControl>
        <FieldError>{errors.title?.message}</FieldError>
      </Field>

      <Field invalid={Boolean(errors.description)}>
        <FieldLabel>Description</FieldLabel>
        <FieldControl>
          <Textarea rows={3} maxLength={contentLimits.questionnaireDescription} {...form.register("description")} />
        </FieldControl>
        <FieldDescription>Elle s'affiche sous le titre, au-dessus des questions.</FieldDescription>
        <FieldError>{errors.description?.message}</FieldError>
      </Field>

      <section aria-labelledby={`${id}-questions`} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${id}-questions`} className="text-lg font-semibold">
            Questions ({questions.fields.length})
          </h2>
          <PreviewDialog form={form} services={services} stored={questionnaire.questions} />
        </div>
        {questionnaire.response_count > 0 ? (
          <p className="text-sm text-muted-foreground">
            Des réponses existent : elles restent lisibles avec le libellé sous lequel elles ont été données, même si
            vous modifiez ou retirez une question. Le type d'une question déjà posée ne change plus.
          </p>
        ) : null}
        {questionsError ? (
          <p role="alert" className="text-sm text-destructive">
            {questionsError}
          </p>
        ) : null}
        <ol className="flex flex-col gap-4" aria-label="Questions">
          {questions.fields.map((row, index) => (
            <li key={row.rowKey}>
              <QuestionEditor
                form={form}
                index={index}
                count={questions.fields.length}
                idPrefix={`${id}-q${index}`}
                allowedFields={questionnaire.allowed_fields}
                typeLocked={answeredIds.has(row.id)}
                onMove={(to, trigger) => move(index, to, trigger)}
                onRemove={() => remove(index)}
              />
            </li>
          ))}
        </ol>
        <div>
          <Button id={`${id}-add`} type="button" variant="outline" onClick={add}>
            <PlusIcon aria-hidden />
            Ajouter une question
          </Button>
        </div>
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      </section>

      <AdminFormActions
        failureTitle="Questionnaire non enregistré"
        failure={failure}
        isSubmitting={isSubmitting}
        cancelLabel="Retour à la liste"
        cancelHref={cancelHref}
        renderLink={renderLink}
      />
    </form>
  );
}

type QuestionEditorProps = {
  form: UseFormReturn<QuestionnaireDraft>;
  index: number;
  count: number;
  idPrefix: string;
  allowedFields: readonly string[];
  /** Answers exist to this question: its type stays. */
  typeLocked: boolean;
  onMove: (to: number, trigger: "up" | "down") => void;
  onRemove: () => void;
};

/** One question's inputs, its place in the list and its removal. */
function QuestionEditor({
  form,
  index,
  count,
  idPrefix,
  allowedFields,
  typeLocked,
  onMove,
  onRemove,
}: QuestionEditorProps) {
  const { control, register } = form;
  const type = useWatch({ control, name: `questions.${index}.type` });
  const label = useWatch({ control, name: `questions.${index}.label` });
  const vocabulary = useWatch({ control, name: `questions.${index}.vocabulary` });
  const questionId = form.getValues(`questions.${index}.id`);
  const errors = form.formState.errors.questions?.[index];
  const name = label.trim() ? `« ${label.trim()} »` : `n° ${index + 1}`;
  const headingId = `${idPrefix}-heading`;
  const confirmedRemoval = React.useRef(false);

  return (
    <fieldset
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 text-base font-semibold break-words">
          Question {index + 1}
          {label.trim() ? ` : ${label.trim()}` : ""}
        </h3>
        <span className="text-xs text-muted-foreground">Identifiant : {questionId}</span>
      </div>

      <Field required invalid={Boolean(errors?.label)}>
        <FieldLabel>Libellé</FieldLabel>
        <FieldControl>
          <Input
            id={`${idPrefix}-label`}
            maxLength={300}
            autoComplete="off"
            {...register(`questions.${index}.label`)}
          />
        </FieldControl>
        <FieldError>{errors?.label?.message}</FieldError>
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name={`questions.${index}.type`}
          render={({ field }) => (
            <Field invalid={Boolean(errors?.type)} disabled={typeLocked}>
              <FieldLabel>Type</FieldLabel>
              <Select
                value={field.value}
                disabled={typeLocked}
                onValueChange={(next) => {
                  const nextType = next as QuestionType;
                  field.onChange(nextType);
                  // A choice question starts with two answers to fill in.
                  if (choiceTypes.includes(nextType) && form.getValues(`questions.${index}.options`).length === 0)
                    form.setValue(`questions.${index}.options`, [
                      { value: "", label: "" },
                      { value: "", label: "" },
                    ]);
                }}
              >
                <FieldControl>
                  <SelectTrigger ref={field.ref} className="w-full" onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                </FieldControl>
                <SelectContent>
                  {questionTypes.map((option) => (
                    <SelectItem key={option} value={option}>
                      {questionTypeLabels[option]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {typeLocked ? <FieldDescription>Des réponses existent : le type ne change plus.</FieldDescription> : null}
              <FieldError>{errors?.type?.message}</FieldError>
            </Field>
          )}
        />
        <Field invalid={Boolean(errors?.step)}>
          <FieldLabel>Étape</FieldLabel>
          <FieldControl>
            <Input type="number" inputMode="numeric" min={1} max={100} {...register(`questions.${index}.step`)} />
          </FieldControl>
          <FieldDescription>Les questions d'une même étape s'affichent ensemble (1 si vide).</FieldDescription>
          <FieldError>{errors?.step?.message}</FieldError>
        </Field>
      </div>

      <Controller
        control={control}
        name={`questions.${index}.required`}
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${idPrefix}-required`}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
            <Label htmlFor={`${idPrefix}-required`} className="font-normal">
              Réponse obligatoire
            </Label>
          </div>
        )}
      />

      <Field invalid={Boolean(errors?.help)}>
        <FieldLabel>Aide</FieldLabel>
        <FieldControl>
          <Textarea rows={2} maxLength={1000} {...register(`questions.${index}.help`)} />
        </FieldControl>
        <FieldDescription>Facultative : une précision affichée sous le libellé.</FieldDescription>
        <FieldError>{errors?.help?.message}</FieldError>
      </Field>

      {placeholderTypes.includes(type) ? (
        <Field invalid={Boolean(errors?.placeholder)}>
          <FieldLabel>Exemple de saisie</FieldLabel>
          <FieldControl>
            <Input maxLength={200} autoComplete="off" {...register(`questions.${index}.placeholder`)} />
          </FieldControl>
          <FieldError>{errors?.placeholder?.message}</FieldError>
        </Field>
      ) : null}

      {minTypes.includes(type) || maxTypes.includes(type) ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {minTypes.includes(type) ? (
            <Field invalid={Boolean(errors?.min)}>
              <FieldLabel>Minimum</FieldLabel>
              <FieldControl>
                <Input type="number" inputMode="numeric" {...register(`questions.${index}.min`)} />
              </FieldControl>
              <FieldError>{errors?.min?.message}</FieldError>
            </Field>
          ) : null}
          <Field invalid={Boolean(errors?.max)}>
            <FieldLabel>
              {type === "tags" || type === "multiple_choice" ? "Nombre de choix au plus" : "Maximum"}
            </FieldLabel>
            <FieldControl>
              <Input type="number" inputMode="numeric" {...register(`questions.${index}.max`)} />
            </FieldControl>
            <FieldError>{errors?.max?.message}</FieldError>
          </Field>
        </div>
      ) : null}

      {choiceTypes.includes(type) ? (
        vocabulary ? (
          <div role="group" aria-labelledby={`${idPrefix}-vocabulary`} className="flex flex-col gap-2">
            <h4 id={`${idPrefix}-vocabulary`} className="text-sm font-medium">
              Réponses proposées
            </h4>
            <p className="text-sm text-muted-foreground">
              Celles du vocabulaire « {vocabularyTitle(vocabulary)} », les mêmes partout sur Fuse : elles ne se
              modifient pas ici.
            </p>
            <ul className="list-inside list-disc text-sm">
              {form.getValues(`questions.${index}.options`).map((option) => (
                <li key={option.value}>{option.label}</li>
              ))}
            </ul>
          </div>
        ) : (
          <OptionsEditor control={control} form={form} index={index} idPrefix={idPrefix} name={name} />
        )
      ) : null}

      {allowedFields.length > 0 ? (
        <Controller
          control={control}
          name={`questions.${index}.field`}
          render={({ field }) => (
            <Field invalid={Boolean(errors?.field)}>
              <FieldLabel>Colonne du profil remplie</FieldLabel>
              <Select
                value={field.value || noField}
                onValueChange={(next) => field.onChange(next === noField ? "" : next)}
              >
                <FieldControl>
                  <SelectTrigger ref={field.ref} className="w-full" onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                </FieldControl>
                <SelectContent>
                  <SelectItem value={noField}>Aucune</SelectItem>
                  {allowedFields.map((column) => (
                    <SelectItem key={column} value={column}>
                      {describeField(column)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FieldDescription>La réponse met à jour cette information du profil.</FieldDescription>
              <FieldError>{errors?.field?.message}</FieldError>
            </Field>
          )}
        />
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button
          id={`${idPrefix}-up`}
          type="button"
          variant="outline"
          size="sm"
          disabled={index === 0}
          aria-label={`Monter la question ${name}`}
          onClick={() => onMove(index - 1, "up")}
        >
          <ArrowUpIcon aria-hidden />
          Monter
        </Button>
        <Button
          id={`${idPrefix}-down`}
          type="button"
          variant="outline"
          size="sm"
          disabled={index === count - 1}
          aria-label={`Descendre la question ${name}`}
          onClick={() => onMove(index + 1, "down")}
        >
          <ArrowDownIcon aria-hidden />
          Descendre
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button type="button" variant="ghost" size="sm" aria-label={`Retirer la question ${name}`}>
              <Trash2Icon aria-hidden />
              Retirer
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent
            onCloseAutoFocus={(event) => {
              // The question leaves once its dialog has closed: removing it sooner unmounts the dialog
              // mid-close and leaves `pointer-events: none` on the body (radix-ui/primitives#1241).
              if (!confirmedRemoval.current) return;
              confirmedRemoval.current = false;
              event.preventDefault();
              onRemove();
            }}
          >
            <AlertDialogHeader>
              <AlertDialogTitle>Retirer cette question ?</AlertDialogTitle>
              <AlertDialogDescription>
                La question {name} ne sera plus posée une fois le questionnaire enregistré. Les réponses déjà données
                restent lisibles, marquées « Question retirée ».
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Garder la question</AlertDialogCancel>
              <AlertDialogAction onClick={() => (confirmedRemoval.current = true)}>Retirer</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </fieldset>
  );
}

type OptionsEditorProps = {
  control: Control<QuestionnaireDraft>;
  form: UseFormReturn<QuestionnaireDraft>;
  index: number;
  idPrefix: string;
  /** How the question is named, for the buttons' names. */
  name: string;
};

/** The answers a choice question proposes: each label, added and removed. */
function OptionsEditor({ control, form, index, idPrefix, name }: OptionsEditorProps) {
  const options = useFieldArray({ control, name: `questions.${index}.options`, keyName: "rowKey" });
  const errors = form.formState.errors.questions?.[index]?.options;
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={listError ? `${idPrefix}-options-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">Réponses proposées</legend>
      {options.fields.map((option, optionIndex) => (
        <div key={option.rowKey} className="flex items-end gap-2">
          <Field className="min-w-0 flex-1" invalid={Boolean(errors?.[optionIndex]?.label)}>
            <FieldLabel>Réponse {optionIndex + 1}</FieldLabel>
            <FieldControl>
              <Input
                id={`${idPrefix}-option${optionIndex}`}
                maxLength={200}
                autoComplete="off"
                {...form.register(`questions.${index}.options.${optionIndex}.label`)}
              />
            </FieldControl>
            <FieldError>{errors?.[optionIndex]?.label?.message}</FieldError>
          </Field>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Retirer la réponse ${optionIndex + 1} de la question ${name}`}
            onClick={() => {
              options.remove(optionIndex);
              requestAnimationFrame(() => document.getElementById(`${idPrefix}-add-option`)?.focus());
            }}
          >
            <Trash2Icon aria-hidden />
          </Button>
        </div>
      ))}
      {listError ? (
        <p id={`${idPrefix}-options-error`} className="text-sm text-destructive">
          {listError}
        </p>
      ) : null}
      <div>
        <Button
          id={`${idPrefix}-add-option`}
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            const next = options.fields.length;
            options.append({ value: "", label: "" }, { shouldFocus: false });
            requestAnimationFrame(() => document.getElementById(`${idPrefix}-option${next}`)?.focus());
          }}
        >
          <PlusIcon aria-hidden />
          Ajouter une réponse<span className="sr-only"> à la question {name}</span>
        </Button>
      </div>
    </fieldset>
  );
}

/** The questions as typed, for the preview: what is not filled in yet is shown as such. */
function previewQuestions(draft: QuestionnaireDraft, stored: readonly Question[]): Question[] {
  const storedById = new Map(stored.map((question) => [question.id, question]));
  return draft.questions.map((row, index) => {
    const question = withVocabularyOptions(questionOf(row, storedById.get(row.id)));
    const step = Number.isInteger(question.step) && question.step! >= 1 ? question.step : undefined;
    return {
      ...question,
      step,
      label: question.label || `Question ${index + 1} (sans libellé)`,
      options: question.options?.map((option, optionIndex) => ({
        ...option,
        label: option.label || `Réponse ${optionIndex + 1}`,
      })),
    };
  });
}

type PreviewDialogProps = {
  form: UseFormReturn<QuestionnaireDraft>;
  services: QuestionServices;
  stored: readonly Question[];
};

/**
 * « Aperçu »: the questions as they stand in the form, unsaved, in the renderer people answer with.
 * Nothing is written: its steps are "saved" nowhere, a photo stays in the browser.
 */
function PreviewDialog({ form, services, stored }: PreviewDialogProps) {
  const [snapshot, setSnapshot] = React.useState<{ draft: QuestionnaireDraft; round: number } | null>(null);
  const [finished, setFinished] = React.useState(false);
  const previewServices = React.useMemo<QuestionServices>(
    () => ({ ...services, uploadPhoto: async (file) => URL.createObjectURL(file) }),
    [services],
  );
  const questions = snapshot ? previewQuestions(snapshot.draft, stored) : [];
  return (
    <Dialog
      open={snapshot !== null}
      onOpenChange={(open) => {
        setFinished(false);
        setSnapshot(open ? { draft: form.getValues(), round: (snapshot?.round ?? 0) + 1 } : null);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="secondary">
          <EyeIcon aria-hidden />
          Aperçu
        </Button>
      </DialogTrigger>
      {/* React carries the preview's own submit events up to the editor's form through the portal:
          they stop here, so the preview never saves the questionnaire. */}
      <DialogContent className="sm:max-w-3xl" onSubmit={(event) => event.stopPropagation()}>
        <DialogHeader>
          <DialogTitle>Aperçu : {snapshot?.draft.title || "questionnaire sans titre"}</DialogTitle>
          <DialogDescription>
            Les questions telles qu'elles seront posées, modifications non enregistrées comprises. Rien n'est enregistré
            depuis l'aperçu.
          </DialogDescription>
        </DialogHeader>
        {snapshot === null ? null : questions.length === 0 ? (
          <p className="text-sm text-muted-foreground">Ajoutez une question pour voir l'aperçu.</p>
        ) : finished ? (
          <Alert variant="success">
            <AlertTitle>Fin de l'aperçu</AlertTitle>
            <AlertDescription>Ici, les réponses seraient envoyées. Rien n'a été enregistré.</AlertDescription>
          </Alert>
        ) : (
          <div className="flex flex-col gap-4">
            {snapshot.draft.description ? (
              <p className="text-sm text-muted-foreground">{snapshot.draft.description}</p>
            ) : null}
            <QuestionnaireRenderer
              key={snapshot.round}
              questionnaire={{
                slug: "apercu",
                title: snapshot.draft.title,
                description: snapshot.draft.description,
                audience: "all",
                questions,
              }}
              services={previewServices}
              onSaveStep={async () => undefined}
              onComplete={() => setFinished(true)}
              finishLabel="Terminer l'aperçu"
            />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

export { QuestionnaireForm };
export type { QuestionnaireFormProps };
