// A PDF page's text in reading order, read from the layout first: the pieces of text joined into
// runs (a wide gap, as between two columns or before a tabbed date, ends a run), the page cut into
// regions at the gaps that cross it whole (X–Y cut: a band across the top, then the columns below
// it), and each region read line by line, its wrapped lines joined again. A narrow column whose
// lines sit beside the other's (dates or labels in a left column, dates tabbed to the right) is
// read with it, each label before the lines it stands beside; a column that runs on its own (a
// sidebar) is read whole, apart, the one holding the largest text (the name, as a rule) first.

import { startsWithMonth } from "./dates.ts";
import { headingOf } from "./headings.ts";
import { closeLetterSpacing } from "./spacing.ts";

/** A piece of text placed on a PDF page (PDF space: origin bottom left, y upwards). */
export interface PlacedText {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Between two regions read apart (a sidebar and the main column): what comes after starts afresh. */
export const regionBreak = "\f";

/** A run of text on one line: pieces close together. */
interface Run {
  text: string;
  x0: number;
  x1: number;
  /** Baseline. */
  y: number;
  size: number;
}

/** A line of a region: its runs joined. */
interface Line {
  text: string;
  x0: number;
  x1: number;
  /** The baseline of its first row; `end`, of its last (the same unless wrapped lines were joined). */
  y: number;
  end: number;
  size: number;
}

/** The largest and smallest of many values (a spread of a page's thousands of pieces would overflow the stack). */
const largestOf = (values: readonly number[]) => values.reduce((most, value) => Math.max(most, value), -Infinity);
const smallestOf = (values: readonly number[]) => values.reduce((least, value) => Math.min(least, value), Infinity);

/** Whether some value of the ascending `sorted` lies within `tolerance` of `value` (a binary search). */
function near(sorted: readonly number[], value: number, tolerance: number) {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value - tolerance) low = middle + 1;
    else high = middle;
  }
  return low < sorted.length && sorted[low]! <= value + tolerance;
}

const median = (values: readonly number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Pieces of text on one baseline, as rows (top of the page first). */
function rowsOf(items: readonly PlacedText[]): PlacedText[][] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: PlacedText[][] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    const tolerance = Math.max(2, (item.height || 10) * 0.4);
    if (row && Math.abs(row[0]!.y - item.y) <= tolerance) row.push(item);
    else rows.push([item]);
  }
  return rows.map((row) => row.sort((a, b) => a.x - b.x));
}

/**
 * A row's pieces joined into runs: a gap wider than a letter's height parts two runs (columns, a
 * date tabbed to the right); a smaller one is a space, none when the pieces touch. Pieces of one
 * letter each, evenly spaced, are a letter-spaced word: joined without spaces.
 */
function runsOf(row: readonly PlacedText[]): Run[] {
  const runs: { pieces: PlacedText[]; spaces: Set<PlacedText> }[] = [];
  // A piece of blank text (pdf.js writes one between letter-spaced words) parts two words.
  let blank = false;
  // Where the text reached: a blank piece between two letter-spaced words (« N O A H », « L E R O Y »)
  // bridges the gap it fills; elsewhere a wide gap parts two runs, blank or not.
  let reach = -Infinity;
  let bridge = -Infinity;
  const spacedLetters = /^(?:\p{L}\s)+\p{L}$/u;
  for (const item of row) {
    if (item.str.trim() === "") {
      blank = true;
      bridge = Math.max(reach, item.x + item.width);
      continue;
    }
    const run = runs.at(-1);
    const size = item.height || 10;
    const previous = run?.pieces.at(-1);
    const bridged = blank && previous !== undefined && spacedLetters.test(previous.str) && spacedLetters.test(item.str);
    if (run && item.x - (bridged ? bridge : reach) <= size * 1.1) {
      run.pieces.push(item);
      if (blank) run.spaces.add(item);
    } else runs.push({ pieces: [item], spaces: new Set() });
    blank = false;
    reach = item.x + item.width;
  }
  return runs.map(({ pieces, spaces }) => {
    const gaps = pieces.slice(1).map((piece, index) => piece.x - (pieces[index]!.x + pieces[index]!.width));
    const single = pieces.filter((piece) => piece.str.trim().length === 1).length;
    const spaced = pieces.length >= 4 && single >= pieces.length * 0.8;
    const wordGap = spaced ? Math.max(median(gaps) * 1.8, 1) : 0;
    let text = pieces[0]!.str;
    pieces.slice(1).forEach((piece, index) => {
      const gap = gaps[index]!;
      const before = pieces[index]!;
      // Words set in another size after a space are another field (a title in 10.5 pt, then its
      // employer in 9.5 pt, as a word processor's table cell holds them).
      if (
        !spaced &&
        Math.abs((before.height || 0) - (piece.height || 0)) >= 0.8 &&
        before.str.trim().length >= 4 &&
        piece.str.trim().length >= 4 &&
        (spaces.has(piece) || gap >= 1 || before.str.endsWith(" ") || piece.str.startsWith(" "))
      )
        text = `${text.trimEnd()} · ${piece.str.trimStart()}`;
      // Two pieces set apart by more than a space (a title, then its employer after a margin:
      // « SECRÉTAIRE MÉDICALE   CHU AMIENS-PICARDIE ») are two fields.
      else if (
        !spaced &&
        gap >= (piece.height || 10) * 0.7 &&
        before.str.trim().length >= 3 &&
        piece.str.trim().length >= 3 &&
        // Not the words of a letter-spaced heading or name (« M E S   C O M P É T E N C E S »),
        // nor those of justified text (a name starts the second field, not a word of the sentence).
        !spacedLetters.test(before.str.trim()) &&
        !spacedLetters.test(piece.str.trim()) &&
        /^[\p{Lu}\d]/u.test(piece.str.trim()) &&
        /\p{L}$/u.test(before.str.trim())
      )
        text = `${text.trimEnd()} · ${piece.str.trimStart()}`;
      else if (spaces.has(piece)) text = `${text.trimEnd()}   ${piece.str.trimStart()}`;
      else if (spaced) text = gap <= wordGap ? text + piece.str : `${text}   ${piece.str}`;
      else
        text = text.endsWith(" ") || piece.str.startsWith(" ") || gap < 1 ? text + piece.str : `${text} ${piece.str}`;
    });
    const last = pieces.at(-1)!;
    return {
      text: closeLetterSpacing(text).replace(/\s+/g, " ").trim(),
      x0: pieces[0]!.x,
      x1: Math.max(largestOf(pieces.map((piece) => piece.x + piece.width)), last.x),
      y: pieces[0]!.y,
      size: largestOf(pieces.map((piece) => piece.height || 0)),
    };
  });
}

const top = (run: Run) => run.y + run.size * 0.8;
const bottom = (run: Run) => run.y - run.size * 0.25;

/** The widest vertical gap no run crosses, at least `least` wide, with runs on both sides. */
function verticalGap(runs: readonly Run[], least: number): { from: number; to: number } | null {
  const spans = runs.map((run) => [run.x0, run.x1] as const).sort((a, b) => a[0] - b[0]);
  let best: { from: number; to: number } | null = null;
  let reach = spans[0]![1];
  for (const [from, to] of spans.slice(1)) {
    if (from - reach >= least && (!best || from - reach > best.to - best.from)) best = { from: reach, to: from };
    reach = Math.max(reach, to);
  }
  return best;
}

/** The horizontal gaps no run crosses, at least `least` high, top of the page first: the y to cut at. */
function horizontalCuts(runs: readonly Run[], least: number): number[] {
  const spans = runs.map((run) => [bottom(run), top(run)] as const).sort((a, b) => b[1] - a[1]);
  const cuts: number[] = [];
  let reach = spans[0]![0];
  for (const [low, high] of spans.slice(1)) {
    if (reach - high >= least) cuts.push((reach + high) / 2);
    reach = Math.min(reach, low);
  }
  return cuts;
}

/** A region's lines, top first: its runs on one baseline joined, the wrapped lines joined again. */
function linesOfRegion(runs: readonly Run[]): Line[] {
  const rows: Run[][] = [];
  for (const run of [...runs].sort((a, b) => b.y - a.y || a.x0 - b.x0)) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - run.y) <= Math.max(2, run.size * 0.4)) row.push(run);
    else rows.push([run]);
  }
  // Runs on one line stay apart (« Prospection · Négociation », a title and its tabbed dates).
  const lines: Line[] = rows.map((row) => ({
    text: row
      .sort((a, b) => a.x0 - b.x0)
      .map((run) => run.text)
      .join(" · "),
    x0: row[0]!.x0,
    x1: largestOf(row.map((run) => run.x1)),
    y: row[0]!.y,
    end: row[0]!.y,
    size: largestOf(row.map((run) => run.size)),
  }));
  // The lines wrap at the right edge only where several reach it: the widest of a list of short
  // items is not a wrapped line.
  const right = largestOf(lines.map((line) => line.x1));
  const reaching = lines.filter((line) => line.x1 >= right - line.size * 4).length;
  return markIndented(joinWrapped(lines, reaching >= 2 ? right : Infinity));
}

/**
 * Lines indented under the region's left edge, several at the same indent, as the items of a
 * list: a list drawn with bullets that are not text (an HTML list printed to PDF) gets its bullet
 * back (« • »), so that its items read as items, not as titles.
 */
function markIndented(lines: Line[]): Line[] {
  if (lines.length < 4) return lines;
  const left = smallestOf(lines.map((line) => line.x0));
  if (lines.filter((line) => line.x0 - left < 1.5).length < 2) return lines;
  const indented = (line: Line) => line.x0 - left >= line.size * 0.6 && line.x0 - left <= line.size * 4;
  // How many lines start at each point: an indent shared by two lines or more is a list's.
  const starts = new Map<number, number>();
  for (const line of lines) starts.set(Math.round(line.x0), (starts.get(Math.round(line.x0)) ?? 0) + 1);
  const sharing = (line: Line) => {
    const at = Math.round(line.x0);
    return (starts.get(at - 1) ?? 0) + (starts.get(at) ?? 0) + (starts.get(at + 1) ?? 0) >= 2;
  };
  return lines.map((line) =>
    indented(line) && !bulletStart.test(line.text) && sharing(line) ? { ...line, text: `• ${line.text}` } : line,
  );
}

const bulletStart = /^(?:[•▪■●◆‣◦*·–➢➤►▸✓✔-]|\p{Extended_Pictographic}\uFE0F?)\s/u;
/**
 * A line left open: a range waiting for its end (« 2022 – »), a month waiting for its year
 * (« Sept. 2021 – févr. » then « 2023 »), a list going on (« , »).
 */
const openEnd =
  /(?:[-–—/,&]|(?<![\p{L}])(?:lycée|lycee|école|ecole|université|universite|institut|collège|college|à|a|au|aux|de|du|des|la|le|les|en|et|pour|sur|to|and|of|in|for|with|the|chez|at|janv|févr|fevr|mars|avr|mai|juin|juil|août|aout|sept|oct|nov|déc|dec|jan|feb|mar|apr|may|jun|jul|aug|sep)\.?)$/iu;

/**
 * Lines broken by the width of their column joined again: a line left open (« 2022 – » then
 * « aujourd'hui »), or one that reaches the column's right edge (its next word would not fit)
 * followed by a line of the same size starting in lower case or indented under the text of a
 * bullet. A bullet, a larger line or a gap of more than a line starts a new one.
 */
function joinWrapped(lines: readonly Line[], right: number): Line[] {
  const joined: Line[] = [];
  let bulletIndent: number | null = null;
  for (const line of lines) {
    const previous = joined.at(-1);
    const close = previous !== undefined && previous.end - line.y <= Math.max(previous.size, line.size) * 1.9;
    const sameSize = previous !== undefined && Math.abs(previous.size - line.size) <= 0.6;
    const continues =
      previous !== undefined &&
      close &&
      sameSize &&
      !bulletStart.test(line.text) &&
      // (« up to 4000 A » is a unit, not « à »).
      ((openEnd.test(previous.text) && !/(?<!\p{L})A$/u.test(previous.text)) ||
        // A parenthesis left open: « BTS NDRC (Négociation et digitalisation de la » then « relation client) ».
        (previous.text.split("(").length > previous.text.split(")").length && /\)/.test(line.text)) ||
        // A short parenthesis under its words: « CQP Agent de prévention et de sécurité » then « (APS) – 2012 ».
        (/^\([^)]{1,40}\)/u.test(line.text) && !headingOf(previous.text) && !/[.!?:]$/u.test(previous.text)) ||
        (previous.x1 + (line.text.split(" ")[0]!.length + 1) * line.size * 0.5 > right &&
          // A word of a sentence, not an address nor a date (« juillet-août 2020 : caissière … »);
          // after a line of several words (not a heading).
          ((/^\p{Ll}[\p{L}'’-]*(?:[\s,.;:]|$)/u.test(line.text) &&
            !startsWithMonth(line.text) &&
            previous.text.split(" ").length >= 3) ||
            (bulletIndent !== null && line.x0 > bulletIndent - 2 && line.x0 > previous.x0 + 2))));
    if (continues) {
      // A word cut at its hyphen is whole again (« Saint- » then « Nazaire »).
      previous.text = /\p{L}-$/u.test(previous.text) ? previous.text + line.text : `${previous.text} ${line.text}`;
      previous.end = line.y;
      previous.x1 = line.x1;
      continue;
    }
    joined.push({ ...line });
    bulletIndent = bulletStart.test(line.text) ? line.x0 + line.size * 0.8 : null;
  }
  return joined;
}

/** Lines close one under the other, as blocks (an entry's employer, place and dates). */
function blocksOf(lines: readonly Line[]): Line[][] {
  const blocks: Line[][] = [];
  for (const line of lines) {
    const block = blocks.at(-1);
    const previous = block?.at(-1);
    if (block && previous && previous.end - line.y <= Math.max(previous.size, line.size) * 1.8) block.push(line);
    else blocks.push([line]);
  }
  return blocks;
}

const yearPattern = /(?<!\d)(?:19|20)\d\d(?!\d)/;

/**
 * Whether a narrow column's lines sit beside the other's: labels or dates to read with them. Each
 * stands on a line of the other (same baseline or same top: a table's cells, a timeline's dates),
 * and they are fewer than the other's lines (one per entry) or mostly dates; or the narrow column
 * is made of blocks (an entry's employer, place and dates), most holding a year, each beginning
 * beside a line of the other. A sidebar runs on its own: its lines meet the other's only by chance,
 * and its blocks hold no dates.
 */
function besideEachOther(narrow: readonly Line[], wide: readonly Line[], narrowWidth: number, wideWidth: number) {
  if (narrow.length === 0 || wide.length === 0 || narrowWidth > wideWidth * 0.6) return false;
  const meanLength = narrow.reduce((sum, line) => sum + line.text.length, 0) / narrow.length;
  if (meanLength > 28) return false;
  // The headings all on the narrow side, with dates or alone: a table's label cells (« EXPERIENCE »,
  // then each job's dates, beside the cells that hold the entries; Europass's labels).
  // A heading among the labels (« FORMATION » over its years) stands beside nothing.
  const labelLines = narrow.filter((line) => !headingOf(line.text));
  const labels = narrow.length - labelLines.length;
  const wideHeadings = wide.filter((line) => headingOf(line.text)).length;
  // Two columns each under its own heading, side by side, are read one after the other.
  if (headingOf(narrow[0]!.text) && headingOf(wide[0]!.text)) return false;
  if (
    labels >= 2 &&
    wideHeadings === 0 &&
    (narrow.some((line) => yearPattern.test(line.text)) || labels >= narrow.length * 0.6)
  )
    return true;
  const topOf = (line: Line) => line.y + line.size * 0.8;
  const baselines = wide.map((line) => line.y).sort((a, b) => a - b);
  const tops = wide.map(topOf).sort((a, b) => a - b);
  const beside = (line: Line, tolerance: number) =>
    near(baselines, line.y, tolerance) || near(tops, topOf(line), tolerance);
  const aligned = labelLines.filter((line) => beside(line, 2.5)).length;
  const dated = labelLines.filter((line) => yearPattern.test(line.text)).length;
  if (
    labelLines.length > 0 &&
    aligned >= labelLines.length * 0.7 &&
    (narrow.length <= wide.length * 0.6 || dated >= labelLines.length * 0.5)
  )
    return true;
  // A table's label cells (« Gestion de projet », « Logiciels », « Anglais ») each stand beside the
  // first line of a cell of text; a sidebar's lines meet the other's first lines only by chance.
  const starts = rowStarts(wide);
  const atStarts = narrow.filter((line) => near(starts, line.y, 2.5)).length;
  if (atStarts >= 3 && atStarts >= narrow.length * 0.6 && atStarts >= starts.length * 0.6 && wideHeadings === 0)
    return true;
  const blocks = blocksOf(narrow);
  const datedBlocks = blocks.filter((block) => block.some((line) => yearPattern.test(line.text))).length;
  const alignedBlocks = blocks.filter((block) => beside(block[0]!, Math.max(3, block[0]!.size * 0.6))).length;
  return blocks.length >= 2 && datedBlocks >= blocks.length * 0.6 && alignedBlocks >= blocks.length * 0.7;
}

/** The baselines of the lines that begin a block of text (more than a line's spacing above them), lowest first. */
function rowStarts(lines: readonly Line[]): number[] {
  return lines
    .filter((line, index) => {
      const above = lines[index - 1];
      return above === undefined || above.end - line.y > Math.max(above.size, line.size) * 1.3;
    })
    .map((line) => line.y)
    .sort((a, b) => a - b);
}

/** Two columns of short lines standing row by row, as many on each side: a small table. */
function sideBySide(left: readonly Line[], right: readonly Line[]) {
  if (left.length < 2 || right.length < 2) return false;
  const ratio = left.length / right.length;
  if (ratio < 0.75 || ratio > 1.34) return false;
  const short = (lines: readonly Line[]) => lines.reduce((sum, line) => sum + line.text.length, 0) / lines.length <= 28;
  if (!short(left) || !short(right)) return false;
  // Two lists under their own headings (« Compétences » beside « Langues ») are read one after the
  // other; so are columns in different sizes (a name over one of them).
  if (headingOf(right[0]!.text)) return false;
  const sizes = [...left, ...right].map((line) => line.size);
  if (largestOf(sizes) - smallestOf(sizes) > 1.5) return false;
  const rightBaselines = right.map((line) => line.y).sort((a, b) => a - b);
  const aligned = left.filter((line) => near(rightBaselines, line.y, Math.max(2.5, line.size * 0.5)));
  return aligned.length >= Math.min(left.length, right.length) * 0.8;
}

/** A region's text as lines, each with its top, and the largest text it holds. */
interface Read {
  lines: { text: string; y: number }[];
  largest: number;
}

/** Bands that share a column gap are read together; the minimum width of a gap between columns. */
function readRegion(runs: readonly Run[], depth: number): Read {
  const size = median(runs.map((run) => run.size)) || 10;
  const largest = largestOf(runs.map((run) => run.size));
  const asLines = (): Read => ({
    lines: linesOfRegion(runs).map((line) => ({ text: line.text, y: line.y })),
    largest,
  });
  // One line alone is read whole (« À   P R O P O S », a row of contact details).
  const oneRow = runs.every((run) => Math.abs(run.y - runs[0]!.y) <= Math.max(2, run.size * 0.4));
  if (runs.length < 2 || depth > 8 || oneRow) return asLines();
  const least = Math.max(8, size * 0.9);
  const gap = verticalGap(runs, least);
  if (gap) {
    const left = runs.filter((run) => run.x1 <= gap.from + 0.5);
    const right = runs.filter((run) => run.x0 >= gap.to - 0.5);
    const width = (side: readonly Run[]) =>
      largestOf(side.map((run) => run.x1)) - smallestOf(side.map((run) => run.x0));
    const leftLines = linesOfRegion(left);
    const rightLines = linesOfRegion(right);
    // A small table of two short columns row by row (« Anglais » beside « Courant »).
    if (sideBySide(leftLines, rightLines)) {
      const rows = [...leftLines, ...rightLines].sort((a, b) => b.y - a.y || a.x0 - b.x0);
      const merged: { text: string; y: number }[] = [];
      for (const line of rows) {
        const last = merged.at(-1);
        if (last && Math.abs(last.y - line.y) <= Math.max(2.5, line.size * 0.5))
          last.text = `${last.text} · ${line.text}`;
        else merged.push({ text: line.text, y: line.y });
      }
      return { lines: merged, largest };
    }
    const labelsLeft = besideEachOther(leftLines, rightLines, width(left), width(right));
    const labelsRight = !labelsLeft && besideEachOther(rightLines, leftLines, width(right), width(left));
    if (labelsLeft || labelsRight) {
      // Each label (its wrapped lines already joined) before the lines it stands beside.
      // A block of labels stays whole, before the line it begins beside.
      // Dates each on the baseline of a line of their own (« 2015 » beside the BTS, « 2013 »
      // beside the baccalauréat) stay each beside its line.
      const [labels, text] = labelsLeft ? [leftLines, rightLines] : [rightLines, leftLines];
      const baselines = text.map((line) => line.y).sort((a, b) => a - b);
      const starts = rowStarts(text);
      const merged = [
        ...blocksOf(labels).flatMap((block) => {
          // … and so do labels each beside the first line of a cell (« Anglais », « Allemand »).
          // A heading wrapped over two lines (« PROFESSIONAL » / « EXPERIENCE ») stays whole.
          const each =
            block.length > 1 &&
            !(
              block.every((line) => !yearPattern.test(line.text)) && headingOf(block.map((line) => line.text).join(" "))
            ) &&
            (block.every(
              (line) => headingOf(line.text) || (yearPattern.test(line.text) && near(baselines, line.y, 2.5)),
            ) ||
              block.every((line) => headingOf(line.text) || near(starts, line.y, 2.5)));
          return block.map((line, index) => ({
            text: line.text,
            y: each ? line.y + line.size * 0.5 : block[0]!.y + block[0]!.size * 0.5 - index * 0.01,
            label: true,
          }));
        }),
        ...text.map((line) => ({ text: line.text, y: line.y, label: false })),
      ].sort((a, b) => b.y - a.y || Number(b.label) - Number(a.label));
      return { lines: merged.map(({ text, y }) => ({ text, y })), largest };
    }
    const first = readRegion(left, depth + 1);
    const second = readRegion(right, depth + 1);
    const [a, b] = second.largest > first.largest + 0.5 ? [second, first] : [first, second];
    return { lines: [...a.lines, { text: regionBreak, y: Number.NaN }, ...b.lines], largest };
  }
  const cuts = horizontalCuts(runs, size * 0.9);
  if (cuts.length === 0) return asLines();
  // The runs top first, each band taking them down to its cut (one pass, however many cuts).
  const bands: Run[][] = [];
  const sorted = [...runs].sort((a, b) => b.y - a.y);
  let cut = 0;
  for (const run of sorted) {
    while (cut < cuts.length && run.y < cuts[cut]!) {
      cut++;
      bands.push([]);
    }
    if (bands.length === 0) bands.push([]);
    bands.at(-1)!.push(run);
  }
  for (let index = bands.length - 1; index >= 0; index--) if (bands[index]!.length === 0) bands.splice(index, 1);
  // Consecutive bands cut by the same column gap are one region in columns (a sidebar beside
  // several sections); the others are read one after the other.
  const groups: Run[][] = [];
  type Gap = { from: number; to: number } | null;
  const within = (a: Gap, b: Gap): Gap =>
    a && b && Math.min(a.to, b.to) - Math.max(a.from, b.from) >= least
      ? { from: Math.max(a.from, b.from), to: Math.min(a.to, b.to) }
      : null;
  const gaps = bands.map((band) => verticalGap(band, least));
  // From each band to the last, the leftmost start and the rightmost end.
  const restLeft = bands.map(() => Infinity);
  const restRight = bands.map(() => -Infinity);
  for (let index = bands.length - 1; index >= 0; index--) {
    restLeft[index] = Math.min(smallestOf(bands[index]!.map((run) => run.x0)), restLeft[index + 1] ?? Infinity);
    restRight[index] = Math.max(largestOf(bands[index]!.map((run) => run.x1)), restRight[index + 1] ?? -Infinity);
  }
  let groupGap: Gap = null;
  for (const [index, band] of bands.entries()) {
    const bandGap = gaps[index]!;
    const shared = within(groupGap, bandGap);
    // A row of headings side by side belongs to the columns it heads, not to the band above it
    // when the two cannot be read in the same columns (a contact strip above a grid of cards).
    const heads =
      shared !== null &&
      index + 1 < bands.length &&
      band.every((run) => Math.abs(run.y - band[0]!.y) <= Math.max(2, run.size * 0.4)) &&
      within(bandGap, gaps[index + 1]!) !== null &&
      within(shared, gaps[index + 1]!) === null;
    // The bands left, all on one side of the columns' gap, go on with that column (a left column
    // longer than the right one, cut apart where the right one has ended).
    const oneSide =
      groupGap !== null && (restRight[index]! <= groupGap.from + 0.5 || restLeft[index]! >= groupGap.to - 0.5);
    if (shared && !heads && groups.length > 0) {
      groups.at(-1)!.push(...band);
      groupGap = shared;
    } else if (oneSide && !shared) {
      groups.at(-1)!.push(...band);
    } else {
      groups.push([...band]);
      groupGap = bandGap;
    }
  }
  if (groups.length === 1) return asLines();
  const reads = groups.map((group) => readRegion(group, depth + 1));
  return { lines: reads.flatMap((read) => read.lines), largest };
}

/**
 * The lines of a page in reading order (see the top of this file), with `regionBreak` between two
 * regions read apart.
 */
export function readingOrder(items: readonly PlacedText[]): string[] {
  // Blank pieces stay for now: they tell where letter-spaced words part (`runsOf`).
  const runs = rowsOf(items.filter((item) => item.str !== ""))
    .flatMap(runsOf)
    .filter((run) => run.text !== "");
  if (runs.length === 0) return [];
  const lines = readRegion(runs, 0).lines.map((line) => line.text);
  // No break at either end, nor two in a row.
  return lines.filter(
    (line, index) =>
      line !== regionBreak || (index > 0 && index < lines.length - 1 && lines[index - 1] !== regionBreak),
  );
}

/** Lines as "sorted by line" alone reads them: the baseline the bench compares with. */
export function linesByPosition(items: readonly PlacedText[]): string[] {
  return rowsOf(items.filter((item) => item.str.trim() !== "")).map((row) =>
    row
      .reduce((text, item, index) => {
        if (index === 0) return item.str;
        const previous = row[index - 1]!;
        const gap = item.x - (previous.x + previous.width);
        const spaced = text.endsWith(" ") || item.str.startsWith(" ") || gap < 1;
        return spaced ? text + item.str : `${text} ${item.str}`;
      }, "")
      .replace(/\s+/g, " ")
      .trim(),
  );
}
