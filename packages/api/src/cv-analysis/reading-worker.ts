// What a process of the CV pool runs (see http/file-work.ts): a CV's file in, its facts out. Every
// refusal a file earns comes back as a French message, never as a thrown error.
import { setPriority } from "node:os";

import { franc } from "franc-min";

import type { CvAnalysis } from "@fuse/domain/cv-analysis/contract";

import { CvFileError, type CvFormat } from "./extract.ts";
import { readCvFile } from "./read.ts";

export type CvReading =
  | { ok: true; format: CvFormat; language: CvAnalysis["language"]; facts: CvAnalysis["facts"] }
  | { ok: false; message: string };

/** The language of the CV's words: French or English, else unknown. */
function languageOf(lines: readonly string[]): CvAnalysis["language"] {
  const found = franc(lines.join(" "), { only: ["fra", "eng"], minLength: 20 });
  return found === "fra" ? "fr" : found === "eng" ? "en" : null;
}

// This module is loaded only in the pool's own processes: they yield the processor to the server's
// (requests, the database) when both want it.
try {
  setPriority(10);
} catch {
  // A system that refuses a lower priority still reads the file.
}

export default async function readCv(bytes: Uint8Array): Promise<CvReading> {
  try {
    const { format, lines, facts } = await readCvFile(bytes);
    return { ok: true, format, language: languageOf(lines), facts };
  } catch (error) {
    if (error instanceof CvFileError) return { ok: false, message: error.message };
    throw error;
  }
}
