import { useMatches, type UIMatch } from "react-router";

/** What a page route tells the shell about itself. */
export type PageHandle = { title: string; description?: string; indexed?: boolean };

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === "object" && handle !== null && typeof (handle as PageHandle).title === "string";
}

/** The handle of the deepest matched page. */
export function deepestPage(matches: UIMatch[]): PageHandle | undefined {
  return matches.map((match) => match.handle).findLast(isPageHandle);
}

/** What the shell writes into the document's head for a page of the public site. */
export type PublicPageHead = { title: string; description: string | undefined; path: string };

/**
 * The head of the deepest matched page when it belongs to the public site and its path has no
 * parameter; a page with parameters (a news item, /p/{slug}) knows its own title and description
 * only once loaded, and renders its head itself.
 */
export function publicPageHead(matches: UIMatch[]): PublicPageHead | undefined {
  const match = matches.findLast((candidate) => isPageHandle(candidate.handle));
  const handle = match?.handle as PageHandle | undefined;
  if (!match || !handle?.indexed || pageWritesOwnHead(matches)) return undefined;
  return { title: handle.title, description: handle.description, path: match.pathname };
}

/**
 * Whether the deepest matched page renders its own title and head tags: a page of the public site
 * whose path has parameters (a news item, /p/{slug}), which knows them once loaded. The shell then
 * renders none, or the head would hold two titles.
 */
export function pageWritesOwnHead(matches: UIMatch[]): boolean {
  const match = matches.findLast((candidate) => isPageHandle(candidate.handle));
  return Boolean((match?.handle as PageHandle | undefined)?.indexed && match && Object.keys(match.params).length > 0);
}

/** "<title> · Fuse", or the brand alone. */
export function documentTitle(title?: string) {
  return title ? `${title} · Fuse` : "Fuse";
}

/** The current page's handle (title, description), for screens that render their own heading. */
export function usePageHandle(): PageHandle {
  return deepestPage(useMatches()) ?? { title: "" };
}
