import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { restRoutes } from "@fuse/supabase-local/rest/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { anonClient, createProfile, createUser, serviceClient, type TestUser } from "./users.ts";

let server: TestServer;
let service: SupabaseClient;
let alice: TestUser;
let aliceProfile: string;
let brunoProfile: string;

const rest = (path: string, init: RequestInit = {}) => fetch(`${server.url}/rest/v1/${path}`, init);

async function tableSizes() {
  const { rows } = await server.db.query<{ profiles: number; infos: number; companies: number }>(
    `select (select count(*)::int from public.profiles) as profiles,
            (select count(*)::int from public.candidate_infos) as infos,
            (select count(*)::int from public.companies) as companies`,
  );
  return rows[0];
}

beforeAll(async () => {
  server = await startTestServer({ modules: [restRoutes] });
  service = serviceClient(server);
  alice = await createUser(server, "alice@fuse.test");
  const bruno = await createUser(server, "bruno@fuse.test");
  const recruiter = await createUser(server, "recruteur@fuse.test");
  aliceProfile = await createProfile(server, alice.id, "candidate");
  brunoProfile = await createProfile(server, bruno.id, "candidate");
  const recruiterProfile = await createProfile(server, recruiter.id, "recruiter");
  await server.db.query(
    "insert into public.candidate_infos (profile_id, city, card_settings) values ($1, 'Lyon', '{\"theme\": \"violet\"}'), ($2, 'Paris', '{}')",
    [aliceProfile, brunoProfile],
  );
  await server.db.query(
    "insert into public.companies (profile_id, name, siret, visible) values ($1, 'Fuse SAS', '73282932000074', true)",
    [recruiterProfile],
  );
});
afterAll(() => server?.close());

describe("the API key and the bearer token", () => {
  it("requires one of the project's keys in apikey", async () => {
    const missing = await rest("companies");
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: "No API key found in request" });

    const notAKey = await rest("companies", { headers: { apikey: alice.token } });
    expect(notAKey.status).toBe(401);
    expect(await notAKey.json()).toMatchObject({ message: "Invalid API key" });
  });

  it("without Authorization, runs as the key's role", async () => {
    const asAnon = await rest("candidate_infos?select=city", { headers: { apikey: server.anonKey } });
    expect(await asAnon.json()).toEqual([]);
    const companies = await rest("companies?select=name", { headers: { apikey: server.anonKey } });
    expect(await companies.json()).toEqual([{ name: "Fuse SAS" }]);
    const asService = await rest("candidate_infos?select=city&order=city", {
      headers: { apikey: server.serviceRoleKey, authorization: "Basic dXNlcjpwYXNz" },
    });
    expect(await asService.json()).toEqual([{ city: "Lyon" }, { city: "Paris" }]);
  });

  it("refuses a malformed, forged or empty token with 401 PGRST301", async () => {
    const forged = await new SignJWT({ role: "service_role" })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("a-secret-that-is-not-the-project-one!!"));
    const cases: Array<[string, string]> = [
      ["Bearer not-a-jwt", "Expected 3 parts in JWT; got 1"],
      [`Bearer ${forged}`, "JWT cryptographic operation failed"],
      ["Bearer ", "Empty JWT is sent in Authorization header"],
    ];
    for (const [authorization, message] of cases) {
      const response = await rest("companies", { headers: { apikey: server.anonKey, authorization } });
      expect(response.status, authorization).toBe(401);
      expect(await response.json()).toEqual({ code: "PGRST301", message, details: null, hint: null });
      expect(response.headers.get("www-authenticate")).toContain('error="invalid_token"');
    }
  });

  it("refuses an expired token with 401 PGRST303", async () => {
    const expired = await server.ctx.jwt.sign({ role: "authenticated", sub: alice.id }, -1);
    const client = createClient(server.url, server.anonKey, { accessToken: async () => expired });
    const { error, status } = await client.from("companies").select("name");
    expect(status).toBe(401);
    expect(error).toEqual({ code: "PGRST303", message: "JWT expired", details: null, hint: null });
  });

  it("refuses a correctly signed token that claims a database role other than the API's", async () => {
    const superuser = await new SignJWT({ role: "postgres" })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode(server.ctx.config.jwtSecret));
    const response = await rest("candidate_infos", {
      headers: { apikey: server.anonKey, authorization: `Bearer ${superuser}` },
    });
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe("PGRST301");
  });

  it("never lets one request's role reach the next", async () => {
    expect((await service.from("candidate_infos").select("city")).data).toHaveLength(2);
    expect((await anonClient(server).from("candidate_infos").select("city")).data).toEqual([]);
    expect((await alice.client.from("candidate_infos").select("city")).data).toEqual([{ city: "Lyon" }]);
    expect((await anonClient(server).from("candidate_infos").select("city")).data).toEqual([]);
  });
});

describe("what is exposed", () => {
  it("serves schema public only: auth.users and pg_catalog are unknown tables", async () => {
    for (const table of ["users", "pg_roles", "schema_migrations"]) {
      const { error, status } = await service.from(table).select("*");
      expect(status, table).toBe(404);
      expect(error?.code, table).toBe("PGRST205");
    }
    const otherSchema = createClient(server.url, server.serviceRoleKey, {
      db: { schema: "auth" },
      auth: { persistSession: false },
    });
    const { error, status } = await otherSchema.from("users").select("*");
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: "PGRST106", hint: "Only the following schemas are exposed: public" });
  });

  it("answers what it does not serve with PostgREST's codes", async () => {
    const headers = { apikey: server.serviceRoleKey };
    const put = await rest("companies", { method: "PUT", headers, body: "{}" });
    expect(put.status).toBe(405);
    expect((await put.json()).code).toBe("PGRST117");
    const rpc = await rest("rpc/is_admin", { method: "PUT", headers, body: "{}" });
    expect(rpc.status).toBe(405);
    expect((await rpc.json()).code).toBe("PGRST101");
    const nested = await rest("companies/extra", { headers });
    expect(nested.status).toBe(404);
    expect((await nested.json()).code).toBe("PGRST125");
    const embeddedFilter = await rest("companies?profiles.type=eq.recruiter", { headers });
    expect(embeddedFilter.status).toBe(400);
    expect((await embeddedFilter.json()).code).toBe("PGRST108");
    const csv = await rest("companies", { headers: { ...headers, accept: "text/csv" } });
    expect(csv.status).toBe(406);
    expect((await csv.json()).code).toBe("PGRST107");
    const form = await rest("companies", {
      method: "POST",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      body: "name=x",
    });
    expect(form.status).toBe(415);
  });
});

describe("SQL injection", () => {
  it("rejects hostile column names in select, order and filters, and changes nothing", async () => {
    const before = await tableSizes();
    const attempts = [
      "candidate_infos?select=city;drop table public.profiles--",
      'candidate_infos?select=city,"city"";drop table public.profiles;--"',
      "candidate_infos?select=city::text);drop table public.profiles;--",
      "candidate_infos?order=city;drop table public.profiles",
      "candidate_infos?order=city.desc,1/0",
      "candidate_infos?city) or (true=eq.x",
      encodeURI("candidate_infos?or=(city.eq.x,true.is.true)"),
    ];
    for (const path of attempts) {
      const response = await rest(path, { headers: { apikey: server.anonKey } });
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      const body = await response.json();
      expect(Object.keys(body).sort(), path).toEqual(["code", "details", "hint", "message"]);
    }
    const table = await rest(encodeURIComponent("profiles; drop table public.profiles"), {
      headers: { apikey: server.serviceRoleKey },
    });
    expect(table.status).toBe(404);
    expect(await tableSizes()).toEqual(before);
  });

  it("treats hostile values as plain data", async () => {
    const before = await tableSizes();
    const values = ["' or '1'='1", "x'); delete from public.candidate_infos; --", "$1", "\\", '"quoted"'];
    for (const value of values) {
      const eq = await alice.client.from("candidate_infos").select("city").eq("city", value);
      expect(eq, value).toMatchObject({ error: null, data: [] });
      const within = await alice.client.from("candidate_infos").select("city").in("city", [value, "Paris"]);
      expect(within, value).toMatchObject({ error: null, data: [] });
      const pattern = await alice.client.from("candidate_infos").select("city").ilike("city", `%${value}%`);
      expect(pattern.error, value).toBeNull();
    }
    // A key in a JSON path is a value too.
    for (const key of ["theme') or true--", "x'; drop table public_profiles; --", "$1"]) {
      const path = await service.from("candidate_infos").select("city").eq(`card_settings->>${key}`, "violet");
      expect(path, key).toMatchObject({ error: null, data: [] });
    }
    const hostileConfig = await service
      .from("candidate_infos")
      .select("city")
      .textSearch("city", "lyon", { config: "french'); delete from public.candidate_infos; --" });
    expect(hostileConfig.status).toBe(400);
    expect(await tableSizes()).toEqual(before);
  });

  it("stores and returns hostile text exactly as sent", async () => {
    const headline = `'; drop table public.profiles; -- $1 \\ "guillemets" é 🚀`;
    const { data, error } = await alice.client
      .from("candidate_infos")
      .update({ headline, card_settings: { "'); drop": "$2" } })
      .eq("profile_id", aliceProfile)
      .select("headline, card_settings")
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ headline, card_settings: { "'); drop": "$2" } });
    const { rows } = await server.db.query("select headline from public.candidate_infos where profile_id = $1", [
      aliceProfile,
    ]);
    expect(rows).toEqual([{ headline }]);
    const alias = await alice.client.from("candidate_infos").select('"a\\"b":headline');
    expect(alias.error).toBeNull();
    expect(alias.data).toEqual([{ 'a"b': headline }]);
  });
});
