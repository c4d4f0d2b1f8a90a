// Search relevance over the seeded demo offers (307 offers, 33 cities): what a French job seeker
// types — accents or not, feminine, plural or inclusive forms, a trade with its city — and what must
// come first. Each row: the query, what the top results' "title (city)" must match, and how many of
// the first results are held to it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { jobRoutes } from "@fuse/api/jobs/routes.ts";
import type { JobSearchResult } from "@fuse/api/jobs/search.ts";
import { seedDatabase } from "@fuse/api/seed/seed.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ modules: [(ctx) => jobRoutes(ctx)] });
  await seedDatabase(server.db);
});
afterAll(() => server?.close());

async function search(query: string) {
  const response = await fetch(`${server.url}/api/jobs?q=${encodeURIComponent(query)}&per_page=10`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as JobSearchResult;
  return { total: body.total, top: body.jobs.map((job) => `${job.title} (${job.city})`) };
}

const relevanceSet: [query: string, expected: RegExp, top: number][] = [
  ["développeur", /^(Stage — )?Développeur·se/, 5],
  ["developpeuse", /^(Stage — )?Développeur·se/, 5],
  ["DÉVELOPPEURS", /^(Stage — )?Développeur·se/, 5],
  ["infirmieres", /^Infirmier·ère/, 3],
  ["aide soignante", /^Aide-soignant·e/, 3],
  ["controleuse de gestion", /^(Stage — )?Contrôleur·se de gestion/, 3],
  ["assistante administrative", /^Assistant·e administratif·ve/, 3],
  ["gestionnaire paie", /^Gestionnaire de paie/, 3],
  ["juriste droit social", /Juriste en droit social/, 3],
  ["chargée de recrutement", /^Chargé·e de recrutement/, 2],
  ["ressources humaines", /^Responsable ressources humaines/, 3],
  ["technicienne maintenance", /^Technicien·ne de maintenance/, 3],
  ["ingénieure qualité", /Ingénieur·e qualité/, 3],
  ["préparatrice de commandes", /^Préparateur·rice de commandes/, 3],
  ["electricienne", /^Électricien·ne/, 3],
  ["conductrice de travaux", /^Conducteur·rice de travaux/, 3],
  ["chargee de communication", /Chargé·e de communication/, 3],
  ["marketing digital", /^Responsable marketing digital/, 3],
  ["cuisinière", /Cuisinier·ère/, 3],
  ["serveuse", /^Serveur·se/, 3],
  ["énergies renouvelables", /énergies renouvelables/, 3],
  ["conseillère bancaire", /^Conseiller·ère bancaire/, 3],
  ["formatrice", /^Formateur·rice/, 3],
  ["UX designer", /^UX\/UI designer/, 3],
  ["devops kubernetes", /DevOps/, 3],
  ["java spring", /^Développeur·se back-end Java/, 3],
  ["vendeuse", /^Vendeur·se en magasin/, 3],
  ["administratrice réseaux", /Administrateur·rice systèmes et réseaux/, 3],
  ["chargee de clientele", /^Chargé·e de clientèle/, 3],
  ["comptable bordeaux", /^Comptable.*\(Bordeaux\)$/, 2],
  ["développeuse lyon", /^Développeur·se.*\(Lyon\)$/, 3],
  ["infirmier nantes", /^Infirmier·ère.*\(Nantes\)$/, 3],
];

describe("French job search relevance (seeded offers)", () => {
  it.each(relevanceSet)("« %s » puts %s first", async (query, expected, top) => {
    const { top: titles } = await search(query);
    expect(titles.length).toBeGreaterThanOrEqual(top);
    for (const title of titles.slice(0, top)) expect(title).toMatch(expected);
  });

  it("finds the same offers for a trade in masculine, feminine, inclusive, plural or unaccented form", async () => {
    const forms = ["développeur", "développeuse", "développeur·se", "developpeurs", "DEVELOPPEUSES"];
    const totals = await Promise.all(forms.map(async (form) => (await search(form)).total));
    expect(totals[0]).toBeGreaterThan(10);
    expect(new Set(totals).size).toBe(1);
  });

  it("does not take the verb « développer » in a description for the trade", async () => {
    const { top } = await search("développeuse");
    expect(top.some((title) => /Commercial/.test(title))).toBe(false);
  });

  it("answers the newest offers for a text near no offer, saying its words were left out", async () => {
    const response = await fetch(`${server.url}/api/jobs?q=astronaute&per_page=10`);
    const body = (await response.json()) as JobSearchResult;
    expect(body.adjusted).toMatchObject({ query: "", dropped: ["astronaute"], corrected: false });
    const everything = (await (await fetch(`${server.url}/api/jobs?per_page=10`)).json()) as JobSearchResult;
    expect(body.total).toBe(everything.total);
    expect(body.jobs.map((job) => job.id)).toEqual(everything.jobs.map((job) => job.id));
    expect(everything.adjusted).toBeNull();
  });
});
