// Every way a CV file can fail to be read gets its French message, before anything is analysed.
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";

import { CvFileError, cvMessages, extractCvLines } from "@fuse/api/cv-analysis/extract.ts";

import { generateCvs } from "../../fixtures/cv/corpus.ts";

/** A PDF whose trailer names the standard security handler: the empty user password does not open it. */
function encryptedPdf() {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
    `<< /Filter /Standard /V 1 /R 2 /O <${"a".repeat(64)}> /U <${"b".repeat(64)}> /P -4 >>`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${"c".repeat(32)}> <${"c".repeat(32)}>] >>\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

const docx = (files: Record<string, Uint8Array>) => zipSync(files);

async function refusal(bytes: Uint8Array) {
  const error = await extractCvLines(bytes).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(CvFileError);
  return (error as CvFileError).message;
}

describe("extractCvLines", () => {
  it("reads the generated PDF and DOCX CVs", async () => {
    const cvs = await generateCvs();
    for (const name of ["04-julien-2col.pdf", "04-julien-2col.docx"]) {
      const { lines } = await extractCvLines(cvs.find((cv) => cv.name === name)!.bytes);
      expect(lines).toContain("julien.roux@mail.fr");
    }
  });

  it("says a PDF is protected by a password", async () => {
    expect(await refusal(encryptedPdf())).toBe(cvMessages.password);
  });

  it("says what is neither a PDF nor a DOCX, whatever its name", async () => {
    expect(await refusal(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(cvMessages.wrongType);
    expect(await refusal(docx({ "notes.txt": strToU8("Bonjour") }))).toBe(cvMessages.wrongType);
    expect(await refusal(strToU8("MZ this is a program"))).toBe(cvMessages.wrongType);
  });

  it("refuses a file over 10 Mo, and a DOCX that unpacks into a bomb", async () => {
    expect(await refusal(new Uint8Array(10 * 1024 * 1024 + 1))).toBe(cvMessages.tooLarge);
    const bomb = docx({ "word/document.xml": new Uint8Array(80 * 1024 * 1024) });
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    expect(await refusal(bomb)).toBe(cvMessages.tooComplex);
  });

  it("says a DOCX or a PDF without words holds no readable text", async () => {
    const empty = docx({
      "[Content_Types].xml": strToU8(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      ),
      "word/document.xml": strToU8(
        '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p/></w:body></w:document>',
      ),
    });
    expect(await refusal(empty)).toMatch(/^(Aucun texte|Ce fichier est endommagé)/);
    expect(await refusal(strToU8("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF"))).toMatch(
      /^(Aucun texte|Ce fichier est endommagé)/,
    );
  });
});
