import type { FaqCategory } from "./contract.ts";

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** An answer (sanitised rich text) as plain text: what a search matches and what search engines read. */
export function answerText(html: string): string {
  // Blocks and line breaks separate words; inline tags (strong, em, a) sit inside them.
  return html
    .replace(/<\/?(p|br|li|ul|ol|img)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#")) {
        const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
      }
      return entities[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** Text as a search compares it: no accents, no case, single spaces (« Écrire » finds « ecrire »). */
export function searchable(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("fr").replace(/\s+/g, " ").trim();
}

/**
 * The categories keeping only the questions whose question or answer contains every word of
 * `query` (accents and case aside); categories left empty go. An empty query keeps everything.
 */
export function filterFaq(categories: FaqCategory[], query: string): FaqCategory[] {
  const words = searchable(query).split(" ").filter(Boolean);
  if (words.length === 0) return categories;
  return categories
    .map((category) => ({
      ...category,
      items: category.items.filter((item) => {
        const text = searchable(`${item.question} ${answerText(item.answer)}`);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((category) => category.items.length > 0);
}

/** How many questions the categories hold. */
export const questionCount = (categories: FaqCategory[]) =>
  categories.reduce((total, category) => total + category.items.length, 0);

/** The schema.org `FAQPage` of the FAQ (https://schema.org/FAQPage): every question with its answer's text. */
export function faqPageJsonLd(categories: FaqCategory[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: categories.flatMap((category) =>
      category.items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: answerText(item.answer) },
      })),
    ),
  } as const;
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` written `\u003c`, so no text inside
 * (a `</script>` in an answer) can close the script element early.
 */
export const jsonLdText = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
