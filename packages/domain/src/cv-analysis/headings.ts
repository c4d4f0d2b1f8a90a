import { fold } from "../analysis/find.ts";

/** The sections a CV is made of. */
export type SectionKind =
  "profile" | "experience" | "education" | "skills" | "languages" | "interests" | "contact" | "other";

/** Section headings, French and English, folded (lower case, no accents). */
const headings: Readonly<Record<SectionKind, readonly string[]>> = {
  experience: [
    "experience",
    "experiences",
    "experience professionnelle",
    "experiences professionnelles",
    "parcours professionnel",
    "parcours",
    "emplois",
    "work experience",
    "professional experience",
    "employment history",
    "employment",
    "career history",
    "work history",
  ],
  education: [
    "formation",
    "formations",
    "diplomes",
    "diplomes et formations",
    "formation et diplomes",
    "formations et diplomes",
    "etudes",
    "cursus",
    "education",
    "academic background",
    "education and training",
    "qualifications",
  ],
  skills: [
    "competences",
    "competences techniques",
    "competences cles",
    "competences et outils",
    "savoir-faire",
    "outils",
    "skills",
    "technical skills",
    "key skills",
    "core skills",
    "skills and tools",
    "tools",
  ],
  languages: ["langues", "langues etrangeres", "languages", "language skills"],
  profile: [
    "profil",
    "a propos",
    "a propos de moi",
    "resume",
    "presentation",
    "objectif",
    "profile",
    "summary",
    "about me",
    "objective",
  ],
  interests: ["centres d'interet", "loisirs", "interets", "interests", "hobbies", "activites"],
  contact: ["contact", "coordonnees", "informations personnelles", "personal details", "contact details"],
  other: ["certifications", "projets", "projects", "references", "benevolat", "volunteering", "publications", "permis"],
};

const byHeading = new Map<string, SectionKind>(
  Object.entries(headings).flatMap(([kind, words]) => words.map((word) => [word, kind as SectionKind] as const)),
);

/** The section a line opens, if it is a heading ("EXPÉRIENCES PROFESSIONNELLES", "Skills:"). */
export function headingOf(line: string): SectionKind | null {
  const key = fold(line)
    .replace(/^[\s\d.)•▪■●◆*#-]+/u, "")
    .replace(/[\s:：.]+$/u, "")
    .replace(/\s+/g, " ")
    .trim();
  return byHeading.get(key) ?? null;
}
