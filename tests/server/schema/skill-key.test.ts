// `skillKey` (TypeScript, scoring) and `public.skill_key` (SQL, the prefilter's index) must spell
// every key alike, or the database would drop pairs that scoring keeps. Compared on the database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { languageLevel, skillKey } from "@fuse/domain/matching";
import type { Database } from "@fuse/server-core/db/database.ts";
import { createMigratedTestDatabase } from "@fuse/supabase-local/testing/migrated-database.ts";

let db: Database;
beforeAll(async () => {
  db = await createMigratedTestDatabase();
});
afterAll(() => db?.close());

async function databaseKeys(skills: string[]) {
  const { rows } = await db.query<{ key: string }>(
    "select public.skill_key(skill) as key from unnest($1::text[]) with ordinality as t(skill, n) order by n",
    [skills],
  );
  return rows.map((row) => row.key);
}

const written = [
  "C",
  "C++",
  "C#",
  "F#",
  "Notepad++",
  ".NET",
  "Node.js",
  "NODE JS",
  "Développement web",
  "Œnologie",
  "Cæsar",
  "UX/UI design",
  "CI/CD",
  "Anglais",
  "Anglais (courant)",
  "anglais ( C1 )",
  "Anglais - B2",
  "English: fluent",
  "Espagnol, notions",
  "Allemand (langue maternelle)",
  "Français – natif",
  "Italien (Toscane)",
  "Excel - avancé",
  " - ",
  "Gestion de projet",
  "Permis B",
];

/** Random entries over the characters that matter: letters, accents, ligatures, symbols, levels. */
function generated(count: number) {
  const pieces = [
    "a",
    "é",
    "Ü",
    "œ",
    "ß",
    "C",
    "+",
    "#",
    ".",
    "-",
    " ",
    "(",
    ")",
    ":",
    ",",
    "1",
    "B2",
    "courant",
    "Natif",
  ];
  let seed = 42;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + (next() % 8) }, () => pieces[next() % pieces.length]).join(""),
  );
}

describe("skillKey and public.skill_key", () => {
  it("spell the same key for written and generated entries", async () => {
    const entries = [...written, ...generated(600)];
    expect(entries.map(skillKey)).toEqual(await databaseKeys(entries));
  });

  it("keep C, C++ and C# apart, and a language's level out of its key", async () => {
    expect(await databaseKeys(["C", "C++", "C#", "Anglais (courant)", "Anglais - C1", "Anglais"])).toEqual([
      "c",
      "cplusplus",
      "csharp",
      "anglais",
      "anglais",
      "anglais",
    ]);
    expect(languageLevel("Anglais (courant)")).toEqual({ rank: 5, level: "courant" });
    expect(languageLevel("Anglais")).toBeNull();
  });

  it("stores three keys for C, C++ and C# on an offer", async () => {
    const { rows } = await db.query<{ keys: string[] }>("select public.skill_keys(array['C++', 'C#', 'C']) as keys");
    expect([...rows[0]!.keys].sort()).toEqual(["c", "cplusplus", "csharp"]);
  });
});
