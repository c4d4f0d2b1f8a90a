import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useNavigate } from "react-router";

import { paths } from "@fuse/domain/vocabulary/paths";
import {
  ChangeEmailForm,
  ChangePasswordForm,
  DeleteAccount,
  downloadAccountExport,
  ExportData,
  saveFile,
  useDeleteAccountMutation,
} from "@fuse/features/account";
import { subscriptionQueries } from "@fuse/features/subscription";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@fuse/ui/card";

import { useServices, useSignedInApi } from "../session/services";

/** One part of « Mon Profil », as a titled card. */
export function ProfileSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * What every « Mon Profil » ends with: the sign-in e-mail and password, the export of one's data and
 * the deletion of the account. `profilePath` is where the e-mail change's confirmation link leads.
 */
export function AccountSections({
  user,
  profilePath,
  recruiter = false,
}: {
  user: { id: string; email?: string | undefined };
  profilePath: string;
  /** A recruiter's account: its running subscription ends with it, which the deletion says. */
  recruiter?: boolean;
}) {
  const { auth } = useServices();
  const navigate = useNavigate();
  const api = useSignedInApi();
  const deletion = useDeleteAccountMutation(api);
  const subscription = useQuery({ ...subscriptionQueries.summary(api), enabled: recruiter });
  const running = subscription.data?.state === "active" || subscription.data?.state === "canceled";
  const alsoEnds = running
    ? `Votre abonnement en cours sera résilié immédiatement avec votre compte : il ne sera plus facturé. Pour le garder jusqu'à la fin de la période payée, résiliez-le plutôt depuis la page Abonnement et supprimez votre compte ensuite.`
    : null;

  const accessToken = async () => {
    const { data, error } = await (await auth()).supabase.auth.getSession();
    if (error || !data.session) throw new Error("Token manquant");
    return data.session.access_token;
  };

  return (
    <>
      <ProfileSection
        title="Adresse e-mail"
        description="L'adresse avec laquelle vous vous connectez et recevez nos e-mails."
      >
        <ChangeEmailForm
          currentEmail={user.email ?? ""}
          onSubmit={async ({ email }) => {
            const { supabase } = await auth();
            const { error } = await supabase.auth.updateUser(
              { email },
              { emailRedirectTo: `${window.location.origin}${profilePath}` },
            );
            if (error) throw error;
          }}
        />
      </ProfileSection>
      <ProfileSection title="Mot de passe">
        <ChangePasswordForm
          onSubmit={async ({ currentPassword, password }) => {
            const { supabase } = await auth();
            // The current password first: a session left open on a shared computer is not enough.
            const check = await supabase.auth.signInWithPassword({
              email: user.email ?? "",
              password: currentPassword,
            });
            if (check.error) throw check.error;
            const { error } = await supabase.auth.updateUser({ password });
            if (error) throw error;
          }}
        />
      </ProfileSection>
      <ProfileSection title="Mes données" description="Téléchargez une copie de tout ce que Fuse conserve sur vous.">
        <ExportData onExport={() => downloadAccountExport(accessToken, saveFile)} />
      </ProfileSection>
      <ProfileSection title="Supprimer mon compte">
        <DeleteAccount
          alsoEnds={alsoEnds}
          onDelete={async () => {
            await deletion.mutateAsync(user.id);
            // The deletion ended every session of the account on the server: end this one here.
            await (await auth()).signOut({ local: true });
            await navigate(paths.home, { replace: true });
          }}
        />
      </ProfileSection>
    </>
  );
}
