import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";

import { recruiterRefusalReasons, refusalReasonLabels } from "@fuse/domain/vocabulary";
import { refusalOf, refusalSchema, type Refusal } from "@fuse/domain/workflow/refusal-schema";
import { maxMessageLength } from "@fuse/domain/workflow/requests";
import { Alert, AlertDescription } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@fuse/ui/dialog";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { Textarea } from "@fuse/ui/textarea";

import { SelectField } from "../../forms/select-field.tsx";

type RefusalDialogProps = {
  open: boolean;
  /** Whom the refusal is for, as the board names them. */
  candidateName: string;
  /** Refuses the application; a rejected promise keeps the dialog open with the error's message. */
  onConfirm: (refusal: Refusal) => void | Promise<unknown>;
  onOpenChange: (open: boolean) => void;
};

const refusalFailed = "Le refus n'a pas pu être enregistré. Réessayez.";

/**
 * « Refuser la candidature de … »: a reason from the list and an optional message, both sent to the
 * candidate. The dialog closes once the refusal is saved; it stays open, with the reason, while it
 * is being saved or when it fails.
 */
function RefusalDialog({ open, candidateName, onConfirm, onOpenChange }: RefusalDialogProps) {
  const [pending, setPending] = React.useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent data-slot="refusal-dialog">
        <DialogHeader>
          <DialogTitle>Refuser la candidature de {candidateName}</DialogTitle>
          <DialogDescription>
            Le motif et le message sont envoyés à {candidateName} avec la décision : écrivez-les pour être lus.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted with the dialog's content: each opening starts from an empty form. */}
        <RefusalForm
          onConfirm={onConfirm}
          onDone={() => onOpenChange(false)}
          onPendingChange={setPending}
          pending={pending}
        />
      </DialogContent>
    </Dialog>
  );
}

function RefusalForm({
  onConfirm,
  onDone,
  onPendingChange,
  pending,
}: {
  onConfirm: RefusalDialogProps["onConfirm"];
  onDone: () => void;
  onPendingChange: (pending: boolean) => void;
  pending: boolean;
}) {
  const form = useForm({ resolver: zodResolver(refusalSchema), defaultValues: { message: "" } });
  const [problem, setProblem] = React.useState<string | null>(null);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    onPendingChange(true);
    try {
      await onConfirm(refusalOf(values));
      onDone();
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : refusalFailed);
    } finally {
      onPendingChange(false);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Refus">
      <SelectField
        control={form.control}
        name="reason"
        label="Motif du refus"
        required
        disabled={pending}
        placeholder="Choisissez un motif"
        options={recruiterRefusalReasons}
        optionLabel={(reason) => refusalReasonLabels[reason]}
      />
      <Field invalid={Boolean(errors.message)}>
        <FieldLabel>Message au candidat</FieldLabel>
        <FieldControl>
          <Textarea rows={4} disabled={pending} {...form.register("message")} />
        </FieldControl>
        <FieldDescription>Facultatif, {maxMessageLength} caractères au plus.</FieldDescription>
        <FieldError>{errors.message?.message}</FieldError>
      </Field>
      {problem ? (
        <Alert variant="destructive">
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" disabled={pending} onClick={onDone}>
          Annuler
        </Button>
        <Button type="submit" variant="destructive" loading={pending}>
          Refuser la candidature
        </Button>
      </DialogFooter>
    </form>
  );
}

export { RefusalDialog };
export type { RefusalDialogProps };
