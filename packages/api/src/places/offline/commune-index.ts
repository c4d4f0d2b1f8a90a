// The offline commune search: folded names (and postal codes) in sorted arrays, so the entries
// starting with a prefix form one range found by binary search; a tournament tree over each array
// then yields that range's most populous entries first, so a broad prefix ("sa", "7") costs about
// as little as a narrow one. No runtime imports, and only erasable TypeScript, so Node runs it from
// source (scripts/bench-places.mjs).

/** How a commune's point was obtained, best first (see packages/api/scripts/build-communes.mjs). */
type CoordinatePrecision = "commune" | "former-commune" | "postal-code" | "arrondissement" | "departement" | "none";

const PRECISIONS: readonly CoordinatePrecision[] = [
  "commune",
  "former-commune",
  "postal-code",
  "arrondissement",
  "departement",
  "none",
];

/** The generated module's default export (./.generated/communes.js). */
interface CommuneDataset {
  version: 1;
  regions: [code: string, name: string][];
  departements: [code: string, name: string, region: string][];
  /** One line per commune: INSEE code|name|postal codes|population|latitude|longitude|precision digit. */
  communes: string;
}

interface Commune {
  insee: string;
  name: string;
  /** Sorted. */
  postalCodes: string[];
  population: number;
  departement: string;
  departementName: string;
  region: string;
  lat: number;
  lng: number;
  precision: CoordinatePrecision;
}

interface CommuneIndex {
  communes: Commune[];
  byInsee: Map<string, Commune>;
  /** Folded names, sorted; `nameRefs[i]` is the commune of `nameKeys[i]`. */
  nameKeys: string[];
  nameRefs: Int32Array;
  /** 1 where `nameKeys[i]` is a name without its leading article. */
  nameBare: Uint8Array;
  nameRanks: RankTree;
  /** Postal codes, sorted; `postalRefs[i]` is the commune of `postalKeys[i]`. */
  postalKeys: string[];
  postalRefs: Int32Array;
  postalRanks: RankTree;
}

/**
 * A tournament tree over positions of a sorted array: each node holds the best-ranked position
 * below it (most populous commune, then lowest INSEE order, then lowest position).
 */
interface RankTree {
  leaves: number;
  nodes: Int32Array;
  population: Float64Array;
  refs: Int32Array;
}

/** A search hit; `postalCode` is the code that matched when the query had digits. */
interface CommuneMatch {
  commune: Commune;
  postalCode?: string;
}

interface CommuneSearchOptions {
  /** Most hits returned (default 8). */
  limit?: number;
  /**
   * Return one hit per matching postal code of a commune instead of one per commune (addresses
   * need the postal code; a city does not).
   */
  perPostalCode?: boolean;
}

function departementOf(insee: string) {
  return insee.startsWith("97") || insee.startsWith("98") ? insee.slice(0, 3) : insee.slice(0, 2);
}

function parseCommuneDataset(data: CommuneDataset): Commune[] {
  const regions = new Map(data.regions);
  const departements = new Map(data.departements.map(([code, name, region]) => [code, { name, region }]));
  return data.communes.split("\n").map((line) => {
    const [insee = "", name = "", postalCodes = "", population, lat, lng, precision] = line.split("|");
    const departement = departementOf(insee);
    const about = departements.get(departement);
    return {
      insee,
      name,
      postalCodes: postalCodes ? postalCodes.split(" ") : [],
      population: Number(population) || 0,
      departement,
      departementName: about?.name ?? "",
      region: regions.get(about?.region ?? "") ?? "",
      lat: Number(lat) || 0,
      lng: Number(lng) || 0,
      precision: PRECISIONS[Number(precision)] ?? "none",
    };
  });
}

const ABBREVIATIONS: Record<string, string> = { st: "saint", ste: "sainte", sts: "saints", stes: "saintes" };

// Fast path: most input is already ASCII, and NFD is the costly step of folding.
const NON_ASCII = /[\u0080-\uffff]/;
const MARKS = /\p{M}/gu;
const SEPARATORS = /[^a-z0-9]+/g;

function foldWords(text: string) {
  let folded = text.toLowerCase();
  if (NON_ASCII.test(folded)) {
    folded = folded.normalize("NFD").replace(MARKS, "").replace(/œ/g, "oe").replace(/æ/g, "ae").replace(/ß/g, "ss");
  }
  return folded.replace(SEPARATORS, " ").trim();
}

// An elided article sticks to its word, so "l'hay", "l hay" and "lhay" all read "lhay".
const ELISION = /\b([dl]) (?=[a-z0-9])/g;

/**
 * Folds case, accents and ligatures, turns every run of other characters (hyphens, apostrophes,
 * spaces, parentheses) into one space, and joins elided articles to their word:
 * "L'Haÿ-les-Roses" -> "lhay les roses", "Villeneuve-d'Ascq" -> "villeneuve dascq".
 */
function foldText(text: string) {
  return foldWords(text).replace(ELISION, "$1");
}

const ARTICLE = /^(?:le|la|les|l) (?=.)/;

/** The keys a commune is found by: its folded name, and without its leading article ("Le Havre" by "havre"). */
function nameKeysOf(name: string) {
  const words = foldWords(name);
  const key = words.replace(ELISION, "$1");
  const bare = words.replace(ARTICLE, "").replace(ELISION, "$1");
  return bare === key ? [key] : [key, bare];
}

function buildCommuneIndex(communes: Commune[]): CommuneIndex {
  const names: [string, number][] = [];
  const postals: [string, number][] = [];
  const bare = new Set<string>();
  communes.forEach((commune, ref) => {
    const [key, bareKey] = nameKeysOf(commune.name) as [string, string?];
    names.push([key, ref]);
    if (bareKey) {
      names.push([bareKey, ref]);
      bare.add(`${bareKey}|${ref}`);
    }
    for (const postalCode of commune.postalCodes) postals.push([postalCode, ref]);
  });
  // Plain code-unit order: the keys are ASCII, and the binary search compares the same way.
  const byKey = (a: [string, number], b: [string, number]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]);
  names.sort(byKey);
  postals.sort(byKey);
  const nameRefs = Int32Array.from(names, ([, ref]) => ref);
  const postalRefs = Int32Array.from(postals, ([, ref]) => ref);
  return {
    communes,
    byInsee: new Map(communes.map((c) => [c.insee, c])),
    nameKeys: names.map(([key]) => key),
    nameRefs,
    nameBare: Uint8Array.from(names, ([key, ref]) => (bare.has(`${key}|${ref}`) ? 1 : 0)),
    nameRanks: buildRankTree(communes, nameRefs),
    postalKeys: postals.map(([key]) => key),
    postalRefs,
    postalRanks: buildRankTree(communes, postalRefs),
  };
}

function buildRankTree(communes: Commune[], refs: Int32Array): RankTree {
  let leaves = 1;
  while (leaves < refs.length) leaves *= 2;
  const population = Float64Array.from(refs, (ref) => (communes[ref] as Commune).population);
  const tree: RankTree = { leaves, nodes: new Int32Array(2 * leaves).fill(-1), population, refs };
  for (let i = 0; i < refs.length; i += 1) tree.nodes[leaves + i] = i;
  for (let node = leaves - 1; node >= 1; node -= 1) {
    tree.nodes[node] = better(tree, tree.nodes[2 * node] as number, tree.nodes[2 * node + 1] as number);
  }
  return tree;
}

/** The better-ranked of two positions (-1 is "none"). */
function better(tree: RankTree, a: number, b: number) {
  if (a === -1) return b;
  if (b === -1) return a;
  const pa = tree.population[a] as number;
  const pb = tree.population[b] as number;
  if (pa !== pb) return pa > pb ? a : b;
  const ra = tree.refs[a] as number;
  const rb = tree.refs[b] as number;
  if (ra !== rb) return ra < rb ? a : b;
  return a < b ? a : b;
}

/** The best-ranked position in [lo, hi), or -1. */
function bestIn(tree: RankTree, lo: number, hi: number) {
  let best = -1;
  for (let l = lo + tree.leaves, r = hi + tree.leaves; l < r; l >>= 1, r >>= 1) {
    if (l & 1) best = better(tree, best, tree.nodes[l++] as number);
    if (r & 1) best = better(tree, best, tree.nodes[--r] as number);
  }
  return best;
}

/**
 * Calls `visit` with the positions of [lo, hi) best-ranked first, until it answers false: the best
 * of the range, then the best of the two ranges either side of it, and so on.
 */
function visitByRank(tree: RankTree, lo: number, hi: number, visit: (position: number) => boolean) {
  // (best, from, to) triples; one more per visit, so a few dozen at most: a plain array will do.
  const ranges: number[] = [];
  const push = (from: number, to: number) => {
    if (from < to) ranges.push(bestIn(tree, from, to), from, to);
  };
  push(lo, hi);
  while (ranges.length > 0) {
    let pick = 0;
    for (let i = 3; i < ranges.length; i += 3) {
      if (better(tree, ranges[i] as number, ranges[pick] as number) === ranges[i]) pick = i;
    }
    const [position, from, to] = ranges.splice(pick, 3) as [number, number, number];
    if (!visit(position)) return;
    push(from, position);
    push(position + 1, to);
  }
}

/** First index whose key is >= `target`. */
function lowerBound(keys: string[], target: string) {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] as string) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Half-open range of the keys starting with `prefix`. */
function prefixRange(keys: string[], prefix: string): [number, number] {
  // "\uffff" sorts after every character a folded key can hold.
  return [lowerBound(keys, prefix), lowerBound(keys, `${prefix}\uffff`)];
}

interface Ranked {
  ref: number;
  score: number;
  postalCode: string | undefined;
}

/**
 * A commune typed in full counts ten times its population: "Saint-Lô" comes before Saint-Louis,
 * "Calvi" before Calvisson, yet the 352 people of Aix stay behind Aix-en-Provence for "aix".
 */
const EXACT_NAME_WEIGHT = 10;

/** Below this many entries, reading the whole range beats walking the tree. */
const SMALL_RANGE = 48;

/** Highest score first; ties in INSEE order, then postal code order, so results are stable. */
function outranks(a: Ranked, b: Ranked) {
  if (a.score !== b.score) return a.score > b.score;
  return a.ref < b.ref || (a.ref === b.ref && (a.postalCode ?? "") < (b.postalCode ?? ""));
}

/**
 * Keeps the best `limit` candidates, sorted, with one entry per commune (or per commune and postal
 * code). Answers false when the list is full and the candidate ranks below it: fed best-first,
 * nothing after it can enter either.
 */
function offer(top: Ranked[], candidate: Ranked, limit: number) {
  const last = top[top.length - 1];
  if (top.length === limit && last && !outranks(candidate, last)) return false;
  const existing = top.findIndex((t) => t.ref === candidate.ref && t.postalCode === candidate.postalCode);
  if (existing !== -1) {
    if (!outranks(candidate, top[existing] as Ranked)) return true;
    top.splice(existing, 1);
  }
  let at = top.length;
  while (at > 0 && outranks(candidate, top[at - 1] as Ranked)) at -= 1;
  top.splice(at, 0, candidate);
  if (top.length > limit) top.pop();
  return true;
}

/** The name keys to look up for a folded query: abbreviations expanded ("st" -> "saint"). */
function namePrefixes(words: string[], lastWordComplete: boolean) {
  const expanded = words.map((word) => ABBREVIATIONS[word] ?? word).join(" ");
  const last = words[words.length - 1] ?? "";
  // A trailing "st" may still be the start of a word ("Strasbourg"): look up both readings.
  if (!lastWordComplete && last in ABBREVIATIONS) {
    const literal = [...words.slice(0, -1).map((word) => ABBREVIATIONS[word] ?? word), last].join(" ");
    return [expanded, literal];
  }
  return [expanded];
}

/** Folds a query into name words and an optional run of digits (a postal code or its start). */
function parseQuery(query: string) {
  const folded = foldText(query);
  const words: string[] = [];
  let digits: string | undefined;
  for (const token of folded ? folded.split(" ") : []) {
    if (/^\d+$/.test(token)) digits ??= token;
    else words.push(token);
  }
  // "st " or "st-" typed in full is the abbreviation, not the start of "Strasbourg".
  const lastWordComplete = /[^\p{L}\p{N}]$/u.test(query);
  return { words, digits, lastWordComplete };
}

/**
 * Communes whose name starts with the query's words (accent, case and punctuation-insensitive,
 * "st"/"ste" read as "saint"/"sainte") and whose postal code starts with its digits, exact name
 * matches first, then by population.
 */
function searchCommunes(index: CommuneIndex, query: string, options: CommuneSearchOptions = {}): CommuneMatch[] {
  const { limit = 8, perPostalCode = false } = options;
  const { words, digits, lastWordComplete } = parseQuery(query);
  if ((words.length === 0 && !digits) || (digits && digits.length > 5) || limit <= 0) return [];
  const top: Ranked[] = [];

  if (words.length === 0 && digits) {
    const [start, end] = prefixRange(index.postalKeys, digits);
    const visit = (i: number) => {
      const ref = index.postalRefs[i] as number;
      const postalCode = perPostalCode ? (index.postalKeys[i] as string) : undefined;
      return offer(top, { ref, score: (index.communes[ref] as Commune).population, postalCode }, limit);
    };
    if (end - start > SMALL_RANGE) visitByRank(index.postalRanks, start, end, visit);
    else for (let i = start; i < end; i += 1) visit(i);
    // Without per-code hits, report the first code that matched (the smallest).
    return top.map(({ ref, postalCode }) => {
      const commune = index.communes[ref] as Commune;
      return { commune, postalCode: postalCode ?? commune.postalCodes.find((code) => code.startsWith(digits)) };
    });
  }

  for (const prefix of namePrefixes(words, lastWordComplete)) {
    const [start, end] = prefixRange(index.nameKeys, prefix);
    if (!digits && !perPostalCode) {
      // Names typed in full sort first in their range and get their weight; the rest come by rank.
      let i = start;
      for (; i < end && (index.nameKeys[i] as string).length === prefix.length; i += 1) {
        const ref = index.nameRefs[i] as number;
        const population = (index.communes[ref] as Commune).population;
        const score = index.nameBare[i] === 0 ? population * EXACT_NAME_WEIGHT : population;
        offer(top, { ref, score, postalCode: undefined }, limit);
      }
      const visit = (position: number) => {
        const ref = index.nameRefs[position] as number;
        return offer(top, { ref, score: (index.communes[ref] as Commune).population, postalCode: undefined }, limit);
      };
      if (end - i > SMALL_RANGE) visitByRank(index.nameRanks, i, end, visit);
      else for (; i < end; i += 1) visit(i);
      continue;
    }
    // With a postal code to match, or one hit per code, scan the range (a rarer, narrower query).
    for (let i = start; i < end; i += 1) {
      const ref = index.nameRefs[i] as number;
      const commune = index.communes[ref] as Commune;
      const exact = index.nameBare[i] === 0 && (index.nameKeys[i] as string).length === prefix.length;
      const score = exact ? commune.population * EXACT_NAME_WEIGHT : commune.population;
      for (const postalCode of commune.postalCodes) {
        if (digits && !postalCode.startsWith(digits)) continue;
        offer(top, { ref, score, postalCode }, limit);
        if (!perPostalCode) break;
      }
    }
  }
  return top.map(({ ref, postalCode }) => {
    const commune = index.communes[ref] as Commune;
    return postalCode === undefined ? { commune } : { commune, postalCode };
  });
}

/** True when `text` is exactly a commune's name (after folding). */
function isCommuneName(index: CommuneIndex, text: string) {
  const key = foldText(text)
    .split(" ")
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(" ");
  if (!key) return false;
  return index.nameKeys[lowerBound(index.nameKeys, key)] === key;
}

export {
  buildCommuneIndex,
  foldText,
  isCommuneName,
  nameKeysOf,
  parseCommuneDataset,
  parseQuery,
  searchCommunes,
  PRECISIONS,
};
export type { Commune, CommuneDataset, CommuneIndex, CommuneMatch, CommuneSearchOptions, CoordinatePrecision };
