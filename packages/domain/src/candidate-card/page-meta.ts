import { companyPageMeta } from "../company-card/page-meta.ts";
import type { PublicPageResponse } from "./contract.ts";

/** What /p/{slug} says of itself to browsers, link previews and search engines. */
export interface PageMeta {
  title: string;
  description: string;
  type: "profile" | "article" | "website";
  image: string | null;
  /** Search engines must not list it (a card whose owner did not allow indexing). */
  noindex: boolean;
}

const fallback = "Une carte candidat sur Fuse";

/**
 * The page's title, description, image and indexing rule: the same for the tags the server writes
 * into the HTML (what link previews and crawlers read) and those the page renders.
 */
export function publicPageMeta(answer: PublicPageResponse): PageMeta {
  if (answer.kind === "page")
    return { title: answer.page.title, description: answer.page.title, type: "article", image: null, noindex: false };
  if (answer.kind === "company") return companyPageMeta(answer.company);
  const { card } = answer;
  const summary = [card.headline, card.city].filter(Boolean).join(" · ");
  return {
    title: card.first_name ? `MaFuseCard de ${card.first_name}` : "MaFuseCard",
    description: summary || fallback,
    type: "profile",
    image: card.avatar_url,
    noindex: !card.indexable,
  };
}
