import { Link, useLocation, useNavigate } from "react-router";

import { returnPath, returnToKey } from "@fuse/domain/access";
import { paths } from "@fuse/domain/vocabulary/paths";
import { AuthCard, SignUpForm } from "@fuse/features/account";

import { usePageHandle } from "../page-handle";
import { useServices } from "../session/services";
import { emailRedirect } from "./auth-links";

type RegistrationScreenProps = {
  type: "candidate" | "recruiter";
  description: string;
  /** The page that asks the new user to check their e-mail. */
  createdPath: string;
  /** Name and address to start from (the link of a pre-registration's e-mail). */
  initialValues?: { firstName?: string; lastName?: string; email?: string };
};

/** Sign-up of a candidate or a recruiter; the kind of account rides in the user's metadata. */
export function RegistrationScreen({ type, description, createdPath, initialValues }: RegistrationScreenProps) {
  const { auth } = useServices();
  const navigate = useNavigate();
  const { title } = usePageHandle();
  const location = useLocation();
  // Where the sign-up began (an offer's « Ça m'intéresse »): the account goes back there once its
  // onboarding is done, the way back kept in its metadata (the confirmation may open elsewhere).
  const back = returnPath(`${location.pathname}${location.search}`);
  return (
    <AuthCard
      title={title}
      description={description}
      footer={
        <p>
          Déjà un compte ?{" "}
          <Link
            to={back ? `${paths.login}?redirectFrom=${encodeURIComponent(back)}` : paths.login}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Se connecter
          </Link>
        </p>
      }
    >
      <SignUpForm
        initialValues={initialValues}
        onSubmit={async ({ firstName, lastName, email, password }) => {
          const { supabase } = await auth();
          const { data, error } = await supabase.auth.signUp({
            email,
            password,
            options: {
              emailRedirectTo: emailRedirect.confirm(),
              data: { type, first_name: firstName, last_name: lastName, ...(back ? { [returnToKey]: back } : {}) },
            },
          });
          if (error) throw error;
          // With confirmations on, an address already registered answers a user without identities.
          if (data.user && data.user.identities?.length === 0) {
            throw Object.assign(new Error("user_already_exists"), { code: "user_already_exists" });
          }
          await navigate(data.session ? paths.login : createdPath, { state: { email } });
        }}
      />
    </AuthCard>
  );
}
