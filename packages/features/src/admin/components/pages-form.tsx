import { EyeIcon, EyeOffIcon } from "lucide-react";
import * as React from "react";
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";

import type { AdminContentPage } from "@fuse/domain/admin/contract";
import { adminPagesMessages, isLegalPage, publicPageAddress, suggestPageSlug } from "@fuse/domain/admin/pages-content";
import { contentLimits, pageCreateSchema, type PageCreate } from "@fuse/domain/admin/schemas";
import { Button } from "@fuse/ui/button";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { Input } from "@fuse/ui/input";
import { SafeHtml } from "@fuse/ui/safe-html";
import { Switch } from "@fuse/ui/switch";
import { cn } from "@fuse/ui/utils";

import { ApiError } from "../../api/index.ts";
import { plainLink, type LinkRenderer } from "../../job-search/index.ts";
import { AdminFormActions, RichTextField } from "./admin-form-fields.tsx";

type PageFormValues = {
  title: string;
  slug: string;
  body: string;
  published: boolean;
};
type PageFormField = keyof PageFormValues;

const fields: readonly string[] = ["title", "slug", "body", "published"] satisfies PageFormField[];
const isFormField = (name: string | undefined): name is PageFormField => fields.includes(name ?? "");

function valuesOf(page: AdminContentPage | null): PageFormValues {
  if (!page) return { title: "", slug: "", body: "", published: false };
  return { title: page.title, slug: page.slug, body: page.body, published: page.published };
}

/** The browser checks with the server's own schema, so each field says what the server would. */
const resolver: Resolver<PageFormValues> = (values) => {
  const result = pageCreateSchema.safeParse(values);
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<PageFormValues> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (isFormField(field) && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

type PageFormProps = {
  /** The page to edit; null for a new one. */
  page: AdminContentPage | null;
  /** Saves the page; rejects with an `ApiError` (a 400 or 409 names the field at fault) or a network error. */
  onSubmit: (page: PageCreate) => Promise<unknown>;
  /** Where « Annuler » leads (the list). */
  cancelHref: string;
  renderLink?: LinkRenderer;
  className?: string;
};

/**
 * A content page's form: title, address (suggested from the title until the writer types their own),
 * rich text body, « Publiée », and « Aperçu » showing the body as the public page will. Each field
 * says in French what is wrong with it, checked with the server's schema; a refusal of the server
 * (« adresse déjà prise ») shows at its field.
 */
function PageForm({ page, onSubmit, cancelHref, renderLink = plainLink, className }: PageFormProps) {
  const previewId = React.useId();
  const form = useForm<PageFormValues>({ resolver, mode: "onTouched", defaultValues: valuesOf(page) });
  const [failure, setFailure] = React.useState<string | null>(null);
  const [previewing, setPreviewing] = React.useState(false);
  // A page that exists keeps its address unless the writer changes it: links to it may be out there.
  const [slugChosen, setSlugChosen] = React.useState(page !== null);
  const { errors, isSubmitting } = form.formState;
  const [title, slug, body, published] = useWatch({
    control: form.control,
    name: ["title", "slug", "body", "published"],
  });
  const legal = page !== null && isLegalPage(page);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const field = error instanceof ApiError && error.status < 500 ? error.field : undefined;
      if (isFormField(field) && error instanceof ApiError) {
        form.setError(field, { type: "server", message: error.message }, { shouldFocus: true });
        return;
      }
      setFailure(error instanceof ApiError && error.status < 500 ? error.message : adminPagesMessages.saveFailed);
    }
  });

  const titleField = form.register("title", {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (slugChosen) return;
      form.setValue("slug", suggestPageSlug(event.target.value), {
        shouldValidate: form.getFieldState("slug").isTouched,
      });
    },
  });
  const slugField = form.register("slug", {
    // Emptied, the address follows the title again.
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setSlugChosen(event.target.value !== ""),
  });
  const address = publicPageAddress(slug || "…");

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={page ? `Modifier « ${page.title} »` : "Nouvelle page"}
      data-slot="page-form"
      className={cn("flex flex-col gap-6", className)}
    >
      <Field required invalid={Boolean(errors.title)}>
        <FieldLabel>Titre</FieldLabel>
        <FieldControl>
          <Input maxLength={contentLimits.pageTitle} autoComplete="off" {...titleField} />
        </FieldControl>
        <FieldError>{errors.title?.message}</FieldError>
      </Field>

      <Field required invalid={Boolean(errors.slug)}>
        <FieldLabel>Adresse</FieldLabel>
        <div className="flex min-w-0 items-center gap-2">
          <span aria-hidden className="shrink-0 font-mono text-sm text-muted-foreground">
            /p/
          </span>
          <FieldControl>
            <Input
              maxLength={contentLimits.slug}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="none"
              className="min-w-0 font-mono"
              {...slugField}
            />
          </FieldControl>
        </div>
        <FieldDescription>
          La page se lit à l'adresse {address}. Lettres minuscules sans accent, chiffres et tirets
          {page ? "" : " ; proposée d'après le titre tant que vous ne la changez pas"}.
          {page?.published && slug !== page.slug
            ? " Les liens vers l'ancienne adresse ne mèneront plus à cette page."
            : ""}
        </FieldDescription>
        <FieldError>{errors.slug?.message}</FieldError>
      </Field>

      <RichTextField
        control={form.control}
        name="body"
        label="Texte"
        maxLength={contentLimits.pageBody}
        contentClassName="min-h-64"
      />

      <Controller
        control={form.control}
        name="published"
        render={({ field }) => (
          <Field orientation="horizontal" invalid={Boolean(errors.published)}>
            <FieldControl>
              <Switch checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
            </FieldControl>
            <div className="flex flex-col gap-1">
              <FieldLabel>Publiée</FieldLabel>
              <FieldDescription>
                {field.value
                  ? `Visible de tous à l'adresse ${address}.`
                  : "Invisible du public : son adresse mène à une page introuvable."}
                {legal && !field.value ? " C'est une page légale : le pied de page du site y renvoie." : ""}
              </FieldDescription>
              <FieldError>{errors.published?.message}</FieldError>
            </div>
          </Field>
        )}
      />

      <div className="flex flex-col gap-3">
        <Button
          type="button"
          variant="outline"
          className="self-start"
          aria-expanded={previewing}
          aria-controls={previewing ? previewId : undefined}
          onClick={() => setPreviewing((open) => !open)}
        >
          {previewing ? <EyeOffIcon aria-hidden /> : <EyeIcon aria-hidden />}
          {previewing ? "Masquer l'aperçu" : "Aperçu"}
        </Button>
        {previewing ? (
          <section
            id={previewId}
            aria-label="Aperçu de la page"
            className="flex flex-col gap-4 rounded-lg border border-dashed border-border bg-background p-4"
          >
            <p className="text-xs text-muted-foreground">
              Aperçu : le texte tel que le public le lira{published ? "" : " une fois la page publiée"}.
            </p>
            <h2 className="text-2xl font-semibold tracking-tight break-words text-foreground">
              {title.trim() || "Sans titre"}
            </h2>
            {/* As /p/{slug} shows it, the same sanitising and the same styles. */}
            <SafeHtml
              html={body}
              className="flex flex-col gap-3 [&_a]:text-primary [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5"
            />
          </section>
        ) : null}
      </div>

      <AdminFormActions
        failureTitle="Page non enregistrée"
        failure={failure}
        isSubmitting={isSubmitting}
        cancelHref={cancelHref}
        renderLink={renderLink}
      />
    </form>
  );
}

export { PageForm };
export type { PageFormProps, PageFormValues };
