import * as React from "react";

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

export const maxSearchNameLength = 80;

/** Checks a saved search's name as the server does, in French. */
export function searchNameError(name: string) {
  const trimmed = name.trim();
  if (!trimmed) return "Donnez un nom à la recherche.";
  if (trimmed.length > maxSearchNameLength) return `Le nom compte ${maxSearchNameLength} caractères au plus.`;
  return undefined;
}

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
  const [name, setName] = React.useState(currentName);
  const [error, setError] = React.useState<string>();
  const [pending, setPending] = React.useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = searchNameError(name);
    if (problem) return setError(problem);
    setPending(true);
    try {
      await onRename(name.trim());
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "La recherche n'a pas été renommée.");
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Renommer la recherche</DialogTitle>
        <DialogDescription>Un nom court qui vous parle, repris dans les e-mails d&apos;alerte.</DialogDescription>
      </DialogHeader>
      <Field invalid={Boolean(error)} required>
        <FieldLabel>Nom de la recherche</FieldLabel>
        <FieldControl>
          <Input
            value={name}
            maxLength={maxSearchNameLength + 20}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
          />
        </FieldControl>
        <FieldError>{error}</FieldError>
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Annuler
          </Button>
        </DialogClose>
        <Button type="submit" loading={pending}>
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
