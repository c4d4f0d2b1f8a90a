/**
 * The text cut at its separators that stand outside parentheses and brackets: « Encaissement
 * (espèces, CB), Mise en rayon » in two, « Hôtesse de caisse (job étudiant, week-ends) » whole.
 */
export function splitOutside(text: string, separator: RegExp): string[] {
  let depth = 0;
  let masked = "";
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === "(" || char === "[") depth++;
    masked += depth > 0 ? "\u0000" : char;
    if ((char === ")" || char === "]") && depth > 0) depth--;
  }
  const all = new RegExp(separator.source, separator.flags.includes("g") ? separator.flags : `${separator.flags}g`);
  const pieces: string[] = [];
  let from = 0;
  for (const match of masked.matchAll(all)) {
    if (match[0].length === 0) continue;
    pieces.push(text.slice(from, match.index));
    from = match.index + match[0].length;
  }
  pieces.push(text.slice(from));
  return pieces;
}
