// The recruiter's company card through HTTP: what the recruiter writes and reads back, what is
// refused (in French, changing nothing), who else can read or change it (nobody, by the API, REST or
// storage), and /p/{slug} for a visible company: the card without private fields, its offers, and
// the preview tags in the page's HTML.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod/mini";

import { cardRoutes } from "@fuse/api/candidate-card/routes.ts";
import { profileRoutes } from "@fuse/api/profile/routes.ts";
import { companyCardSchema } from "@fuse/domain/company-card/schema";
import { supabaseLocalRoutes } from "@fuse/supabase-local/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { webAppRoutes } from "../../../apps/platform/server/web-app.ts";
import { png } from "../storage/support.ts";
import { insertJob } from "./job-support.ts";
import { call, registerUser, snapshot, validSiret, type TestUser } from "./profile-support.ts";

let server: TestServer;
const webAppDir = mkdtempSync(path.join(tmpdir(), "fuse-web-"));
writeFileSync(
  path.join(webAppDir, "index.html"),
  '<!doctype html><html lang="fr"><head><meta charset="utf-8" /><title>Fuse</title></head><body><div id="root"></div></body></html>',
);

interface Recruiter extends TestUser {
  profileId: string;
  client: SupabaseClient;
}

beforeAll(async () => {
  server = await startTestServer({
    modules: [profileRoutes, cardRoutes, webAppRoutes, ...supabaseLocalRoutes],
    // A site search engines may index (INDEXING on), where each card's owner decides for theirs.
    config: { webAppDir, indexing: true },
  });
});
afterAll(() => server?.close());

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

async function register(type: "candidate" | "recruiter", name: string): Promise<Recruiter> {
  const user = await registerUser(server, type, name);
  const client = createClient(server.url, server.anonKey, { ...clientOptions, accessToken: async () => user.token });
  return { ...user, client };
}

async function saveCompany(recruiter: TestUser, profile: Record<string, unknown>) {
  return call(server, "PATCH", "/api/profile/info/update-company", { token: recruiter.token, body: { profile } });
}

async function page(slug: string) {
  const response = await fetch(`${server.url}/p/${slug}`);
  return { status: response.status, robots: response.headers.get("x-robots-tag"), html: await response.text() };
}

const siret = validSiret();
const card = {
  name: "Atelier Lumière",
  siret,
  address: "12 rue Secrète",
  city: "Lyon",
  postal_code: "69002",
  size: "10-49",
  sector: "Industrie",
  website: "https://atelier-lumiere.example",
  description: '<p>Nous fabriquons des <strong>luminaires</strong>.<img src="x" onerror="alert(1)"></p>',
  company_values: ["Entraide", "entraide", "Exigence"],
  benefits: ["Télétravail partiel", "Mutuelle"],
  sites: [
    { city: "Grenoble", postal_code: "38000", lat: 45.19, lng: 5.72 },
    { city: "Annecy", postal_code: null, lat: null, lng: null },
  ],
  culture: { management: "autonomie", values: ["innovation"], secret_note: "interne" },
  slug: "atelier-lumiere",
};

describe("the company card: PATCH /api/profile/info/update-company and GET /api/profile/info/company", () => {
  it("saves the card's fields and reads them back, values without repeats", async () => {
    const owner = await register("recruiter", "carte");
    const saved = await saveCompany(owner, card);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await call(server, "GET", `/api/profile/info/company?id=${owner.id}`, { token: owner.token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      name: "Atelier Lumière",
      website: "https://atelier-lumiere.example",
      company_values: ["Entraide", "Exigence"],
      benefits: ["Télétravail partiel", "Mutuelle"],
      sites: card.sites,
      visible: false,
      indexable: false,
    });
    expect(read.body.description).not.toContain("onerror");

    const cleared = await saveCompany(owner, { website: "", company_values: [], sites: [] });
    expect(cleared.body).toMatchObject({ website: null, company_values: [], sites: [], benefits: card.benefits });
  });

  it("refuses an invalid website, logo, size or list with a French message on the field, changing nothing", async () => {
    const owner = await register("recruiter", "refus");
    expect((await saveCompany(owner, { name: "Refus SA", siret: validSiret() })).status).toBe(200);
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ website: "javascript:alert(1)" }, "profile.website", /^« Site web » doit être une adresse http\(s\)/],
      [{ website: "pas une adresse" }, "profile.website", /^« Site web » doit être une adresse http\(s\)/],
      [{ logo_url: "javascript:alert(1)" }, "profile.logo_url", /^« Logo » doit être une adresse http\(s\)/],
      [{ logo_url: "data:image/png;base64,AAAA" }, "profile.logo_url", /^« Logo »/],
      [{ size: "énorme" }, "profile.size", /Taille/],
      [{ company_values: Array.from({ length: 11 }, (_, n) => `Valeur ${n}`) }, "profile.company_values", /Valeurs/],
      [{ benefits: ["x".repeat(81)] }, "profile.benefits.0", /Avantages/],
      [{ sites: [{ city: "Lyon", postal_code: "6900" }] }, "profile.sites.0.postal_code", /Code postal/],
      [{ sites: [{ city: "Lyon", lat: 123 }] }, "profile.sites.0.lat", /./],
      [{ slug: "Pas Valide" }, "profile.slug", /Adresse publique/],
    ];
    for (const [profile, field, message] of cases) {
      const before = await snapshot(server);
      const reply = await saveCompany(owner, profile);
      expect(reply.status, JSON.stringify(profile)).toBe(400);
      expect(reply.body.field).toBe(field);
      expect(reply.body.error).toMatch(message);
      expect(await snapshot(server)).toEqual(before);
    }
  });

  it("refuses what the card's form refuses, with the form's French message on the same field", async () => {
    const owner = await register("recruiter", "formulaire");
    expect((await saveCompany(owner, { name: "Formulaire SA", siret: validSiret() })).status).toBe(200);
    // The form's values of a card that only has a name.
    const formValues = {
      name: "Formulaire SA",
      logo_url: null,
      sector: "",
      size: "",
      city: "",
      sites: [],
      website: "",
      description: "",
      company_values: [],
      benefits: [],
      visible: false,
      slug: "",
      indexable: false,
    };
    const site = (n: number) => ({ city: `Ville ${n}`, postal_code: null, lat: null, lng: null });
    const changes: Array<Record<string, unknown>> = [
      { website: "pas une adresse" },
      { website: "javascript:alert(1)" },
      { website: "https://exemple.fr/une page" },
      { website: `https://exemple.fr/${"a".repeat(300)}` },
      { name: "   " },
      { name: "n".repeat(201) },
      { sector: "s".repeat(201) },
      { slug: "Pas Valide" },
      { slug: "a".repeat(61) },
      { visible: true, slug: "" },
      { company_values: Array.from({ length: 11 }, (_, n) => `Valeur ${n}`) },
      { benefits: ["Mutuelle", "x".repeat(81)] },
      { sites: Array.from({ length: 21 }, (_, n) => site(n)) },
    ];
    for (const change of changes) {
      const [issue] = z.safeParse(companyCardSchema, { ...formValues, ...change }).error?.issues ?? [];
      expect(issue, JSON.stringify(change)).toBeDefined();
      const before = await snapshot(server);
      const reply = await saveCompany(owner, change);
      expect(reply.status, JSON.stringify(change)).toBe(400);
      expect(reply.body).toEqual({ error: issue!.message, field: ["profile", ...issue!.path].join(".") });
      expect(await snapshot(server)).toEqual(before);
    }
  });

  it("keeps the company out of another recruiter's reach, through the API and REST", async () => {
    const owner = await register("recruiter", "proprio");
    const other = await register("recruiter", "voisin");
    expect((await saveCompany(owner, { name: "Secrète SARL", siret: validSiret(), slug: "secrete" })).status).toBe(200);
    expect((await saveCompany(other, { name: "Voisine SARL", siret: validSiret() })).status).toBe(200);

    const foreign = await call(server, "GET", `/api/profile/info/company?id=${owner.id}`, { token: other.token });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toMatch(/^Accès refusé/);
    const before = await snapshot(server);
    const write = await call(server, "PATCH", "/api/profile/info/update-company", {
      token: other.token,
      body: { user_id: owner.id, profile: { name: "Volée" } },
    });
    expect(write.status).toBe(403);
    expect(await snapshot(server)).toEqual(before);

    const read = await other.client.from("companies").select("name").eq("profile_id", owner.profileId);
    expect(read.data).toEqual([]);
    const update = await other.client
      .from("companies")
      .update({ name: "Volée" })
      .eq("profile_id", owner.profileId)
      .select();
    expect(update.data ?? []).toEqual([]);
    expect(await snapshot(server)).toEqual(before);
  });

  it("lets visitors read a visible company's card columns through REST, never its SIRET or address", async () => {
    const owner = await register("recruiter", "visible");
    const companySiret = validSiret();
    expect(
      (await saveCompany(owner, { name: "Vitrine SAS", siret: companySiret, address: "1 rue Cachée" })).status,
    ).toBe(200);
    const anon = createClient(server.url, server.anonKey, clientOptions);
    expect((await anon.from("companies").select("name").eq("profile_id", owner.profileId)).data).toEqual([]);
    await saveCompany(owner, { visible: true });
    expect((await anon.from("companies").select("name, city").eq("profile_id", owner.profileId)).data).toEqual([
      { name: "Vitrine SAS", city: null },
    ]);
    for (const column of ["siret", "siren", "address", "*"]) {
      const attempt = await anon.from("companies").select(column).eq("profile_id", owner.profileId);
      expect(attempt.data, column).toBeNull();
      expect(attempt.error, column).not.toBeNull();
    }
  });
});

describe("/p/{slug} of a company", () => {
  it("is a 404 while hidden, then the card without private fields, with its published offers", async () => {
    const owner = await register("recruiter", "publique");
    const ownSiret = validSiret();
    expect((await saveCompany(owner, { ...card, siret: ownSiret, slug: "atelier-public" })).status).toBe(200);
    const published = await insertJob(server.db, owner.profileId, {
      title: "Technicien·ne de fabrication",
      contract_type: "CDI",
      status: "published",
      city: "Lyon",
    });
    await insertJob(server.db, owner.profileId, { title: "Brouillon confidentiel", contract_type: "CDD" });

    expect((await call(server, "GET", "/api/cards/atelier-public")).status).toBe(404);
    const hidden = await page("atelier-public");
    expect(hidden.status).toBe(404);
    expect(hidden.html).not.toContain("Atelier Lumière");

    await saveCompany(owner, { visible: true });
    const reply = await call(server, "GET", "/api/cards/atelier-public");
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      kind: "company",
      company: {
        slug: "atelier-public",
        name: "Atelier Lumière",
        city: "Lyon",
        size: "10-49",
        website: "https://atelier-lumiere.example",
        values: ["Entraide", "Exigence"],
        benefits: ["Télétravail partiel", "Mutuelle"],
        culture: { management: "autonomie", values: ["innovation"] },
        offers: [{ id: published, title: "Technicien·ne de fabrication", city: "Lyon", contract_type: "CDI" }],
        indexable: false,
      },
    });
    expect(reply.body.company.offers).toHaveLength(1);
    expect(reply.body.company.description).toContain("<strong>luminaires</strong>");
    const text = JSON.stringify(reply.body);
    for (const secret of [
      ownSiret,
      ownSiret.slice(0, 9),
      "12 rue Secrète",
      owner.email,
      owner.profileId,
      "onerror",
      "interne",
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("writes « <Nom> recrute sur Fuse » and the preview tags into the HTML, noindex unless allowed", async () => {
    const owner = await register("recruiter", "apercu");
    expect(
      (
        await saveCompany(owner, {
          ...card,
          siret: validSiret(),
          slug: "apercu-lumiere",
          name: 'Lux "<b>" & Cie',
          visible: true,
        })
      ).status,
    ).toBe(200);
    const shown = await page("apercu-lumiere");
    expect(shown.status).toBe(200);
    expect(shown.robots).toBe("noindex");
    expect(shown.html).toContain(
      '<meta data-page-meta property="og:title" content="Lux &#34;&#60;b&#62;&#34; &#38; Cie recrute sur Fuse">',
    );
    expect(shown.html).toContain(
      '<meta data-page-meta property="og:description" content="Nous fabriquons des luminaires.">',
    );
    expect(shown.html).not.toContain("<b>");

    await saveCompany(owner, { indexable: true });
    const indexable = await page("apercu-lumiere");
    expect(indexable.robots).toBeNull();
    expect(indexable.html).not.toContain("noindex");
  });

  it("gives one address to one page: a slug taken by a candidate, a company or a content page is refused", async () => {
    const candidate = await register("candidate", "camille");
    const takenByCandidate = await call(server, "POST", "/api/profile/info", {
      token: candidate.token,
      body: { form: { first_name: "Camille", card_slug: "lumiere-et-cie" } },
    });
    expect(takenByCandidate.status).toBe(200);
    const owner = await register("recruiter", "collision");
    expect((await saveCompany(owner, { name: "Lumière et Cie", siret: validSiret() })).status).toBe(200);

    const before = await snapshot(server);
    const refused = await saveCompany(owner, { slug: "lumiere-et-cie" });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: "Cette adresse publique est déjà prise.", field: "profile.slug" });
    expect(await snapshot(server)).toEqual(before);

    await server.db.query(
      "insert into public.pages (slug, title, body, published) values ('page-lumiere', 'Page', '<p>x</p>', true)",
    );
    expect((await saveCompany(owner, { slug: "page-lumiere" })).status).toBe(409);

    expect((await saveCompany(owner, { slug: "lumiere-cie" })).status).toBe(200);
    const candidateRefused = await call(server, "POST", "/api/profile/info", {
      token: candidate.token,
      body: { form: { card_slug: "lumiere-cie" } },
    });
    expect(candidateRefused.status).toBe(409);
    expect(candidateRefused.body.field).toBe("form.card_slug");
    // Saving the company again with its own slug is no conflict.
    expect((await saveCompany(owner, { slug: "lumiere-cie", sector: "Industrie" })).status).toBe(200);
  });
});

describe("the logo in storage", () => {
  it("is written by its owner in their folder, never by another user into it", async () => {
    const owner = await register("recruiter", "logo");
    const intruder = await register("recruiter", "intrus");
    const body = () => new Blob([png(512)], { type: "image/png" });

    const foreign = await intruder.client.storage.from("company-logos").upload(`${owner.id}/logo.png`, body());
    expect(foreign.error).not.toBeNull();
    expect(foreign.error?.message).toMatch(/^Accès refusé/);

    const own = await owner.client.storage.from("company-logos").upload(`${owner.id}/logo.png`, body());
    expect(own.error).toBeNull();
    const overwrite = await intruder.client.storage
      .from("company-logos")
      .upload(`${owner.id}/logo.png`, body(), { upsert: true });
    expect(overwrite.error).not.toBeNull();

    const url = owner.client.storage.from("company-logos").getPublicUrl(`${owner.id}/logo.png`).data.publicUrl;
    const saved = await saveCompany(owner, { name: "Logo SA", siret: validSiret(), logo_url: url });
    expect(saved.status).toBe(200);
    expect(saved.body.logo_url).toBe(url);
    const image = await fetch(url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
  });
});
