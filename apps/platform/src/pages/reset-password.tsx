import { Link, useLocation, useNavigate } from "react-router";

import { paths } from "@fuse/domain/vocabulary/paths";
import { AuthCard, authErrorMessage, FormAlert, ResetPasswordForm } from "@fuse/features/account";
import { toast } from "@fuse/ui/toast-store";

import { linkErrorCode } from "../account/auth-links";
import { usePageHandle } from "../page-handle";
import { useServices, useSessionUser } from "../session/services";

/**
 * The new password, reached through the recovery link: opening it signs the user in (the
 * password-recovery event brings them here). Without that session, the page says what to do.
 */
export function Component() {
  const { auth } = useServices();
  const user = useSessionUser();
  const navigate = useNavigate();
  const location = useLocation();
  const { title } = usePageHandle();
  const linkError = linkErrorCode(location.search, location.hash);
  return (
    <AuthCard
      title={title}
      description={user ? `Choisissez le nouveau mot de passe de ${user.email ?? "votre compte"}.` : undefined}
      footer={
        <Link to={paths.forgotPassword} className="font-medium text-primary underline-offset-4 hover:underline">
          Recevoir un nouveau lien
        </Link>
      }
    >
      {user ? (
        <ResetPasswordForm
          onSubmit={async ({ password }) => {
            const { supabase } = await auth();
            const { error } = await supabase.auth.updateUser({ password });
            if (error) throw error;
            toast({ title: "Votre mot de passe a été modifié." });
            // The login page's rule sends a signed-in user to their space.
            await navigate(paths.login, { replace: true });
          }}
        />
      ) : (
        <FormAlert>
          {linkError
            ? authErrorMessage({ code: linkError })
            : "Ouvrez le lien reçu par e-mail pour choisir un nouveau mot de passe, ou demandez-en un nouveau."}
        </FormAlert>
      )}
    </AuthCard>
  );
}
