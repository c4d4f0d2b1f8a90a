import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";

import { noteSchema } from "@fuse/domain/workflow/requests";
import { Alert, AlertDescription } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { Textarea } from "@fuse/ui/textarea";
import { cn } from "@fuse/ui/utils";

type NoteFormProps = {
  /** Saves the note; a rejected promise keeps the text and shows the error's message. */
  onSubmit: (message: string) => void | Promise<unknown>;
  className?: string;
};

const noteFailed = "La note n'a pas pu être enregistrée. Réessayez.";

/** A private note on a card: the recruiter's alone, kept in the card's history, never shown to the candidate. */
function NoteForm({ onSubmit, className }: NoteFormProps) {
  // The server's own rules: 1 to 2000 characters once trimmed.
  const form = useForm({ resolver: zodResolver(noteSchema), defaultValues: { message: "" } });
  const [outcome, setOutcome] = React.useState<{ tone: "success" | "destructive"; text: string } | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ message }) => {
    setOutcome(null);
    try {
      await onSubmit(message);
      form.reset({ message: "" });
      setOutcome({ tone: "success", text: "Note ajoutée à l'historique." });
    } catch (error) {
      setOutcome({ tone: "destructive", text: error instanceof Error && error.message ? error.message : noteFailed });
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Ajouter une note privée"
      data-slot="note-form"
      className={cn("flex flex-col gap-3", className)}
    >
      <Field invalid={Boolean(errors.message)}>
        <FieldLabel>Note privée</FieldLabel>
        <FieldControl>
          <Textarea rows={3} {...form.register("message", { onChange: () => setOutcome(null) })} />
        </FieldControl>
        <FieldDescription>Pour vous seul : le candidat ne voit jamais vos notes.</FieldDescription>
        <FieldError>{errors.message?.message}</FieldError>
      </Field>
      {outcome ? (
        <Alert variant={outcome.tone}>
          <AlertDescription>{outcome.text}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" variant="secondary" loading={isSubmitting} className="self-start">
        Enregistrer la note
      </Button>
    </form>
  );
}

export { NoteForm };
export type { NoteFormProps };
