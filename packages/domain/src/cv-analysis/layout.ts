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

/** How many of the sorted values are below `x` (`strict`) or at most `x`. */
function countBelow(sorted: Float64Array, x: number, strict: boolean) {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (strict ? sorted[middle]! < x : sorted[middle]! <= x) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The gutter between two columns, if the page has one: the x where the fewest pieces of text cross
 * (at most one in twenty), with at least a fifth of the page's text on each side. Text sorted by
 * line alone would merge the two columns' lines.
 *
 * The x looked at are those of a 2-unit grid across the middle of the page, but the counts only
 * change at the edges of the pieces of text: between two edges, the first grid point stands for
 * all the others. The cost follows the number of pieces of text, never the page's width.
 */
function gutterOf(items: readonly PlacedText[]): number | null {
  if (items.length < 10) return null;
  const starts = new Float64Array(items.length);
  const ends = new Float64Array(items.length);
  items.forEach((item, index) => {
    starts[index] = Math.min(item.x, item.x + item.width);
    ends[index] = Math.max(item.x, item.x + item.width);
  });
  starts.sort();
  ends.sort();
  // A piece of text without width at x ends there without starting left of it.
  const points = Float64Array.from(items.filter((item) => item.width === 0).map((item) => item.x)).sort();
  const left = starts[0]!;
  const right = ends.at(-1)!;
  if (!Number.isFinite(left) || !Number.isFinite(right) || right <= left) return null;
  const from = left + (right - left) * 0.2;
  const to = left + (right - left) * 0.8;
  const step = 2;
  /** The first grid point at or after `x` (after it when `strict`). */
  const gridFrom = (x: number, strict: boolean) => {
    const k = Math.max(0, strict ? Math.floor((x - from) / step) + 1 : Math.ceil((x - from) / step));
    return from + k * step;
  };
  // Every grid point where the counts may differ from the point before: the first one, each edge
  // that falls on the grid, and the first point after each edge.
  const edges = [...new Set([...starts, ...ends])].filter((x) => x >= from && x <= to);
  const grid = new Set<number>([from]);
  for (const edge of edges) {
    if (gridFrom(edge, false) === edge) grid.add(edge);
    grid.add(gridFrom(edge, true));
  }
  let best: { x: number; crossing: number; balance: number } | null = null;
  for (const x of [...grid].filter((x) => x <= to).sort((a, b) => a - b)) {
    // Before: ends at or left of x; crossing: starts left of x and ends right of it, that is every
    // piece starting left of x but those before it (all of which do, but the widthless ones at x).
    const before = countBelow(ends, x, false);
    const widthlessAt = countBelow(points, x, false) - countBelow(points, x, true);
    const crossing = countBelow(starts, x, true) - (before - widthlessAt);
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
  const largest = (column: readonly PlacedText[]) => column.reduce((most, item) => Math.max(most, item.height), 0);
  const columns = largest(rightColumn) > largest(leftColumn) ? [rightColumn, leftColumn] : [leftColumn, rightColumn];
  return [...linesOf(crossing), ...columns.flatMap(linesOf)];
}

/** Lines as "sorted by line" alone reads them: the baseline the bench compares with. */
export function linesByPosition(items: readonly PlacedText[]): string[] {
  return linesOf(items.filter((item) => item.str.trim() !== ""));
}
