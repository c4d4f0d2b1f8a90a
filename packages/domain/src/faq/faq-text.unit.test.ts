import { describe, expect, it } from "vitest";

import type { FaqCategory } from "./contract.ts";
import { answerText, faqPageJsonLd, filterFaq, jsonLdText, questionCount } from "./faq-text.ts";

const categories: FaqCategory[] = [
  {
    id: "decouvrir",
    label: "Découvrir Fuse",
    items: [
      {
        id: "1",
        question: "Qu'est-ce que Fuse ?",
        answer: "<p>Une plateforme de <strong>recrutement</strong>.</p>",
        audience: "all",
      },
      {
        id: "2",
        question: "Comment le salaire net est-il estimé ?",
        answer: "<p>Par les règles officielles.</p>",
        audience: "all",
      },
    ],
  },
  {
    id: null,
    label: "Autres questions",
    items: [
      {
        id: "3",
        question: "Où écrire ?",
        answer: '<p>Sur la page <a href="/contact">Contact</a> &amp; c\'est tout.</p>',
        audience: "recruiter",
      },
    ],
  },
];

describe("answerText", () => {
  it("keeps the words of the rich text, separated where blocks were, entities decoded", () => {
    expect(answerText("<p>Un</p><ul><li>deux</li><li><em>trois</em></li></ul><p>A&amp;B &lt;3&#39;&#x41;</p>")).toBe(
      "Un deux trois A&B <3'A",
    );
  });
});

describe("filterFaq", () => {
  it("finds questions and answers whatever the accents and case, every word counting", () => {
    expect(filterFaq(categories, "REGLES officielles").flatMap((c) => c.items.map((i) => i.id))).toEqual(["2"]);
    expect(filterFaq(categories, "ecrire").map((c) => c.label)).toEqual(["Autres questions"]);
    expect(filterFaq(categories, "  ")).toBe(categories);
    expect(questionCount(filterFaq(categories, "fuse"))).toBe(1);
    expect(filterFaq(categories, "strong")).toEqual([]);
  });
});

describe("faqPageJsonLd", () => {
  it("is a schema.org FAQPage of every question with its answer as text", () => {
    const page = faqPageJsonLd(categories);
    expect(page).toMatchObject({ "@context": "https://schema.org", "@type": "FAQPage" });
    expect(page.mainEntity).toHaveLength(3);
    expect(page.mainEntity[2]).toEqual({
      "@type": "Question",
      name: "Où écrire ?",
      acceptedAnswer: { "@type": "Answer", text: "Sur la page Contact & c'est tout." },
    });
  });

  it("cannot close its script element", () => {
    const text = jsonLdText({ text: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ text: "</script><script>alert(1)</script>" });
  });
});
