import type * as React from "react";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@fuse/ui/alert-dialog";
import { Button } from "@fuse/ui/button";

type ConfirmDeleteProps = {
  /** The button's name for screen readers, naming what it deletes (« Supprimer « Mentions légales » »). */
  label: string;
  /** The question asked (« Supprimer cette page ? »). */
  title: string;
  /** What the deletion does, said before it is done. */
  description: React.ReactNode;
  /** The way out, naming what is kept (« Garder la page »). */
  keepLabel: string;
  onConfirm: () => void;
  /** While another action on the same row is under way. */
  disabled?: boolean;
};

/** « Supprimer » of a row of the administration, done only once confirmed in a dialog. */
function ConfirmDelete({ label, title, description, keepLabel, onConfirm, disabled }: ConfirmDeleteProps) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm" disabled={disabled} aria-label={label}>
          Supprimer
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{keepLabel}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Supprimer</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export { ConfirmDelete };
export type { ConfirmDeleteProps };
