import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod/mini";

import { Alert, AlertDescription } from "@fuse/ui/alert";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@fuse/ui/alert-dialog";
import { Button } from "@fuse/ui/button";
import { Field, FieldControl, FieldDescription, FieldLabel } from "@fuse/ui/field";
import { Input } from "@fuse/ui/input";

/** The word to type to confirm: a deliberate act, not a slip of the finger. */
export const deletionWord = "SUPPRIMER";

export const deletionFailedMessage = "Votre compte n'a pas été supprimé. Réessayez dans un instant.";

/** The word typed, in capitals or not, spaces around aside. */
const confirmsDeletion = (typed: string) => typed.trim().toUpperCase() === deletionWord;

// Nothing to say when it fails: the button stays disabled until the word is typed.
const deletionConfirmationSchema = z.object({ typed: z.string().check(z.refine(confirmsDeletion)) });

type DeleteAccountProps = {
  /** Deletes the account; throws on failure (then nothing changed). */
  onDelete: () => Promise<void>;
  /** What else ends with the account (a running subscription), said before and in the confirmation. */
  alsoEnds?: string | null;
};

/** RGPD erasure: the account and everything it holds, after a typed confirmation. */
function DeleteAccount({ onDelete, alsoEnds = null }: DeleteAccountProps) {
  const [open, setOpen] = React.useState(false);
  const form = useForm({ resolver: zodResolver(deletionConfirmationSchema), defaultValues: { typed: "" } });
  const [pending, setPending] = React.useState(false);
  const [failed, setFailed] = React.useState(false);
  const confirmed = confirmsDeletion(useWatch({ control: form.control, name: "typed" }));

  const confirm = form.handleSubmit(async () => {
    if (pending) return;
    setPending(true);
    setFailed(false);
    try {
      await onDelete();
      setOpen(false);
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Votre compte, votre profil, votre portrait, vos réponses, vos matchs et vos fichiers seront effacés
        définitivement. Pensez à télécharger vos données avant.
      </p>
      {alsoEnds ? (
        <Alert>
          <AlertDescription>{alsoEnds}</AlertDescription>
        </Alert>
      ) : null}
      <AlertDialog
        open={open}
        onOpenChange={(next) => {
          if (pending) return;
          setOpen(next);
          if (!next) {
            form.reset();
            setFailed(false);
          }
        }}
      >
        <AlertDialogTrigger asChild>
          <Button variant="destructive" className="self-start">
            Supprimer mon compte
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <form noValidate onSubmit={(event) => void confirm(event)} className="flex flex-col gap-4">
            <AlertDialogHeader>
              <AlertDialogTitle>Supprimer définitivement votre compte ?</AlertDialogTitle>
              <AlertDialogDescription>
                Toutes vos données seront effacées et vous serez déconnecté de Fuse.
                {alsoEnds ? ` ${alsoEnds}` : null} Cette action est irréversible.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <Field required>
              <FieldLabel>Pour confirmer, tapez {deletionWord}</FieldLabel>
              <FieldControl>
                <Input
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  disabled={pending}
                  {...form.register("typed")}
                />
              </FieldControl>
              <FieldDescription>En majuscules ou non.</FieldDescription>
            </Field>
            {failed ? (
              <Alert variant="destructive">
                <AlertDescription>{deletionFailedMessage}</AlertDescription>
              </Alert>
            ) : null}
            <AlertDialogFooter>
              <AlertDialogCancel disabled={pending}>Annuler</AlertDialogCancel>
              <Button type="submit" variant="destructive" disabled={!confirmed} loading={pending}>
                {pending ? "Suppression…" : "Supprimer définitivement"}
              </Button>
            </AlertDialogFooter>
          </form>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

export { DeleteAccount };
export type { DeleteAccountProps };
