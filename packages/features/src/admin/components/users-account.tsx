import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useForm } from "react-hook-form";
import { z } from "zod/mini";

import type { AdminUserDetail } from "@fuse/domain/admin/inbox-contract";
import {
  adminUsersMessages,
  deletionConfirmed,
  describeSubscription,
  describeUserState,
  formatAdminDate,
  userTypeLabels,
} from "@fuse/domain/admin/users-labels";
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
import { Badge } from "@fuse/ui/badge";
import { Button } from "@fuse/ui/button";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "@fuse/ui/field";
import { Input } from "@fuse/ui/input";
import { Skeleton } from "@fuse/ui/skeleton";

import { ApiError, type ApiClient } from "../../api/index.ts";
import { formatSiret } from "../../pre-registration/index.ts";
import { adminUserQueries, useDeleteUserMutation } from "../api/admin-users.ts";
import { adminMessageOf } from "../api/mutations.ts";
import { AdminLoadFailed } from "./admin-load-failed.tsx";

/** The account's address typed again (spaces around and case aside), as the deletion's confirmation. */
const deletionConfirmationSchema = (email: string) =>
  z.object({
    typed: z.string().check(
      z.refine((typed) => deletionConfirmed(typed, email), {
        error: "L'adresse saisie n'est pas celle de ce compte.",
      }),
    ),
  });

type DeleteAccountDialogProps = {
  email: string;
  /** Deletes the account; rejects with the server's refusal (`ApiError`) or a network error. */
  onDelete: () => Promise<unknown>;
};

/**
 * « Supprimer le compte », for a person's erasure request (RGPD): the administrator types the
 * account's address to confirm, as nothing of it can be brought back. A refusal stays in the dialog.
 */
function DeleteAccountDialog({ email, onDelete }: DeleteAccountDialogProps) {
  const [open, setOpen] = React.useState(false);
  // Checked when sent; what is typed next clears the message until it is sent again.
  const resolver = React.useMemo(() => zodResolver(deletionConfirmationSchema(email)), [email]);
  const form = useForm({
    resolver,
    reValidateMode: "onSubmit",
    defaultValues: { typed: "" },
  });
  const mismatch = form.formState.errors.typed?.message;
  const [failure, setFailure] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset();
      setFailure(null);
    }
  };

  const confirm = form.handleSubmit(async () => {
    if (busy) return;
    setFailure(null);
    setBusy(true);
    try {
      await onDelete();
      setBusy(false);
      reset(false);
    } catch (error) {
      setBusy(false);
      setFailure(adminMessageOf(error, adminUsersMessages.deleteFailed));
    }
  });

  return (
    <AlertDialog open={open} onOpenChange={(next) => (busy ? undefined : reset(next))}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="destructive">
          Supprimer le compte
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void confirm(event)}>
          <AlertDialogHeader>
            <AlertDialogTitle>Supprimer ce compte ?</AlertDialogTitle>
            <AlertDialogDescription>
              Le compte {email} sera supprimé définitivement avec tout ce qui en dépend : profil, cartes, fichiers,
              candidatures et abonnement en cours. À faire à la demande de la personne (droit à l'effacement).
            </AlertDialogDescription>
          </AlertDialogHeader>
          <Field required invalid={Boolean(mismatch)}>
            <FieldLabel>Adresse e-mail du compte</FieldLabel>
            <FieldControl>
              <Input
                type="email"
                autoComplete="off"
                {...form.register("typed", { onChange: () => form.clearErrors("typed") })}
              />
            </FieldControl>
            <FieldDescription>Saisissez {email} pour confirmer.</FieldDescription>
            <FieldError>{mismatch}</FieldError>
          </Field>
          {failure ? (
            <Alert variant="destructive">
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          ) : null}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Garder le compte</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={busy} aria-busy={busy || undefined}>
              {busy ? "Suppression…" : "Supprimer définitivement"}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

type UserAccountDetailsProps = {
  user: AdminUserDetail;
  onDelete: () => Promise<unknown>;
  timeZone?: string;
};

/** One account's facts as the server gives them, and its deletion. */
function UserAccountDetails({ user, onDelete, timeZone }: UserAccountDetailsProps) {
  const facts: [string, string][] = [
    ["E-mail", user.email],
    ["Type", userTypeLabels[user.type]],
    ...(user.name ? [["Nom", user.name] as [string, string]] : []),
    ...(user.company_name ? [["Entreprise", user.company_name] as [string, string]] : []),
    ...(user.siret ? [["SIRET", formatSiret(user.siret)] as [string, string]] : []),
    ...(user.city ? [["Ville", user.city] as [string, string]] : []),
    [
      "Adresse e-mail",
      user.email_confirmed_at ? `Confirmée le ${formatAdminDate(user.email_confirmed_at, timeZone)}` : "Non confirmée",
    ],
    ...(user.type === "none" ? [] : [["Profil", user.profile_completed ? "Complet" : "Incomplet"] as [string, string]]),
    ...(user.type === "recruiter"
      ? [["Abonnement", describeSubscription(user.subscription, timeZone)] as [string, string]]
      : []),
    ["Inscrit le", formatAdminDate(user.created_at, timeZone)],
    ["Dernière connexion", user.last_sign_in_at ? formatAdminDate(user.last_sign_in_at, timeZone) : "Jamais connecté"],
  ];
  return (
    <div data-slot="user-account" className="flex min-w-0 flex-col gap-6">
      <section aria-labelledby="user-account-facts" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="user-account-facts" className="text-lg font-semibold">
            Informations du compte
          </h2>
          {describeUserState(user).map((state) => (
            <Badge key={state} variant={/non |incomplet/i.test(state) ? "muted" : "secondary"}>
              {state}
            </Badge>
          ))}
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {facts.map(([term, value]) => (
            <React.Fragment key={term}>
              <dt className="font-medium">{term}</dt>
              <dd className="min-w-0 break-words text-muted-foreground">{value}</dd>
            </React.Fragment>
          ))}
        </dl>
      </section>
      <section
        aria-labelledby="user-account-delete"
        className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 p-4"
      >
        <h2 id="user-account-delete" className="text-lg font-semibold">
          Suppression du compte
        </h2>
        <p className="text-sm text-muted-foreground">
          Sur demande de la personne (RGPD) : le compte et toutes ses données sont effacés, son abonnement éventuel est
          résilié. Elle ne pourra plus se connecter.
        </p>
        <DeleteAccountDialog email={user.email} onDelete={onDelete} />
      </section>
    </div>
  );
}

type AdminUserScreenProps = {
  api: ApiClient;
  /** The auth user's id, from the address. */
  userId: string;
  /** Called once the account is deleted (the toast is shown), e.g. to go back to the list. */
  onDeleted: () => void;
  timeZone?: string;
};

/** « Compte utilisateur » with its data: the account read by id, and deleted through the API. */
function AdminUserScreen({ api, userId, onDeleted, timeZone }: AdminUserScreenProps) {
  const user = useQuery(adminUserQueries.item(api, userId));
  const remove = useDeleteUserMutation(api);

  if (user.isPending)
    return (
      <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label="Chargement du compte">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  if (user.isError) {
    const missing = user.error instanceof ApiError && user.error.status === 404;
    return (
      <AdminLoadFailed
        title={missing ? adminUsersMessages.missing : adminUsersMessages.itemFailed}
        error={user.error}
        onRetry={missing ? undefined : () => void user.refetch()}
      />
    );
  }
  return (
    <UserAccountDetails
      user={user.data}
      timeZone={timeZone}
      onDelete={async () => {
        await remove.mutateAsync({ id: user.data.id, email: user.data.email });
        onDeleted();
      }}
    />
  );
}

export { AdminUserScreen, DeleteAccountDialog, UserAccountDetails };
export type { AdminUserScreenProps, DeleteAccountDialogProps, UserAccountDetailsProps };
