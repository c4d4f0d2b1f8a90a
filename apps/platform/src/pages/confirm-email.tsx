import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";

import { homes } from "@fuse/domain/access";
import { paths } from "@fuse/domain/vocabulary/paths";
import { AuthCard, authErrorMessage, FormAlert } from "@fuse/features/account";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Spinner } from "@fuse/ui/spinner";
import { toast } from "@fuse/ui/toast-store";

import { linkErrorCode } from "../account/auth-links";
import { usePageHandle } from "../page-handle";
import { useServices, useSessionUser } from "../session/services";

/**
 * Where the sign-up link lands. Opening it signed the user in; the profile is created from the
 * sign-up's account type, then the access rules take over from the user's space (questionnaire
 * first). No guard runs on this page. Opened in another browser than the sign-up's (a phone's
 * mail app), the link still confirmed the address — the server hands out a `code` only then — but
 * cannot sign in there (the PKCE verifier stayed in the first browser): the page says so, and
 * that signing in is all that is left.
 */
export function Component() {
  const { visitors } = useServices();
  const user = useSessionUser();
  const navigate = useNavigate();
  const location = useLocation();
  const { title } = usePageHandle();
  const linkError = linkErrorCode(location.search, location.hash);
  const [failed, setFailed] = useState(false);
  const [confirmedElsewhere] = useState(() => new URLSearchParams(location.search).has("code"));

  useEffect(() => {
    if (!user || linkError) return;
    let cancelled = false;
    visitors()
      .then(async (resolver) => {
        await resolver.ensureProfile(user);
        return resolver.resolve(user);
      })
      .then(
        (visitor) => {
          if (cancelled) return;
          toast({ title: "Adresse e-mail confirmée", description: "Bienvenue sur Fuse !" });
          const home = visitor.kind === "anonymous" ? "/" : homes[visitor.kind];
          void navigate(home, { replace: true });
        },
        () => !cancelled && setFailed(true),
      );
    return () => {
      cancelled = true;
    };
  }, [user, linkError, visitors, navigate]);

  const confirmedHere = !linkError && !user && confirmedElsewhere;
  const problem = linkError
    ? authErrorMessage({ code: linkError })
    : confirmedHere
      ? null
      : !user
        ? "Ce lien de confirmation n'est pas valide. Ouvrez le dernier lien reçu par e-mail, ou connectez-vous pour en recevoir un nouveau."
        : failed
          ? "Votre adresse est confirmée, mais votre espace n'a pas pu être préparé. Réessayez dans un instant."
          : null;
  return (
    <AuthCard
      title={title}
      footer={
        <Link to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
          Aller à la connexion
        </Link>
      }
    >
      {confirmedHere ? (
        <Alert variant="success" role="status">
          <AlertTitle>Adresse confirmée : connectez-vous</AlertTitle>
          <AlertDescription>
            Votre adresse e-mail est confirmée. Connectez-vous avec votre adresse et votre mot de passe pour continuer,
            sur cet appareil ou sur celui de votre inscription.
          </AlertDescription>
        </Alert>
      ) : problem ? (
        <FormAlert>{problem}</FormAlert>
      ) : (
        <p role="status" className="flex items-center gap-2">
          <Spinner size="sm" label="" /> Confirmation de votre adresse e-mail…
        </p>
      )}
    </AuthCard>
  );
}
