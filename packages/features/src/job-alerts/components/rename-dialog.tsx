import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { maxSearchNameLength, searchNameSchema } from "@fuse/domain/job-alerts/schema";
import { Button } from "@fuse/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@fuse/ui/dialog";
import { Field, FieldControl, FieldError, FieldLabel } from "@fuse/ui/field";
import { Input } from "@fuse/ui/input";

interface RenameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentName: string;
  /** Resolves once renamed; a rejection's message is shown in the dialog. */
  onRename: (name: string) => Promise<unknown>;
}

/** The dialog's form: mounted at each opening, so it starts from the current name. */
function RenameForm({
  currentName,
  onRename,
  onDone,
}: {
  currentName: string;
  onRename: RenameDialogProps["onRename"];
  onDone: () => void;
}) {
  // The name is checked with the server's own rule; its refusal shows on the field too.
  const form = useForm({ resolver: zodResolver(searchNameSchema), defaultValues: { name: currentName } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await onRename(name);
      onDone();
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : "La recherche n'a pas été renommée.";
      form.setError("name", { type: "server", message });
    }
  });

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Renommer la recherche</DialogTitle>
        <DialogDescription>Un nom court qui vous parle, repris dans les e-mails d&apos;alerte.</DialogDescription>
      </DialogHeader>
      <Field invalid={Boolean(errors.name)} required>
        <FieldLabel>Nom de la recherche</FieldLabel>
        <FieldControl>
          <Input maxLength={maxSearchNameLength + 20} {...form.register("name")} />
        </FieldControl>
        <FieldError>{errors.name?.message}</FieldError>
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Annuler
          </Button>
        </DialogClose>
        <Button type="submit" loading={isSubmitting}>
          Renommer
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Renames a saved search: one field, the server's refusal shown beside it. */
export function RenameDialog({ open, onOpenChange, currentName, onRename }: RenameDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <RenameForm currentName={currentName} onRename={onRename} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
