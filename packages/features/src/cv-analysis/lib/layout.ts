/** A piece of text placed on a PDF page (PDF space: origin bottom left, y upwards). */
export interface PlacedText {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Items of one line: close enough vertically. */
function linesOf(items: readonly PlacedText[]): string[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: PlacedText[][] = [];
  for (const item of sorted) {
    const line = lines.at(-1);
    const tolerance = Math.max(2, (item.height || 10) * 0.4);
    if (line && Math.abs(line[0]!.y - item.y) <= tolerance) line.push(item);
    else lines.push([item]);
  }
  return lines
    .map((line) =>
      line
        .sort((a, b) => a.x - b.x)
        .reduce((text, item, index) => {
          if (index === 0) return item.str;
          const previous = line[index - 1]!;
          const gap = item.x - (previous.x + previous.width);
          const spaced = text.endsWith(" ") || item.str.startsWith(" ") || gap < 1;
          return spaced ? text + item.str : `${text} ${item.str}`;
        }, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);
}

/**
 * The gutter between two columns, if the page has one: the x where the fewest pieces of text cross
 * (at most one in twenty), with at least a fifth of the page's text on each side. Text sorted by
 * line alone would merge the two columns' lines.
 */
function gutterOf(items: readonly PlacedText[]): number | null {
  if (items.length < 10) return null;
  const left = Math.min(...items.map((item) => item.x));
  const right = Math.max(...items.map((item) => item.x + item.width));
  let best: { x: number; crossing: number; balance: number } | null = null;
  for (let x = left + (right - left) * 0.2; x <= left + (right - left) * 0.8; x += 2) {
    let crossing = 0;
    let before = 0;
    for (const item of items) {
      if (item.x < x && item.x + item.width > x) crossing += 1;
      else if (item.x + item.width <= x) before += 1;
    }
    const after = items.length - crossing - before;
    const balance = Math.min(before, after);
    if (crossing > items.length / 20 || balance < items.length / 5) continue;
    if (!best || crossing < best.crossing || (crossing === best.crossing && balance > best.balance))
      best = { x, crossing, balance };
  }
  return best?.x ?? null;
}

/**
 * The lines of a page in reading order. A page in two columns is read column by column: the text
 * crossing the gutter (a name or a title above both) first, then the column with the largest text;
 * a page in one column is read line by line.
 */
export function readingOrder(items: readonly PlacedText[]): string[] {
  const text = items.filter((item) => item.str.trim() !== "");
  const gutter = gutterOf(text);
  if (gutter === null) return linesOf(text);
  const crossing = text.filter((item) => item.x < gutter && item.x + item.width > gutter);
  const leftColumn = text.filter((item) => item.x + item.width <= gutter);
  const rightColumn = text.filter((item) => item.x >= gutter);
  // The column holding the largest text (the person's name, as a rule) is read first.
  const largest = (column: readonly PlacedText[]) => Math.max(0, ...column.map((item) => item.height));
  const columns = largest(rightColumn) > largest(leftColumn) ? [rightColumn, leftColumn] : [leftColumn, rightColumn];
  return [...linesOf(crossing), ...columns.flatMap(linesOf)];
}

/** Lines as "sorted by line" alone reads them: the baseline the bench compares with. */
export function linesByPosition(items: readonly PlacedText[]): string[] {
  return linesOf(items.filter((item) => item.str.trim() !== ""));
}
