// French full-text search over job offers: accents, plurals, feminine and inclusive forms, rich-text
// descriptions, ranking, and the indexes behind search and title autocomplete.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "@fuse/server-core/db/database.ts";
import { createMigratedTestDatabase } from "@fuse/supabase-local/testing/migrated-database.ts";

import { anonClaims, createUser } from "../rls/world.ts";

let db: Database;
beforeAll(async () => {
  db = await createMigratedTestDatabase();
  const recruiter = await createUser(db, "rh@recherche.test", "recruiter");
  await db.query(
    "insert into public.companies (profile_id, name, siret) values ($1, 'Recherche SA', '90000001900019')",
    [recruiter.profileId],
  );
  const offers: [string, string, string[], string][] = [
    [
      "Développeur·se Full-Stack",
      "<p>Une équipe <strong>bienveillante</strong>, du télétravail partiel.</p>",
      ["TypeScript", "React"],
      "published",
    ],
    ["Comptable", "<p>Rigueur et sens du service.</p>", ["Sage"], "published"],
    ["Infirmier·ère de nuit", "<p>Service de gériatrie.</p>", [], "published"],
    [
      "Directeur·rice commercial·e",
      "<ul><li>Management</li><li>Grands comptes</li></ul>",
      ["Négociation"],
      "published",
    ],
    ["Chef·fe de projet", "<p>Pilotage d'applications mobiles.</p>", ["Agile"], "published"],
    ["Chargé·e de communication", "<p>Avec nos développeuses et développeurs.</p>", [], "published"],
    ["Développeur Java (brouillon)", "<p>Pas encore publié.</p>", ["Java"], "draft"],
  ];
  for (const [title, description, skills, status] of offers) {
    await db.query(
      `insert into public.jobs (company_id, title, description, skills, contract_type, status, city)
       values ($1, $2, $3, $4, 'CDI', $5, 'Lyon')`,
      [recruiter.profileId, title, description, skills, status],
    );
  }
});
afterAll(() => db?.close());

/** Titles of the published offers matching `query`, best first, as a visitor sees them. */
async function search(query: string) {
  const { rows } = await db.asRole(anonClaims, (tx) =>
    tx.query<{ title: string }>(
      `select title from public.jobs
       where search @@ public.french_tsquery($1)
       order by ts_rank(search, public.french_tsquery($1)) desc, title`,
      [query],
    ),
  );
  return rows.map((row) => row.title);
}

describe("French search over offers", () => {
  it('finds "Développeur·se" for "developpeuse": unaccented, stemmed, inclusive form spelled out', async () => {
    for (const query of ["developpeuse", "développeuses", "DÉVELOPPEUR", "developpeurs", "développeur·se"]) {
      const found = await search(query);
      expect(found[0], query).toBe("Développeur·se Full-Stack");
      expect(found, query).not.toContain("Comptable");
    }
  });

  it("finds the feminine of other inclusive endings", async () => {
    expect(await search("infirmière")).toEqual(["Infirmier·ère de nuit"]);
    expect(await search("infirmier")).toEqual(["Infirmier·ère de nuit"]);
    expect(await search("directrice commerciale")).toEqual(["Directeur·rice commercial·e"]);
    expect(await search("cheffe de projet")).toEqual(["Chef·fe de projet"]);
    expect(await search("chargée")).toEqual(["Chargé·e de communication"]);
  });

  it("reads words in descriptions and skills, not the markup around them", async () => {
    expect(await search("teletravail")).toEqual(["Développeur·se Full-Stack"]);
    expect(await search("grands comptes")).toEqual(["Directeur·rice commercial·e"]);
    expect(await search("typescript")).toEqual(["Développeur·se Full-Stack"]);
    expect(await search("strong")).toEqual([]);
  });

  it("ranks a title match above a description match", async () => {
    expect(await search("développeuse")).toEqual(["Développeur·se Full-Stack", "Chargé·e de communication"]);
  });

  it("understands web search syntax: phrases and exclusions", async () => {
    expect(await search('"chef de projet"')).toEqual(["Chef·fe de projet"]);
    expect(await search('"cheffe de projet"')).toEqual(["Chef·fe de projet"]);
    expect(await search('"projet chef"')).toEqual([]);
    expect(await search("service -nuit")).toEqual(["Comptable"]);
  });

  it("never shows drafts to visitors", async () => {
    expect(await search("java")).toEqual([]);
  });

  it("follows the offer when its title changes (the search column is generated)", async () => {
    await db.query("update public.jobs set title = 'Comptable fournisseurs' where title = 'Comptable'");
    expect(await search("fournisseur")).toEqual(["Comptable fournisseurs"]);
  });

  it("has indexes for full-text search and for title autocomplete without accents", async () => {
    const plan = async (sql: string) =>
      db.transaction(async (tx) => {
        await tx.query("set local enable_seqscan = off");
        const { rows } = await tx.query<{ "QUERY PLAN": string }>(`explain ${sql}`);
        return rows.map((row) => row["QUERY PLAN"]).join("\n");
      });
    // The whole document's index also holds the search keys, for the published offers the search reads.
    const { rows: documentIndexes } = await db.query<{ indexdef: string }>(
      "select indexdef from pg_indexes where schemaname = 'public' and tablename = 'jobs' and indexdef like '%USING gin (search%'",
    );
    expect(documentIndexes.map((row) => row.indexdef)).toEqual([
      expect.stringMatching(/USING gin \(search, search_keys\) WHERE \(status = 'published'::text\)$/),
    ]);
    expect(
      await plan(
        "select id from public.jobs where lower(public.immutable_unaccent(title)) like '%' || lower(public.immutable_unaccent('Dévelop')) || '%'",
      ),
    ).toContain("jobs_title_trgm_idx");
    const { rows } = await db.query<{ title: string }>(
      "select title from public.jobs where lower(public.immutable_unaccent(title)) like '%' || lower(public.immutable_unaccent('DÉVELOP')) || '%' order by title",
    );
    expect(rows.map((row) => row.title)).toEqual(["Développeur Java (brouillon)", "Développeur·se Full-Stack"]);
  });
});
