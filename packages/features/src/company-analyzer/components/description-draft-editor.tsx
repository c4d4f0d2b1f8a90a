import * as React from "react";

import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { RichTextEditor } from "@fuse/ui/rich-text-editor";

/** The longest description the company card keeps, in characters of text. */
export const descriptionMaxLength = 5000;

/** Whether the editor holds no text at all (only empty paragraphs). */
const isBlank = (html: string) => html.replace(/<[^>]*>/g, "").trim() === "";

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
  const [html, setHtml] = React.useState(draft);
  const [error, setError] = React.useState<string | null>(null);
  const [failure, setFailure] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (isBlank(html)) {
      setError("Écrivez quelques lignes, ou passez cette étape.");
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      await onSave(html);
    } catch (cause) {
      setFailure(
        cause instanceof Error && cause.message
          ? cause.message
          : "La description n'a pas pu être enregistrée. Vérifiez votre connexion puis réessayez.",
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={save} aria-label="Description de votre entreprise" className="flex flex-col gap-4">
      <Alert variant="info">
        <AlertTitle>Votre brouillon est prêt</AlertTitle>
        <AlertDescription>
          Nous l'avons rédigé d'après vos réponses. Relisez-le, modifiez-le à votre goût puis enregistrez-le comme
          description de votre entreprise.
        </AlertDescription>
      </Alert>
      <Field invalid={Boolean(error)} required>
        <FieldLabel>Description de l'entreprise</FieldLabel>
        <FieldControl>
          <RichTextEditor
            value={html}
            onChange={(next) => {
              setHtml(next);
              if (error && !isBlank(next)) setError(null);
            }}
            maxLength={descriptionMaxLength}
            contentClassName="min-h-64"
          />
        </FieldControl>
        <FieldDescription>Elle s'affiche sur la carte de votre entreprise et à côté de vos offres.</FieldDescription>
        <FieldError>{error}</FieldError>
      </Field>
      {failure ? (
        <Alert variant="destructive">
          <AlertTitle>Enregistrement impossible</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={pending}>
          {pending ? "Enregistrement…" : "Enregistrer la description"}
        </Button>
        <Button type="button" variant="outline" disabled={pending} onClick={onSkip}>
          Passer cette étape
        </Button>
      </div>
    </form>
  );
}
