import { paths } from "@fuse/domain/vocabulary/paths";

import { ProfileScreen } from "../dashboard/profile-screen";
import { withQueryClient } from "../page-query";

/** « Mon Profil » of a recruiter: their details and their company's, sign-in details, data and account. */
export const Component = withQueryClient(() => (
  <ProfileScreen
    intro="Vos coordonnées, vos identifiants, vos données et votre compte."
    answers={{
      slug: "recruiter",
      title: "Mes informations",
      description:
        "Votre fonction, votre téléphone et l'identité de votre entreprise, tels que vous les avez donnés à l'inscription.",
    }}
    profilePath={paths.recruiter.profile}
  />
));
