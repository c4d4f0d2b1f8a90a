import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { Link } from "react-router";

import { paths } from "@fuse/domain/vocabulary/paths";
import { storageBuckets } from "@fuse/domain/vocabulary/storage-buckets";
import { tradeServices } from "@fuse/features/rome";
import { VoicePresentation, voiceQueries, VoiceUploadError } from "@fuse/features/voice";
import { Button } from "@fuse/ui/button";
import { Skeleton } from "@fuse/ui/skeleton";

import { usePageHandle } from "../page-handle";
import { LoadError, withQueryClient } from "../page-query";
import { useServices, useSessionUser, useSignedInApi } from "../session/services";
import { uploadToStorage } from "../session/storage-upload";
import { uploadFailureMessage } from "../session/upload-failure";

/** A recording's file extension, from its type. */
const recordingExtension = (type: string) =>
  type.includes("ogg") ? "ogg" : type.includes("mp4") ? "m4a" : type.includes("wav") ? "wav" : "webm";

function Screen() {
  const { title } = usePageHandle();
  const { auth, publicApi } = useServices();
  const trades = React.useMemo(() => tradeServices(publicApi), [publicApi]);
  const user = useSessionUser();
  const userId = user?.id ?? null;
  const api = useSignedInApi();
  const query = useQuery({ ...voiceQueries.status(api, userId), enabled: userId !== null });

  const uploadRecording = React.useCallback(
    async (blob: Blob) => {
      if (!userId) throw new Error("Connectez-vous pour envoyer votre enregistrement.");
      // Storage compares the bare type (audio/webm), not its codecs.
      const contentType = (blob.type.split(";")[0] ?? "").trim() || "audio/webm";
      // supabase-js sends a Blob as multipart with the Blob's own type: give it the bare one too.
      const file = new Blob([blob], { type: contentType });
      const { path } = await uploadToStorage(
        auth,
        {
          bucket: storageBuckets.voice,
          userId,
          name: "presentation",
          extension: recordingExtension(contentType),
          file,
          contentType,
        },
        // The storage's own message when it says what to do (storage full); else the page's advice.
        (error) =>
          new VoiceUploadError(
            uploadFailureMessage(error, "Vérifiez votre connexion puis réessayez, ou écrivez votre présentation."),
          ),
      );
      return path;
    },
    [auth, userId],
  );

  return (
    <div className="flex w-full max-w-3xl min-w-0 flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">
          Présentez-vous à voix haute : nous en tirons vos compétences, vos langues et votre métier, que vous choisissez
          d'ajouter à votre profil.
        </p>
      </header>
      {query.isPending ? (
        <div
          className="flex flex-col gap-4"
          role="status"
          aria-busy="true"
          aria-label="Chargement de la présentation vocale"
        >
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-10 w-56" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : query.isError ? (
        <LoadError title="La présentation vocale n'a pas pu être chargée." onRetry={() => void query.refetch()} />
      ) : (
        <VoicePresentation
          api={api}
          userId={userId ?? ""}
          transcription={query.data.transcription}
          saved={query.data.analysis}
          uploadRecording={uploadRecording}
          trades={trades}
          appliedActions={
            <Button asChild size="sm">
              <Link to={paths.candidate.home}>Aller à mon tableau de bord</Link>
            </Button>
          }
        />
      )}
    </div>
  );
}

/** « Présentation vocale »: the candidate records (or types) a presentation and puts what it says on their profile. */
export const Component = withQueryClient(Screen);
