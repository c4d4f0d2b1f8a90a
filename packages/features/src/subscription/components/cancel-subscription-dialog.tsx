import * as React from "react";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@fuse/ui/alert-dialog";

export interface CancelSubscriptionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The paid period's last day, as shown. */
  end: string | null;
  onConfirm: () => void;
  /** Where focus goes back once the dialog closes (the button that opened it). */
  returnFocus: React.RefObject<HTMLButtonElement | null>;
}

/**
 * The confirmation of « Résilier mon abonnement »: until when it stays active, then the choice.
 * Its own module, loaded at the first press: the dialog's library is no part of the page's first screen.
 */
export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  end,
  onConfirm,
  returnFocus,
}: CancelSubscriptionDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Résilier votre abonnement ?</AlertDialogTitle>
          <AlertDialogDescription>
            Il reste actif jusqu'au {end} : vos offres, vos matchs et votre suivi des recrutements restent ouverts
            jusque-là. Il ne sera ensuite plus renouvelé ni facturé. Vous pourrez le reprendre d'ici là.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Garder mon abonnement</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            Résilier
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
