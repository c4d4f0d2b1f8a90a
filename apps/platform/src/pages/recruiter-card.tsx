import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import { storageBuckets } from "@fuse/domain/vocabulary/storage-buckets";
import { CompanyCardEditor, companyCardQueries, useSaveCompanyCardMutation } from "@fuse/features/company-card";
import { Skeleton } from "@fuse/ui/skeleton";

import { usePageHandle } from "../page-handle";
import { LoadError, withQueryClient } from "../page-query";
import { routerLink } from "../router-link";
import { usePlaces } from "../session/places";
import { useServices, useSessionUser, useSignedInApi } from "../session/services";
import { uploadImage } from "../session/storage-upload";

function Screen() {
  const { title } = usePageHandle();
  const api = useSignedInApi();
  const { auth } = useServices();
  const places = usePlaces();
  const userId = useSessionUser()?.id ?? "";
  const company = useQuery({ ...companyCardQueries.card(api, userId), enabled: userId !== "" });
  const save = useSaveCompanyCardMutation(api, userId);

  const uploadLogo = React.useCallback(
    async (file: File) => {
      return uploadImage(auth, { bucket: storageBuckets.companyLogos, userId, name: "logo", file }, "du logo");
    },
    [auth, userId],
  );

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">
          Présentez votre entreprise : c'est la carte que les candidats découvrent sur vos offres et à son adresse
          publique.
        </p>
      </header>
      {company.data ? (
        <CompanyCardEditor
          company={company.data}
          renderLink={routerLink}
          onSave={async (values) => void (await save.mutateAsync(values))}
          uploadLogo={uploadLogo}
          places={places}
          publicUrl={(slug) => `${window.location.origin}/p/${slug}`}
        />
      ) : company.isError ? (
        <LoadError title="Votre carte entreprise n'a pas pu être chargée." onRetry={() => void company.refetch()} />
      ) : (
        <div
          className="grid gap-6 lg:grid-cols-2"
          role="status"
          aria-busy="true"
          aria-label="Chargement de votre carte"
        >
          <Skeleton className="h-96 w-full" />
          <Skeleton className="h-96 w-full" />
        </div>
      )}
    </div>
  );
}

/** The recruiter's company card: edit it, see it as candidates do, share its public page. */
export const Component = withQueryClient(Screen);
