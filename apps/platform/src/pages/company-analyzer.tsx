import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useNavigate } from "react-router";

import { paths } from "@fuse/domain/vocabulary/paths";
import { composeCompanyDescription, DescriptionDraftEditor } from "@fuse/features/company-analyzer";
import { profileKeys, profileQueries } from "@fuse/features/profile";
import type { Answers } from "@fuse/features/questionnaire";
import { Skeleton } from "@fuse/ui/skeleton";
import { toast } from "@fuse/ui/toast-store";

import { withQueryClient } from "../page-query";
import { useServices, useSessionUser, useSignedInApi } from "../session/services";
import { QuestionnaireScreen } from "./questionnaire";

/** The culture questionnaire, then the description drafted from it, edited and saved (or skipped). */
function Screen() {
  const [culture, setCulture] = React.useState<Answers | null>(null);
  const api = useSignedInApi();
  const userId = useSessionUser()?.id ?? "";
  const { queryClient } = useServices();
  const navigate = useNavigate();
  const company = useQuery({ ...profileQueries.companyInfo(api, userId), enabled: culture !== null && userId !== "" });

  if (!culture) return <QuestionnaireScreen onFinished={setCulture} />;
  const done = () => void navigate(paths.recruiter.home);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">La description de votre entreprise</h1>
        <p className="text-muted-foreground">Vos réponses sont enregistrées dans la culture de votre entreprise.</p>
      </header>
      {company.isPending ? (
        <div role="status" aria-busy="true" aria-label="Rédaction du brouillon" className="flex flex-col gap-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        <DescriptionDraftEditor
          draft={composeCompanyDescription({
            company: {
              name: company.data?.name as string | null,
              city: company.data?.city as string | null,
              sector: company.data?.sector as string | null,
              size: company.data?.size as string | null,
            },
            culture,
          })}
          onSave={async (description) => {
            await api.request("PATCH /api/profile/info/update-company", { body: { profile: { description } } });
            await queryClient.invalidateQueries({ queryKey: profileKeys.companyInfo(userId) });
            toast({
              title: "Description enregistrée",
              description: "Elle s'affiche sur la carte de votre entreprise.",
            });
            done();
          }}
          onSkip={done}
        />
      )}
    </div>
  );
}

/** « Analyse de votre entreprise »: the company analyzer. */
export const Component = withQueryClient(Screen);
