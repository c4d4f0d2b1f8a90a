import * as React from "react";
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";

import type { AdminNewsItem } from "@fuse/domain/admin/contract";
import { adminNewsMessages } from "@fuse/domain/admin/messages";
import { describeNewsStatus, fromLocalDateTimeInput, toLocalDateTimeInput } from "@fuse/domain/admin/news-status";
import {
  contentLimits,
  newsCreateSchema,
  type Audience,
  type NewsCreate,
  type PublishMode,
} from "@fuse/domain/admin/schemas";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { Input } from "@fuse/ui/input";
import { Label } from "@fuse/ui/label";
import { RadioGroup, RadioGroupItem } from "@fuse/ui/radio-group";
import { Textarea } from "@fuse/ui/textarea";
import { cn } from "@fuse/ui/utils";

import { ApiError } from "../../api/index.ts";
import { plainLink, type LinkRenderer } from "../../job-search/index.ts";
import { AdminFormActions, AudienceField, RichTextField } from "./admin-form-fields.tsx";

type NewsFormValues = {
  title: string;
  excerpt: string;
  body: string;
  audience: Audience;
  publish: PublishMode;
  /** The `datetime-local` value, in the reader's time zone. */
  publishAt: string;
};
type NewsFormField = keyof NewsFormValues;

/** The request's fields as the form names them (the server's `publish_at` is the date input). */
const formFieldOf: Record<string, NewsFormField | undefined> = {
  title: "title",
  excerpt: "excerpt",
  body: "body",
  audience: "audience",
  publish: "publish",
  publish_at: "publishAt",
};

function valuesOf(news: AdminNewsItem | null): NewsFormValues {
  if (!news) return { title: "", excerpt: "", body: "", audience: "all", publish: "none", publishAt: "" };
  return {
    title: news.title,
    excerpt: news.excerpt,
    body: news.body,
    audience: news.audience,
    // A published item stays so (the server keeps its date); a scheduled one keeps its date.
    publish: news.status === "draft" ? "none" : news.status === "published" ? "now" : "at",
    publishAt: news.status === "scheduled" && news.published_at ? toLocalDateTimeInput(news.published_at) : "",
  };
}

/** What the form sends: the date only when the item is scheduled, with its time zone. */
export function newsRequestOf(values: NewsFormValues): NewsCreate {
  return {
    title: values.title,
    excerpt: values.excerpt,
    body: values.body,
    audience: values.audience,
    publish: values.publish,
    ...(values.publish === "at" && values.publishAt ? { publish_at: fromLocalDateTimeInput(values.publishAt) } : {}),
  };
}

/** The browser checks with the server's own schema, so each field says what the server would. */
const resolver: Resolver<NewsFormValues> = (values) => {
  const result = newsCreateSchema.safeParse(newsRequestOf(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<NewsFormValues> = {};
  for (const issue of result.error.issues) {
    const field = formFieldOf[String(issue.path[0] ?? "")];
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

type NewsFormProps = {
  /** The item to edit; null for a new one. */
  news: AdminNewsItem | null;
  /** Saves the item; rejects with an `ApiError` (a 400 names the field at fault) or a network error. */
  onSubmit: (news: NewsCreate) => Promise<unknown>;
  /** Where « Annuler » leads (the list). */
  cancelHref: string;
  /** Dates in this zone (Paris when absent). */
  timeZone?: string;
  renderLink?: LinkRenderer;
  className?: string;
};

/**
 * A news item's form: title, excerpt, rich text body, public (Tous, Candidats, Recruteurs) and
 * publication (draft, now, or at a date and time). Each field says in French what is wrong with it,
 * checked with the server's schema; a refusal of the server shows at its field.
 */
function NewsForm({ news, onSubmit, cancelHref, timeZone, renderLink = plainLink, className }: NewsFormProps) {
  const id = React.useId();
  const form = useForm<NewsFormValues>({ resolver, mode: "onTouched", defaultValues: valuesOf(news) });
  const [failure, setFailure] = React.useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const publish = useWatch({ control: form.control, name: "publish" });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(newsRequestOf(values));
    } catch (error) {
      const field = error instanceof ApiError && error.status < 500 ? formFieldOf[error.field ?? ""] : undefined;
      if (field && error instanceof ApiError) {
        form.setError(field, { type: "server", message: error.message }, { shouldFocus: true });
        return;
      }
      setFailure(error instanceof ApiError && error.status < 500 ? error.message : adminNewsMessages.saveFailed);
    }
  });

  const publishedLabel = news?.status === "published" ? describeNewsStatus(news, timeZone) : "Publier maintenant";

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={news ? `Modifier « ${news.title} »` : "Nouvelle actualité"}
      data-slot="news-form"
      className={cn("flex flex-col gap-6", className)}
    >
      <Field required invalid={Boolean(errors.title)}>
        <FieldLabel>Titre</FieldLabel>
        <FieldControl>
          <Input maxLength={contentLimits.newsTitle} autoComplete="off" {...form.register("title")} />
        </FieldControl>
        <FieldError>{errors.title?.message}</FieldError>
      </Field>

      <Field invalid={Boolean(errors.excerpt)}>
        <FieldLabel>Chapô</FieldLabel>
        <FieldControl>
          <Textarea rows={3} maxLength={contentLimits.newsExcerpt} {...form.register("excerpt")} />
        </FieldControl>
        <FieldDescription>
          Une ou deux phrases qui résument l'actualité dans les listes ({contentLimits.newsExcerpt} caractères au plus).
        </FieldDescription>
        <FieldError>{errors.excerpt?.message}</FieldError>
      </Field>

      <RichTextField
        control={form.control}
        name="body"
        label="Texte"
        maxLength={contentLimits.newsBody}
        contentClassName="min-h-48"
      />

      <AudienceField control={form.control} name="audience" />

      <Controller
        control={form.control}
        name="publish"
        render={({ field }) => (
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={errors.publish ? `${id}-publish-error` : undefined}
          >
            <legend className="mb-1 text-sm font-medium">Publication</legend>
            <RadioGroup
              aria-label="Publication"
              value={field.value}
              onValueChange={(value) => {
                field.onChange(value as PublishMode);
                if (value !== "at") form.clearErrors("publishAt");
              }}
              className="flex flex-col gap-3"
            >
              {(
                [
                  ["none", "Brouillon"],
                  ["now", publishedLabel],
                  ["at", "Programmer le …"],
                ] as const
              ).map(([mode, label]) => (
                <div key={mode} className="flex items-center gap-2">
                  <RadioGroupItem id={`${id}-publish-${mode}`} value={mode} />
                  <Label htmlFor={`${id}-publish-${mode}`} className="font-normal">
                    {label}
                  </Label>
                </div>
              ))}
            </RadioGroup>
            {errors.publish ? (
              <p id={`${id}-publish-error`} className="text-sm text-destructive">
                {errors.publish.message}
              </p>
            ) : null}
          </fieldset>
        )}
      />

      {publish === "at" ? (
        <Field required invalid={Boolean(errors.publishAt)} className="max-w-xs">
          <FieldLabel>Date et heure de publication</FieldLabel>
          <FieldControl>
            <Input type="datetime-local" {...form.register("publishAt")} />
          </FieldControl>
          <FieldDescription>L'actualité paraît d'elle-même à ce moment (heure de votre appareil).</FieldDescription>
          <FieldError>{errors.publishAt?.message}</FieldError>
        </Field>
      ) : null}

      <AdminFormActions
        failureTitle="Actualité non enregistrée"
        failure={failure}
        isSubmitting={isSubmitting}
        cancelHref={cancelHref}
        renderLink={renderLink}
      />
    </form>
  );
}

export { NewsForm };
export type { NewsFormProps, NewsFormValues };
