import { useState } from "react";
import { isRouteErrorResponse, useNavigate, useRouteError, type ErrorResponse } from "react-router";

import { ErrorPage } from "@fuse/ui/error-page";

import { isChunkLoadError, reloadOnceForChunkError } from "./chunk-reload";
import { HeadOnceHydrated } from "./head-once-hydrated";
import { documentTitle } from "./page-handle";
import { IndexingHead } from "./root-shell";

/**
 * Replaces the app when a route fails: unknown paths (404), thrown responses with their status,
 * anything else as an unknown error. A chunk of an older build triggers one guarded reload first.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const [reloading] = useState(() => isChunkLoadError(error) && reloadOnceForChunkError());
  const status = isRouteErrorResponse(error) ? error.status : undefined;

  return (
    <>
      <HeadOnceHydrated>
        <title>{documentTitle(status === 404 ? "Page introuvable" : "Erreur")}</title>
        <IndexingHead />
      </HeadOnceHydrated>
      {reloading ? (
        <p role="status" className="p-6 text-center text-muted-foreground">
          Mise à jour de l&apos;application…
        </p>
      ) : (
        <ErrorPage status={status} onHome={() => void navigate("/")} />
      )}
    </>
  );
}

/**
 * What a page throws while rendering when what it shows does not exist (a private card, an
 * unpublished page): the error page then says 404, as for an unknown path.
 */
export function notFound(message = "Page introuvable"): ErrorResponse & { internal: boolean } {
  return { status: 404, statusText: "Not Found", internal: false, data: message };
}
