import { AsyncLocalStorage } from "node:async_hooks";

import { sanitizeHtml } from "@fuse/domain/sanitize";

/** The URL prefixes rich text may take images from, for the request being handled. */
const imageSources = new AsyncLocalStorage<readonly string[]>();

/**
 * Runs `next` (a request's handling) with the image sources its rich text may keep: the product's
 * storage (its public files' URL prefixes), set by the server for each request. Outside of it,
 * rich text keeps no image from an absolute URL.
 */
export function withRichTextImageSources<T>(sources: readonly string[], next: () => T): T {
  return imageSources.run(sources, next);
}

/** Rich text through the spec §5 rule, keeping images from the product's storage only. */
export const sanitizeRichText = (html: string) => sanitizeHtml(html, { imageSources: imageSources.getStore() ?? [] });
