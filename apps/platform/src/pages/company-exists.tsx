import { paths } from "@fuse/domain/vocabulary/paths";
import { CompanyExistsNotice } from "@fuse/features/pre-registration";

import { usePageHandle } from "../page-handle";
import { routerLink } from "../router-link";

/** « Entreprise déjà enregistrée »: where a pre-registration of a company with an account lands. */
export function Component() {
  const { title, description } = usePageHandle();
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
      </header>
      <CompanyExistsNotice loginHref={paths.login} contactHref={paths.contact} renderLink={routerLink} />
    </div>
  );
}
