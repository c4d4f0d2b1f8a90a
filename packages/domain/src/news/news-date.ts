import { formatDay } from "../format/date.ts";

/**
 * A news item's publication day, « 26 novembre 2026 », in Paris: the same on the server that
 * renders the public pages and in every reader's browser.
 */
export const newsDate = (iso: string) => formatDay(iso);
