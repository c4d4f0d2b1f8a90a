import { useMatches, type UIMatch } from "react-router";

/** What a page route tells the shell about itself. */
export type PageHandle = { title: string; description?: string };

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === "object" && handle !== null && typeof (handle as PageHandle).title === "string";
}

/** The handle of the deepest matched page. */
export function deepestPage(matches: UIMatch[]): PageHandle | undefined {
  return matches.map((match) => match.handle).findLast(isPageHandle);
}

/** "<title> · Fuse", or the brand alone. */
export function documentTitle(title?: string) {
  return title ? `${title} · Fuse` : "Fuse";
}

/** The current page's handle (title, description), for screens that render their own heading. */
export function usePageHandle(): PageHandle {
  return deepestPage(useMatches()) ?? { title: "" };
}
