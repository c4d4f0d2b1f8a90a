import { paths } from "@fuse/features/vocabulary/paths";

import { RegistrationScreen } from "../account/registration-screen";

export function Component() {
  return (
    <RegistrationScreen
      type="recruiter"
      description="Créez le compte de votre entreprise pour publier vos offres et trouver vos talents."
      createdPath={paths.profileCreated}
    />
  );
}
