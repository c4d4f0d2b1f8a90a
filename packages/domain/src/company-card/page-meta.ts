import { companySizeLabels } from "../vocabulary/index.ts";
import type { PublicCompanyCard } from "./contract.ts";

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** Sanitised rich text as one line of plain text (link previews show no markup). */
export function plainTextOf(html: string): string {
  // Blocks and line breaks separate words; inline tags (strong, em, a) sit inside them.
  return html
    .replace(/<\/?(p|br|li|ul|ol|img)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Link previews cut a description around 160 characters: cut it ourselves, at a word. */
export function shorten(text: string, max = 160) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}

/**
 * A company card's title, description, image and indexing rule (the shape of `PageMeta`): « <Nom>
 * recrute sur Fuse », the start of its presentation, else its sector, size and city.
 */
export function companyPageMeta(company: PublicCompanyCard) {
  const text = company.description ? plainTextOf(company.description) : "";
  const summary = [company.sector, company.size ? companySizeLabels[company.size] : null, company.city]
    .filter(Boolean)
    .join(" · ");
  return {
    title: `${company.name} recrute sur Fuse`,
    description: shorten(text || summary || `Les offres de ${company.name} sur Fuse`),
    type: "website" as const,
    image: company.logo_url,
    noindex: !company.indexable,
  };
}
