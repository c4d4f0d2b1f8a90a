import { useNavigate, useOutlet } from "react-router";

import { paths } from "@fuse/domain/vocabulary/paths";
import { RecruiterJobsScreen } from "@fuse/features/recruiter-jobs";

import { usePageHandle } from "../page-handle";
import { withQueryClient } from "../page-query";
import { routerLink } from "../router-link";
import { useSignedInApi } from "../session/services";

/** « Mes offres d'emploi »: the company's offers by state; the form (`jobs/add-or-edit`) shows in its place. */
function Screen() {
  const outlet = useOutlet();
  const { title } = usePageHandle();
  const api = useSignedInApi();
  const navigate = useNavigate();
  if (outlet) return outlet;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">
          Rédigez, publiez et suivez vos offres : un brouillon reste invisible jusqu'à sa publication.
        </p>
      </header>
      <RecruiterJobsScreen
        api={api}
        formPath={paths.recruiter.jobForm}
        renderLink={routerLink}
        onOpen={(id) => void navigate(`${paths.recruiter.jobForm}?id=${encodeURIComponent(id)}`)}
      />
    </div>
  );
}

export const Component = withQueryClient(Screen);
