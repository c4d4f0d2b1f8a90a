// The CVs of tests/fixtures/cv-corpus (read while the analysis was written) and
// tests/fixtures/cv-corpus-held (held out: never read to write it) as the files candidates send:
// each HTML page printed to PDF by Chromium (A4, backgrounds printed), each `docx` module written to
// DOCX and, when its truth asks for a PDF, exported by LibreOffice. The files land in .data/<corpus>
// (made again only when their source is newer), each beside its truth. Run alone to build one:
// node --conditions=source scripts/cv-corpus.ts [cv-corpus|cv-corpus-held]
import { execFile } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";

import { Packer, type Document } from "docx";
import { chromium } from "playwright";

import { chromiumArgs, chromiumPath } from "../vite.shared.ts";

const run = promisify(execFile);

/** The corpora: the one read while the analysis was written, and the one held out from it. */
export const corpora = {
  tuning: "cv-corpus",
  held: "cv-corpus-held",
} as const;
const sourcesOf = (corpus: string) => path.resolve(import.meta.dirname, "../tests/fixtures", corpus);
const filesOf = (corpus: string) => path.resolve(import.meta.dirname, "../.data", corpus);

/** What a careful recruiter reads in a CV of the corpus (its README says how it is written). */
export interface CorpusTruth {
  layout: string;
  language: "fr" | "en";
  trade: string;
  output: "pdf" | "docx";
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  city: string;
  postal_code: string | null;
  headline: string;
  experiences: { title: string; employer: string; start_year: number }[];
  education: { degree: string }[];
  skills: string[];
  languages: { language: string; level: string | null }[];
}

export interface CorpusCv {
  /** `family/NNN-slug`. */
  name: string;
  file: string;
  format: "pdf" | "docx";
  /** What it was made from: an HTML page, or a word processor's document. */
  source: "html" | "docx";
  truth: CorpusTruth;
}

interface Source {
  name: string;
  family: string;
  path: string;
  kind: "html" | "docx";
  truth: CorpusTruth;
}

function sources(corpus: string): Source[] {
  const found: Source[] = [];
  const root = sourcesOf(corpus);
  if (!existsSync(root)) return found;
  for (const family of readdirSync(root).sort()) {
    const folder = path.join(root, family);
    if (!statSync(folder).isDirectory()) continue;
    for (const file of readdirSync(folder).sort()) {
      const match = /^(.+?)\.(html|docx\.ts)$/.exec(file);
      if (!match) continue;
      const truthPath = path.join(folder, `${match[1]}.truth.json`);
      if (!existsSync(truthPath)) throw new Error(`${family}/${file}: no truth beside it`);
      found.push({
        name: `${family}/${match[1]}`,
        family,
        path: path.join(folder, file),
        kind: match[2] === "html" ? "html" : "docx",
        truth: JSON.parse(readFileSync(truthPath, "utf8")) as CorpusTruth,
      });
    }
  }
  return found;
}

const fresh = (target: string, source: string) =>
  existsSync(target) && statSync(target).mtimeMs >= statSync(source).mtimeMs;

export const libreOfficeHint = "apt-get install libreoffice-writer-nogui";

/** LibreOffice's command, when installed. */
function libreOffice(): string | undefined {
  return ["/usr/bin/soffice", "/usr/bin/libreoffice"].find((candidate) => existsSync(candidate));
}

/**
 * Builds the corpus's files (those older than their source) and lists them with their truth.
 * Without LibreOffice, the CVs it exports to PDF are left out (`skipped` counts them).
 */
export async function buildCorpus(corpus: string = corpora.tuning): Promise<{ cvs: CorpusCv[]; skipped: number }> {
  const all = sources(corpus);
  const built: CorpusCv[] = [];
  let skipped = 0;
  let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
  const office = libreOffice();
  try {
    for (const source of all) {
      const format = source.kind === "html" ? "pdf" : source.truth.output;
      const file = path.join(filesOf(corpus), `${source.name}.${format}`);
      mkdirSync(path.dirname(file), { recursive: true });
      if (!fresh(file, source.path)) {
        if (source.kind === "html") {
          browser ??= await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
          const page = await browser.newPage();
          await page.goto(pathToFileURL(source.path).href);
          await page.pdf({ path: file, format: "A4", printBackground: true, preferCSSPageSize: true });
          await page.close();
        } else {
          const module = (await import(pathToFileURL(source.path).href)) as { default: Document };
          const docx = await Packer.toBuffer(module.default);
          if (format === "docx") {
            writeFileSync(file, docx);
          } else {
            if (!office) {
              skipped += 1;
              continue;
            }
            const work = mkdtempSync(path.join(tmpdir(), "fuse-cv-corpus-"));
            try {
              const input = path.join(work, `${path.basename(source.name)}.docx`);
              writeFileSync(input, docx);
              await run(office, [
                "--headless",
                `-env:UserInstallation=file://${work}/profile`,
                "--convert-to",
                "pdf",
                "--outdir",
                work,
                input,
              ]);
              renameSync(input.replace(/\.docx$/, ".pdf"), file);
            } finally {
              rmSync(work, { recursive: true, force: true });
            }
          }
        }
      }
      copyFileSync(
        path.join(path.dirname(source.path), `${path.basename(source.name)}.truth.json`),
        `${file}.truth.json`,
      );
      built.push({ name: source.name, file, format, source: source.kind, truth: source.truth });
    }
  } finally {
    await browser?.close();
  }
  return { cvs: built, skipped };
}

if (import.meta.filename === process.argv[1]) {
  const corpus = process.argv[2] ?? corpora.tuning;
  const { cvs: built, skipped } = await buildCorpus(corpus);
  const families = new Set(built.map((cv) => cv.truth.layout));
  console.log(
    `${built.length} CVs in ${families.size} layout families (${built.filter((cv) => cv.format === "pdf").length} PDF, ${built.filter((cv) => cv.format === "docx").length} DOCX) in ${filesOf(corpus)}`,
  );
  if (skipped) console.log(`${skipped} left out: LibreOffice exports them (${libreOfficeHint})`);
}
