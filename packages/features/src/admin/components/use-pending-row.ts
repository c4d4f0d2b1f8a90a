import * as React from "react";

/**
 * The row of a list whose action (delete, unpublish, mark as handled) is under way, so that its
 * buttons wait: `mutation.mutate(variables, track(id))` marks the row until the server has answered.
 */
export function usePendingRow() {
  const [pendingId, setPendingId] = React.useState<string | null>(null);
  const track = React.useCallback((id: string) => {
    setPendingId(id);
    return { onSettled: () => setPendingId(null) };
  }, []);
  return { pendingId, track };
}
