// A CV's text from its file: PDF through unpdf (pdf.js), laid out column by column; DOCX through
// mammoth. Every way a file can fail gets its French message.
import type { ChildNode, Element } from "domhandler";
import { Unzip, UnzipInflate, unzipSync, zipSync } from "fflate";
import { parseDocument } from "htmlparser2";
import mammoth from "mammoth";
import { extractTextItems, getDocumentProxy } from "unpdf";

import { linesByPosition, readingOrder, regionBreak, type PlacedText } from "@fuse/domain/cv-analysis/layout";

export const cvLimits = {
  /** The cvs bucket's own limit. */
  maxBytes: 10 * 1024 * 1024,
  maxPages: 10,
  /**
   * A DOCX's XML, unpacked: a CV's is a few hundred KiB; beyond this it is a zip bomb or a file
   * built to be slow to read, not a CV. Counted on the bytes unpacking produces, not on the sizes
   * the zip's directory declares (which anyone can write).
   */
  maxXmlBytes: 4 * 1024 * 1024,
  /** Fewer letters than this: nothing to read (a scan, an image, an empty page). */
  minLetters: 80,
} as const;

export type CvFormat = "pdf" | "docx";

export class CvFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CvFileError";
  }
}

export const cvMessages = {
  tooLarge: "Ce fichier dépasse 10 Mo. Envoyez un CV plus léger (PDF ou DOCX).",
  wrongType: "Ce fichier n'est ni un PDF ni un document Word (DOCX). Enregistrez votre CV dans l'un de ces formats.",
  password: "Ce PDF est protégé par un mot de passe. Enregistrez-le sans protection puis envoyez-le à nouveau.",
  damaged: "Ce fichier est endommagé ou illisible. Ouvrez-le puis enregistrez-le à nouveau avant de l'envoyer.",
  tooComplex:
    "Ce fichier est trop lourd à lire pour un CV. Enregistrez-le à nouveau en PDF (une ou deux pages) depuis votre traitement de texte, puis envoyez-le.",
  tooManyPages: `Ce document compte plus de ${cvLimits.maxPages} pages : un CV en compte une ou deux.`,
  noText:
    "Aucun texte n'a pu être lu dans ce fichier : c'est sans doute un CV scanné ou une image. Envoyez un PDF exporté depuis votre traitement de texte, ou un DOCX.",
} as const;

/** The format the bytes say (not the name): a PDF's header, or a ZIP holding word/document.xml. */
export function formatOf(bytes: Uint8Array): CvFormat | null {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  if (head.includes("%PDF-")) return "pdf";
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    let word = false;
    try {
      unzipSync(bytes, {
        filter: (file) => {
          if (file.name === "word/document.xml") word = true;
          return false;
        },
      });
    } catch {
      return null;
    }
    return word ? "docx" : null;
  }
  return null;
}

/** How much of a zip is handed to the unpacker at a time: at most ~16 MiB produced per step. */
const zipStep = 16 * 1024;

/**
 * The DOCX's XML parts (the only ones its text needs), unpacked step by step while counting the
 * bytes produced: past `cvLimits.maxXmlBytes` the unpacking stops at once. Images and other parts
 * are skipped without being unpacked.
 */
function docxParts(bytes: Uint8Array): Record<string, Uint8Array> {
  const parts: Record<string, Uint8Array> = {};
  let produced = 0;
  let failure: CvFileError | null = null;
  const unzip = new Unzip((file) => {
    if (!/\.(xml|rels)$/i.test(file.name) || failure) return;
    const chunks: Uint8Array[] = [];
    file.ondata = (error, data, final) => {
      if (failure) return;
      if (error) {
        failure = new CvFileError(cvMessages.damaged);
        return;
      }
      produced += data.length;
      if (produced > cvLimits.maxXmlBytes) {
        failure = new CvFileError(cvMessages.tooComplex);
        file.terminate();
        return;
      }
      chunks.push(data);
      if (final) parts[file.name] = Buffer.concat(chunks);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let offset = 0; offset < bytes.length && !failure; offset += zipStep)
    unzip.push(bytes.subarray(offset, offset + zipStep), offset + zipStep >= bytes.length);
  if (failure) throw failure;
  return parts;
}

async function pdfPages(bytes: Uint8Array): Promise<PlacedText[][]> {
  let document;
  try {
    // pdf.js may take the buffer over: it gets a copy.
    document = await getDocumentProxy(bytes.slice());
  } catch (error) {
    if (error instanceof Error && error.name === "PasswordException") throw new CvFileError(cvMessages.password);
    throw new CvFileError(cvMessages.damaged);
  }
  try {
    if (document.numPages > cvLimits.maxPages) throw new CvFileError(cvMessages.tooManyPages);
    const { items } = await extractTextItems(document);
    return items.map((page) => page.map(({ str, x, y, width, height }) => ({ str, x, y, width, height })));
  } catch (error) {
    if (error instanceof CvFileError) throw error;
    throw new CvFileError(cvMessages.damaged);
  } finally {
    await document.loadingTask.destroy();
  }
}

/** The text of an element and its children, a line break for each `<br>`. */
function textOf(node: ChildNode): string {
  if (node.type === "text") return node.data;
  if (node.type !== "tag") return "";
  if (node.name === "br") return "\n";
  return node.children.map(textOf).join("");
}

/** Text as the analysis reads it: no-break spaces as spaces (tabs stay; `extractCvLines` tidies every line). */
const decoded = (text: string) => text.replace(/\u00a0/g, " ");

/**
 * The lines of a DOCX's body as mammoth writes it in HTML: a line per paragraph (a list item
 * with its bullet, which the file keeps apart from the text), text boxes where they stand. A
 * table row whose first cell is short (dates, a label) beside a longer one is read as a label
 * before the text it stands beside; cells of some length side by side (a sidebar beside the main
 * text) are read one after the other, apart (`regionBreak`).
 */
function blockLines(nodes: readonly ChildNode[]): string[] {
  const lines: string[] = [];
  for (const node of nodes) {
    if (node.type === "text") {
      if (node.data.trim()) lines.push(decoded(node.data));
      continue;
    }
    if (node.type !== "tag") continue;
    const element = node as Element;
    if (element.name === "table") {
      for (const row of rowsOf(element)) lines.push(...rowLines(row));
    } else if (element.name === "ul" || element.name === "ol") {
      for (const item of element.children) {
        if (item.type !== "tag") continue;
        const text = decoded(
          item.children
            .filter((child) => !isList(child))
            .map(textOf)
            .join(""),
        ).trim();
        if (text) lines.push(`• ${text}`);
        lines.push(...blockLines(item.children.filter(isList)));
      }
    } else if (/^(?:p|h[1-6]|li)$/.test(element.name)) {
      const nested = element.children.filter(
        (child) => child.type === "tag" && (isList(child) || child.name === "table"),
      );
      const text = element.children
        .filter((child) => !nested.includes(child))
        .map(textOf)
        .join("");
      lines.push(...decoded(text).split("\n"));
      lines.push(...blockLines(nested));
    } else {
      lines.push(...blockLines(element.children));
    }
  }
  return lines;
}

const isList = (node: ChildNode) => node.type === "tag" && (node.name === "ul" || node.name === "ol");

function rowsOf(table: Element): Element[][] {
  const rows: Element[][] = [];
  const visit = (node: ChildNode) => {
    if (node.type !== "tag") return;
    if (node.name === "tr")
      rows.push(node.children.filter((cell): cell is Element => cell.type === "tag" && /^t[dh]$/.test(cell.name)));
    else if (node.name !== "table") node.children.forEach(visit);
  };
  table.children.forEach(visit);
  return rows;
}

function rowLines(cells: readonly Element[]): string[] {
  const texts = cells.map((cell) =>
    blockLines(cell.children)
      .map((line) => line.trim())
      .filter(Boolean),
  );
  const filled = texts.filter((lines) => lines.length > 0);
  if (filled.length < 2) return filled.flat();
  const [first, ...others] = filled;
  const short = (lines: readonly string[]) => lines.length <= 3 && lines.every((line) => line.length <= 32);
  const size = (lines: readonly string[]) => lines.join(" ").length;
  if (short(first!) && others.some((lines) => size(lines) > size(first!))) return [first!.join(" "), ...others.flat()];
  if (filled.every((lines) => lines.length <= 2)) return filled.flat();
  return filled.flatMap((lines, index) => (index === 0 ? lines : [regionBreak, ...lines]));
}

async function docxLines(bytes: Uint8Array): Promise<string[]> {
  let parts: Record<string, Uint8Array>;
  try {
    parts = docxParts(bytes);
  } catch (error) {
    throw error instanceof CvFileError ? error : new CvFileError(cvMessages.damaged);
  }
  if (!parts["word/document.xml"]) throw new CvFileError(cvMessages.damaged);
  try {
    // mammoth reads what was unpacked and counted, stored again without compression: never the
    // sender's zip, whose directory could point it at other bytes. Images are left out.
    const { value } = await mammoth.convertToHtml(
      { buffer: Buffer.from(zipSync(parts, { level: 0 })) },
      { convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: "" })) },
    );
    // The page's header (the name and contact details a template puts there), which mammoth leaves out.
    return [...headerLines(parts), ...blockLines(parseDocument(value).children)];
  } catch {
    throw new CvFileError(cvMessages.damaged);
  }
}

/** The paragraphs of the document's headers (word/header1.xml…), each once, tabs kept between fields. */
function headerLines(parts: Record<string, Uint8Array>): string[] {
  const lines = new Set<string>();
  const names = Object.keys(parts)
    .filter((name) => /^word\/header\d*\.xml$/u.test(name))
    .sort();
  for (const name of names) {
    const xml = parseDocument(new TextDecoder().decode(parts[name]), { xmlMode: true });
    const paragraph = (node: ChildNode): string => {
      if (node.type === "text") return "";
      if (node.type !== "tag") return "";
      if (node.name === "w:t") return node.children.map((child) => (child.type === "text" ? child.data : "")).join("");
      if (node.name === "w:tab") return "\t";
      if (node.name === "w:br") return "\n";
      return node.children.map(paragraph).join("");
    };
    const visit = (node: ChildNode) => {
      if (node.type !== "tag") return;
      if (node.name === "w:p") {
        for (const line of decoded(paragraph(node)).split("\n")) if (line.trim()) lines.add(line);
      } else node.children.forEach(visit);
    };
    xml.children.forEach(visit);
  }
  return [...lines];
}

const letters = (lines: readonly string[]) => lines.join("").replace(/[^\p{L}]/gu, "").length;

/**
 * The CV's lines in reading order. `layout: "position"` reads a PDF line by line across the page
 * (the bench's baseline). Throws a `CvFileError` with a French message for any file it cannot read.
 */
export async function extractCvLines(
  bytes: Uint8Array,
  { layout = "columns" }: { layout?: "columns" | "position" } = {},
): Promise<{ format: CvFormat; lines: string[] }> {
  if (bytes.byteLength > cvLimits.maxBytes) throw new CvFileError(cvMessages.tooLarge);
  const format = formatOf(bytes);
  if (!format) throw new CvFileError(cvMessages.wrongType);
  const lines =
    format === "pdf"
      ? (await pdfPages(bytes)).flatMap((page) => (layout === "columns" ? readingOrder(page) : linesByPosition(page)))
      : await docxLines(bytes);
  // The breaks between regions read apart (`regionBreak`) stay, for the analysis.
  // Tabs stay: they part the fields of a typed line (« Conductrice receveuse⇥Depuis avril 2014 »).
  const kept = lines
    .map((line) =>
      line === regionBreak
        ? line
        : line
            .replace(/[^\S\t]+/gu, " ")
            .replace(/ *\t[ \t]*/gu, "\t")
            .trim(),
    )
    .filter(Boolean);
  if (letters(kept) < cvLimits.minLetters) throw new CvFileError(cvMessages.noText);
  return { format, lines: kept };
}
