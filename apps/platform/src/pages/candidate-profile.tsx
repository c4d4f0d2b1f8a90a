import { paths } from "@fuse/domain/vocabulary/paths";

import { ProfileScreen } from "../dashboard/profile-screen";
import { withQueryClient } from "../page-query";

/** « Mon Profil »: the candidate's answers, sign-in details, data and account. */
export const Component = withQueryClient(() => (
  <ProfileScreen
    intro="Vos réponses, vos identifiants, vos données et votre compte."
    answers={{
      slug: "candidate",
      title: "Mes réponses",
      description:
        "Votre métier, votre ville, vos attentes et vos compétences : ce que les recruteurs voient et ce qui calcule vos matchs.",
    }}
    profilePath={paths.candidate.profile}
  />
));
