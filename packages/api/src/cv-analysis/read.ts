// A CV's file read into facts, as the product reads it (the pool's processes, the bench): its
// lines in reading order, then the analysis with the world's knowledge (`cvEvidence`).
import { analyseCv, type CvFacts } from "@fuse/domain/cv-analysis/analyse";

import { cvEvidence } from "./evidence.ts";
import { extractCvLines, type CvFormat } from "./extract.ts";

/** Throws a `CvFileError` with a French message for any file it cannot read. */
export async function readCvFile(
  bytes: Uint8Array,
  { today }: { today?: Date } = {},
): Promise<{ format: CvFormat; lines: string[]; facts: CvFacts }> {
  const { format, lines } = await extractCvLines(bytes);
  return { format, lines, facts: analyseCv(lines, { today, evidence: await cvEvidence() }) };
}
