import * as React from "react";
import { Controller, useForm, type FieldErrors, type Resolver } from "react-hook-form";

import type { AdminFaqCategory, AdminFaqItem } from "@fuse/domain/admin/contract";
import { adminFaqMessages, uncategorizedLabel } from "@fuse/domain/admin/faq-admin";
import { contentLimits, faqItemCreateSchema, type Audience, type FaqItemCreate } from "@fuse/domain/admin/schemas";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { Input } from "@fuse/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@fuse/ui/select";
import { cn } from "@fuse/ui/utils";

import { ApiError } from "../../api/index.ts";
import { AdminFormActions, AudienceField, RichTextField } from "./admin-form-fields.tsx";

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

      <RichTextField
        control={form.control}
        name="answer"
        label="Réponse"
        maxLength={contentLimits.faqAnswer}
        contentClassName="min-h-32"
      />

      <AudienceField control={form.control} name="audience" />

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

      <AdminFormActions
        failureTitle="Question non enregistrée"
        failure={failure}
        isSubmitting={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}

export { FaqItemForm };
export type { FaqItemFormProps, FaqItemFormValues };
