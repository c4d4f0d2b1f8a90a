import * as React from "react";

import { Alert, AlertDescription } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";

export const exportFailedMessage = "L'export de vos données n'a pas pu être préparé. Réessayez dans un instant.";

type ExportDataProps = {
  /** Prepares the export and hands the file to the browser; throws on failure. */
  onExport: () => Promise<void>;
};

/** RGPD access and portability: every piece of data of the account, in one ZIP file. */
function ExportData({ onExport }: ExportDataProps) {
  const [state, setState] = React.useState<"idle" | "pending" | "done" | "failed">("idle");
  async function run() {
    setState("pending");
    try {
      await onExport();
      setState("done");
    } catch {
      setState("failed");
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Un fichier ZIP avec tout ce que Fuse conserve sur vous : votre compte, votre profil, vos réponses aux
        questionnaires, vos matchs et leur suivi (dans <span className="font-medium">donnees.json</span>), ainsi que vos
        fichiers (photo, CV, présentation vocale).
      </p>
      {state === "failed" ? (
        <Alert variant="destructive">
          <AlertDescription>{exportFailedMessage}</AlertDescription>
        </Alert>
      ) : null}
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {state === "done" ? "Votre fichier est prêt : il a été téléchargé." : ""}
      </p>
      <Button
        type="button"
        variant="outline"
        className="self-start"
        loading={state === "pending"}
        onClick={() => void run()}
      >
        {state === "pending" ? "Préparation…" : "Télécharger mes données"}
      </Button>
    </div>
  );
}

/** Offers a file to the browser's downloads under `name`. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export { ExportData, saveFile };
export type { ExportDataProps };
