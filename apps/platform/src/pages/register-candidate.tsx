import { paths } from "@fuse/features/vocabulary/paths";

import { RegistrationScreen } from "../account/registration-screen";

export function Component() {
  return (
    <RegistrationScreen
      type="candidate"
      description="Créez votre compte candidat : votre MaFuseCard vous attend."
      createdPath={paths.register.candidateCreated}
    />
  );
}
