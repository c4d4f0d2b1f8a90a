import { Link, useLocation } from "react-router";

import { paths } from "@fuse/domain/vocabulary/paths";
import { AuthCard, CheckEmail } from "@fuse/features/account";

import { resendConfirmation } from "../account/auth-links";
import { usePageHandle } from "../page-handle";
import { useServices } from "../session/services";

/** After sign-up: the account exists and waits for its activation link. */
export function Component() {
  const { auth } = useServices();
  const { title, description } = usePageHandle();
  const email = (useLocation().state as { email?: unknown } | null)?.email;
  return (
    <AuthCard
      title={title}
      description={description}
      footer={
        <Link to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
          Aller à la connexion
        </Link>
      }
    >
      <CheckEmail
        email={typeof email === "string" ? email : undefined}
        onResend={async (address) => resendConfirmation((await auth()).supabase, address)}
      />
    </AuthCard>
  );
}
