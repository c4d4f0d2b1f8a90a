// Offers anyone can find: `/offres/{slug}-{id}` leaves the server rendered (src/entry-server.tsx, run
// from source against the real API and database) with the offer and its schema.org JobPosting, which
// is checked here against what Google's documentation asks of it — written from that documentation,
// not from the code that builds it. A closed or deleted offer answers 410 with open offers like it;
// a draft is never public; a confidential company is named nowhere in the page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { offerPath } from "@fuse/domain/job-search/public-offer";
import { contractTypes, remoteModes } from "@fuse/domain/vocabulary";

import { startTestServer, type TestServer } from "../../apps/platform/server/test-support/server.ts";
import { createUser, sirets } from "./rls/world.ts";

const renderer = fileURLToPath(new URL("../../apps/platform/src/entry-server.tsx", import.meta.url));
const root = mkdtempSync(path.join(tmpdir(), "fuse-offers-"));
const dist = path.join(root, "dist");
mkdirSync(path.join(dist, ".vite"), { recursive: true });
writeFileSync(
  path.join(dist, "index.html"),
  `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <title>Fuse</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
);
writeFileSync(path.join(dist, ".vite/manifest.json"), JSON.stringify({}));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// ---------------------------------------------------------------------------------------------------
// What Google documents for JobPosting (developers.google.com/search/docs/appearance/structured-data/
// job-posting): the required properties, the recommended ones, and their expected shapes.
// ---------------------------------------------------------------------------------------------------
const googleEmploymentTypes = [
  "FULL_TIME",
  "PART_TIME",
  "CONTRACTOR",
  "TEMPORARY",
  "INTERN",
  "VOLUNTEER",
  "PER_DIEM",
  "OTHER",
];
const googleSalaryUnits = ["HOUR", "DAY", "WEEK", "MONTH", "YEAR"];
const iso8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const iso4217 = /^[A-Z]{3}$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null;

/** Every problem Google's documentation would find in a JobPosting; none for a valid one. */
function jobPostingProblems(posting: Json): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  need(posting["@context"] === "https://schema.org", "@context");
  need(posting["@type"] === "JobPosting", "@type");
  // Required.
  need(typeof posting.title === "string" && posting.title.length > 0, "title");
  need(typeof posting.description === "string" && posting.description.length > 0, "description");
  need(posting.description !== posting.title, "description is not the title");
  need(typeof posting.datePosted === "string" && iso8601.test(posting.datePosted), "datePosted ISO 8601");
  const organization = posting.hiringOrganization;
  need(
    isObject(organization) && typeof organization.name === "string" && organization.name !== "",
    "hiringOrganization",
  );
  const remote = posting.jobLocationType === "TELECOMMUTE";
  if (!remote) {
    const place = posting.jobLocation;
    need(isObject(place) && place["@type"] === "Place" && isObject(place.address), "jobLocation");
    if (isObject(place) && isObject(place.address)) {
      need(place.address["@type"] === "PostalAddress", "jobLocation.address @type");
      need(typeof place.address.addressCountry === "string", "jobLocation.address.addressCountry");
      need(typeof place.address.addressLocality === "string", "jobLocation.address.addressLocality");
    }
  } else {
    // Fully remote: jobLocationType TELECOMMUTE needs at least one applicantLocationRequirements.
    const requirements = posting.applicantLocationRequirements;
    const list = Array.isArray(requirements) ? requirements : [requirements];
    need(
      list.length > 0 &&
        list.every((area) => isObject(area) && ["Country", "State"].includes(String(area["@type"])) && area.name),
      "applicantLocationRequirements",
    );
  }
  // Recommended, all of which Fuse knows.
  need(typeof posting.validThrough === "string" && iso8601.test(posting.validThrough), "validThrough ISO 8601");
  if (typeof posting.validThrough === "string" && typeof posting.datePosted === "string") {
    need(Date.parse(posting.validThrough) > Date.parse(posting.datePosted), "validThrough after datePosted");
    need(Date.parse(posting.validThrough) > Date.now(), "validThrough in the future for an open offer");
  }
  const types = Array.isArray(posting.employmentType) ? posting.employmentType : [posting.employmentType];
  need(types.length > 0 && types.every((type) => googleEmploymentTypes.includes(String(type))), "employmentType");
  const identifier = posting.identifier;
  need(isObject(identifier) && identifier["@type"] === "PropertyValue" && Boolean(identifier.value), "identifier");
  const salary = posting.baseSalary;
  need(isObject(salary) && salary["@type"] === "MonetaryAmount", "baseSalary");
  if (isObject(salary)) {
    need(typeof salary.currency === "string" && iso4217.test(salary.currency), "baseSalary.currency");
    const value = salary.value;
    need(isObject(value) && value["@type"] === "QuantitativeValue", "baseSalary.value");
    if (isObject(value)) {
      need(googleSalaryUnits.includes(String(value.unitText)), "baseSalary.value.unitText");
      const numbers = [value.value, value.minValue, value.maxValue].filter((n) => n !== undefined);
      need(numbers.length > 0 && numbers.every((n) => typeof n === "number" && n > 0), "baseSalary amounts");
      if (typeof value.minValue === "number" && typeof value.maxValue === "number") {
        need(value.minValue <= value.maxValue, "baseSalary minValue ≤ maxValue");
      }
    }
  }
  return problems;
}

const rootContent = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>\n {4}<script type="application\/json"/.exec(html)?.[1];

/** The JobPosting objects in a page's JSON-LD. */
function postingsOf(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as Json)
    .filter((data) => data["@type"] === "JobPosting");
}

let server: TestServer;
let shownClaims: Awaited<ReturnType<typeof createUser>>["claims"];
const secretName = "Maison Dupont-Secrète";
const openOffers: { id: string; title: string; contract: string; remote: string; confidential: boolean }[] = [];
const gone: Record<"closed" | "deleted" | "draft", string> = { closed: "", deleted: "", draft: "" };

async function insertOffer(
  companyId: string,
  values: { title: string; contract: string; remote: string; status: string; description: string },
) {
  const located = values.remote !== "remote";
  const { rows } = await server.db.query<{ id: string }>(
    `insert into public.jobs (company_id, title, description, contract_type, status, published_at, salary_min, salary_max,
                              remote_mode, city, postal_code, lat, lng, skills, experience_years_min)
     values ($1, $2, $3, $4, $5, case when $5 = 'draft' then null else now() - interval '2 days' end, 30000, 36000,
             $6, $7, $8, $9, $10, '{Comptabilité,Excel}', 2) returning id`,
    [
      companyId,
      values.title,
      values.description,
      values.contract,
      values.status,
      values.remote,
      located ? "Lyon" : null,
      located ? "69002" : null,
      located ? 45.76 : null,
      located ? 4.83 : null,
    ],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  server = await startTestServer({
    config: { webAppDir: dist, pageRenderer: renderer, pageDataTimeoutMs: 30_000, indexing: true },
  });
  const shown = await createUser(server.db, "rh@visible.offres.test", "recruiter");
  shownClaims = shown.claims;
  await server.db.query(
    "insert into public.subscriptions (user_id, status, current_period_end) values ($1, 'active', now() + interval '30 days')",
    [shown.userId],
  );
  const hidden = await createUser(server.db, "rh@secrete.offres.test", "recruiter");
  await server.db.query(
    `insert into public.companies (profile_id, name, siret, city, visible, indexable, slug) values
       ($1, 'Atelier Visible', $2, 'Lyon', true, true, 'atelier-visible'),
       ($3, $5, $4, 'Nantes', false, true, 'maison-dupont-secrete')`,
    [shown.profileId, sirets.recruiter, hidden.profileId, sirets.otherRecruiter, secretName],
  );
  let index = 0;
  for (const contract of contractTypes) {
    for (const remote of remoteModes) {
      const confidential = index % 2 === 1;
      const title = `Comptable ${contract} ${remote} n°${index}`;
      const id = await insertOffer(confidential ? hidden.profileId : shown.profileId, {
        title,
        contract,
        remote,
        status: "published",
        description: "<p>Tenue de la comptabilité, déclarations de TVA et clôtures.</p><ul><li>Excel</li></ul>",
      });
      openOffers.push({ id, title, contract, remote, confidential });
      index += 1;
    }
  }
  gone.closed = await insertOffer(shown.profileId, {
    title: "Comptable fournisseurs pourvu",
    contract: "CDI",
    remote: "onsite",
    status: "closed",
    description: "<p>Poste pourvu.</p>",
  });
  gone.deleted = await insertOffer(hidden.profileId, {
    title: "Assistant comptable retiré",
    contract: "CDD",
    remote: "hybrid",
    status: "published",
    description: "<p>Offre retirée.</p>",
  });
  await server.db.query("delete from public.jobs where id = $1", [gone.deleted]);
  gone.draft = await insertOffer(shown.profileId, {
    title: "Comptable en brouillon",
    contract: "CDI",
    remote: "onsite",
    status: "draft",
    description: "<p>Brouillon.</p>",
  });
});
afterAll(() => server?.close());

describe("an open offer's page", () => {
  it("carries a JobPosting that meets Google's documented properties, for every contract type and remote mode", async () => {
    expect(openOffers).toHaveLength(contractTypes.length * remoteModes.length);
    for (const offer of openOffers) {
      const response = await fetch(`${server.url}${offerPath(offer)}`);
      expect(response.status, offer.title).toBe(200);
      const html = await response.text();
      const postings = postingsOf(rootContent(html) ?? "");
      expect(postings, offer.title).toHaveLength(1);
      const posting = postings[0]!;
      expect(jobPostingProblems(posting), offer.title).toEqual([]);
      expect(posting.title).toBe(offer.title);
      expect(posting.url).toBe(`${server.ctx.config.publicUrl.replace(/\/+$/, "")}${offerPath(offer)}`);
      expect((posting.identifier as Json).value).toBe(offer.id);
      expect(posting.employmentType).toBe(
        {
          CDI: "FULL_TIME",
          CDD: "TEMPORARY",
          intérim: "TEMPORARY",
          alternance: "INTERN",
          stage: "INTERN",
          freelance: "CONTRACTOR",
        }[offer.contract],
      );
      expect(posting.jobLocationType === "TELECOMMUTE").toBe(offer.remote === "remote");
      expect((posting.baseSalary as Json).currency).toBe("EUR");
      expect(((posting.baseSalary as Json).value as Json).unitText).toBe("YEAR");
      // What the page shows: the title, the pay with the net estimate, the share buttons.
      const content = rootContent(html)!;
      expect(content).toContain(`>${offer.title}</h1>`);
      expect(content).toMatch(/30\s000[–\s-]+36\s000\s€\sbrut par an/);
      if (offer.contract !== "freelance") expect(content).toMatch(/net par mois/);
      expect(content).toContain("Copier le lien");
      expect(content).toContain("https://www.linkedin.com/sharing/share-offsite/?url=");
      expect(html).toContain(`<link data-page-meta rel="canonical" href="${posting.url as string}">`);
    }
  });

  it("names a confidential company « confidential » and nowhere else in the page, its data included", async () => {
    const confidential = openOffers.filter((offer) => offer.confidential);
    expect(confidential.length).toBeGreaterThan(0);
    for (const offer of confidential) {
      const html = await (await fetch(`${server.url}${offerPath(offer)}`)).text();
      expect(html.toLowerCase()).not.toContain(secretName.toLowerCase());
      expect(html.toLowerCase()).not.toContain("dupont");
      expect(html).not.toContain("maison-dupont-secrete");
      expect(postingsOf(html)[0]!.hiringOrganization).toEqual({ "@type": "Organization", name: "confidential" });
      expect(rootContent(html)).toContain("Entreprise confidentielle");
    }
    const visible = openOffers.find((offer) => !offer.confidential)!;
    const html = await (await fetch(`${server.url}${offerPath(visible)}`)).text();
    expect(postingsOf(html)[0]!.hiringOrganization).toMatchObject({ name: "Atelier Visible" });
    expect(rootContent(html)).toContain('href="/p/atelier-visible"');
  });

  it("answers at one address: another slug, or none, moves permanently to it with the search kept", async () => {
    const offer = openOffers[0]!;
    for (const address of [
      `/offres/ancien-titre-${offer.id}`,
      `/offres/${offer.id}`,
      `/offres/x-${offer.id.toUpperCase()}`,
    ]) {
      const response = await fetch(`${server.url}${address}?q=comptable`, { redirect: "manual" });
      expect(response.status, address).toBe(301);
      expect(response.headers.get("location")).toBe(`${offerPath(offer)}?q=comptable`);
    }
  });
});

describe("an offer that is not open", () => {
  it("answers 410 in French when closed or deleted, with open offers like it and no indexing", async () => {
    for (const id of [gone.closed, gone.deleted]) {
      const response = await fetch(`${server.url}/offres/comptable-${id}`);
      expect(response.status).toBe(410);
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      const html = await response.text();
      const content = rootContent(html)!;
      expect(content).toContain("Cette offre n&#x27;est plus disponible");
      expect(content).toContain("Offres ouvertes similaires");
      // Similar offers link to open offers' pages.
      const links = [...content.matchAll(/href="(\/offres\/[^"?]+)"/g)].map((match) => match[1]!);
      expect(links.length).toBeGreaterThan(0);
      const openPaths = new Set(openOffers.map((offer) => offerPath(offer)));
      expect(links.every((link) => openPaths.has(link))).toBe(true);
      expect(postingsOf(html)).toEqual([]);
    }
    const api = await fetch(`${server.url}/api/jobs/${gone.closed}`);
    expect(api.status).toBe(410);
    expect(await api.json()).toEqual({
      error: "Cette offre n'est plus disponible : le recruteur l'a pourvue ou retirée.",
    });
  });

  it("is never public as a draft, and an unknown or malformed address is a 404", async () => {
    for (const address of [
      `/offres/comptable-${gone.draft}`,
      "/offres/x-00000000-0000-4000-8000-000000000000",
      "/offres/comptable",
    ]) {
      const response = await fetch(`${server.url}${address}`);
      expect(response.status, address).toBe(404);
      expect(await response.text()).not.toContain("Comptable en brouillon");
    }
    expect((await fetch(`${server.url}/api/jobs/${gone.draft}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/jobs/${gone.draft}/similar`)).status).toBe(404);
  });
});

/** Every offer address the sitemap lists, following its index into each file. */
async function sitemapOffers(): Promise<string[]> {
  const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const addresses: string[] = [];
  for (const file of files.filter((name) => name.includes("offres"))) {
    const xml = await (await fetch(`${server.url}${file}`)).text();
    addresses.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname));
  }
  return addresses;
}

describe("an offer's lifecycle", () => {
  it("closed by its recruiter, answers 410 and leaves the sitemap; reopened, comes back", async () => {
    const offer = openOffers.find((entry) => !entry.confidential)!;
    const address = offerPath(offer);
    expect(await sitemapOffers()).toContain(address);
    expect((await fetch(`${server.url}${address}`)).status).toBe(200);

    const token = await server.ctx.jwt.sign(shownClaims, 600);
    const act = (action: string) =>
      fetch(`${server.url}/api/recruiter/jobs/${offer.id}/${action}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await act("close")).status).toBe(200);
    expect((await fetch(`${server.url}${address}`)).status).toBe(410);
    expect(await sitemapOffers()).not.toContain(address);
    // Not in the search either.
    const search = (await (await fetch(`${server.url}/api/jobs?q=${encodeURIComponent(offer.title)}`)).json()) as {
      jobs: { id: string }[];
    };
    expect(search.jobs.map((job) => job.id)).not.toContain(offer.id);

    expect((await act("reopen")).status).toBe(200);
    expect((await fetch(`${server.url}${address}`)).status).toBe(200);
    expect(await sitemapOffers()).toContain(address);
  });
});

describe("/offres", () => {
  it("arrives rendered with the results, each linking to its public page with the search kept, and the net pay", async () => {
    const response = await fetch(`${server.url}/offres?q=comptable&contrat=CDI`);
    expect(response.status).toBe(200);
    const content = rootContent(await response.text())!;
    expect(content).toContain("Offres d&#x27;emploi");
    const cdi = openOffers.filter((offer) => offer.contract === "CDI");
    for (const offer of cdi) expect(content).toContain(`href="${offerPath(offer)}?q=comptable&amp;contrat=CDI"`);
    const others = openOffers.filter((offer) => offer.contract !== "CDI");
    for (const offer of others) expect(content).not.toContain(offerPath(offer));
    expect(content).toMatch(/net par mois/);
    expect(content).toContain("Créez votre profil pour voir votre compatibilité");
    expect(content).not.toContain("Comptable en brouillon");
    expect(content).not.toContain("pourvu");
  });
});
