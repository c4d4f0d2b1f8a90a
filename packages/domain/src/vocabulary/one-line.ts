/**
 * Whether a code point is a line break (U+2028 and U+2029 included) or a control character (C0, DEL,
 * C1): what a one-line field (a name, a title, a city, a list's item) never holds. Such a text
 * reaches e-mail subjects and headers, where a line break starts another header. The database
 * refuses the same characters (public.is_one_line).
 */
function breaksTheLine(codePoint: number) {
  return codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0x9f) || codePoint === 0x2028 || codePoint === 0x2029;
}

/** True when `text` holds no line break nor control character. */
export function isOneLine(text: string) {
  for (const character of text) {
    if (breaksTheLine(character.codePointAt(0) ?? 0)) return false;
  }
  return true;
}

/** The refusal, in French: `name` is what the field is called (« L'intitulé du poste »), or nothing. */
export function oneLineMessage(name = "Ce texte") {
  return `${name} doit tenir sur une seule ligne (sans retour à la ligne ni caractère de contrôle).`;
}
