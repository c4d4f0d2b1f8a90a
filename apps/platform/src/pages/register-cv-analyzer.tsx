import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useNavigate } from "react-router";

import { formatNumericDay } from "@fuse/domain/format/date";
import { paths } from "@fuse/domain/vocabulary/paths";
import { storageBuckets } from "@fuse/domain/vocabulary/storage-buckets";
import {
  cvAnalysisQueries,
  CvReview,
  CvUpload,
  CvUploadError,
  useAnalyseCvMutation,
  useApplyCvMutation,
  useDeleteCvFileMutation,
} from "@fuse/features/cv-analysis";
import { tradeServices } from "@fuse/features/rome";
import { Alert, AlertDescription } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Skeleton } from "@fuse/ui/skeleton";
import { toast } from "@fuse/ui/toast-store";

import { usePageHandle } from "../page-handle";
import { LoadError, withQueryClient } from "../page-query";
import { usePlaces } from "../session/places";
import { useQuestionServices } from "../session/question-services";
import { useServices, useSessionUser, useSignedInApi } from "../session/services";
import { uploadToStorage } from "../session/storage-upload";
import { uploadFailureMessage } from "../session/upload-failure";

const docxType = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** The CV's type from its name when the system gave none (a DOCX often comes without one). */
const typeOf = (file: File) => file.type || (/\.docx$/i.test(file.name) ? docxType : "application/pdf");

function Analyzer({ userId }: { userId: string }) {
  const { auth, publicApi } = useServices();
  const api = useSignedInApi();
  const trades = React.useMemo(() => tradeServices(publicApi), [publicApi]);
  const navigate = useNavigate();
  const query = useQuery(cvAnalysisQueries.own(api, userId));
  const analyse = useAnalyseCvMutation(api, userId);
  const apply = useApplyCvMutation(api, userId);
  const removeFile = useDeleteCvFileMutation(api, userId);
  const places = usePlaces();
  const questionServices = useQuestionServices(userId);
  const [another, setAnother] = React.useState(false);

  if (query.isPending)
    return (
      <div className="flex flex-col gap-4" role="status" aria-busy="true" aria-label="Chargement de l'analyse">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (query.isError)
    return <LoadError title="L'analyse de votre CV n'a pas pu être chargée." onRetry={() => void query.refetch()} />;

  const analysis = query.data.analysis;
  const upload = async (file: File) => {
    const { path } = await uploadToStorage(
      auth,
      {
        bucket: storageBuckets.cvs,
        userId,
        name: "cv",
        extension: typeOf(file) === docxType ? "docx" : "pdf",
        file,
        contentType: typeOf(file),
      },
      (error) =>
        new CvUploadError(
          /type|mime/i.test(error.message)
            ? "Ce fichier n'est ni un PDF ni un DOCX."
            : /size|large|volumineux/i.test(error.message)
              ? "Ce fichier dépasse 10 Mo. Envoyez un CV plus léger."
              : uploadFailureMessage(error, "L'envoi de votre CV a échoué. Vérifiez votre connexion puis réessayez."),
        ),
    );
    await analyse.mutateAsync({ path, name: file.name });
    setAnother(false);
  };

  return (
    <div className="flex flex-col gap-6">
      {!analysis || another ? (
        <section aria-labelledby="cv-upload-title" className="flex flex-col gap-3">
          <h2 id="cv-upload-title" className="text-lg font-semibold">
            Votre CV
          </h2>
          <CvUpload onAnalyse={upload} />
        </section>
      ) : (
        <section aria-labelledby="cv-file-title" className="flex flex-col gap-2">
          <h2 id="cv-file-title" className="text-lg font-semibold">
            Votre CV
          </h2>
          <p className="text-sm text-muted-foreground">
            {analysis.file
              ? `${analysis.file.name} — lu le ${formatNumericDay(analysis.analysed_at)}.`
              : "Le fichier original a été supprimé ; ce qui en a été lu reste ci-dessous."}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={() => setAnother(true)}>
              Analyser un autre CV
            </Button>
            {analysis.file ? (
              <Button
                type="button"
                variant="outline"
                loading={removeFile.isPending}
                onClick={() =>
                  removeFile.mutate(undefined, {
                    onSuccess: () => toast({ title: "Le fichier de votre CV a été supprimé." }),
                  })
                }
              >
                Supprimer le fichier original
              </Button>
            ) : null}
          </div>
          {removeFile.isError ? (
            <Alert variant="destructive">
              <AlertDescription>Le fichier n'a pas pu être supprimé. Réessayez dans un instant.</AlertDescription>
            </Alert>
          ) : null}
        </section>
      )}
      {analysis && !another ? (
        <section aria-labelledby="cv-review-title" className="flex flex-col gap-3">
          <h2 id="cv-review-title" className="text-lg font-semibold">
            Ce que nous avons lu
          </h2>
          <p className="text-sm text-muted-foreground">
            Vérifiez chaque information, corrigez-la au besoin et choisissez ce qui rejoint votre profil. Rien n'est
            repris sans votre accord.
          </p>
          <CvReview
            key={analysis.analysed_at}
            facts={analysis.facts}
            places={places}
            suggestJobTitles={questionServices.suggestJobTitles}
            trades={trades}
            onApply={async (request) => {
              const { applied } = await apply.mutateAsync(request);
              toast({
                title: applied.length > 0 ? "Votre profil reprend les informations choisies." : "Étape du CV terminée.",
              });
              await navigate(paths.candidate.home);
            }}
          />
        </section>
      ) : null}
    </div>
  );
}

/** `/register/candidate/cvAnalyzer`: upload a CV, review what was read, apply what the candidate chooses. */
function Screen() {
  const { title } = usePageHandle();
  const user = useSessionUser();
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        <p className="text-muted-foreground">
          Gagnez du temps : envoyez votre CV, nous en lisons les informations et vous choisissez celles qui complètent
          votre profil.
        </p>
      </header>
      {user ? (
        <Analyzer userId={user.id} />
      ) : (
        <div role="status" aria-busy="true" aria-label="Chargement">
          <Skeleton className="h-48 w-full" />
        </div>
      )}
    </div>
  );
}

export const Component = withQueryClient(Screen);
