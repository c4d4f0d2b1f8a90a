// A French platform's dates, the same whoever formats them: the server that renders the public
// pages and every reader's browser.
const dateFormat = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" });

/** A news item's publication day, « 26 novembre 2026 », in Paris. */
export const newsDate = (iso: string) => dateFormat.format(new Date(iso));
