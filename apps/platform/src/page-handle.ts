import { useMatches, type UIMatch } from "react-router";

/** What a page route tells the shell about itself. */
export type PageHandle = { title: string; description?: string; indexed?: boolean; rendered?: boolean };

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === "object" && handle !== null && typeof (handle as PageHandle).title === "string";
}

/** The deepest matched page, with its handle. */
function deepestPageMatch(matches: UIMatch[]): UIMatch<unknown, PageHandle> | undefined {
  return matches.findLast((match): match is UIMatch<unknown, PageHandle> => isPageHandle(match.handle));
}

/** The handle of the deepest matched page. */
export function deepestPage(matches: UIMatch[]): PageHandle | undefined {
  return deepestPageMatch(matches)?.handle;
}

/** What the shell writes into the document's head for a page of the public site. */
export type PublicPageHead = { title: string; description: string | undefined; path: string };

/**
 * Whether the deepest matched page renders its own title and head tags: a page of the public site
 * whose path has parameters (a news item, /p/{slug}), which knows them only once loaded. The shell
 * then renders none, or the head would hold two titles.
 */
export function pageWritesOwnHead(matches: UIMatch[]): boolean {
  const match = deepestPageMatch(matches);
  return Boolean(match?.handle.indexed && Object.keys(match.params).length > 0);
}

/** The head of the deepest matched page when it belongs to the public site and does not write its own. */
export function publicPageHead(matches: UIMatch[]): PublicPageHead | undefined {
  const match = deepestPageMatch(matches);
  if (!match?.handle.indexed || pageWritesOwnHead(matches)) return undefined;
  return { title: match.handle.title, description: match.handle.description, path: match.pathname };
}

/** "<title> · Fuse", or the brand alone. */
export function documentTitle(title?: string) {
  return title ? `${title} · Fuse` : "Fuse";
}

/** The current page's handle (title, description), for screens that render their own heading. */
export function usePageHandle(): PageHandle {
  return deepestPage(useMatches()) ?? { title: "" };
}
