import { useQueryClient } from "@tanstack/react-query";

import { profileKeys, VisibilityNotice } from "@fuse/features/profile";

import { useSignedInApi } from "../session/services";

/**
 * A new company's page starts private, so its offers read « Entreprise confidentielle »: while it
 * is, the recruiter's dashboard says so and offers to make it public.
 */
export function PrivateCompanyNotice({ userId, visible }: { userId: string; visible: boolean }) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  if (visible) return null;
  return (
    <VisibilityNotice
      title="La page de votre entreprise n'est pas publique"
      description="Vos offres affichent « Entreprise confidentielle » et les candidats ne peuvent pas découvrir votre entreprise. Publique, votre page montre votre carte d'entreprise et vos offres ouvertes."
      actionLabel="Rendre la page publique"
      onReveal={async () => {
        await api.request("PATCH /api/profile/info/update-company", { body: { profile: { visible: true } } });
        await queryClient.invalidateQueries({ queryKey: profileKeys.user(userId) });
      }}
    />
  );
}
