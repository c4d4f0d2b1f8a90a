import { useSearchParams } from "react-router";

import { paths } from "@fuse/domain/vocabulary/paths";

import { RegistrationScreen } from "../account/registration-screen";

/** The link of a pre-registration's e-mail carries the name and address: the form starts from them. */
function usePrefill() {
  const [search] = useSearchParams();
  const text = (name: string) => search.get(name)?.trim().slice(0, 254) || undefined;
  return { firstName: text("first_name"), lastName: text("last_name"), email: text("email") };
}

export function Component() {
  const initialValues = usePrefill();
  return (
    <RegistrationScreen
      type="recruiter"
      description="Créez le compte de votre entreprise pour publier vos offres et trouver vos talents."
      createdPath={paths.profileCreated}
      initialValues={initialValues}
    />
  );
}
