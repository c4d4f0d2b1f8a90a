import * as React from "react";
import { Controller, useForm, type FieldErrors, type Resolver } from "react-hook-form";

import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { Input } from "@fuse/ui/input";
import { Label } from "@fuse/ui/label";
import { RadioGroup, RadioGroupItem } from "@fuse/ui/radio-group";
import { RichTextEditor } from "@fuse/ui/rich-text-editor";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@fuse/ui/select";
import { cn } from "@fuse/ui/utils";

import { ApiError } from "../../api/index.ts";
import type { AdminFaqCategory, AdminFaqItem } from "../api/contract.ts";
import { adminFaqMessages, uncategorizedLabel } from "../lib/faq-admin.ts";
import { audienceLabels } from "../lib/news-status.ts";
import { audiences, contentLimits, faqItemCreateSchema, type Audience, type FaqItemCreate } from "../lib/schemas.ts";

/** The select's value for « Sans catégorie » (a select item cannot have an empty value). */
const noCategory = "none";

type FaqItemFormValues = {
  question: string;
  answer: string;
  audience: Audience;
  /** A category's id, or `none`. */
  category: string;
};
type FaqItemFormField = keyof FaqItemFormValues;

const formFieldOf: Record<string, FaqItemFormField | undefined> = {
  question: "question",
  answer: "answer",
  audience: "audience",
  category_id: "category",
};

/** What the form sends: every field, the category as an id or null. */
export function faqItemRequestOf(values: FaqItemFormValues): FaqItemCreate {
  return {
    question: values.question,
    answer: values.answer,
    audience: values.audience,
    category_id: values.category === noCategory ? null : values.category,
  };
}

/** The browser checks with the server's own schema, so each field says what the server would. */
const resolver: Resolver<FaqItemFormValues> = (values) => {
  const result = faqItemCreateSchema.safeParse(faqItemRequestOf(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<FaqItemFormValues> = {};
  for (const issue of result.error.issues) {
    const field = formFieldOf[String(issue.path[0] ?? "")];
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

type FaqItemFormProps = {
  /** The question to edit; null for a new one. */
  item: AdminFaqItem | null;
  /** The categories to choose from, in their order. */
  categories: readonly AdminFaqCategory[];
  /** A new question's category (null: none). */
  defaultCategoryId?: string | null;
  /** Saves the question; rejects with an `ApiError` (a 400 names the field at fault) or a network error. */
  onSubmit: (item: FaqItemCreate) => Promise<unknown>;
  onCancel: () => void;
  className?: string;
};

/**
 * A FAQ question's form: the question, its answer in rich text, its public (Tous, Candidats,
 * Recruteurs) and its category. Each field says in French what is wrong with it, checked with the
 * server's schema; a refusal of the server shows at its field.
 */
function FaqItemForm({ item, categories, defaultCategoryId = null, onSubmit, onCancel, className }: FaqItemFormProps) {
  const id = React.useId();
  const form = useForm<FaqItemFormValues>({
    resolver,
    mode: "onTouched",
    defaultValues: {
      question: item?.question ?? "",
      answer: item?.answer ?? "",
      audience: item?.audience ?? "all",
      category: (item ? item.category_id : defaultCategoryId) ?? noCategory,
    },
  });
  const [failure, setFailure] = React.useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(faqItemRequestOf(values));
    } catch (error) {
      const field = error instanceof ApiError && error.status < 500 ? formFieldOf[error.field ?? ""] : undefined;
      if (field && error instanceof ApiError) {
        form.setError(field, { type: "server", message: error.message }, { shouldFocus: true });
        return;
      }
      setFailure(error instanceof ApiError && error.status < 500 ? error.message : adminFaqMessages.itemSaveFailed);
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={item ? `Modifier la question « ${item.question} »` : "Nouvelle question"}
      data-slot="faq-item-form"
      className={cn("flex min-w-0 flex-col gap-5", className)}
    >
      <Field required invalid={Boolean(errors.question)}>
        <FieldLabel>Question</FieldLabel>
        <FieldControl>
          <Input maxLength={contentLimits.faqQuestion} autoComplete="off" {...form.register("question")} />
        </FieldControl>
        <FieldError>{errors.question?.message}</FieldError>
      </Field>

      <Controller
        control={form.control}
        name="answer"
        render={({ field }) => (
          <Field invalid={Boolean(errors.answer)}>
            <FieldLabel>Réponse</FieldLabel>
            <FieldControl>
              <RichTextEditor
                value={field.value}
                onChange={(html) => field.onChange(html)}
                onBlur={field.onBlur}
                maxLength={contentLimits.faqAnswer / 2}
                contentClassName="min-h-32"
              />
            </FieldControl>
            <FieldDescription>
              Gras, italique, listes et liens : le reste de la mise en forme collée est retiré.
            </FieldDescription>
            <FieldError>{errors.answer?.message}</FieldError>
          </Field>
        )}
      />

      <Controller
        control={form.control}
        name="audience"
        render={({ field }) => (
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={errors.audience ? `${id}-audience-error` : undefined}
          >
            <legend className="mb-1 text-sm font-medium">Public</legend>
            <RadioGroup
              aria-label="Public"
              value={field.value}
              onValueChange={(value) => field.onChange(value as Audience)}
              className="flex flex-wrap gap-4"
            >
              {audiences.map((audience) => (
                <div key={audience} className="flex items-center gap-2">
                  <RadioGroupItem id={`${id}-audience-${audience}`} value={audience} />
                  <Label htmlFor={`${id}-audience-${audience}`} className="font-normal">
                    {audienceLabels[audience]}
                  </Label>
                </div>
              ))}
            </RadioGroup>
            {errors.audience ? (
              <p id={`${id}-audience-error`} className="text-sm text-destructive">
                {errors.audience.message}
              </p>
            ) : null}
          </fieldset>
        )}
      />

      <Controller
        control={form.control}
        name="category"
        render={({ field }) => (
          <Field invalid={Boolean(errors.category)}>
            <FieldLabel>Catégorie</FieldLabel>
            <Select value={field.value} onValueChange={field.onChange}>
              <FieldControl>
                <SelectTrigger className="w-full" onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
              </FieldControl>
              <SelectContent>
                {categories.map((category) => (
                  <SelectItem key={category.id} value={category.id}>
                    {category.label}
                  </SelectItem>
                ))}
                <SelectItem value={noCategory}>{uncategorizedLabel}</SelectItem>
              </SelectContent>
            </Select>
            {item ? (
              <FieldDescription>Changée de catégorie, la question se place à la fin de la nouvelle.</FieldDescription>
            ) : null}
            <FieldError>{errors.category?.message}</FieldError>
          </Field>
        )}
      />

      {failure ? (
        <Alert variant="destructive">
          <AlertTitle>Question non enregistrée</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? "Enregistrement…" : "Enregistrer"}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Annuler
        </Button>
      </div>
    </form>
  );
}

export { FaqItemForm };
export type { FaqItemFormProps, FaqItemFormValues };
