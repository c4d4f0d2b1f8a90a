// Job search through HTTP: filters, place and radius, sorting, pagination, facet counts, title
// suggestions, the offer page, French refusals, and what row-level security lets each caller see.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { jobRoutes } from "@fuse/api/jobs/routes.ts";
import { netOf } from "@fuse/api/jobs/search.ts";
import { profileRoutes } from "@fuse/api/profile/routes.ts";
import { estimateNetMonthly, simulateSalary } from "@fuse/api/salary/engine.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { insertJob } from "./job-support.ts";
import { call, createUser, type TestUser } from "./profile-support.ts";

let server: TestServer;
let recruiter: TestUser & { profileId: string };
let secretive: TestUser & { profileId: string };
const ids: Record<string, string> = {};

const lyon = { lat: 45.764, lng: 4.8357 };
const villeurbanne = { lat: 45.7719, lng: 4.8902 }; // 4.4 km from Lyon
const vienne = { lat: 45.5253, lng: 4.8744 }; // 26.8 km from Lyon
const grenoble = { lat: 45.1885, lng: 5.7245 }; // 94 km from Lyon

async function recruiterWithCompany(name: string, siret: string, visible: boolean) {
  const user = await createUser(server, name);
  const created = await call(server, "POST", "/api/profile/update", {
    token: user.token,
    body: { type: "recruiter", completed: true },
  });
  await call(server, "PATCH", "/api/profile/info/update-company", {
    token: user.token,
    body: {
      profile: { name, siret, visible, city: "Lyon", description: '<p onclick="x()">Une <b>belle</b> équipe</p>' },
    },
  });
  return { ...user, profileId: created.body.id as string };
}

async function offer(owner: { profileId: string }, key: string, fields: Record<string, unknown>) {
  const row = {
    title: "Comptable",
    description: "<p>Tenue de la comptabilité.</p>",
    contract_type: "CDI",
    remote_mode: "onsite",
    city: "Lyon",
    ...lyon,
    salary_min: 32000,
    salary_max: 38000,
    skills: ["Sage"],
    experience_years_min: 2,
    status: "published",
    published_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    ...fields,
  };
  ids[key] = await insertJob(server.db, owner.profileId, row);
}

beforeAll(async () => {
  server = await startTestServer({
    modules: [profileRoutes, (ctx) => jobRoutes(ctx, { estimateNet: estimateNetMonthly })],
  });
  recruiter = await recruiterWithCompany("Cabinet Rhône", "73282932000074", true);
  secretive = await recruiterWithCompany("Discrète SA", "40483304800022", false);
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  await offer(recruiter, "dev", {
    title: "Développeur·se Full-Stack",
    description: "<p>Vous rejoignez une équipe <strong>produit</strong>.</p><script>alert(1)</script>".replace(
      "<script>alert(1)</script>",
      "",
    ),
    skills: ["TypeScript", "React"],
    salary_min: 42000,
    salary_max: 50000,
    published_at: daysAgo(0.5),
  });
  await offer(recruiter, "devVilleurbanne", {
    title: "Développeur·se back-end",
    ...villeurbanne,
    city: "Villeurbanne",
    contract_type: "CDD",
    remote_mode: "hybrid",
    salary_min: 38000,
    salary_max: 44000,
    experience_years_min: 0,
    published_at: daysAgo(10),
  });
  await offer(recruiter, "devVienne", {
    title: "Développeuse mobile",
    ...vienne,
    city: "Vienne",
    contract_type: "freelance",
    salary_min: null,
    salary_max: null,
    experience_years_min: 5,
    published_at: daysAgo(40),
  });
  await offer(recruiter, "devRemote", {
    title: "Développeur·se React",
    ...grenoble,
    city: "Grenoble",
    remote_mode: "remote",
    salary_min: 45000,
    salary_max: 55000,
    published_at: daysAgo(2),
  });
  await offer(recruiter, "compta", { published_at: daysAgo(5) });
  await offer(recruiter, "comptaGrenoble", { ...grenoble, city: "Grenoble", contract_type: "intérim" });
  await offer(recruiter, "draft", { title: "Développeur·se (brouillon)", status: "draft", published_at: null });
  await offer(recruiter, "closed", { title: "Développeur·se (pourvu)", status: "closed" });
  await offer(secretive, "secret", { title: "Juriste", published_at: daysAgo(0.8) });
});
afterAll(() => server?.close());

const search = (query: string, token?: string) => call(server, "GET", `/api/jobs?${query}`, { token });
const titles = (body: { jobs: { title: string }[] }) => body.jobs.map((job) => job.title);

describe("GET /api/jobs", () => {
  it("lists published offers only, newest first without a text", async () => {
    const reply = await search("");
    expect(reply.status).toBe(200);
    expect(reply.body.total).toBe(7);
    expect(reply.body.sort).toBe("date");
    expect(titles(reply.body)[0]).toBe("Développeur·se Full-Stack");
    expect(titles(reply.body)).not.toContain("Développeur·se (brouillon)");
    expect(titles(reply.body)).not.toContain("Développeur·se (pourvu)");
  });

  it("finds feminine, inclusive and unaccented forms alike, ranked by relevance", async () => {
    for (const q of ["développeuse", "developpeur", "Développeur·se"]) {
      const reply = await search(`q=${encodeURIComponent(q)}`);
      expect(reply.body.sort).toBe("relevance");
      expect(new Set(titles(reply.body))).toEqual(
        new Set([
          "Développeur·se Full-Stack",
          "Développeur·se back-end",
          "Développeuse mobile",
          "Développeur·se React",
        ]),
      );
    }
  });

  it("filters by place and radius, keeping fully remote offers, with distances", async () => {
    const reply = await search(`lat=${lyon.lat}&lng=${lyon.lng}&radius_km=10&sort=distance`);
    // Three offers in the centre of Lyon (newest first among equals), then Villeurbanne, then the
    // remote offer based in Grenoble.
    expect(titles(reply.body)).toEqual([
      "Développeur·se Full-Stack",
      "Juriste",
      "Comptable",
      "Développeur·se back-end",
      "Développeur·se React",
    ]);
    const distances = reply.body.jobs.map((job: { distance_km: number }) => job.distance_km);
    expect(distances[0]).toBe(0);
    expect(distances[3]).toBeCloseTo(4.4, 0);
    expect(distances[4]).toBeGreaterThan(90);
    const wider = await search(`lat=${lyon.lat}&lng=${lyon.lng}&radius_km=30`);
    expect(titles(wider.body)).toContain("Développeuse mobile");
  });

  it("filters by contract (accents optional), remote mode, salary, experience and date", async () => {
    expect(titles((await search("contract=interim")).body)).toEqual(["Comptable"]);
    expect(new Set(titles((await search("contract=CDD&contract=freelance")).body))).toEqual(
      new Set(["Développeur·se back-end", "Développeuse mobile"]),
    );
    expect(new Set(titles((await search("contract=CDD,freelance")).body))).toEqual(
      new Set(["Développeur·se back-end", "Développeuse mobile"]),
    );
    expect(titles((await search("remote=hybrid,remote")).body)).toEqual([
      "Développeur·se React",
      "Développeur·se back-end",
    ]);
    expect(titles((await search("salary_min=48000")).body)).toEqual([
      "Développeur·se Full-Stack",
      "Développeur·se React",
    ]);
    expect(titles((await search("experience=0")).body)).toEqual(["Développeur·se back-end"]);
    expect(titles((await search("published_since=1")).body)).toEqual(["Développeur·se Full-Stack", "Juriste"]);
  });

  it("sorts by salary and paginates", async () => {
    const bySalary = await search("sort=salary&per_page=2&page=1");
    expect(titles(bySalary.body)).toEqual(["Développeur·se React", "Développeur·se Full-Stack"]);
    expect(bySalary.body).toMatchObject({ total: 7, page: 1, per_page: 2, pages: 4 });
    const last = await search("sort=salary&per_page=2&page=4");
    expect(titles(last.body)).toEqual(["Développeuse mobile"]);
    const beyond = await search("sort=salary&per_page=2&page=9");
    expect(beyond.body.jobs).toEqual([]);
  });

  it("counts each facet with the other filters applied", async () => {
    const reply = await search("contract=CDI&remote=onsite");
    const count = (facet: string, value: unknown) =>
      reply.body.facets[facet].find((entry: { value: unknown }) => entry.value === value).count;
    expect(reply.body.total).toBe(3); // Full-Stack, Comptable, Juriste
    // Contract counts ignore the contract filter but keep the remote one.
    expect(count("contract", "CDI")).toBe(3);
    expect(count("contract", "intérim")).toBe(1);
    expect(count("contract", "CDD")).toBe(0);
    // Remote counts ignore the remote filter but keep the contract one.
    expect(count("remote", "onsite")).toBe(3);
    expect(count("remote", "remote")).toBe(1);
    expect(count("salary_min", 40000)).toBe(1);
    expect(count("experience", 2)).toBe(3);
    expect(count("published_since", 7)).toBe(3);
  });

  it("shows the company card unless it is private, and the net beside the gross", async () => {
    const reply = await search("q=juriste");
    expect(reply.body.jobs[0].company).toBeNull();
    const dev = (await search("q=full-stack")).body.jobs[0];
    expect(dev.company).toMatchObject({ name: "Cabinet Rhône" });
    expect(dev).toMatchObject({
      salary_min: 42000,
      salary_max: 50000,
      salary_net_monthly_min: estimateNetMonthly(42000),
      salary_net_monthly_max: estimateNetMonthly(50000),
    });
    // The official rules' figure for 3 500 € gross a month, within the estimate's euro.
    const official = simulateSalary({ gross_monthly: 3500, status: "non-cadre", contract: "CDI" });
    expect(Math.abs(dev.salary_net_monthly_min - official.net_monthly_before_tax)).toBeLessThanOrEqual(1);
    // A freelance mission pays fees, not a salary: no net.
    const freelance = (await search("contract=freelance")).body.jobs[0];
    expect(freelance.salary_net_monthly_min).toBeNull();
    expect(dev.excerpt).toBe("Vous rejoignez une équipe produit .");
  });

  it("refuses invalid parameters with a French message and the parameter", async () => {
    const cases: [string, string, string][] = [
      [
        "contract=CDX",
        "« Type de contrat » doit valoir CDI, CDD, intérim, alternance, stage, freelance.",
        "contract.0",
      ],
      ["remote=parfois", "« Télétravail » doit valoir onsite, hybrid, remote.", "remote.0"],
      ["lat=45.7", "« Latitude » et « Longitude » vont ensemble : choisissez une ville dans la liste.", "lng"],
      ["radius_km=20", "« Rayon » demande une ville : choisissez-en une dans la liste.", "radius_km"],
      [`lat=45&lng=4&radius_km=500`, "« Rayon (km) » doit être inférieur ou égal à 200.", "radius_km"],
      ["sort=distance", "Le tri par distance demande une ville : choisissez-en une dans la liste.", "sort"],
      ["sort=prix", "« Tri » doit valoir relevance, date, distance, salary.", "sort"],
      ["salary_min=beaucoup", "« Salaire minimum » doit être un nombre entier.", "salary_min"],
      ["page=0", "« Page » doit être supérieur ou égal à 1.", "page"],
      ["per_page=500", "« Résultats par page » doit être inférieur ou égal à 50.", "per_page"],
      [
        "published_since=1&published_since=7",
        "« Publiée depuis (jours) » ne peut être donné qu'une fois.",
        "published_since",
      ],
      ["ville=Lyon", "Paramètre inconnu : « ville ».", "ville"],
      [`q=${"a".repeat(201)}`, "« Recherche » est trop long (200 caractères au plus).", "q"],
    ];
    for (const [query, error, field] of cases) {
      const reply = await search(query);
      expect(reply.status, query).toBe(400);
      expect(reply.body, query).toEqual({ error, field });
    }
  });

  it("treats a text of stop words alone as no text, and says an unknown word was left out", async () => {
    const stopWords = (await search("q=de%20la%20des")).body;
    expect(stopWords.total).toBe(7);
    expect(stopWords.adjusted).toBeNull();
    const unknown = (await search("q=astronaute")).body;
    expect(unknown.total).toBe(7);
    expect(unknown.adjusted).toMatchObject({ query: "", dropped: ["astronaute"] });
  });

  it("accepts the anon key as a visitor, and refuses an invalid token", async () => {
    expect((await call(server, "GET", "/api/jobs", { token: server.anonKey })).status).toBe(200);
    expect((await call(server, "GET", "/api/jobs", { token: "abc.def" })).status).toBe(401);
  });
});

describe("GET /api/jobs/titles", () => {
  it("suggests titles containing the typed text, accents and case aside, most offered first", async () => {
    const reply = await call(server, "GET", "/api/jobs/titles?q=DEVELOPP");
    expect(reply.status).toBe(200);
    const offered = reply.body.titles.filter((title: { count: number }) => title.count > 0);
    expect(offered.map((title: { title: string }) => title.title)).toEqual([
      "Développeur·se back-end",
      "Développeur·se Full-Stack",
      "Développeur·se React",
      "Développeuse mobile",
    ]);
    expect(reply.body.titles.slice(0, 4)).toEqual(offered);
    const comptable = await call(server, "GET", "/api/jobs/titles?q=compt");
    expect(comptable.body.titles[0]).toEqual({ title: "Comptable", count: 2, rome: null });
  });

  it("then proposes ROME job titles, in inclusive writing, each once", async () => {
    const reply = await call(server, "GET", "/api/jobs/titles?q=developpeuse%20web&limit=5");
    expect(reply.status).toBe(200);
    expect(reply.body.titles[0]).toEqual({ title: "Développeur·se web", count: 0, rome: "M1805" });
    const comptable = await call(server, "GET", "/api/jobs/titles?q=comptable&limit=20");
    const titles = comptable.body.titles.map((title: { title: string }) => title.title);
    expect(titles.filter((title: string) => title === "Comptable")).toHaveLength(1);
    expect(comptable.body.titles.slice(1).every((title: { count: number; rome: string }) => title.count === 0)).toBe(
      true,
    );
    expect(titles).toContain("Comptable analytique");
    expect(titles).toHaveLength(20);
  });

  it("takes % and _ literally and refuses a text too short", async () => {
    expect((await call(server, "GET", "/api/jobs/titles?q=%25%25")).body.titles).toEqual([]);
    const short = await call(server, "GET", "/api/jobs/titles?q=d");
    expect(short).toMatchObject({ status: 400, body: { error: "Tapez au moins 2 caractères.", field: "q" } });
  });
});

describe("GET /api/jobs/{id}", () => {
  it("answers the offer with its sanitised description and company card", async () => {
    const reply = await call(server, "GET", `/api/jobs/${ids.dev}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: ids.dev,
      title: "Développeur·se Full-Stack",
      status: "published",
      description: "<p>Vous rejoignez une équipe <strong>produit</strong>.</p>",
      salary_net_monthly_min: estimateNetMonthly(42000),
      match: null,
    });
    expect(reply.body.company).toMatchObject({ name: "Cabinet Rhône", description: "<p>Une <b>belle</b> équipe</p>" });
  });

  it("hides drafts from visitors but shows them to their recruiter", async () => {
    expect(await call(server, "GET", `/api/jobs/${ids.draft}`)).toMatchObject({
      status: 404,
      body: { error: "Offre introuvable." },
    });
    const own = await call(server, "GET", `/api/jobs/${ids.draft}`, { token: recruiter.token });
    expect(own.body).toMatchObject({ status: "draft" });
    expect((await call(server, "GET", `/api/jobs/${ids.draft}`, { token: secretive.token })).status).toBe(404);
  });

  it("refuses a malformed id", async () => {
    expect(await call(server, "GET", "/api/jobs/123")).toMatchObject({
      status: 400,
      body: { error: "Identifiant d'offre invalide.", field: "id" },
    });
  });
});

describe("the net beside the gross", () => {
  it("follows each contract's rules, and none for a freelance mission", () => {
    const estimate = vi.fn((gross: number, contract: string) => (contract === "CDI" ? gross / 20 : gross / 10));
    expect(netOf(40000, "CDI", estimate)).toBe(2000);
    expect(netOf(40000, "CDD", estimate)).toBe(2000);
    expect(netOf(40000, "intérim", estimate)).toBe(2000);
    expect(netOf(15000, "alternance", estimate)).toBe(1500);
    expect(estimate).toHaveBeenLastCalledWith(15000, "alternance");
    expect(netOf(8000, "stage", estimate)).toBe(800);
    expect(estimate).toHaveBeenLastCalledWith(8000, "stage");
    expect(netOf(60000, "freelance", estimate)).toBeNull();
    expect(netOf(null, "CDI", estimate)).toBeNull();
  });
});

describe("a flood of searches from one address", () => {
  it("is refused past the limit in French, with when to retry; the offer page stays open", async () => {
    const limited = await startTestServer({
      modules: [(ctx) => jobRoutes(ctx, { searchesPerMinute: 2, suggestionsPerMinute: 3 })],
    });
    try {
      const get = async (path: string) => {
        const response = await fetch(`${limited.url}${path}`);
        return { status: response.status, retry: response.headers.get("retry-after"), body: await response.json() };
      };
      expect((await get("/api/jobs?q=developpeur")).status).toBe(200);
      // A malformed search counts too: validation comes after the limit.
      expect((await get("/api/jobs?page=abc")).status).toBe(400);
      const refused = await get("/api/jobs?q=developpeur");
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/^Trop de recherches d'offres en peu de temps : réessayez dans \d+ s\.$/);
      expect(Number(refused.retry)).toBeGreaterThan(0);

      // Suggestions count on their own, and the offer page is not limited.
      for (let i = 0; i < 3; i++) expect((await get("/api/jobs/titles?q=dev")).status).toBe(200);
      const tooMany = await get("/api/jobs/titles?q=dev");
      expect(tooMany.status).toBe(429);
      expect(tooMany.body.error).toMatch(/^Trop de suggestions de métiers en peu de temps : réessayez dans \d+ s\.$/);
      for (let i = 0; i < 5; i++) {
        expect((await get("/api/jobs/00000000-0000-4000-8000-000000000000")).status).toBe(404);
      }
    } finally {
      await limited.close();
    }
  });
});
