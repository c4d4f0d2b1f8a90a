// What a CV or a spoken presentation says, read from its words only: skills from a dictionary,
// languages and their levels. Shared by the CV analysis and the voice presentation's analysis.
export { findLanguages, findSkills, fold, type SpokenLanguage } from "./find.ts";
export { languageNames, levelWords } from "./languages.ts";
export { mergeSkills } from "./merge-skills.ts";
export { exactSkills, skillDictionary } from "./skills.ts";
