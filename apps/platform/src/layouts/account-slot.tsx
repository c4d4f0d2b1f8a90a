import { Link } from "react-router";

import { paths } from "@fuse/domain/vocabulary/paths";
import { AccountMenu } from "@fuse/features/account";
import { buttonVariants } from "@fuse/ui/button";

import { useOptionalServices, useSessionUser } from "../session/services";

/** "Prénom Nom" from the sign-up form, else the e-mail address. */
function displayName(metadata: Record<string, unknown>, email: string) {
  const name = [metadata.first_name, metadata.last_name].filter((part) => typeof part === "string" && part.trim());
  return name.length > 0 ? name.join(" ") : email;
}

/** The signed-in user's avatar and sign-out; for a visitor, the way to sign in. */
export function AccountSlot({ signInLink = false }: { signInLink?: boolean }) {
  const services = useOptionalServices();
  const user = useSessionUser();
  if (!services || !user) {
    return signInLink ? (
      <Link to={paths.login} className={buttonVariants({ variant: "outline", size: "sm" })}>
        Se connecter
      </Link>
    ) : null;
  }
  const email = user.email ?? "";
  return (
    <AccountMenu
      name={displayName(user.user_metadata, email)}
      email={email}
      avatarUrl={typeof user.user_metadata.avatar_url === "string" ? user.user_metadata.avatar_url : undefined}
      onSignOut={async () => (await services.auth()).signOut()}
    />
  );
}
