// Letter-spaced text, as headings and names are drawn or typed.

/**
 * « E X P É R I E N C E S » (capitals spaced one by one, as letter-spaced headings and names are
 * typed or drawn) as « EXPÉRIENCES »: each word (words are parted by two spaces or more) whose
 * pieces are letters, mostly single (a kerned pair may stay together: « M A RT Í N E Z »), is
 * closed up; a line without wider gaps is one word.
 */
export function closeLetterSpacing(text: string): string {
  return text
    .trim()
    .split(/[ \u00a0]{2,}/u)
    .map((word) => {
      const pieces = word.split(/[ \u00a0]/u);
      // A hyphen spaced like the letters stays (« S A V O I R - F A I R E »).
      const letters = pieces.every((piece) => /^(?:\p{L}{1,3}|-)$/u.test(piece));
      const single = pieces.filter((piece) => piece.length === 1).length;
      return pieces.length >= 3 && letters && single >= pieces.length * 0.6 ? pieces.join("") : word;
    })
    .join(" ");
}
