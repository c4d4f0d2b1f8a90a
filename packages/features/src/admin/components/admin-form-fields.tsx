import * as React from "react";
import { useController, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";

import { audienceLabels } from "@fuse/domain/admin/news-status";
import { audiences, type Audience } from "@fuse/domain/admin/schemas";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { Label } from "@fuse/ui/label";
import { RadioGroup, RadioGroupItem } from "@fuse/ui/radio-group";
import { RichTextEditor } from "@fuse/ui/rich-text-editor";

import { plainLink, type LinkRenderer } from "../../job-search/index.ts";

type RichTextFieldProps<Values extends FieldValues> = {
  control: Control<Values>;
  /** The form's field holding the HTML. */
  name: FieldPathByValue<Values, string>;
  /** « Texte », « Réponse ». */
  label: string;
  /** The most characters of HTML the server takes; the editor counts the text, about half. */
  maxLength: number;
  /** The writing area's height (`min-h-48`). */
  contentClassName?: string;
};

/**
 * A rich text of the administration's forms (news, pages, FAQ answers), in a form of react-hook-form:
 * the editor, what it keeps of a paste, and the field's error.
 */
function RichTextField<Values extends FieldValues>({
  control,
  name,
  label,
  maxLength,
  contentClassName,
}: RichTextFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field invalid={Boolean(fieldState.error)}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <RichTextEditor
          value={field.value}
          onChange={(html) => field.onChange(html)}
          onBlur={field.onBlur}
          maxLength={maxLength / 2}
          contentClassName={contentClassName}
        />
      </FieldControl>
      <FieldDescription>
        Gras, italique, listes et liens : le reste de la mise en forme collée est retiré.
      </FieldDescription>
      <FieldError>{fieldState.error?.message}</FieldError>
    </Field>
  );
}

type AudienceFieldProps<Values extends FieldValues> = {
  control: Control<Values>;
  /** The form's field holding the audience. */
  name: FieldPathByValue<Values, Audience>;
};

/** « Public » of a news item or a question: everyone, the candidates or the recruiters. */
function AudienceField<Values extends FieldValues>({ control, name }: AudienceFieldProps<Values>) {
  const id = React.useId();
  const { field, fieldState } = useController({ control, name });
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={fieldState.error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">Public</legend>
      <RadioGroup
        aria-label="Public"
        value={field.value}
        onValueChange={(value) => field.onChange(value as Audience)}
        className="flex flex-wrap gap-4"
      >
        {audiences.map((audience) => (
          <div key={audience} className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-${audience}`} value={audience} />
            <Label htmlFor={`${id}-${audience}`} className="font-normal">
              {audienceLabels[audience]}
            </Label>
          </div>
        ))}
      </RadioGroup>
      {fieldState.error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {fieldState.error.message}
        </p>
      ) : null}
    </fieldset>
  );
}

type AdminFormActionsProps = {
  /** The last saving's failure, said under the fields (« Actualité non enregistrée »). */
  failureTitle: string;
  failure: string | null;
  isSubmitting: boolean;
  /** « Annuler » (or `cancelLabel`): a link back to `cancelHref`, or a button calling `onCancel`. */
  cancelLabel?: string;
  cancelHref?: string;
  onCancel?: () => void;
  renderLink?: LinkRenderer;
};

/** The end of an administration's form: why the last saving failed, « Enregistrer » and the way out. */
function AdminFormActions({
  failureTitle,
  failure,
  isSubmitting,
  cancelLabel = "Annuler",
  cancelHref,
  onCancel,
  renderLink = plainLink,
}: AdminFormActionsProps) {
  return (
    <>
      {failure ? (
        <Alert variant="destructive">
          <AlertTitle>{failureTitle}</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? "Enregistrement…" : "Enregistrer"}
        </Button>
        {cancelHref !== undefined ? (
          <Button asChild variant="ghost">
            {renderLink({ href: cancelHref, children: cancelLabel })}
          </Button>
        ) : (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {cancelLabel}
          </Button>
        )}
      </div>
    </>
  );
}

export { AdminFormActions, AudienceField, RichTextField };
export type { AdminFormActionsProps, AudienceFieldProps, RichTextFieldProps };
