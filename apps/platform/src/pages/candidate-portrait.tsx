import * as React from "react";
import { useNavigate } from "react-router";

import { onboardingReturn } from "@fuse/domain/access";
import { paths } from "@fuse/domain/vocabulary/paths";
import { loadPortraitDraft, PortraitEditor, useSavePortraitMutation } from "@fuse/features/portrait";
import { Skeleton } from "@fuse/ui/skeleton";

import { usePageHandle } from "../page-handle";
import { withQueryClient } from "../page-query";
import { useServices, useSessionUser, useSignedInApi } from "../session/services";

/** question-four (spec §4 step 3): the completed candidate writes their portrait, then reaches the dashboard. */
function Screen() {
  const { title } = usePageHandle();
  const { queryClient } = useServices();
  const user = useSessionUser();
  const navigate = useNavigate();
  const api = useSignedInApi();
  const save = useSavePortraitMutation(api);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">
          Dernière étape : quelques lignes pour vous présenter. Partez d&apos;un brouillon fait de vos réponses, ou
          écrivez librement.
        </p>
      </header>
      {user ? (
        <PortraitEditor
          loadDraft={() => loadPortraitDraft(api, queryClient, user.id)}
          onSave={async (html) => {
            await save.mutateAsync(html);
            // A sign-up that began on an offer goes back to it, which records the interest (and
            // forgets the way back).
            await navigate(onboardingReturn(user.user_metadata) ?? paths.candidate.home);
          }}
          saveLabel="Enregistrer"
        />
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </div>
  );
}

export const Component = withQueryClient(Screen);
