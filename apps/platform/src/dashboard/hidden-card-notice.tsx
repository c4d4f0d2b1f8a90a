import { useQueryClient } from "@tanstack/react-query";

import { profileKeys, VisibilityNotice } from "@fuse/features/profile";

import { useSignedInApi } from "../session/services";

/**
 * A new candidate's card starts hidden from recruiters: while it is, the card page and the
 * dashboard say so and offer to show it (the card page shows, beside it, what recruiters would see).
 */
export function HiddenCardNotice({ userId, visible }: { userId: string; visible: boolean }) {
  const api = useSignedInApi();
  const queryClient = useQueryClient();
  if (visible) return null;
  return (
    <VisibilityNotice
      title="Votre carte est masquée aux recruteurs"
      description="Tant qu'elle est masquée, aucun recruteur ne vous trouve dans ses matchs potentiels. Visible, elle montre ce que vous voyez sur « MaFuseCard » ; vos coordonnées restent cachées jusqu'à un match réciproque."
      actionLabel="Rendre ma carte visible"
      onReveal={async () => {
        await api.request("POST /api/profile/info", { body: { form: { card_visible: true } } });
        await queryClient.invalidateQueries({ queryKey: profileKeys.user(userId) });
      }}
    />
  );
}
