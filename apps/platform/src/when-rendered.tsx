import * as React from "react";

/**
 * Calls `onRendered` once its whole tree is on the page: effects run children first, so this
 * one, around the app, runs once the page is hydrated (or rendered). The server renders it too,
 * with nothing to call: the trees the server and the browser render are the same.
 */
export function WhenRendered({ onRendered, children }: { onRendered?: () => void; children: React.ReactNode }) {
  React.useEffect(() => onRendered?.(), [onRendered]);
  return children;
}
