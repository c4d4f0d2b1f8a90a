// The entries of an experience or education section as people write them: each is found by its
// period (wherever it stands: before the title, after it, on its line, on a line of its own), its
// heading lines are the short lines around the period up to the first bullet or sentence, and the
// parts of those lines are told apart by evidence (a job title's first word, a company's form, a
// school, a diploma, a place) rather than by their order.
import { escape, fold } from "../analysis/find.ts";
import { findPeriod, joinBrokenRange, type Period } from "./dates.ts";
import {
  isCountry,
  isDiploma,
  isSchool,
  onlyOrganisationWords,
  organisationScore,
  startsAsDiploma,
  type CvEvidence,
} from "./evidence.ts";
import { splitOutside } from "./split.ts";

export interface Entry {
  /** The job title, or the diploma. */
  title: string;
  /** The employer, or the school. */
  employer: string | null;
  /** Null for a diploma listed without its year. */
  period: Period | null;
}

export type EntryKind = "experience" | "education";

export const bulletPattern = /^\s*(?:[•▪■●◆‣◦*·–—\-➢➤►▸▹✓✔→»○◦□❖✦★☐-]|\p{Extended_Pictographic}\uFE0F?)\s*/u;

const clean = (text: string) =>
  text
    .replace(/^[\s:|·•,;—–(-]+|[\s:|·•,;—–-]+$/gu, "")
    .replace(/\s+/g, " ")
    .trim();

/** Words of a contract or an arrangement, not of a title: « (CDI) », « Intérim », « job d'été ». */
const contractWords =
  /\b(?:cdi|cdd|interim|interimaire|stage|stagiaire|alternance|apprentissage|contrat|job d'ete|jobs d'ete|saisonnier|saison|temps (?:plein|partiel)|mi-temps|freelance|independant|mission|missions|remplacements?|vacations?|benevole|part-time|full-time|internship|contract|seasonal|permanent|temporary|vae|en poste|\d+\s*(?:mois|ans?|months?|years?|semaines?|weeks?))\b/u;

/** A length of time or a summer job, as said beside a title. */
const lengthOfTime =
  /^\s*(?:\d+\s*(?:mois|ans?|months?|years?|semaines?|weeks?|jours?|days?)|jobs? d'ete|jobs? etudiants?|summer job)\s*$/u;

/** A part that is only a contract, a duration or an arrangement. */
const isArrangement = (text: string) => {
  const folded = fold(text).replace(/[()]/g, " ").trim();
  return (
    folded !== "" && contractWords.test(folded) && folded.replace(contractWords, "").replace(/[\s,/+-]/g, "") === ""
  );
};

/** Whether a text spells out the initials a diploma begins with (« BP Charpentier », « Brevet professionnel … »). */
function spellsOut(diploma: string, text: string) {
  const initials = /^\p{Lu}{2,6}(?!\p{L})/u.exec(diploma)?.[0];
  if (!initials) return false;
  const spelled = fold(text)
    .replace(/\([^)]*\)/gu, " ")
    .split(/[\s'’-]+/u)
    .filter(
      (word) => /^\p{L}/u.test(word) && !/^(?:d|l|de|du|des|la|le|les|aux|au|a|et|en|of|in|and|the|for)$/u.test(word),
    )
    .map((word) => word[0])
    .join("")
    .toUpperCase();
  return (
    spelled.length >= 2 &&
    (spelled.startsWith(fold(initials).toUpperCase()) || fold(initials).toUpperCase().startsWith(spelled))
  );
}

/** A line without its period, nor the words that led to it (« CAP Carreleur obtenu en 2008 – CFA »). */
export const withoutPeriod = (text: string, period: Period) =>
  text
    .replace(period.text, "\uE000")
    .replace(/\s*(?:(?:obtenue?s?|obtained)\s+)?(?:en|in)\s*\uE000/iu, " ")
    .replace("\uE000", " ");

/** A diploma still being prepared, in place of its year: « En cours », "In progress", "Expected". */
const pendingDate = /^\s*(?:en cours|en preparation|in progress|ongoing|expected|currently)\b/iu;

/** A line of text, not a heading: a sentence, a list of tasks, a line starting in lower case. */
function isProse(line: string) {
  // Words and figures, not separators (« Master in International Business, IAE Lyon · 2011 – 2013 »).
  const words = line.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word)).length;
  if (/^\p{Ll}/u.test(line) && !/^(?:de|du|d'|chez|at|en|since|depuis|le|la|les|l')\b/u.test(line)) return true;
  if (words >= 13 || line.length > 95) return true;
  return /[.!;]$/.test(line) && words >= 6;
}

/** An address or a place: a street, a postal code, a country, a commune. */
function isPlace(text: string, evidence: CvEvidence) {
  const plain = text.replace(/\(([^)]*)\)/g, " $1 ").trim();
  if (
    /\b\d{5}\b/.test(plain) ||
    /\b\d+,?\s*(?:bis\s+)?(?:rue|avenue|av\.|bd|boulevard|place|allée|chemin|route|impasse|quai)\b/iu.test(plain)
  )
    return true;
  if (isCountry(plain)) return true;
  // « Lyon 3e », « Paris (75) », « Marseille 13008 », « Lens (62) »
  const bare = plain
    .replace(/\b\d{1,2}(?:e|er|ème)\b/gu, "")
    .replace(/\(\s*\d{2,3}\s*\)|\b\d{2,3}\b/g, "")
    .replace(/\s*[,–-]\s*(?:france|uk|usa)$/iu, "")
    .trim();
  return bare !== "" && evidence.place(bare);
}

/** A part of an entry's heading, where it was written. */
interface Part {
  text: string;
  line: number;
  /** Said to be the employer by its own line (« chez », « at », « @ ») or the title. */
  said?: "title" | "employer";
}

/** The parts of an entry's heading lines: each line cut at its separators, places and arrangements left out. */
function partsOf(lines: readonly string[], evidence: CvEvidence): Part[] {
  const parts: Part[] = [];
  lines.forEach((raw, line) => {
    // A list of tasks (« Conseil en soin et maquillage, mises en beauté express, animations de
    // marques ») names neither the job nor the employer.
    const listed = raw.split(/,\s+/u);
    if (listed.length >= 3 && listed.slice(1).filter((item) => /^\p{Ll}/u.test(item)).length >= 2) return;
    // Parentheses holding a place or a length of time go: « (Lyon) », « (France) », « (3 semaines) »,
    // « (job d'été) »; a contract stays with the title it is written after (« Vendeuse (CDD) »,
    // « Assistante RH (alternance) »).
    const text = raw.replace(/\s*\(([^)]*)\)/g, (whole, inner: string) =>
      isPlace(inner, evidence) || /^\s*\d+\s*$/.test(inner) || lengthOfTime.test(fold(inner)) ? " " : whole,
    );
    // « Cariste chez Geodis », "Accountant at Durand & Co": the left side names a job.
    // « Plongeur au restaurant Le Bistrot », « Stage en cuisine à l'Auberge »: in lower case only
    // (« Boulangerie Au Pain d'Antan » is a name).
    const saidMatch =
      /^(.+?)\s+(?:chez|at|@|auprès de|pour|for)\s+(.+)$/iu.exec(text) ??
      /^(.+?)\s+(?:(?:au|aux|à la)\s+|à l['’])(.+)$/u.exec(text);
    const said = saidMatch && evidence.jobTitle(saidMatch[1]!) ? saidMatch : null;
    const pieces: { text: string; said?: Part["said"] }[] = said
      ? [
          { text: said[1]!, said: "title" },
          { text: said[2]!, said: "employer" },
        ]
      : [{ text }];
    for (const piece of pieces) {
      for (const strong of splitOutside(piece.text, /\s+[—–|·•-]\s+|\s*\t\s*|\s+[|·•]\s*|\s*[|·•]\s+|\s{3,}/u)) {
        // « Comptable, Cabinet Durand », « Transports Dupuis, Arras »: the pieces between commas are
        // told apart like the others; places and arrangements go.
        for (const between of splitOutside(
          strong,
          // Not before a list of numbers (« catégories 1, 3 et 5 ») or what narrows a diploma down
          // (« DUT Génie biologique, option Analyses… », "B.A. in English, minor in French").
          /,\s+(?!\d+\s*(?:,|et\b|and\b|&)|(?:parcours|option|sp[ée]cialit[ée]|sp[ée]cialisation|niveau|fili[èe]re|minor|major|majeure|mineure|track|concentration)\b)/iu,
        )) {
          const part = clean(between.replace(bulletPattern, ""));
          if (part === "" || isArrangement(part) || isPlace(part, evidence) || !/\p{L}{2}/u.test(part)) continue;
          parts.push({ text: part, line, said: piece.said });
        }
      }
    }
  });
  return parts;
}

/**
 * An employer's name as the company is called: without a description or a place in parentheses
 * after it (« Onet (bureaux et parties communes, Lyon 3e) »; « (AP-HP) » stays), its stars
 * (« Hôtel Belle Rive ★★★★ ») or the commune of the shop when its name is of several words
 * (« Kiabi Villeneuve d'Ascq »; a one-word commune is too often a name: « Jules Verne », « Yves Rocher »).
 */
function employerName(text: string, evidence: CvEvidence): string {
  const name = clean(
    text
      .replace(/\s*\(([^)]*)\)\s*$/u, (whole, inner: string) =>
        inner.trim().split(/\s+/u).length >= 3 || isPlace(inner, evidence) ? "" : whole,
      )
      .replace(/[\s★☆*]+$/u, ""),
  );
  const words = name.split(/\s+/u);
  for (let count = Math.min(3, words.length - 1); count >= 2; count--) {
    const tail = words.slice(-count).join(" ");
    const rest = words.slice(0, -count);
    if (
      evidence.place(tail) &&
      !isCountry(tail) &&
      // « Camping Les Pins »: a name that begins with an article is the business's.
      !/^(?:le|la|les|l'|l’)/iu.test(tail) &&
      !/^(?:de|du|des|d'|d’|à|a|la|le|les|l'|l’|of|the|en)$/iu.test(rest.at(-1)!) &&
      !onlyOrganisationWords(rest.join(" "))
    )
      return rest.join(" ");
  }
  return name === "" ? text : name;
}

/** A text without what it says in parentheses (« Baccalauréat L (high school diploma) »). */
const outside = (text: string) => text.replace(/\([^)]*\)/gu, " ");

/** Title and employer (or diploma and school) among an entry's heading lines. */
export function titleAndEmployer(
  lines: readonly string[],
  kind: EntryKind,
  evidence: CvEvidence,
): { title: string; employer: string | null } | null {
  const parts = partsOf(lines, evidence);
  if (parts.length === 0) return null;
  const said = parts.find((part) => part.said === "title");
  const saidEmployer = parts.find((part) => part.said === "employer");
  const named = (employer: string) => (kind === "experience" ? employerName(employer, evidence) : employer);
  if (said && saidEmployer) return { title: said.text, employer: named(saidEmployer.text) };
  // A long part, one starting in lower case or holding figures is a description, not a name.
  const shape = (part: Part) =>
    (part.text.split(/\s+/).length > 7 ? -1 : 0) +
    (/^\p{Ll}/u.test(part.text) ? -2 : 0) +
    (/\d{2}/.test(part.text) ? -1 : 0);
  // A part whose first words are a job title's is not an organisation; one whose first word
  // alone begins titles (« Grand Port Maritime du Havre ») may be.
  const organisation = (part: Part) => (evidence.titleStrength(part.text) >= 2 ? 0 : organisationScore(part.text));
  const titleScore = (part: Part) =>
    kind === "experience"
      ? evidence.titleStrength(part.text) - organisation(part) + shape(part)
      : (isDiploma(part.text) ? 2 : 0) -
        (isSchool(outside(part.text)) ? 2 : 0) -
        (organisationScore(outside(part.text)) > 1 ? 1 : 0);
  // The best title, the first written on a tie; then the employer, the part the most like one,
  // the closest to the title on a tie (its line first, then the next lines, then those before).
  let title = parts[0]!;
  for (const part of parts) if (titleScore(part) > titleScore(title)) title = part;
  // « DCG – Diplôme de comptabilité et de gestion », « SST – Sauveteur secouriste du travail »: a
  // diploma's initials and what they stand for are one.
  // So are « BTS NDRC » and « Négociation et Digitalisation de la Relation Client ».
  const spelled = parts[parts.indexOf(title) + 1];
  const initials = title.text.split(/\s+/u).at(-1)!;
  if (
    kind === "education" &&
    (/^\p{Lu}[\p{Lu}\d]{1,6}$/u.test(title.text) ||
      (/^\p{Lu}{2,6}$/u.test(initials) && spelled !== undefined && spellsOut(initials, spelled.text))) &&
    spelled !== undefined &&
    spelled.line === title.line &&
    !isSchool(spelled.text) &&
    organisationScore(spelled.text) === 0
  ) {
    const whole = lines[title.line]!.match(
      new RegExp(`${escape(title.text)}\\s*[–—-]\\s*${escape(spelled.text)}`, "u"),
    );
    if (whole) title = { ...title, text: whole[0] };
    parts.splice(parts.indexOf(spelled), 1);
  }
  const others = parts.filter((part) => part !== title);
  if (others.length === 0) return { title: title.text, employer: null };
  const employerScore = (part: Part) =>
    kind === "experience"
      ? organisation(part) - evidence.titleStrength(part.text) + shape(part)
      : (isSchool(part.text) ? 2 : 0) + organisationScore(part.text) - (isDiploma(part.text) ? 2 : 0);
  const distance = (part: Part) =>
    part.line === title.line ? 0 : part.line > title.line ? part.line - title.line : 10 + title.line - part.line;
  const employer = others.reduce((best, part) =>
    employerScore(part) > employerScore(best) ||
    (employerScore(part) === employerScore(best) && distance(part) < distance(best))
      ? part
      : best,
  );
  return { title: title.text, employer: named(employer.text) };
}

/** A line of an entry's heading, or not: the lines holding a period and the short lines around them. */
interface Row {
  text: string;
  period: Period | null;
  heading: boolean;
}

/**
 * The entries of a section. Its lines are cut into runs of heading lines (short, not bullets,
 * not sentences); a run holds one entry per period. Runs without a period are descriptions (or
 * an entry without dates, left out: an entry is known by its period).
 */
export function entriesOf(read: readonly string[], kind: EntryKind, evidence: CvEvidence): Entry[] {
  const lines = [...read];
  for (let index = 0; index + 1 < lines.length; index++) {
    const joined = joinBrokenRange(lines[index]!, lines[index + 1]!);
    if (joined) [lines[index], lines[index + 1]] = joined;
  }
  const rows: Row[] = lines.map((raw) => {
    const bulleted = bulletPattern.test(raw);
    const text = raw.replace(bulletPattern, "").trim();
    const period = findPeriod(text);
    // A line starting with its period is a heading (« mars 2021 – aujourd'hui », « • 2016 – DEAS »),
    // unless a sentence follows it.
    const startsWithPeriod = period !== null && text.indexOf(period.text) <= 1;
    const rest = startsWithPeriod ? text.replace(period.text, "").trim() : text;
    // A diploma's line is a heading however long (« BP Peintre … – CFA du BTP de l'Hérault, Lattes (cours du soir) »).
    const named = (line: string) =>
      !isProse(line) || (kind === "education" && startsAsDiploma(line) && line.length <= 160);
    const heading = startsWithPeriod ? rest === "" || named(rest) : !bulleted && named(text);
    return { text, period: heading ? period : null, heading };
  });
  const runs: Row[][] = [];
  let run: Row[] = [];
  for (const row of rows) {
    if (row.heading) run.push(row);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);

  const entries: Entry[] = [];
  for (const rows of runs) {
    const dated = rows.flatMap((row, index) => (row.period ? [index] : []));
    if (dated.length === 0) {
      // Diplomas listed without their years: each line naming one is an entry.
      if (kind === "education" && !runs.some((run) => run.some((row) => row.period))) {
        for (const row of rows) {
          if (!isDiploma(row.text)) continue;
          const found = titleAndEmployer([row.text], kind, evidence);
          if (found) entries.push({ ...found, period: null });
        }
      }
      continue;
    }
    // More diplomas than dates (« En cours » then a diploma, then « 2021 » then another): each
    // diploma is an entry, with the date written on its side (before it when the run begins so).
    // A diploma's line starts with one (« BTS … », « Master … »); dates on lines of their own.
    const bare = (row: Row) => (row.period ? withoutPeriod(row.text, row.period) : row.text).trim();
    // A line spelling out the diploma above it (« BAFA » then « Brevet d'aptitude aux fonctions
    // d'animateur ») is not another one.
    const diplomas: number[] = [];
    if (kind === "education")
      rows.forEach((row, index) => {
        const above = diplomas.at(-1) === index - 1 ? bare(rows[index - 1]!) : null;
        if (startsAsDiploma(bare(row)) && !(above !== null && spellsOut(above, bare(row)))) diplomas.push(index);
      });
    const datesApart = rows.some((row) => (row.period && /^[\s:–—-]*$/u.test(bare(row))) || pendingDate.test(row.text));
    if (datesApart && diplomas.length > dated.length) {
      const first = diplomas[0]!;
      const datesFirst = dated[0]! < first || (first > 0 && pendingDate.test(rows[first - 1]!.text));
      // The dates and the diplomas both in order: one pass over the dates.
      let cursor = 0;
      diplomas.forEach((at, n) => {
        const previous = n > 0 ? diplomas[n - 1]! : -1;
        const next = n + 1 < diplomas.length ? diplomas[n + 1]! : rows.length;
        while (cursor < dated.length && dated[cursor]! < at) cursor++;
        const before = cursor > 0 && dated[cursor - 1]! > previous ? dated[cursor - 1] : undefined;
        const firstAfter = dated[cursor] === at ? cursor + 1 : cursor;
        const after = firstAfter < dated.length && dated[firstAfter]! < next ? dated[firstAfter] : undefined;
        const date = rows[at]!.period ? at : datesFirst ? before : after;
        // The diploma's line and those under it up to the next date or diploma (its school).
        let end = at + 1;
        while (end < next && !rows[end]!.period) end++;
        const heading = rows.slice(at, end).map((row) => (row.period ? withoutPeriod(row.text, row.period) : row.text));
        const found = titleAndEmployer(heading, kind, evidence);
        if (found) entries.push({ ...found, period: date === undefined ? null : rows[date]!.period });
      });
      continue;
    }
    // Each entry of a run is laid out as its first: as many lines before its period as the first has.
    const before = Math.min(dated[0]!, 3);
    const starts = dated.map((index, n) => (n === 0 ? 0 : Math.max(index - before, dated[n - 1]! + 1)));
    starts.forEach((start, n) => {
      const end = n + 1 < starts.length ? starts[n + 1]! : rows.length;
      const own = rows.slice(start, end);
      const periodRow = rows[dated[n]!]!;
      const period = periodRow.period!;
      // At most three lines after the period, as many before it: an entry's heading is short.
      const at = own.indexOf(periodRow);
      const heading = own
        .slice(Math.max(0, at - 3), at + 4)
        .map((row) => (row === periodRow ? withoutPeriod(row.text, period) : row.text))
        .map((text) => text.replace(/^\s*(?:de|du|from)\s*$/iu, ""));
      const found = titleAndEmployer(heading, kind, evidence);
      if (found && found.title.length <= 120) entries.push({ ...found, period });
    });
  }
  return entries;
}
