import { QueryClientProvider } from "@tanstack/react-query";
import type * as React from "react";

import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";

import { useServices } from "./session/services";

/**
 * A page's route component: the screen under the app's one QueryClient. The app provides it at its
 * root; the page says which it uses, so it renders wherever it is mounted (tests, stories).
 */
export function withQueryClient(Screen: React.ComponentType): React.ComponentType {
  return function Page() {
    const { queryClient } = useServices();
    return (
      <QueryClientProvider client={queryClient}>
        <Screen />
      </QueryClientProvider>
    );
  };
}

/** What a page shows when its data could not be loaded: what failed, in French, and « Réessayer ». */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-2">
        Vérifiez votre connexion puis réessayez.
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          Réessayer
        </Button>
      </AlertDescription>
    </Alert>
  );
}
