import * as React from "react";
import { useNavigate, useSearchParams } from "react-router";

import { paths } from "@fuse/domain/vocabulary/paths";
import { JobOfferEditor } from "@fuse/features/recruiter-jobs";
import { tradeServices } from "@fuse/features/rome";

import { usePageHandle } from "../page-handle";
import { withQueryClient } from "../page-query";
import { routerLink } from "../router-link";
import { useQuestionServices } from "../session/question-services";
import { useServices, useSessionUser, useSignedInApi } from "../session/services";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** « Ajouter ou modifier une offre »: `?id=` names the offer to edit; without it, a new draft. */
function Screen() {
  const { title } = usePageHandle();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const api = useSignedInApi();
  const user = useSessionUser();
  const { publicApi } = useServices();
  const questionServices = useQuestionServices(user?.id ?? null);
  const services = React.useMemo(
    () => ({ ...questionServices, ...tradeServices(publicApi) }),
    [questionServices, publicApi],
  );
  const raw = params.get("id");
  const offerId = raw && uuid.test(raw) ? raw.toLowerCase() : null;
  // A new offer gets its id on its first save: the address then names it, and the form stays as it is.
  const [createdId, setCreatedId] = React.useState<string | null>(null);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        {routerLink({
          href: paths.recruiter.jobs,
          className: "text-sm text-primary underline-offset-4 hover:underline",
          children: "← Mes offres d'emploi",
        })}
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
      </header>
      <JobOfferEditor
        key={offerId === createdId ? "new" : (offerId ?? "new")}
        api={api}
        offerId={offerId}
        services={services}
        onCreated={(id) => {
          setCreatedId(id);
          void navigate(`${paths.recruiter.jobForm}?id=${encodeURIComponent(id)}`, { replace: true });
        }}
      />
    </div>
  );
}

export const Component = withQueryClient(Screen);
