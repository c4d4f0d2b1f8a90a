import type { LanguageLevel } from "../vocabulary/index.ts";

/** Spoken languages by the names people write, French and English, to the French name Fuse keeps. */
export const languageNames: Readonly<Record<string, string>> = {
  francais: "Français",
  french: "Français",
  anglais: "Anglais",
  english: "Anglais",
  espagnol: "Espagnol",
  spanish: "Espagnol",
  allemand: "Allemand",
  german: "Allemand",
  italien: "Italien",
  italian: "Italien",
  portugais: "Portugais",
  portuguese: "Portugais",
  arabe: "Arabe",
  arabic: "Arabe",
  chinois: "Chinois",
  mandarin: "Chinois",
  chinese: "Chinois",
  japonais: "Japonais",
  japanese: "Japonais",
  russe: "Russe",
  russian: "Russe",
  neerlandais: "Néerlandais",
  dutch: "Néerlandais",
  polonais: "Polonais",
  polish: "Polonais",
  roumain: "Roumain",
  romanian: "Roumain",
  turc: "Turc",
  turkish: "Turc",
  coreen: "Coréen",
  korean: "Coréen",
  hindi: "Hindi",
  vietnamien: "Vietnamien",
  vietnamese: "Vietnamien",
  grec: "Grec",
  greek: "Grec",
  suedois: "Suédois",
  swedish: "Suédois",
  "langue des signes": "Langue des signes française",
  lsf: "Langue des signes française",
};

/** Level words (folded) to the level Fuse offers: the CEFR levels, or the words people use. */
export const levelWords: Readonly<Record<string, LanguageLevel>> = {
  a1: "A1",
  a2: "A2",
  b1: "B1",
  b2: "B2",
  c1: "C1",
  c2: "C2",
  "langue maternelle": "Langue maternelle",
  maternelle: "Langue maternelle",
  "mother tongue": "Langue maternelle",
  natif: "Langue maternelle",
  bilingue: "Bilingue",
  bilingual: "Bilingue",
  courant: "Courant",
  fluent: "Courant",
  "lu, ecrit, parle": "Courant",
  avance: "B2",
  advanced: "B2",
  professionnel: "Courant",
  professional: "Courant",
  "full professional": "Courant",
  couramment: "Courant",
  "lu, ecrit": "Courant",
  operationnel: "Courant",
  "first language": "Langue maternelle",
  natal: "Langue maternelle",
  native: "Langue maternelle",
  intermediaire: "Intermédiaire",
  intermediate: "Intermédiaire",
  scolaire: "Notions",
  notions: "Notions",
  debutant: "Notions",
  beginner: "Notions",
  basic: "Notions",
  elementaire: "A2",
  elementary: "A2",
};

/** ISO 639-3 codes of languages people in France speak and name on a CV beyond the two-letter ones. */
const moreCodes = ["snk", "kab", "gsw", "zgh", "rom", "yue", "hat", "fil", "mfe", "swb", "wol"];

/** Names too short or too close to other words to be read outside a languages section's lines. */
const ambiguousNames = new Set([
  "ido",
  "lao",
  "yi",
  "interlingua",
  "interlingue",
  "afar",
  "avar",
  "komi",
  "cree",
  "ganda",
  "pali",
  "tonga",
  "sango",
  "ewe",
  "twi",
  "herero",
  "ndonga",
]);

let every: Readonly<Record<string, string>> | undefined;

/**
 * Every language Intl knows by name, French and English (« catalan », "Catalan", « wolof »,
 * « soninké », « créole haïtien »), with the names people write beside them (« créole »,
 * « berbère », « farsi »), to its French name: for the lines of a languages section.
 */
export function everyLanguageName(): Readonly<Record<string, string>> {
  if (every) return every;
  const names: Record<string, string> = {};
  const french = new Intl.DisplayNames(["fr"], { type: "language" });
  const english = new Intl.DisplayNames(["en"], { type: "language" });
  const fold = (text: string) => text.toLowerCase().normalize("NFKD").replace(/\p{M}/gu, "").replace(/[’]/g, "'");
  const codes = [...moreCodes];
  for (let a = 97; a <= 122; a++) for (let b = 97; b <= 122; b++) codes.push(String.fromCharCode(a, b));
  for (const code of codes) {
    const inFrench = french.of(code);
    if (!inFrench || inFrench === code || /[()]/.test(inFrench)) continue;
    const kept = inFrench.charAt(0).toUpperCase() + inFrench.slice(1);
    for (const name of [inFrench, english.of(code) ?? ""]) {
      const key = fold(name);
      if (key.length >= 3 && !ambiguousNames.has(key)) names[key] ??= kept;
    }
  }
  Object.assign(names, {
    creole: "Créole",
    "creole reunionnais": "Créole",
    "creole martiniquais": "Créole",
    "creole guadeloupeen": "Créole",
    berbere: "Berbère",
    baoule: "Baoulé",
    dioula: "Dioula",
    twi: "Twi",
    soussou: "Soussou",
    tamazight: "Berbère",
    farsi: "Persan",
    darija: "Arabe",
    "arabe dialectal": "Arabe",
    "arabe litteraire": "Arabe",
    cantonese: "Cantonais",
    "sign language": "Langue des signes française",
    "french sign language": "Langue des signes française",
  });
  every = { ...names, ...languageNames };
  return every;
}
