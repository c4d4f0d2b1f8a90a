// The ROME slice's public entry (France Travail — ROME, Licence Ouverte): job titles and families
// from data given as text, with no Node API, so the server and the browser build the same index.
export {
  createRomeIndex,
  parseTsv,
  romeCodePattern,
  romeCredit,
  type RomeFamily,
  type RomeIndex,
  type RomeTitle,
} from "./index-builder.ts";
export { foldWord, inclusiveTitle, plainTitle, titleKey, titleWords, unaccent } from "./normalise.ts";
