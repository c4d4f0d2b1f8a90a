import { groupKey, synonymGroups } from "../matching/normalise.ts";
import { fold } from "./find.ts";

/**
 * A skill's words as compared: folded (case, accents), cut at spaces and punctuation but keeping
 * "C++", "C#", "Node.js" and "ASP.NET" whole (a leading or trailing dot goes: ".NET" is "net").
 */
function wordsOf(skill: string): string[] {
  return fold(skill)
    .split(/[^\p{L}\p{N}+#.]+/u)
    .map((word) => word.replace(/^\.+|\.+$/g, ""))
    .filter(Boolean);
}

/** Whether `inner` is a run of whole consecutive words of `outer`. */
function containsWords(outer: readonly string[], inner: readonly string[]) {
  if (inner.length === 0 || inner.length >= outer.length) return false;
  for (let start = 0; start + inner.length <= outer.length; start++)
    if (inner.every((word, offset) => outer[start + offset] === word)) return true;
  return false;
}

/** Every spelling of the skill's synonym group ("Excel": "Microsoft Excel", "MS Excel"), as words. */
function spellingsOf(skill: string): string[][] {
  const key = groupKey(skill);
  const group = synonymGroups.find((spellings) => spellings.some((spelling) => groupKey(spelling) === key));
  return [skill, ...(group ?? [])].map(wordsOf);
}

/**
 * One entry per skill across lists (a profile's, then a CV's): the same skill written twice
 * (case, accents, punctuation or a synonym aside: « Comptabilite » and « Comptabilité », « JS » and
 * « JavaScript ») is kept once, as first written; a skill whose whole words lie inside a more
 * specific one (« Excel » in « Excel avancé », « SAP » in « SAP FI ») gives way to it, which takes
 * its place in the order. Two specific ones (« SAP FI », « SAP CO ») both stay.
 */
export function mergeSkills(
  ...lists: readonly (readonly (string | null | undefined)[] | null | undefined)[]
): string[] {
  const byKey = new Map<string, { skill: string; position: number }>();
  for (const raw of lists.flatMap((list) => list ?? [])) {
    const skill = raw?.replace(/\s+/g, " ").trim();
    if (!skill) continue;
    const key = groupKey(skill);
    if (key !== "" && !byKey.has(key)) byKey.set(key, { skill, position: byKey.size });
  }
  const entries = [...byKey.values()].map((entry) => ({ ...entry, words: wordsOf(entry.skill) }));
  const kept = entries.map((entry) => ({ ...entry, place: entry.position, dropped: false }));
  for (const general of kept) {
    const spellings = spellingsOf(general.skill);
    for (const specific of kept) {
      if (specific === general || !spellings.some((words) => containsWords(specific.words, words))) continue;
      general.dropped = true;
      specific.place = Math.min(specific.place, general.position);
    }
  }
  return kept
    .filter((entry) => !entry.dropped)
    .sort((a, b) => a.place - b.place || a.position - b.position)
    .map((entry) => entry.skill);
}
