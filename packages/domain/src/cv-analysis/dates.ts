import { fold } from "../analysis/find.ts";

/** A month of a year (1–12); `month` is null when only the year is written. */
export interface YearMonth {
  year: number;
  month: number | null;
}

/** A period of a CV: its start, its end (null while it lasts: « aujourd'hui », « depuis 2020 », "present"). */
export interface Period {
  start: YearMonth;
  end: YearMonth | null;
  /** The period as written, to remove it from its line. */
  text: string;
}

/** Month names and their abbreviations, French and English, folded. */
const monthNames: Readonly<Record<string, number>> = {
  janvier: 1,
  janv: 1,
  jan: 1,
  january: 1,
  fevrier: 2,
  fevr: 2,
  fev: 2,
  feb: 2,
  february: 2,
  mars: 3,
  mar: 3,
  march: 3,
  avril: 4,
  avr: 4,
  apr: 4,
  april: 4,
  mai: 5,
  may: 5,
  juin: 6,
  jun: 6,
  june: 6,
  juillet: 7,
  juil: 7,
  jul: 7,
  july: 7,
  aout: 8,
  aug: 8,
  august: 8,
  septembre: 9,
  sept: 9,
  sep: 9,
  september: 9,
  octobre: 10,
  oct: 10,
  october: 10,
  novembre: 11,
  nov: 11,
  november: 11,
  decembre: 12,
  dec: 12,
  december: 12,
};

const month = `(?:${Object.keys(monthNames)
  .sort((a, b) => b.length - a.length)
  .join("|")})\\.?`;
const year = "(?:19[5-9]\\d|20[0-4]\\d)";
/** "mars 2020", "03/2020", "03.2020", "2020-03"? no: "2020" alone; a date of a CV. */
const date = `(?:${month}\\s+${year}|(?:0?[1-9]|1[0-2])[/.]${year}|${year})`;
const ongoing =
  "(?:(?:a|à|jusqu'a)\\s+)?(?:aujourd'hui|ce jour|present|maintenant|now|current|en cours|en poste|actuel(?:lement)?|today|date|nos jours)";
const separator = "\\s*(?:[-–—~→]|à|a|au|to|until|jusqu'(?:a|en))\\s*";

/** « depuis mars 2020 », "since 2019". */
const sincePattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:depuis|since)\\s+(${date})(?![\\p{L}\\p{N}])`, "u");
/** « mars 2020 – août 2022 », "2019 - today", "03/2018 à 06/2019", « de 2016 à 2018 ». */
const rangePattern = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:de\\s+|from\\s+)?(${date})${separator}(${date}|${ongoing})(?![\\p{L}\\p{N}])`,
  "u",
);
/** « janvier – février 2025 », "May – Aug 2024": two months of one year. */
const monthsPattern = new RegExp(
  `(?<![\\p{L}\\p{N}])(${month})${separator}(${month})\\s+(${year})(?![\\p{L}\\p{N}])`,
  "u",
);
/** « 2020 (sept.-oct.) »: a year, then its months in parentheses. */
const yearMonthsPattern = new RegExp(
  `(?<![\\p{L}\\p{N}])(${year})\\s*\\(\\s*(${month})${separator}(${month})\\s*\\)`,
  "u",
);
/** « Été 2024 », « saisons 2014 et 2015 », "Summer 2023": a season, or two. */
const seasonPattern = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:ete|etes|hiver|hivers|printemps|automne|saison|saisons|summer|summers|winter|spring|autumn|fall)\\s+(${year})(?:\\s*(?:et|and|&|[-–—/,])\\s*(${year}))?(?![\\p{L}\\p{N}])`,
  "u",
);
const singlePattern = new RegExp(`(?<![\\p{L}\\p{N}/.])(${date})(?![\\p{L}\\p{N}/.])`, "u");

function parseDate(text: string): YearMonth | null {
  const named = new RegExp(`^(${month})\\s+(${year})$`, "u").exec(text);
  if (named) return { year: Number(named[2]), month: monthNames[named[1]!.replace(/\.$/, "")] ?? null };
  const numeric = new RegExp(`^(0?[1-9]|1[0-2])[/.](${year})$`, "u").exec(text);
  if (numeric) return { year: Number(numeric[2]), month: Number(numeric[1]) };
  const plain = new RegExp(`^${year}$`, "u").exec(text);
  return plain ? { year: Number(plain[0]), month: null } : null;
}

/** Two months of one year, written either way, where they are in a folded line. */
function monthsOfOneYear(folded: string) {
  const before = monthsPattern.exec(folded);
  if (before)
    return {
      index: before.index,
      length: before[0].length,
      first: before[1]!,
      last: before[2]!,
      year: Number(before[3]),
    };
  const after = yearMonthsPattern.exec(folded);
  if (after)
    return { index: after.index, length: after[0].length, first: after[2]!, last: after[3]!, year: Number(after[1]) };
  return null;
}

/**
 * The period a line of a CV gives, if any: a range (« mars 2020 – août 2020 », "Jan 2018 – Present",
 * « 2016-2018 »), an open start (« depuis 2020 »), or a single date (a diploma's year). Date parsers
 * miss these French forms, hence this rule. The text keeps the line's own characters.
 */
export function findPeriod(line: string): Period | null {
  // Folding keeps the length of French and English text (accents drop, letters stay), so the
  // matched span can be cut out of the line as written.
  const folded = fold(line);
  const sameLength = folded.length === line.length;
  const span = (index: number, length: number) =>
    sameLength ? line.slice(index, index + length) : folded.slice(index, index + length);

  const range = rangePattern.exec(folded);
  if (range) {
    const start = parseDate(range[1]!);
    const end = new RegExp(`^${ongoing}$`, "u").test(range[2]!) ? null : parseDate(range[2]!);
    if (start) return { start, end, text: span(range.index, range[0].length) };
  }
  const months = monthsOfOneYear(folded);
  if (months) {
    const [start, end] = [months.first, months.last].map((name) => monthNames[name.replace(/\.$/, "")] ?? null);
    return {
      start: { year: months.year, month: start ?? null },
      end: { year: months.year, month: end ?? null },
      text: span(months.index, months.length),
    };
  }
  const since = sincePattern.exec(folded);
  if (since) {
    const start = parseDate(since[1]!);
    if (start) return { start, end: null, text: span(since.index, since[0].length) };
  }
  const season = seasonPattern.exec(folded);
  if (season) {
    const start = { year: Number(season[1]), month: null };
    const end = season[2] ? { year: Number(season[2]), month: null } : start;
    return { start, end, text: span(season.index, season[0].length) };
  }
  const single = singlePattern.exec(folded);
  if (single) {
    const start = parseDate(single[1]!);
    if (start) return { start, end: start, text: span(single.index, single[0].length) };
  }
  return null;
}

/** A range whose end waits for its year: « Sept. 2017 – févr. » then « 2021 ». */
const monthWaiting = new RegExp(`(?<![\\p{L}\\p{N}])(?:${date})\\s*[-–—]\\s*${month}(?![\\p{L}]|\\s*${year})`, "u");
const leadingYear = new RegExp(`^\\s*${year}(?![\\p{L}\\p{N}])`, "u");
const openRange = new RegExp(`(?<![\\p{L}\\p{N}])(?:${date})\\s*[-–—]\\s*(?!\\s|${date}|${ongoing})`, "u");
const leadingMonth = new RegExp(`^${month}(?=[\\s–-]|$)`, "u");

/** Whether a line begins with a month (« juillet-août 2020 : … »): an entry's dates, not the end of the line above. */
export const startsWithMonth = (line: string) => leadingMonth.test(fold(line));

const leadingDate = new RegExp(`^\\s*(?:${date}|${ongoing})(?![\\p{L}\\p{N}])`, "u");

/**
 * A range broken over two lines by a narrow column (« Sept. 2020 – ● Professeure des écoles » then
 * « aujourd'hui · École Jules-Ferry »): the first line with the range made whole, and the second
 * without its end; null when the lines are not so.
 */
export function joinBrokenRange(line: string, next: string): [string, string] | null {
  const folded = fold(line);
  const foldedNext = fold(next);
  if (folded.length !== line.length || foldedNext.length !== next.length) return null;
  const waiting = monthWaiting.exec(folded);
  const itsYear = leadingYear.exec(foldedNext);
  if (waiting && itsYear) {
    const at = waiting.index + waiting[0].length;
    return [
      `${line.slice(0, at)} ${next.slice(0, itsYear[0].length).trim()}${line.slice(at)}`,
      next.slice(itsYear[0].length),
    ];
  }
  const open = openRange.exec(folded);
  const end = leadingDate.exec(foldedNext);
  if (!open || !end || findPeriod(folded)?.end === null) return null;
  // The next line's date begins another entry when a dash follows it (« 2016 – CQP … » under
  // « 2019 – SSIAP 1 »), or when it comes before the first.
  if (/^\s*[-–—:]/u.test(foldedNext.slice(end[0].length))) return null;
  const at = open.index + open[0].length;
  const joined = `${line.slice(0, at)}${next.slice(0, end[0].length).trim()} ${line.slice(at)}`;
  const period = findPeriod(joined);
  if (period?.end && period.end.year < period.start.year) return null;
  return [joined, next.slice(end[0].length)];
}

/** Whole months between two dates; a year alone counts from January to December. */
const monthIndex = (date: YearMonth, edge: "start" | "end") =>
  date.year * 12 + (date.month ?? (edge === "start" ? 1 : 12)) - 1;

/**
 * The years of experience the periods add up to, overlaps counted once, open periods up to
 * `today`; rounded down.
 */
export function yearsOfExperience(periods: readonly Pick<Period, "start" | "end">[], today: Date): number {
  const now = today.getUTCFullYear() * 12 + today.getUTCMonth();
  const spans = periods
    .map(({ start, end }) => [monthIndex(start, "start"), Math.min(end ? monthIndex(end, "end") : now, now)] as const)
    .filter(([from, to]) => to >= from)
    .sort((a, b) => a[0] - b[0]);
  let months = 0;
  let reached = -Infinity;
  for (const [from, to] of spans) {
    const begin = Math.max(from, reached + 1);
    if (to >= begin) months += to - begin + 1;
    reached = Math.max(reached, to);
  }
  return Math.floor(months / 12);
}
