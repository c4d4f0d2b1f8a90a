// How complete a company card is, and what to add next: the same reading as the candidate's card,
// each item worth its points.
import { paths } from "@fuse/domain/vocabulary/paths";

import type { CompanyCardValues } from "./card-values.ts";

export interface CompanyCompletenessItem {
  id: string;
  label: string;
  /** What adding it brings, said to the recruiter. */
  hint: string;
  points: number;
  done: boolean;
  /** Where it is filled: a field of the card's form (`#id`), or another screen. */
  href: string;
}

export interface CompanyCompleteness {
  /** 0–100. */
  score: number;
  items: CompanyCompletenessItem[];
  /** What is still to add, the biggest gain first. */
  next: CompanyCompletenessItem[];
}

const plainLength = (html: string) => html.replace(/<[^>]*>/g, "").trim().length;

/** The card's completeness from its values and whether the culture questionnaire is answered. */
export function companyCompletenessOf(
  values: CompanyCardValues,
  options: { cultureAnswered: boolean },
): CompanyCompleteness {
  const items: CompanyCompletenessItem[] = [
    {
      id: "description",
      label: "Une présentation d'au moins 200 caractères",
      hint: "Ce que les candidats lisent en premier : votre activité, vos équipes.",
      points: 25,
      done: plainLength(values.description) >= 200,
      href: "#company-description",
    },
    {
      id: "logo",
      label: "Votre logo",
      hint: "Il rend votre entreprise reconnaissable dans les offres.",
      points: 15,
      done: values.logo_url !== null,
      href: "#company-logo",
    },
    {
      id: "culture",
      label: "La culture de votre entreprise",
      hint: "Management, rythme, télétravail : les réponses affinent vos matchs.",
      points: 20,
      done: options.cultureAnswered,
      href: paths.questionnaire.companyAnalyzer,
    },
    {
      id: "values",
      label: "Au moins deux valeurs",
      hint: "Pour attirer les candidats qui les partagent.",
      points: 10,
      done: values.company_values.length >= 2,
      href: "#company-values",
    },
    {
      id: "benefits",
      label: "Vos avantages",
      hint: "Télétravail, tickets restaurant, mutuelle… ce qui fait la différence.",
      points: 10,
      done: values.benefits.length > 0,
      href: "#company-benefits",
    },
    {
      id: "sector",
      label: "Le secteur et la taille",
      hint: "Pour situer votre entreprise d'un coup d'œil.",
      points: 10,
      done: values.sector.trim() !== "" && values.size !== "",
      href: "#company-sector",
    },
    {
      id: "website",
      label: "Votre site web",
      hint: "Pour en savoir plus avant de postuler.",
      points: 5,
      done: values.website.trim() !== "",
      href: "#company-website",
    },
    {
      id: "city",
      label: "Votre ville",
      hint: "Les candidats cherchent d'abord près de chez eux.",
      points: 5,
      done: values.city.trim() !== "",
      href: "#company-city",
    },
  ];
  const score = items.reduce((total, item) => total + (item.done ? item.points : 0), 0);
  return { score, items, next: items.filter((item) => !item.done).sort((a, b) => b.points - a.points) };
}
