import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { placesRoutes } from "@fuse/api/places/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";

let server: TestServer;
let limited: TestServer;

beforeAll(async () => {
  [server, limited] = await Promise.all([
    startTestServer({ modules: [placesRoutes] }),
    startTestServer({ modules: [(ctx) => placesRoutes(ctx, { perMinute: 3 })] }),
  ]);
});
afterAll(async () => {
  await server?.close();
  await limited?.close();
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

describe("GET /api/places/addresses", () => {
  it("keeps the street as typed and places it in its commune", async () => {
    const reply = await get(`/api/places/addresses?q=${encodeURIComponent("12 rue de la Paix, 75002 Paris")}`);
    expect(reply.status).toBe(200);
    expect((reply.body.addresses as unknown[])[0]).toMatchObject({
      streetAddress: "12 rue de la Paix",
      postal_code: "75002",
      city: "Paris",
      country: "France",
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
