import { paths } from "@fuse/domain/vocabulary/paths";

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
