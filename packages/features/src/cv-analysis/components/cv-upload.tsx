import * as React from "react";

import { ApiError } from "@fuse/domain/api/client";
import { FileDrop, type FileDropStatus } from "@fuse/ui/file-drop";

export const cvAccept =
  ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
export const cvMaxBytes = 10 * 1024 * 1024;

export type CvUploadProps = {
  /** Stores the CV privately and analyses it; rejects with a French message when it cannot. */
  onAnalyse: (file: File) => Promise<void>;
};

/**
 * The CV's drop zone: a PDF or a DOCX of 10 Mo at most, sent then read; its progress and any
 * refusal (a scan, a password, a damaged file) are said in French, and another file can be tried.
 */
export function CvUpload({ onAnalyse }: CvUploadProps) {
  const [file, setFile] = React.useState<File | null>(null);
  const [status, setStatus] = React.useState<FileDropStatus>("idle");
  const [error, setError] = React.useState<string | null>(null);

  const analyse = async (chosen: File) => {
    setFile(chosen);
    setStatus("uploading");
    setError(null);
    try {
      await onAnalyse(chosen);
      setStatus("done");
    } catch (caught) {
      setStatus("error");
      setError(
        caught instanceof ApiError || (caught instanceof Error && caught.name === "CvUploadError")
          ? caught.message
          : "Votre CV n'a pas pu être analysé. Vérifiez votre connexion puis réessayez.",
      );
    }
  };

  return (
    <FileDrop
      accept={cvAccept}
      maxSize={cvMaxBytes}
      hint="PDF ou DOCX, 10 Mo au plus. Il reste privé : vous seul et, après un match, le recruteur peuvent l'ouvrir."
      buttonLabel="Choisir mon CV"
      typeMessage={() => "Ce fichier n'est ni un PDF ni un DOCX."}
      sizeMessage={(max) => `Ce fichier dépasse ${max}. Envoyez un CV plus léger.`}
      file={file ? { name: file.name, size: file.size } : undefined}
      status={status}
      statusText={{
        uploading: (name) => `Envoi et lecture de ${name}…`,
        done: (name) => `${name} lu : vérifiez ce qui a été trouvé ci-dessous.`,
        error: (name) => `${name} n'a pas pu être analysé.`,
      }}
      errorMessage={error}
      onRetry={file ? () => void analyse(file) : undefined}
      retryLabel="Réessayer"
      onRemove={() => {
        setFile(null);
        setStatus("idle");
        setError(null);
      }}
      removeLabel={(name) => `Retirer ${name}`}
      onFilesAccepted={(files) => {
        if (files[0]) void analyse(files[0]);
      }}
    />
  );
}

/** An error whose message is meant for the candidate as it is (French). */
export class CvUploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CvUploadError";
  }
}
