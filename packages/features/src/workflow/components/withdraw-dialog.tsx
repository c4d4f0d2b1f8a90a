import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";

import { ApiError, TokenError } from "@fuse/domain/api/client";
import { closingMessageSchema, maxMessageLength } from "@fuse/domain/workflow/requests";
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
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { Textarea } from "@fuse/ui/textarea";

/** The server's French words when it gave some, else ours. */
export function actionErrorText(error: unknown, fallback: string) {
  return error instanceof ApiError || error instanceof TokenError ? error.message : fallback;
}

type MessageDialogProps = {
  /** The button that opens the dialog. */
  trigger: React.ReactElement;
  title: string;
  description: React.ReactNode;
  messageLabel: string;
  messageHint: string;
  /** Closes without acting. */
  keepLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  /** Shown when the action fails without a message from the server. */
  failureText: string;
  /** The trimmed message, or undefined when none was written; a rejected promise keeps the dialog open. */
  onConfirm: (message: string | undefined) => unknown;
  /** Once the action succeeded and the dialog closed: where focus goes, its trigger being likely gone. */
  onDone?: () => void;
};

/**
 * An irreversible action confirmed in an alert dialog, with an optional message for the other side
 * (withdrawing an application, cancelling an interview). While the action runs the dialog stays
 * open and busy; a failure is shown in it and focus returns to the confirm button.
 */
function MessageDialog({
  trigger,
  title,
  description,
  messageLabel,
  messageHint,
  keepLabel,
  confirmLabel,
  pendingLabel,
  failureText,
  onConfirm,
  onDone,
}: MessageDialogProps) {
  const [open, setOpen] = React.useState(false);
  // The server's own schema (the message trimmed, empty meaning none); kept while the dialog is
  // closed without acting, emptied once the action is done.
  const form = useForm({ resolver: zodResolver(closingMessageSchema), defaultValues: { message: "" } });
  const { errors } = form.formState;
  const [pending, setPending] = React.useState(false);
  const [error, setError] = React.useState<{ text: string } | null>(null);
  const confirmRef = React.useRef<HTMLButtonElement>(null);
  // Set from the moment the action starts: the caller may drop the dialog before the promise
  // settles (its card changed state), and focus must still go where `onDone` says.
  const acted = React.useRef(false);
  // The button was disabled while busy, which drops focus: once it is back, give it focus for a
  // retry (each failure is a new object, so a second failure refocuses too).
  React.useEffect(() => {
    if (error) confirmRef.current?.focus();
  }, [error]);

  async function confirm({ message }: { message?: string }) {
    if (pending) return;
    setPending(true);
    setError(null);
    acted.current = true;
    try {
      await onConfirm(message || undefined);
      setOpen(false);
      form.reset();
    } catch (failure) {
      acted.current = false;
      setError({ text: actionErrorText(failure, failureText) });
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (acted.current && onDone) {
            event.preventDefault();
            onDone();
          }
          acted.current = false;
        }}
      >
        <form noValidate onSubmit={(event) => void form.handleSubmit(confirm)(event)} className="flex flex-col gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>{title}</AlertDialogTitle>
            <AlertDialogDescription>{description}</AlertDialogDescription>
          </AlertDialogHeader>
          <Field disabled={pending} invalid={Boolean(errors.message)}>
            <FieldLabel>{messageLabel}</FieldLabel>
            <FieldControl>
              <Textarea maxLength={maxMessageLength} {...form.register("message")} />
            </FieldControl>
            <FieldDescription>{messageHint}</FieldDescription>
            <FieldError>{errors.message?.message}</FieldError>
          </Field>
          {error ? (
            <Alert variant="destructive">
              <AlertDescription>{error.text}</AlertDescription>
            </Alert>
          ) : null}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>{keepLabel}</AlertDialogCancel>
            <Button ref={confirmRef} type="submit" variant="destructive" loading={pending}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

type WithdrawDialogProps = {
  /** The offer's title, so that each « Retirer ma candidature » of a list says which. */
  jobTitle: string;
  /** Withdraws, with the candidate's optional message; a rejected promise keeps the dialog open. */
  onWithdraw: (message: string | undefined) => unknown;
  /** Once withdrawn: where focus goes (the button is gone). */
  onDone?: () => void;
};

/** « Retirer ma candidature »: confirmed in a dialog, with an optional word for the recruiter. */
function WithdrawDialog({ jobTitle, onWithdraw, onDone }: WithdrawDialogProps) {
  return (
    <MessageDialog
      trigger={
        <Button type="button" variant="outline" className="self-start">
          Retirer ma candidature<span className="sr-only"> « {jobTitle} »</span>
        </Button>
      }
      title="Retirer votre candidature ?"
      description={
        <>
          Votre candidature à « {jobTitle} » sera close et le recruteur en sera prévenu ; un entretien prévu sera
          annulé. Vous ne pourrez pas revenir en arrière.
        </>
      }
      messageLabel="Un mot pour le recruteur (facultatif)"
      messageHint="Par exemple, la raison de votre retrait. 2 000 caractères au plus."
      keepLabel="Garder ma candidature"
      confirmLabel="Retirer ma candidature"
      pendingLabel="Retrait…"
      failureText="Votre candidature n'a pas été retirée. Réessayez dans un instant."
      onConfirm={onWithdraw}
      onDone={onDone}
    />
  );
}

export { MessageDialog, WithdrawDialog };
export type { MessageDialogProps, WithdrawDialogProps };
