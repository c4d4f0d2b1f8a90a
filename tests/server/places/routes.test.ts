import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { placesRoutes } from "@fuse/api/places/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { startFakeAddressBase, type FakeAddressBase } from "./fake-address-base.ts";

// `server` runs offline (no address base, as the test servers and the end-to-end ones do); `withBan`
// asks a local fake of the Base Adresse Nationale, never the real one.
let server: TestServer;
let limited: TestServer;
let withBan: TestServer;
let ban: FakeAddressBase;

beforeAll(async () => {
  ban = await startFakeAddressBase();
  [server, limited, withBan] = await Promise.all([
    startTestServer({ modules: [placesRoutes] }),
    startTestServer({ modules: [(ctx) => placesRoutes(ctx, { perMinute: 3 })] }),
    startTestServer({
      modules: [(ctx) => placesRoutes(ctx, { addressSearch: { timeoutMs: 300, pauseAfterFailureMs: 0 } })],
      config: { addressSearchUrl: ban.url },
    }),
  ]);
});
afterAll(async () => {
  await server?.close();
  await limited?.close();
  await withBan?.close();
  await ban?.close();
});

async function get(path: string, on = server) {
  const response = await fetch(`${on.url}${path}`);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe("GET /api/places/cities", () => {
  it("finds French communes by name, accents and case aside, for anyone", async () => {
    const reply = await get(`/api/places/cities?q=${encodeURIComponent("saint etienne")}`);
    expect(reply.status).toBe(200);
    const cities = reply.body.cities as Array<Record<string, unknown>>;
    expect(cities[0]).toMatchObject({ city: "Saint-Étienne", country: "France", place_id: "insee:42218" });
    expect(cities[0]!.lat).toBeCloseTo(45.43, 1);
    expect(reply.headers.get("cache-control")).toBe("public, max-age=86400");
  });

  it("finds them by postal code, at most `limit`", async () => {
    const reply = await get("/api/places/cities?q=69&limit=3");
    const cities = reply.body.cities as Array<{ description: string }>;
    expect(cities).toHaveLength(3);
    for (const city of cities) expect(city.description).toMatch(/\(69\d{3}\)|\(69\)/);
  });

  it("refuses a text too short or too long, or a limit out of range, in French", async () => {
    expect(await get("/api/places/cities?q=L")).toMatchObject({
      status: 400,
      body: { error: "Tapez au moins 2 caractères." },
    });
    expect((await get(`/api/places/cities?q=${"a".repeat(101)}`)).status).toBe(400);
    const tooMany = await get("/api/places/cities?q=Lyon&limit=50");
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatch(/Nombre de suggestions/);
  });
});

describe("GET /api/places/addresses, offline (no address base)", () => {
  it("answers communes only, each under one postal code, never a street", async () => {
    const reply = await get(`/api/places/addresses?q=${encodeURIComponent("Paris")}`);
    expect(reply.status).toBe(200);
    const addresses = reply.body.addresses as Array<Record<string, unknown>>;
    expect(addresses[0]).toMatchObject({
      description: "75001 Paris",
      streetAddress: "",
      postal_code: "75001",
      city: "Paris",
      country: "France",
    });
    for (const address of addresses) expect(address.streetAddress).toBe("");
  });

  // The defect: « 8 rue Saint-Honoré » came first as « 8 rue, 38350 Saint-Honoré » (Isère), and
  // « 12 rue de la Paix Paris » was offered in 75001, 75002… 75008.
  it("places no typed street in a commune", async () => {
    for (const q of ["8 rue Saint-Honoré", "12 rue de la Paix Paris", "12 rue de la Paix, 75002 Paris"]) {
      const reply = await get(`/api/places/addresses?q=${encodeURIComponent(q)}`);
      expect(reply).toMatchObject({ status: 200, body: { addresses: [] } });
    }
  });
});

describe("GET /api/places/communes", () => {
  it("answers communes with their postal code, with or without an address base", async () => {
    for (const on of [server, withBan]) {
      const reply = await get(`/api/places/communes?q=75001`, on);
      expect(reply.status).toBe(200);
      expect(reply.body.communes).toEqual([
        {
          description: "75001 Paris",
          streetAddress: "",
          city: "Paris",
          postal_code: "75001",
          latitude: 48.8534,
          longitude: 2.3488,
          country: "France",
        },
      ]);
    }
    expect(ban.queries).toEqual([]);
  });
});

describe("GET /api/places/addresses, Base Adresse Nationale (local fake)", () => {
  it("answers the base's numbers and streets with their postal code", async () => {
    const reply = await get(`/api/places/addresses?q=${encodeURIComponent("8 rue Saint-Honoré")}&limit=5`, withBan);
    expect(reply.status).toBe(200);
    expect(ban.queries.at(-1)).toBe("8 rue Saint-Honoré");
    const addresses = reply.body.addresses as Array<Record<string, unknown>>;
    expect(addresses[0]).toEqual({
      description: "8 Rue Saint-Honoré, 75001 Paris",
      streetAddress: "8 Rue Saint-Honoré",
      city: "Paris",
      postal_code: "75001",
      latitude: 48.860735,
      longitude: 2.341468,
      country: "France",
    });
    // Saint-Honoré in Isère may come as what the base knows there (the commune, its places), never
    // with the typed street put in it.
    const inIsere = addresses.filter((address) => address.postal_code === "38350");
    expect(inIsere.length).toBeGreaterThan(0);
    for (const address of inIsere) expect(address.streetAddress).not.toMatch(/rue|saint-honor/i);
    expect(reply.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("keeps what it asked in memory for a while", async () => {
    const asked = ban.queries.length;
    await get(`/api/places/addresses?q=${encodeURIComponent("10 rue de la République")}`, withBan);
    const again = await get(`/api/places/addresses?q=${encodeURIComponent("10 rue de la République")}`, withBan);
    expect((again.body.addresses as Array<{ postal_code: string }>)[0]).toMatchObject({ postal_code: "69002" });
    expect(ban.queries.length).toBe(asked + 1);
  });

  it("does not ask the base what it would refuse", async () => {
    const asked = ban.queries.length;
    expect(await get(`/api/places/addresses?q=${encodeURIComponent("- a")}`, withBan)).toMatchObject({
      status: 200,
      body: { addresses: [] },
    });
    expect(ban.queries.length).toBe(asked);
  });

  it("says in French that the search is unavailable when the base is too slow or fails, and guesses nothing", async () => {
    ban.delay(2000);
    try {
      const slow = await get(`/api/places/addresses?q=${encodeURIComponent("Rue du Faubourg")}`, withBan);
      expect(slow).toMatchObject({
        status: 503,
        body: {
          error:
            "La recherche d'adresses ne répond pas pour le moment : choisissez la commune et saisissez le numéro et la voie.",
        },
      });
      expect(slow.headers.get("cache-control")).toBe("no-store");
    } finally {
      ban.delay(0);
    }
    ban.fail(true);
    try {
      expect((await get(`/api/places/addresses?q=${encodeURIComponent("Le Bourg")}`, withBan)).status).toBe(503);
    } finally {
      ban.fail(false);
    }
    const back = await get(`/api/places/addresses?q=${encodeURIComponent("Le Bourg")}`, withBan);
    expect((back.body.addresses as Array<Record<string, unknown>>)[0]).toMatchObject({
      streetAddress: "Le Bourg",
      postal_code: "38350",
      city: "Saint-Honoré",
    });
  });
});

describe("GET /api/places/details", () => {
  it("answers a commune's point and address components, and 404 for an unknown id", async () => {
    const lyon = await get("/api/places/details?id=insee:69123");
    expect(lyon.status).toBe(200);
    expect(lyon.body.formatted_address).toMatch(/Lyon, France$/);
    const unknown = await get("/api/places/details?id=insee:00000");
    expect(unknown).toMatchObject({ status: 404, body: { error: "Lieu introuvable." } });
    expect((await get(`/api/places/details?id=${"x".repeat(41)}`)).status).toBe(400);
  });
});

describe("a flood of lookups from one address", () => {
  it("is refused past the limit with a French message and when to retry", async () => {
    for (let i = 0; i < 3; i++) expect((await get("/api/places/cities?q=Nantes", limited)).status).toBe(200);
    const refused = await get("/api/places/cities?q=Nantes", limited);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^Trop de recherches de lieux en peu de temps : réessayez dans \d+ s\.$/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
