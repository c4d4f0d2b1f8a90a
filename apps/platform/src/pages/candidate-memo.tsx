import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import { loadPortraitDraft, PortraitView, useSavePortraitMutation } from "@fuse/features/portrait";
import { profileQueries } from "@fuse/features/profile";
import { Alert, AlertAction, AlertDescription } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";

import { usePageHandle } from "../page-handle";
import { withQueryClient } from "../page-query";
import { useServices, useSessionUser, useSignedInApi } from "../session/services";

/** « Mon portrait »: the candidate's portrait as recruiters read it, and its editor. */
function Screen() {
  const { title } = usePageHandle();
  const { queryClient } = useServices();
  const user = useSessionUser();
  const api = useSignedInApi();
  const info = useQuery({ ...profileQueries.candidateInfo(api, user?.id ?? ""), enabled: Boolean(user) });
  const save = useSavePortraitMutation(api);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">Votre présentation, telle que la liront les recruteurs après un match.</p>
      </header>
      {info.isError ? (
        <Alert variant="destructive">
          <AlertDescription>Votre portrait n&apos;a pas pu être chargé.</AlertDescription>
          <AlertAction>
            <Button variant="outline" size="sm" onClick={() => void info.refetch()}>
              Réessayer
            </Button>
          </AlertAction>
        </Alert>
      ) : (
        <PortraitView
          portrait={info.data === undefined ? undefined : (info.data?.memo ?? null)}
          loadDraft={() => loadPortraitDraft(api, queryClient, user?.id ?? "")}
          onSave={async (html) => {
            await save.mutateAsync(html);
          }}
        />
      )}
    </div>
  );
}

export const Component = withQueryClient(Screen);
