/**
 * Job titles as words to compare, read much as the database's French search reads them
 * (`public.french_search_text` in supabase/migrations; each side only compares with itself, and
 * this one also folds -ale, -aise and -ine): lower case, no accents, each inclusive
 * form ("Développeur·se", "Infirmier·ère", "Salarié(e)") written out as its masculine word, and
 * feminine endings read as masculine ones ("développeuse" as "développeur"), so a title finds
 * its ROME job title whatever gender it is written in.
 */

/** Letters that Unicode decomposition leaves whole but PostgreSQL's unaccent spells out. */
const foldedLetters: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss", ø: "o", đ: "d", ł: "l" };

/** Lower case without accents. */
export function unaccent(text: string) {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[œæßøđł]/g, (letter) => foldedLetters[letter] ?? letter);
}

/**
 * Inclusive forms as their masculine word, in the order the database's `french_search_text`
 * applies them: known endings first (-eur·rice, -eur·se, -eux·se, -er·ère, -f·ve), then a short
 * ending added to the word (-é·e, -en·ne, -el·le...).
 */
const inclusiveForms: [RegExp, string][] = [
  [/([a-z]+)eur[·•.(]t?rices?(?:\)|\b)/g, "$1eur"],
  [/([a-z]+)eur[·•.(](?:eu)?ses?(?:\)|\b)/g, "$1eur"],
  [/([a-z]+)eux[·•(]ses?(?:\)|\b)/g, "$1eux"],
  [/([a-z]+)er[·•(]e?res?(?:\)|\b)/g, "$1er"],
  [/([a-z]+)f[·•(]ves?(?:\)|\b)/g, "$1f"],
  [/([a-z]+)[·•(]([a-z]{1,4})(?:\)|\b)/g, "$1"],
];

/** Words that say nothing of a trade. */
const stopWords = new Set([
  "a",
  "au",
  "aux",
  "avec",
  "d",
  "dans",
  "de",
  "des",
  "du",
  "en",
  "et",
  "h",
  "f",
  "l",
  "la",
  "le",
  "les",
  "ou",
  "par",
  "pour",
  "sur",
  "un",
  "une",
]);

/** Feminine endings and the masculine ones they read as, the first that fits applying. */
const feminineEndings: [RegExp, string][] = [
  [/euse$/, "eur"],
  [/eure$/, "eur"],
  [/(.{3})trice$/, "$1teur"],
  [/iere$/, "ier"],
  [/ere$/, "er"],
  [/enne$/, "en"],
  // « hôtesse », « maîtresse », « contremaîtresse »: the feminine in -esse of a few job names.
  [/otesse$/, "ote"],
  [/tresse$/, "tre"],
  [/onne$/, "on"],
  [/elle$/, "el"],
  [/ive$/, "if"],
  [/ee$/, "e"],
  [/ante$/, "ant"],
  [/ente$/, "ent"],
  [/aise$/, "ais"],
  [/(.{3})ale$/, "$1al"],
  [/ine$/, "in"],
];

/**
 * A word's masculine singular reading: feminine endings (-euse, -rice, -ère, -enne, -esse, -ive, -ée,
 * -ante, -ure after -eur...) and plurals folded. Applied alike to titles and to what is typed, so an
 * over-eager fold only ever brings two spellings of one word together.
 */
export function foldWord(word: string) {
  let folded = word;
  if (folded.length > 4 && (/eaux$/.test(folded) || (/s$/.test(folded) && !/(?:ss|us|is)$/.test(folded)))) {
    folded = folded.slice(0, -1);
  }
  for (const [ending, replacement] of feminineEndings) {
    if (ending.test(folded)) return folded.replace(ending, replacement);
  }
  return folded;
}

/** The title as lower-case unaccented text, inclusive forms written out as masculine words. */
export function plainTitle(title: string) {
  let text = unaccent(title.normalize("NFC"));
  for (const [form, replacement] of inclusiveForms) text = text.replace(form, replacement);
  return text;
}

/** The title's words as typed (unaccented, lower case), stop words aside. */
export function rawWords(title: string) {
  return unaccent(title)
    .split(/[^a-z0-9+#]+/)
    .filter((word) => word.length > 0 && !stopWords.has(word));
}

/**
 * The title's words, each once, masculine and singular, stop words aside: "Développeur /
 * Développeuse web" and "Développeuse web" both give ["developpeur", "web"].
 */
export function titleWords(title: string) {
  const words = plainTitle(title)
    .split(/[^a-z0-9+#]+/)
    .filter((word) => word.length > 0 && !stopWords.has(word))
    .map(foldWord);
  return [...new Set(words)];
}

/** One key per title whatever its gender, accents, case or inclusive writing. */
export function titleKey(title: string) {
  return titleWords(title).join(" ");
}

/**
 * A ROME title written "Masculin / Féminin complément" as one inclusive title, the way the
 * product's offers are written and the search reads them: "Développeur / Développeuse web" as
 * "Développeur·se web", "Conducteur / Conductrice de travaux" as "Conducteur·rice de travaux".
 * A title whose two forms do not pair word for word ("Garçon / Fille de cour") stays as it is.
 */
export function inclusiveTitle(label: string) {
  const halves = label.split(" / ");
  if (halves.length !== 2) return label;
  const masculine = halves[0]!.split(" ");
  const rest = halves[1]!.split(" ");
  const feminine = rest.slice(0, masculine.length);
  if (feminine.length < masculine.length) return label;
  const words: string[] = [];
  for (const [index, word] of masculine.entries()) {
    const other = feminine[index]!;
    if (other.toLowerCase() === word.toLowerCase()) {
      words.push(word);
      continue;
    }
    let common = 0;
    while (common < Math.min(word.length, other.length) && word[common] === other[common]) common++;
    if (common < 3) return label;
    // "Chargé" / "Chargée" → "Chargé·e"; "Développeur" / "Développeuse" → "Développeur·se".
    const ending = other.startsWith(word) ? other.slice(word.length) : other.slice(common);
    words.push(`${word}·${ending}`);
  }
  return [...words, ...rest.slice(masculine.length)].join(" ");
}
