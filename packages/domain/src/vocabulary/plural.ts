// French agreement with a count, one rule for every screen and e-mail: 0 and 1 take the singular
// (« 0 offre », « 1 offre »), 2 and more the plural, as Intl.PluralRules says for French.
const rules = new Intl.PluralRules("fr-FR");

/** Whether `count` takes the singular in French (0 and 1, and 1.5). */
export const isSingular = (count: number) => rules.select(count) === "one";

/** « 1 nouveau match », « 3 nouveaux matchs »: the count, then the noun group agreed with it. */
export const countOf = (count: number, singular: string, plural: string) =>
  `${count} ${isSingular(count) ? singular : plural}`;
