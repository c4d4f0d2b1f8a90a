/**
 * The JSON data blocks (`<script type="application/json">`, never run) the server writes into the
 * HTML of the app's pages: its configuration on every page, and on a page of the public site what
 * it rendered (see `entry-server.tsx`) and the modules that hydrate it.
 */
export const pageDataIds = { config: "fuse-config", serverState: "fuse-state", modules: "fuse-modules" } as const;

/** A JSON data block of the page the server sent, or undefined. */
export function readJsonBlock<T>(id: string, doc: Document = document): T | undefined {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
