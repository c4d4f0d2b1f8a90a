// The person's name at the top of a CV, as people write it: « Camille MARTIN », « NGUYEN Thomas »,
// « Kévin Da Silva », « Maxime du PONTAVICE », on one line or two (« Élodie » then « Dos Santos »),
// sometimes followed on its line by the title (« HUGO KOWALSKI Export Sales Manager »). The e-mail
// address, when it spells the name, picks the right line and tells a compound first name.
import { fold } from "../analysis/find.ts";
import type { CvEvidence } from "./evidence.ts";
import { headingOf } from "./headings.ts";

/** Particles of last names: « de La Tour », « Da Silva », « van der Berg », « Ben Amor », « N'Diaye ». */
const particles = new Set([
  "de",
  "du",
  "des",
  "d'",
  "da",
  "das",
  "do",
  "dos",
  "di",
  "del",
  "della",
  "le",
  "la",
  "les",
  "l'",
  "van",
  "von",
  "der",
  "den",
  "ter",
  "ten",
  "mac",
  "mc",
  "ben",
  "bin",
  "ibn",
  "el",
  "al",
  "ould",
  "st",
  "saint",
  "sainte",
]);

/** Words that are never a name: a document's title, a heading, a label. */
const notNames = new Set([
  "curriculum",
  "vitae",
  "cv",
  "resume",
  "europass",
  "profil",
  "profile",
  "contact",
  "portfolio",
  "nom",
  "prenom",
  "name",
  "madame",
  "monsieur",
  "mme",
  "mr",
  "mrs",
  "ms",
]);

const isParticle = (token: string) => particles.has(fold(token).replace(/’/g, "'"));
const isCapitals = (token: string) => /\p{Lu}{2}/u.test(token) && token === token.toUpperCase();
/** A token of a name: a capitalised word (« Marie-Hélène », « N'Diaye », « O'Brien »), or a particle. */
const nameToken = /^(?:\p{Lu}[\p{L}'’-]*|(?:d|l|n|o)['’]\p{Lu}[\p{L}'’-]*)$/u;
const initial = /^\p{Lu}\.$/u;

export interface FoundName {
  /** The line (or the two lines) the name was read on. */
  lines: string[];
  /** What follows the name on its line (« Export Sales Manager – Food & Beverage »), else "". */
  rest: string;
  first: string;
  last: string;
}

/** The name-like words a line begins with: up to the first word that is not one (a title, a comma). */
function leadingName(line: string, evidence: CvEvidence): { tokens: string[]; rest: string } {
  const words = line
    .replace(/^[^\p{L}]+/u, "")
    .split(/\s+/)
    .filter(Boolean);
  const tokens: string[] = [];
  let end = 0;
  for (const [index, word] of words.entries()) {
    const bare = word.replace(/[,;:]$/u, "");
    // « europass Karim Ben Amor »: a lower-case word before the name goes.
    if (tokens.length === 0 && index === 0 && /^\p{Ll}+$/u.test(bare) && !isParticle(bare) && words.length > 2)
      continue;
    // … and the mark parting it from the name (« europass · Karim Ben Amor »).
    if (tokens.length === 0 && index === 1 && /^[·|•]$/u.test(bare)) continue;
    if (notNames.has(fold(bare))) break;
    // A title after the name: « Maxime du PONTAVICE DIRECTEUR DE RESTAURANT ».
    if (tokens.length >= 2 && evidence.jobTitle(words.slice(index).join(" "))) break;
    if (!(nameToken.test(bare) || isParticle(bare) || initial.test(bare))) break;
    // « HUGO KOWALSKI Export Sales Manager »: a name in capitals ends where the capitals do, unless
    // what follows is a first name ending the line (« LE GOFF Aurélie »).
    const after = words.slice(index);
    if (
      tokens.length >= 2 &&
      tokens.every(isCapitals) &&
      !isCapitals(bare) &&
      !isParticle(bare) &&
      (after.length > 2 || evidence.jobTitle(after.join(" ")))
    )
      break;
    tokens.push(bare);
    end = index + 1;
    if (bare !== word) break;
  }
  return { tokens, rest: words.slice(end).join(" ") };
}

/** The first and last names in the tokens of a name; `local`: the e-mail's local part, folded. */
function split(tokens: readonly string[], local: string): { first: string; last: string } | null {
  const words = tokens.filter((token) => !initial.test(token));
  if (words.length < 2) return null;
  const capitals = words.map(isCapitals);
  if (capitals.some(Boolean) && !capitals.every(Boolean)) {
    // « NGUYEN Thomas », « PEREIRA DOS SANTOS Sandrine », « Camille MARTIN », « Maxime du PONTAVICE ».
    if (capitals[0]) {
      const end = capitals.findIndex((capital, index) => !capital && !isParticle(words[index]!));
      const cut = end === -1 ? words.length : end;
      return { first: words.slice(cut).join(" "), last: words.slice(0, cut).join(" ") };
    }
    let start = capitals.indexOf(true);
    while (start > 1 && isParticle(words[start - 1]!)) start--;
    return { first: words.slice(0, start).join(" "), last: words.slice(start).join(" ") };
  }
  // One case throughout: the first word is the first name (two when the e-mail spells them as one:
  // « ana-maria », « anamaria »), the rest the last name, a particle and what follows it.
  const joined = (count: number) => fold(words.slice(0, count).join("")).replace(/[^a-z]/g, "");
  const head = local.split(/[._+]/)[0]!.replace(/[^a-z]/g, "");
  const firstCount = words.length > 2 && head !== "" && head === joined(2) ? 2 : 1;
  return { first: words.slice(0, firstCount).join(" "), last: words.slice(firstCount).join(" ") };
}

/** Words in capitals written as names are (« MARTIN » → « Martin »); particles stay as written. */
const writtenAsName = (text: string) =>
  text
    .split(" ")
    .map((word) => {
      const capitalised = (name: string) =>
        name
          .toLowerCase()
          .replace(/(^|[-'’])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
      if (isCapitals(word)) return capitalised(word);
      // « d'AUBIGNY »: the particle as written, the name in capitals written as a name.
      const elided = /^([dl]['’])(\p{Lu}[\p{Lu}'’-]+)$/u.exec(word);
      return elided ? elided[1]! + capitalised(elided[2]!) : word;
    })
    .join(" ");

const lastNameLabel = "(?:nom(?: de famille)?|surname|last name|family name)";
const firstNameLabel = "(?:prénoms?|prenoms?|first names?|given names?|forenames?)";
const lastNamePattern = new RegExp(`(?:^|\\s)${lastNameLabel}\\s*:\\s*(.+?)\\s*(?=${firstNameLabel}\\s*:|$)`, "iu");
const firstNamePattern = new RegExp(`(?:^|\\s)${firstNameLabel}\\s*:\\s*(.+?)\\s*(?=${lastNameLabel}\\s*:|$)`, "iu");

/** Names written as a form's fields: « Nom : PEREIRA Prénom : Ana Maria », "Surname: MARTIN" / "First name: Élodie". */
function labelledName(lines: readonly string[]): FoundName | null {
  let last: { text: string; line: string } | null = null;
  let first: { text: string; line: string } | null = null;
  for (const line of lines) {
    const field = (match: RegExpExecArray | null) => match?.[1]?.replace(/[\s·|,;–-]+$/u, "");
    const lastName = field(lastNamePattern.exec(line));
    const firstName = field(firstNamePattern.exec(line));
    if (lastName && !last) last = { text: lastName, line };
    if (firstName && !first) first = { text: firstName, line };
  }
  const named = (text: string) => /^\p{L}[\p{L}'’ -]{0,40}$/u.test(text);
  if (!last || !first || !named(last.text) || !named(first.text)) return null;
  return {
    lines: [...new Set([last.line, first.line])],
    rest: "",
    first: writtenAsName(first.text),
    last: writtenAsName(last.text),
  };
}

/**
 * The person's name among the first lines of the CV (and those of its header regions): lines of
 * two to five name-like words (or two lines of one to three), not a heading, not a job title; the
 * one the e-mail spells best, else the first.
 */
export function findName(lines: readonly string[], email: string | null, evidence: CvEvidence): FoundName | null {
  const labelled = labelledName(lines);
  if (labelled) return labelled;
  const local = email ? fold(email.split("@")[0]!) : "";
  const candidates: { lines: string[]; tokens: string[]; rest: string }[] = [];
  // Lines holding digits or an address are contact details; a monogram (« LM ») is a picture.
  // A name may share its line with contact details (« ANTOINE ROUX · antoine.roux@… », a tab
  // between them in a typed CV): its first field.
  const usable = lines
    .map((line) => (/[@\d]/.test(line) ? line.split(/ · |\t/u)[0]! : line).trim())
    .filter((line) => line !== "" && !/[@\d]/.test(line) && !/^\p{Lu}{1,3}$/u.test(line));
  usable.forEach((line, index) => {
    // A job title, not a name that begins like one (« MARECHAL Dylan »).
    if (headingOf(line) || evidence.titleStrength(line) >= 2) return;
    const { tokens: leading, rest } = leadingName(line, evidence);
    // A name does not end with a particle (« Disponible de suite »).
    const tokens = isParticle(leading.at(-1) ?? "") ? [] : leading;
    if (tokens.length >= 2 && tokens.length <= 5) candidates.push({ lines: [line], tokens, rest });
    // « Élodie » / « Dos Santos », « PEREIRA DOS SANTOS » / « Sandrine »: a name on two lines.
    const next = usable[index + 1];
    if (
      rest === "" &&
      tokens.length <= 3 &&
      next !== undefined &&
      !headingOf(next) &&
      evidence.titleStrength(next) < 2
    ) {
      const more = leadingName(next, evidence);
      if (
        more.rest === "" &&
        more.tokens.length >= 1 &&
        more.tokens.length <= 3 &&
        tokens.length + more.tokens.length <= 5
      ) {
        candidates.push({ lines: [line, next], tokens: [...tokens, ...more.tokens], rest: "" });
      }
    }
  });
  if (candidates.length === 0) return null;
  const spelled = (tokens: readonly string[]) =>
    local === ""
      ? 0
      : tokens.filter((token) => {
          const word = fold(token).replace(/[^a-z]/g, "");
          return word.length > 1 && local.includes(word);
        }).length;
  let best = candidates[0]!;
  for (const candidate of candidates) if (spelled(candidate.tokens) > spelled(best.tokens)) best = candidate;
  const names = split(best.tokens, local);
  if (!names) return null;
  return { lines: best.lines, rest: best.rest, first: writtenAsName(names.first), last: writtenAsName(names.last) };
}
