// One vocabulary: the labels of every concept (packages/domain/src/vocabulary) are written there
// only. Any other string literal or JSX text equal to one of them is a copy that will drift (the
// candidate questionnaire once said « Peu importe » where the product said « Indifférent »): take
// the label from the vocabulary. Tests, stories and their fixtures may quote labels; a word that
// only looks like a label (« Offre », the job offer, not the workflow stage) is listed below, with
// the reason.
import { readdirSync, readFileSync, type Dirent } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import ts from "typescript";
import { describe, expect, it } from "vitest";

import type { Concept } from "@fuse/domain/vocabulary";
import { vocabularies } from "@fuse/domain/vocabulary/registry";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** Where the concepts are declared: the vocabulary and, apart, a company's words. */
const vocabularyFiles = new Set([
  "packages/domain/src/vocabulary/index.ts",
  "packages/domain/src/vocabulary/company.ts",
]);

/** Words equal to a label that mean something else where they are written. */
const homonyms: readonly { file: string; text: string; why: string }[] = [
  { file: "packages/api/src/job-alerts/routes.ts", text: "Offre", why: "a field's name: the job offer" },
  { file: "packages/api/src/matching/routes.ts", text: "Offre", why: "a field's name: the job offer" },
  { file: "packages/api/src/matching/routes.ts", text: "Candidat", why: "a field's name: the candidate" },
  { file: "packages/api/src/workflow/routes.ts", text: "Offre", why: "a field's name: the job offer" },
  { file: "packages/features/src/job-search/components/job-search-screen.tsx", text: "Offre", why: "the job offer" },
  {
    file: "packages/features/src/recruiter-matches/components/recruiter-matches-screen.tsx",
    text: "Offre",
    why: "the job offer picked",
  },
  { file: "packages/features/src/workflow/components/pipeline-funnel.tsx", text: "Offre", why: "the job offer" },
  { file: "packages/features/src/workflow/components/workflow-screens.tsx", text: "Offre", why: "the job offer" },
  {
    file: "packages/features/src/workflow/components/workflow-screens.tsx",
    text: "Entretien",
    why: "the interview planned",
  },
  {
    file: "packages/features/src/workflow/components/application-card.tsx",
    text: "Entretien",
    why: "the interview planned",
  },
  { file: "packages/domain/src/admin/inbox-labels.ts", text: "Tous", why: "every message, whatever its status" },
  { file: "packages/domain/src/admin/users-labels.ts", text: "Tous", why: "every account, whatever its type" },
  { file: "packages/domain/src/admin/news-status.ts", text: "Brouillon", why: "a news item's state" },
  { file: "packages/domain/src/admin/schemas.ts", text: "Publiée", why: "a page's state" },
  { file: "packages/features/src/admin/components/news-form.tsx", text: "Brouillon", why: "a news item's state" },
  { file: "packages/features/src/admin/components/pages-admin-list.tsx", text: "Publiée", why: "a page's state" },
  { file: "packages/features/src/admin/components/pages-form.tsx", text: "Publiée", why: "a page's state" },
  {
    file: "packages/features/src/job-search/components/job-search-filters.tsx",
    text: "Indifférent",
    why: "no bound on a salary, an experience or a date",
  },
];

/** Each label (and plural) people read, with the concepts that use it; a label that is also its code is a code. */
function labelsOfTheVocabulary() {
  const owners = new Map<string, string[]>();
  for (const [name, concept] of Object.entries(vocabularies) as [string, Concept][]) {
    const codes = new Set<string>(concept.codes);
    for (const words of [concept.labels, concept.plurals] as Record<string, string>[]) {
      for (const [code, word] of Object.entries(words)) {
        if (!codes.has(word)) owners.set(word, [...(owners.get(word) ?? []), `${name}.${code}`]);
      }
    }
  }
  return owners;
}

const skipped = /(^|\/)(node_modules|dist|\.generated|test-utils)(\/|$)|\.(test|stories)\.tsx?$|fixtures|story-support/;

/** The source files of the packages and the app, tests, stories and fixtures aside. */
function sourceFiles(): string[] {
  const sources = [
    ...readdirSync(path.join(root, "packages")).map((name) => `packages/${name}/src`),
    "apps/platform/src",
    "apps/platform/server",
  ];
  return sources.flatMap((dir) =>
    (readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true }) as Dirent[])
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
      .filter((file) => !vocabularyFiles.has(file) && !skipped.test(file)),
  );
}

/** The string literals and JSX texts of a file equal to a label, with their line. */
function labelsWritten(file: string, labels: ReadonlyMap<string, string[]>) {
  const text = readFileSync(path.join(root, file), "utf8");
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: { file: string; line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    const written =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isJsxText(node)
          ? node.text.trim()
          : undefined;
    if (written !== undefined && labels.has(written))
      found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: written });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the vocabulary's labels", () => {
  const labels = labelsOfTheVocabulary();
  const files = sourceFiles();
  const written = files.flatMap((file) => labelsWritten(file, labels));
  const isHomonym = (found: { file: string; text: string }) =>
    homonyms.some((homonym) => homonym.file === found.file && homonym.text === found.text);

  it("are looked for in the whole code", () => {
    expect(files).toEqual(
      expect.arrayContaining(["packages/api/src/questionnaire/answers.ts", "apps/platform/src/routes.ts"]),
    );
    expect(labels.get("Télétravail complet")).toEqual(["remoteModes.remote", "remotePreferences.remote"]);
  });

  it("are written in the vocabulary only", () => {
    const copies = written
      .filter((found) => !isHomonym(found))
      .map(({ file, line, text }) => `${file}:${line} « ${text} » is ${labels.get(text)!.join(", ")}`);
    expect(copies, "take these labels from @fuse/domain/vocabulary").toEqual([]);
  });

  it("lists only homonyms that are still written where it says", () => {
    const stale = homonyms.filter(
      (homonym) =>
        !written.some((found) => isHomonym(found) && found.file === homonym.file && found.text === homonym.text),
    );
    expect(stale).toEqual([]);
  });
});
