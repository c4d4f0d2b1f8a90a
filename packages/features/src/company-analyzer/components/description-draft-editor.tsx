import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod/mini";

import { companyDescriptionMaxLength } from "@fuse/domain/company-card/schema";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { RichTextEditor } from "@fuse/ui/rich-text-editor";

/** Whether the editor holds no text at all (only empty paragraphs). */
const isBlank = (html: string) => html.replace(/<[^>]*>/g, "").trim() === "";

// The server takes an empty description (it clears the card's); saving a draft means writing one,
// so the rule is this form's own.
const draftSchema = z.object({
  description: z
    .string()
    .check(z.refine((html) => !isBlank(html), { error: "Écrivez quelques lignes, ou passez cette étape." })),
});

const saveFailed = "La description n'a pas pu être enregistrée. Vérifiez votre connexion puis réessayez.";

export type DescriptionDraftEditorProps = {
  /** The draft composed from the answers (HTML of the allowed tags). */
  draft: string;
  /** Saves the edited description as the company's; rejects with an `Error` whose message is French. */
  onSave: (html: string) => Promise<void>;
  /** Leaves without changing the company's description. */
  onSkip: () => void;
};

/**
 * The company description drafted from the culture answers, in an editor: the recruiter reworks
 * it and saves it as their company's description, or skips (the description stays as it was).
 */
export function DescriptionDraftEditor({ draft, onSave, onSkip }: DescriptionDraftEditorProps) {
  const form = useForm({ resolver: zodResolver(draftSchema), defaultValues: { description: draft } });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = React.useState<string | null>(null);

  const save = form.handleSubmit(async ({ description }) => {
    setFailure(null);
    try {
      await onSave(description);
    } catch (cause) {
      setFailure(cause instanceof Error && cause.message ? cause.message : saveFailed);
    }
  });

  return (
    <form noValidate onSubmit={save} aria-label="Description de votre entreprise" className="flex flex-col gap-4">
      <Alert variant="info">
        <AlertTitle>Votre brouillon est prêt</AlertTitle>
        <AlertDescription>
          Nous l'avons rédigé d'après vos réponses. Relisez-le, modifiez-le à votre goût puis enregistrez-le comme
          description de votre entreprise.
        </AlertDescription>
      </Alert>
      <Controller
        control={form.control}
        name="description"
        render={({ field }) => (
          <Field invalid={Boolean(errors.description)} required>
            <FieldLabel>Description de l'entreprise</FieldLabel>
            <FieldControl>
              <RichTextEditor
                // The frame is what the editor's ref holds; a refusal focuses the text box inside it.
                ref={(frame: HTMLDivElement | null) =>
                  field.ref(frame && { focus: () => frame.querySelector<HTMLElement>("[role=textbox]")?.focus() })
                }
                value={field.value}
                onChange={field.onChange}
                maxLength={companyDescriptionMaxLength}
                contentClassName="min-h-64"
              />
            </FieldControl>
            <FieldDescription>
              Elle s'affiche sur la carte de votre entreprise et à côté de vos offres.
            </FieldDescription>
            <FieldError>{errors.description?.message}</FieldError>
          </Field>
        )}
      />
      {failure ? (
        <Alert variant="destructive">
          <AlertTitle>Enregistrement impossible</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? "Enregistrement…" : "Enregistrer la description"}
        </Button>
        <Button type="button" variant="outline" disabled={isSubmitting} onClick={onSkip}>
          Passer cette étape
        </Button>
      </div>
    </form>
  );
}
