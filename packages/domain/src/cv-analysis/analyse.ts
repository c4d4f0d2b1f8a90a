import { findLanguages, findSkills, fold, type SpokenLanguage } from "../analysis/find.ts";
import { languageNames } from "../analysis/languages.ts";
import { mergeSkills } from "../analysis/merge-skills.ts";
import { groupKey } from "../matching/normalise.ts";
import { findPeriod, yearsOfExperience, type Period, type YearMonth } from "./dates.ts";
import { bulletPattern, entriesOf, withoutPeriod } from "./entries.ts";
import { plainEvidence, startsAsDiploma, type CvEvidence } from "./evidence.ts";
import { headingOf, type SectionKind } from "./headings.ts";
import { regionBreak } from "./layout.ts";
import { findName } from "./names.ts";
import { findPlace } from "./place.ts";
import { splitOutside } from "./split.ts";

/** A job of the CV: title and employer as written, its period when one is given. */
export interface CvExperience {
  title: string;
  employer: string | null;
  start: YearMonth | null;
  end: YearMonth | null;
  /** The job lasts (« aujourd'hui », « depuis 2021 », "Present"). */
  current: boolean;
}

/** A diploma or training of the CV. */
export interface CvEducation {
  degree: string;
  school: string | null;
  year: number | null;
}

/** What a CV says, as found in its text: every field may be missing (null or empty). */
export interface CvFacts {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  postal_code: string | null;
  linkedin: string | null;
  /** The title under the name, else the latest job's: the trade looked for. */
  headline: string | null;
  experiences: CvExperience[];
  education: CvEducation[];
  skills: string[];
  languages: SpokenLanguage[];
  /** Years the experiences add up to (overlaps once, open ones up to the analysis day). */
  experience_years: number | null;
}

interface Section {
  kind: SectionKind | "header";
  lines: string[];
}

const emailPattern = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u;
const phonePattern = /(?:\+33\s?(?:\(0\)\s?)?|0)[1-9](?:[\s.-]?\d{2}){4}|\+\d{1,3}(?:[\s.-]?\d{1,4}){3,5}/u;
const linkedinPattern = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/[\p{L}\p{N}_-]+\/?/iu;
const postalCityPattern =
  /(?<!\d)(\d{5})\s+([\p{Lu}][\p{L}'’-]*(?:[ -][\p{L}'’-]+){0,4}?)(?=\s*(?:$|[,·|•(]|\s-\s|\s\d))/u;
const cityCountryPattern = /(?:^|[·|•:]\s*)([\p{Lu}][\p{L}'’-]+(?:[ -][\p{Lu}][\p{L}'’-]+){0,3}),\s*(?:France|FR)\b/u;

const clean = (text: string) =>
  text
    .replace(/^[\s:|·•,;—–-]+|[\s:|·•,;—–-]+$/gu, "")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The lines cut into sections at each heading; what comes before the first heading is the header,
 * and so is what comes before the first heading of a region read apart (a sidebar's contact lines).
 */
function sectionsOf(lines: readonly string[]): Section[] {
  const sections: Section[] = [{ kind: "header", lines: [] }];
  for (const line of lines) {
    if (line === regionBreak) {
      sections.push({ kind: "header", lines: [] });
      continue;
    }
    const kind = headingOf(line);
    if (kind) {
      sections.push({ kind, lines: [] });
      continue;
    }
    // A heading in a column of labels, on the baseline of its section's first line: « EDUCATION · CELTA — … ».
    // A row of headings side by side (« SKILLS · TOOLS · LANGUAGES ») opens the first one's section.
    const [label, ...rest] = line.split(" · ");
    const labelled = rest.length > 0 && label === label!.toUpperCase() ? headingOf(label!) : null;
    if (labelled)
      sections.push({ kind: labelled, lines: rest.every((text) => headingOf(text)) ? [] : [rest.join(" · ")] });
    else sections.at(-1)!.lines.push(line);
  }
  return sections;
}

const linesOfKind = (sections: readonly Section[], kind: Section["kind"]) =>
  sections.filter((section) => section.kind === kind).flatMap((section) => section.lines);

/** A line that holds contact details rather than words about the person. */
const isContactLine = (line: string) =>
  emailPattern.test(line) ||
  phonePattern.test(line) ||
  linkedinPattern.test(line) ||
  postalCityPattern.test(line) ||
  cityCountryPattern.test(line);

/** Title and employer of a job's line by their order alone (the baseline's reading): « Développeuse web — Acme (Lyon) ». */
function titleAndEmployer(text: string): { title: string; employer: string | null } {
  const withoutPlace = clean(text.replace(/\s*\([^)]*\)\s*$/u, ""));
  for (const separator of [" — ", " – ", " - ", " | ", " chez ", " at ", " @ ", ", "]) {
    const at = withoutPlace.indexOf(separator);
    if (at > 0) {
      const employer = clean(withoutPlace.slice(at + separator.length).split(/\s+[·|•]\s+/u)[0]!);
      return { title: clean(withoutPlace.slice(0, at)), employer: employer || null };
    }
  }
  return { title: withoutPlace, employer: null };
}

/** The skills of a skills section: its items ("React, Node.js", "• Excel", "Outils : SAP") and the dictionary's. */
/** The words of Europass's self-assessment grids, folded: a grid, not skills. */
const europassGrid =
  /\b(?:autoevaluation|self-assessment|utilisateur (?:elementaire|independant|experimente)|(?:basic|independent|proficient) user|traitement de l'information|creation de contenu|resolution de problemes|information processing|content creation|problem[- ]solving)\b|^utilisateur\b|^traitement de\b.*\bcreation de\b/u;

function skillsOf(lines: readonly string[]): string[] {
  // A line starting in lower case goes on with the item above it (« Lecture de plans » then « d'exécution »).
  const joined: string[] = [];
  for (const line of lines) {
    if (joined.length > 0 && /^\p{Ll}/u.test(line)) joined[joined.length - 1] = `${joined.at(-1)!} ${line}`;
    else joined.push(line);
  }
  const kept = joined
    // A page's footer is not a skill (« © Union européenne, 2002-2019 | europass… · Page 1 / 1 »),
    // nor a language and its level (« Anglais : scolaire »), nor a licence still being prepared.
    .filter((line) => !/©|\bpage\s+\d+\s*\/\s*\d+/iu.test(line))
    // … nor Europass's self-assessment grid (« AUTOÉVALUATION », « Utilisateur élémentaire »).
    .filter((line) => !europassGrid.test(fold(line)))
    .filter((line) => {
      const label = fold(
        line
          .replace(bulletPattern, "")
          .split(/\s*[:–-]\s*/u)[0]!
          .trim(),
      );
      // (« Permis B » listed among the skills stays: offers ask for it.) One being prepared is not held yet.
      return !languageNames[label] && !/^permis\b.*\ben cours\b/u.test(label);
    });
  const items = kept
    .flatMap((line) => {
      // A bulleted line is one item, commas and all (« Relevage, palissage, épamprage »); so is a
      // line whose parts after the first go on in lower case (« Coffrage, ferraillage, coulage de
      // dalles »); a plain line lists its items (« React, TypeScript »). « Outils : Git »: the label goes.
      const bulleted = bulletPattern.test(line);
      const text = line.replace(bulletPattern, "");
      const commas = text.split(/,\s+/u);
      const phrase = commas.length >= 2 && text.length <= 70 && commas.slice(1).every((part) => /^\p{Ll}/u.test(part));
      // Bullets inside a line part its items too (« ▸ Enduits ▸ Papier peint »).
      return splitOutside(text, bulleted || phrase ? /[;•|·▪▸►➢➤✓✔◆■●★♦‣]|\s{2,}/u : /[,;•|·▪▸►➢➤✓✔◆■●★♦‣]|\s{2,}/u);
    })
    .map((item) => clean(item.replace(bulletPattern, "").replace(/^[^:(]{2,30}:\s*/u, "")))
    .filter(
      (item) =>
        item.length > 0 &&
        item.length <= 70 &&
        item
          .replace(/\([^)]*\)/gu, " ")
          .trim()
          .split(/\s+/).length <= 8 &&
        !/[.!?]$/.test(item),
    );
  const found = new Map<string, string>();
  for (const item of items) {
    const known = findSkills(item, { list: true });
    const name = known.length === 1 && groupKey(known[0]!) === groupKey(item) ? known[0]! : item;
    // A language, with its level or not (« French (native) »), is not a skill.
    if (languageNames[fold(name)] || languageNames[fold(name.replace(/\s*(?:\([^)]*\)|[:–-].*)$/u, ""))]) continue;
    if (!found.has(groupKey(name))) found.set(groupKey(name), name);
  }
  for (const skill of findSkills(kept.join("\n"), { list: true }))
    if (!found.has(groupKey(skill))) found.set(groupKey(skill), skill);
  // « Excel » beside « Excel avancé » is one skill, the more specific.
  return mergeSkills([...found.values()]);
}

/**
 * Reads a CV's lines (in reading order) into facts: contact details, the title, experiences,
 * education, skills and languages. Only what the text says is kept; nothing is guessed beyond it.
 */
export function analyseCv(
  read: readonly string[],
  { today = new Date(), evidence = plainEvidence }: { today?: Date; evidence?: CvEvidence } = {},
): CvFacts {
  // Leaders (a tab filled with dots up to the dates: « Plombier......Mars 2018 – présent ») part two fields.
  const given = read.map((line) =>
    line === regionBreak ? line : line.replace(/\s*(?:\.{4,}|…{2,}|_{4,})\s*/gu, " · "),
  );
  const sections = sectionsOf(given.map((line) => (line === regionBreak ? line : line.trim())).filter(Boolean));
  const lines = given.filter((line) => line !== regionBreak);
  const text = lines.join("\n");

  const email = emailPattern.exec(text)?.[0] ?? null;
  const phone = phonePattern.exec(text)?.[0]?.trim() ?? null;
  const linkedin = linkedinPattern.exec(text)?.[0] ?? null;
  // The place among the lines of the header, the contact details and each region's top.
  const place = findPlace(
    [...new Set([...linesOfKind(sections, "header"), ...linesOfKind(sections, "contact"), ...lines.slice(0, 15)])],
    evidence,
  );
  const city = place?.city ?? null;
  const postalCode = place?.postalCode ?? null;

  // The name among the first lines and those of each region's header (a sidebar's top).
  const headerSections = sections.filter((section) => section.kind === "header");
  const name = findName(
    [...new Set([...lines.slice(0, 12), ...headerSections.flatMap((section) => section.lines.slice(0, 8))])],
    email,
    evidence,
  );
  // The title: what follows the name on its line, else the first line after it that is neither a
  // contact detail nor a heading (« Poste visé : … » without its label).
  const nameAt = name ? lines.findIndex((line) => line.trim() === name.lines.at(-1)) : -1;
  // Lines about the person rather than the job: age, family, licence, address, the document's name.
  const personal =
    /\b(?:\d{1,2}\s*ans|ne|nee|age|marie|mariee|celibataire|enfants?|nationalite|curriculum|vitae|europass|cv|nom|prenom|adresse|address|born|birth|nationality|married|surname)\b|^(?:permis|vehicule|licence|license|driving|fimo|fco)\b/u;
  const street =
    /\b\d+\s*(?:bis|ter)?,?\s+(?:rue|avenue|av|bd|boulevard|place|allee|chemin|route|impasse|quai|cours)\b/u;
  const nameWords = new Set(name ? fold(`${name.first} ${name.last}`).split(/[\s'-]+/) : []);
  const headlineOf = (line: string) =>
    line
      .replace(/^(?:poste (?:vis[ée]|recherch[ée])|objectif|job applied for|position)\s*:?\s*/iu, "")
      .split(/\s+·\s+|\t+/u)
      // The job, not the contact details written on its line (« Conducteur de travaux · 07 81 22 63 40 »),
      // nor the licences after it (« Conducteur routier SPL – Permis C, CE – FIMO/FCO à jour »).
      .filter((part) => !personal.test(fold(part)) && !isContactLine(part))
      .map((part) => {
        const pieces = part.split(/\s+[–—]\s+/u);
        const kept = pieces.filter((piece) => !personal.test(fold(piece)));
        return kept.length > 0 && kept.length < pieces.length ? kept.join(" – ") : part;
      })
      .join(" · ");
  const usableHeadline = (line: string) =>
    line !== "" &&
    // A monogram (« AN »), not a job.
    !/^\p{Lu}{1,3}$/u.test(line) &&
    !isContactLine(line) &&
    !headingOf(line) &&
    !street.test(fold(line)) &&
    !/\d{3}/.test(line) &&
    !/^\p{Ll}/u.test(line) &&
    line.split(/\s+/).length <= 10 &&
    /\p{L}{2}/u.test(line) &&
    !findPlace([line], evidence) &&
    !fold(line)
      .split(/[\s·'-]+/)
      .filter(Boolean)
      .every((word) => nameWords.has(word));
  // The job written by the name: what follows it on its line, else the first line near it naming a
  // job (a ROME title's first word), else the first that is neither a contact detail nor a heading.
  // Up to the first heading: a form's fields (address, phone, e-mail) may stand between.
  const after = nameAt >= 0 ? lines.slice(nameAt + 1, nameAt + 9) : linesOfKind(sections, "header").slice(0, 5);
  const firstHeading = after.findIndex((line) => headingOf(line));
  const near = (firstHeading === -1 ? after : after.slice(0, Math.max(firstHeading, 5))).map(headlineOf);
  const usable = near.filter(usableHeadline);
  // The job applied for, said as such anywhere near the top (« POSTE VISÉ », "JOB APPLIED FOR").
  const appliedFor = lines
    .slice(0, 30)
    .map(
      (line) =>
        /^(?:poste vis[ée]|poste recherch[ée]|job applied for|position applied for)\s*[:·]?\s*(.+)$/iu.exec(
          line.trim(),
        )?.[1],
    )
    .find((rest) => rest !== undefined && usableHeadline(headlineOf(rest)));
  const headlineLine =
    (appliedFor ? headlineOf(appliedFor) : undefined) ??
    (name?.rest && usableHeadline(headlineOf(name.rest)) ? headlineOf(name.rest) : undefined) ??
    usable.find((line) => evidence.titleStrength(line) >= 2) ??
    usable.find((line) => evidence.jobTitle(line)) ??
    near.slice(0, 5).filter(usableHeadline)[0];

  // A CV written without headings (« 2011 à 2017⇥Carreleur chez SARL … », then its diploma, then a
  // list): its dated lines are its jobs, those naming a diploma its education, its list its skills.
  const untitled = !sections.some((section) => section.kind === "experience" || section.kind === "education");
  const header = linesOfKind(sections, "header");
  const firstDated = header.findIndex((line) => findPeriod(line) !== null && !isContactLine(line));
  const loose = untitled && firstDated >= 0 ? header.slice(firstDated).filter((line) => !isContactLine(line)) : [];
  const namesDiploma = (line: string) => {
    const period = findPeriod(line);
    return startsAsDiploma((period ? withoutPeriod(line, period) : line).replace(/^[\s:·–—\t-]+/u, ""));
  };
  const jobLines = untitled ? loose.filter((line) => !namesDiploma(line)) : linesOfKind(sections, "experience");
  const schoolLines = untitled ? loose.filter(namesDiploma) : linesOfKind(sections, "education");
  // A job is known by its period: an experience section's entries all have one.
  const experiences = entriesOf(jobLines, "experience", evidence).flatMap(({ title, employer, period }) =>
    period ? [{ title, employer, start: period.start, end: period.end, current: period.end === null }] : [],
  );
  const education = entriesOf(schoolLines, "education", evidence).map(({ title, employer, period }) => ({
    degree: title,
    school: employer,
    year: period ? (period.end ?? period.start).year : null,
  }));

  const skillSection = linesOfKind(sections, "skills");
  const skillLines = skillSection.length > 0 ? skillSection : loose.filter((line) => bulletPattern.test(line));
  const skills = skillLines.length > 0 ? skillsOf(skillLines) : findSkills(text);
  const languageLines = linesOfKind(sections, "languages");
  // Without a languages section, the lines a language label opens (Europass's « Langue(s)
  // maternelle(s) » under « Compétences personnelles ») are read for every language's name.
  const languagesOutsideSection = () => {
    const labelled = lines.flatMap((line, index) =>
      /^(?:langue\(s\)|langues?\b|autre\(s\) langue|autres langues|mother tongue|other language)/iu.test(line.trim())
        ? lines.slice(index, index + 3)
        : [],
    );
    const common = findLanguages(text);
    const named = new Set(common.map((spoken) => spoken.language));
    return [
      ...common,
      ...findLanguages(labelled.join("\n"), { every: true }).filter((spoken) => !named.has(spoken.language)),
    ];
  };
  const languages =
    languageLines.length > 0 ? findLanguages(languageLines.join("\n"), { every: true }) : languagesOutsideSection();

  return {
    first_name: name?.first ?? null,
    last_name: name?.last ?? null,
    email,
    phone,
    city,
    postal_code: postalCode,
    linkedin,
    headline: headlineLine ? clean(headlineLine) : (experiences[0]?.title ?? null),
    experiences,
    education,
    skills,
    languages,
    experience_years: experiences.length > 0 ? yearsOfExperience(experiences, today) : null,
  };
}

/**
 * The baseline the bench compares with: keywords only, over lines sorted by position. Patterns for
 * e-mail and phone, the dictionary over the whole text, the first line as the name, a line with
 * dates as a job; no sections, no columns.
 */
export function keywordsOnly(lines: readonly string[], { today = new Date() }: { today?: Date } = {}): CvFacts {
  const text = lines.join("\n");
  const [first, ...rest] = (lines[0] ?? "").trim().split(/\s+/);
  const dated = lines
    .map((line) => ({ line, period: findPeriod(line) }))
    .filter(
      (entry): entry is { line: string; period: Period } =>
        entry.period !== null && entry.period.end !== entry.period.start,
    );
  const experiences = dated.map(({ line, period }) => ({
    ...titleAndEmployer(clean(line.replace(period.text, " "))),
    start: period.start,
    end: period.end,
    current: period.end === null,
  }));
  const postal = lines.map((line) => postalCityPattern.exec(line)).find(Boolean) ?? null;
  return {
    first_name: first || null,
    last_name: rest.join(" ") || null,
    email: emailPattern.exec(text)?.[0] ?? null,
    phone: phonePattern.exec(text)?.[0]?.trim() ?? null,
    city: postal ? clean(postal[2]!) : null,
    postal_code: postal?.[1] ?? null,
    linkedin: linkedinPattern.exec(text)?.[0] ?? null,
    headline: lines[1]?.trim() || null,
    experiences,
    education: [],
    skills: findSkills(text),
    languages: findLanguages(text),
    experience_years: experiences.length > 0 ? yearsOfExperience(experiences, today) : null,
  };
}
