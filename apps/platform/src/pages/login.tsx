import { Link, useRevalidator } from "react-router";

import { paths } from "@fuse/domain/vocabulary/paths";
import { AuthCard, LoginForm } from "@fuse/features/account";

import { resendConfirmation } from "../account/auth-links";
import { usePageHandle } from "../page-handle";
import { useServices } from "../session/services";

/** Sign-in. Once signed in, the login page's own rule sends the user on (redirectFrom, or home). */
export function Component() {
  const { auth } = useServices();
  const revalidator = useRevalidator();
  const { title } = usePageHandle();
  return (
    <AuthCard
      title={title}
      description="Retrouvez votre espace Fuse."
      footer={
        <>
          <p>Pas encore de compte ?</p>
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            <Link to={paths.register.candidate} className="font-medium text-primary underline-offset-4 hover:underline">
              Je suis candidat·e
            </Link>
            <Link to={paths.register.recruiter} className="font-medium text-primary underline-offset-4 hover:underline">
              Je recrute
            </Link>
          </p>
        </>
      }
    >
      <LoginForm
        onSubmit={async (values) => {
          const { supabase } = await auth();
          const { error } = await supabase.auth.signInWithPassword(values);
          if (error) throw error;
          await revalidator.revalidate();
        }}
        onResendConfirmation={async (email) => resendConfirmation((await auth()).supabase, email)}
      />
    </AuthCard>
  );
}
