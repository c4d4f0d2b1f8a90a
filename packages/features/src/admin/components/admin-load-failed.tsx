import { adminNewsMessages } from "@fuse/domain/admin/messages";
import { Alert, AlertDescription, AlertTitle } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";

import { adminMessageOf } from "../api/mutations.ts";

type AdminLoadFailedProps = {
  /** What could not be read (« Les actualités n'ont pas pu être chargées. »). */
  title: string;
  /** The failure: the server's words when it gave some, else a French word on the connection. */
  error: unknown;
  /** Reads the data again; without it (e.g. an item that no longer exists) no « Réessayer ». */
  onRetry?: () => void;
};

/**
 * What an administration screen shows when its data could not be read: the reason, and
 * « Réessayer » when it may help.
 */
function AdminLoadFailed({ title, error, onRetry }: AdminLoadFailedProps) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-2">
        <p>{adminMessageOf(error, adminNewsMessages.offline)}</p>
        {onRetry ? (
          <Button type="button" variant="outline" size="sm" onClick={onRetry}>
            {adminNewsMessages.retry}
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}

export { AdminLoadFailed };
export type { AdminLoadFailedProps };
