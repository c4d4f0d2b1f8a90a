import { Link } from "react-router";

import { paths } from "@fuse/domain/vocabulary/paths";
import { AuthCard, ForgotPasswordForm } from "@fuse/features/account";

import { emailRedirect } from "../account/auth-links";
import { usePageHandle } from "../page-handle";
import { useServices } from "../session/services";

/** Asks for a recovery link; the link opens the new password page. */
export function Component() {
  const { auth } = useServices();
  const { title } = usePageHandle();
  return (
    <AuthCard
      title={title}
      description="Indiquez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe."
      footer={
        <Link to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
          Retour à la connexion
        </Link>
      }
    >
      <ForgotPasswordForm
        onSubmit={async ({ email }) => {
          const { supabase } = await auth();
          const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: emailRedirect.recovery() });
          if (error) throw error;
        }}
      />
    </AuthCard>
  );
}
