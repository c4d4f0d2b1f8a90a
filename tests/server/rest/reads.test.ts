import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { restRoutes } from "@fuse/supabase-local/rest/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { anonClient, createProfile, createUser, serviceClient, type TestUser } from "./users.ts";

let server: TestServer;
let service: SupabaseClient;
let alice: TestUser;

interface Candidate {
  first_name: string;
  last_name: string;
  headline: string | null;
  city: string | null;
  mobility_radius_km: number;
  contract_types: string[];
  salary_expectation: number | null;
  skills: string[];
  experience_years: number | null;
  card_settings: Record<string, unknown>;
  card_visible: boolean;
}

const candidates: Candidate[] = [
  {
    first_name: "Alice",
    last_name: "Martin",
    headline: "Développeuse React passionnée",
    city: "Lyon",
    mobility_radius_km: 30,
    contract_types: ["CDI", "CDD"],
    salary_expectation: 42000,
    skills: ["typescript", "react"],
    experience_years: 5,
    card_settings: { theme: "violet", layout: { columns: 2 } },
    card_visible: true,
  },
  {
    first_name: "Bruno",
    last_name: "Petit",
    headline: "Ingénieur bases de données",
    city: "Paris",
    mobility_radius_km: 10,
    contract_types: ["CDI"],
    salary_expectation: 55000,
    skills: ["go", "postgres"],
    experience_years: 10,
    card_settings: { theme: "vert" },
    card_visible: false,
  },
  {
    first_name: "Chloé",
    last_name: "Durand, Jr",
    headline: "Stagiaire en design",
    city: "Lyon",
    mobility_radius_km: 50,
    contract_types: ["stage"],
    salary_expectation: null,
    skills: ["react"],
    experience_years: 0,
    card_settings: {},
    card_visible: false,
  },
  {
    first_name: "David",
    last_name: "O'Brien",
    headline: "Consultant Go indépendant",
    city: "Lille",
    mobility_radius_km: 0,
    contract_types: ["freelance", "CDI"],
    salary_expectation: 70000,
    skills: ["typescript", "go"],
    experience_years: 15,
    card_settings: { theme: "violet" },
    card_visible: true,
  },
  {
    first_name: "Emilie",
    last_name: "Leroy",
    headline: null,
    city: null,
    mobility_radius_km: 30,
    contract_types: [],
    salary_expectation: 38000,
    skills: [],
    experience_years: null,
    card_settings: {},
    card_visible: false,
  },
];

beforeAll(async () => {
  server = await startTestServer({ modules: [restRoutes] });
  service = serviceClient(server);
  for (const [index, candidate] of candidates.entries()) {
    const user = await createUser(server, `candidat${index}@fuse.test`);
    if (index === 0) alice = user;
    const profileId = await createProfile(server, user.id, "candidate");
    await server.db.query(
      `insert into public.candidate_infos (profile_id, first_name, last_name, headline, city, mobility_radius_km,
         contract_types, salary_expectation, skills, experience_years, card_settings, card_visible)
       values ($1, $2, $3, $4, $5, $6, $7::text[], $8, $9::text[], $10, $11::jsonb, $12)`,
      [
        profileId,
        candidate.first_name,
        candidate.last_name,
        candidate.headline,
        candidate.city,
        candidate.mobility_radius_km,
        `{${candidate.contract_types.join(",")}}`,
        candidate.salary_expectation,
        `{${candidate.skills.join(",")}}`,
        candidate.experience_years,
        JSON.stringify(candidate.card_settings),
        candidate.card_visible,
      ],
    );
  }
});
afterAll(() => server?.close());

const infos = () => service.from("candidate_infos");
/** First names of an answer, sorted, for order-independent comparisons. */
const names = (rows: Array<{ first_name: string }> | null) => (rows ?? []).map((row) => row.first_name).sort();

describe("select", () => {
  it("returns only the listed columns, renamed by alias and converted by cast", async () => {
    const { data, error } = await infos()
      .select("first_name, ville:city, salaire:salary_expectation::text, mobility_radius_km")
      .eq("first_name", "Alice");
    expect(error).toBeNull();
    expect(data).toEqual([{ first_name: "Alice", ville: "Lyon", salaire: "42000", mobility_radius_km: 30 }]);
  });

  it("renders arrays, JSON, booleans and nulls as Postgres does for PostgREST", async () => {
    const { data } = await infos()
      .select("contract_types, card_settings, card_visible, experience_years")
      .eq("first_name", "Emilie");
    expect(data).toEqual([{ contract_types: [], card_settings: {}, card_visible: false, experience_years: null }]);
  });

  it("reads inside JSON columns with -> and ->>", async () => {
    const { data, error } = await infos()
      .select("first_name, theme:card_settings->>theme, card_settings->layout->columns")
      .eq("card_settings->>theme", "violet")
      .order("first_name");
    expect(error).toBeNull();
    expect(data).toEqual([
      { first_name: "Alice", theme: "violet", columns: 2 },
      { first_name: "David", theme: "violet", columns: null },
    ]);
  });

  it("leaves out null fields with stripNulls()", async () => {
    const { data, error } = await infos()
      .select("first_name, salary_expectation, city")
      .in("first_name", ["Chloé", "Emilie"])
      .order("first_name")
      .stripNulls();
    expect(error).toBeNull();
    expect(data).toEqual([
      { first_name: "Chloé", city: "Lyon" },
      { first_name: "Emilie", salary_expectation: 38000 },
    ]);
  });

  it("accepts a hand-written select with spaces", async () => {
    const response = await fetch(
      `${server.url}/rest/v1/candidate_infos?select=${encodeURIComponent("first_name, ville:city")}&first_name=eq.Bruno`,
      { headers: { apikey: server.serviceRoleKey } },
    );
    expect(await response.json()).toEqual([{ first_name: "Bruno", ville: "Paris" }]);
  });

  it("refuses embedded resources with a clear 400 instead of guessing", async () => {
    const { data, error, status } = await infos().select("first_name, profiles(type)");
    expect(status).toBe(400);
    expect(data).toBeNull();
    expect(error?.code).toBe("PGRST127");
    expect(error?.details).toMatch(/ressources imbriquées/);
  });

  it("answers an unknown column with Postgres's 42703, as PostgREST forwards it", async () => {
    const { error, status } = await infos().select("first_name, nickname");
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "42703", message: "column candidate_infos.nickname does not exist" });
  });
});

describe("filters", () => {
  it("eq and neq (a null never equals nor differs)", async () => {
    expect(names((await infos().select("first_name").eq("city", "Lyon")).data)).toEqual(["Alice", "Chloé"]);
    expect(names((await infos().select("first_name").neq("city", "Lyon")).data)).toEqual(["Bruno", "David"]);
  });

  it("gt, gte, lt and lte compare in the column's type", async () => {
    const select = () => infos().select("first_name");
    expect(names((await select().gt("salary_expectation", 42000)).data)).toEqual(["Bruno", "David"]);
    expect(names((await select().gte("salary_expectation", 42000)).data)).toEqual(["Alice", "Bruno", "David"]);
    expect(names((await select().lt("salary_expectation", 42000)).data)).toEqual(["Emilie"]);
    expect(names((await select().lte("mobility_radius_km", 10)).data)).toEqual(["Bruno", "David"]);
    // 9 < 10 as numbers, although "9" > "10" as text.
    expect(names((await select().lt("mobility_radius_km", 9)).data)).toEqual(["David"]);
  });

  it("like and ilike, with % or PostgREST's * as the wildcard", async () => {
    expect(names((await infos().select("first_name").like("last_name", "%ar%")).data)).toEqual(["Alice"]);
    expect(names((await infos().select("first_name").like("last_name", "*r*")).data)).toEqual([
      "Alice",
      "Chloé",
      "David",
      "Emilie",
    ]);
    expect(names((await infos().select("first_name").ilike("headline", "%GO%")).data)).toEqual(["David"]);
  });

  it("is null, is not null, is true and is false", async () => {
    expect(names((await infos().select("first_name").is("salary_expectation", null)).data)).toEqual(["Chloé"]);
    expect(names((await infos().select("first_name").not("city", "is", null)).data)).toHaveLength(4);
    expect(names((await infos().select("first_name").is("card_visible", true)).data)).toEqual(["Alice", "David"]);
    expect(names((await infos().select("first_name").is("card_visible", false)).data)).toHaveLength(3);
  });

  it("in, with values holding commas and quotes", async () => {
    expect(names((await infos().select("first_name").in("city", ["Lyon", "Lille"])).data)).toEqual([
      "Alice",
      "Chloé",
      "David",
    ]);
    const tricky = await infos().select("first_name").in("last_name", ["O'Brien", "Durand, Jr", 'a "b"']);
    expect(tricky.error).toBeNull();
    expect(names(tricky.data)).toEqual(["Chloé", "David"]);
    expect((await infos().select("first_name").in("city", [])).data).toEqual([]);
  });

  it("contains, containedBy and overlaps on arrays", async () => {
    expect(names((await infos().select("first_name").contains("skills", ["react"])).data)).toEqual(["Alice", "Chloé"]);
    expect(names((await infos().select("first_name").containedBy("contract_types", ["CDI", "CDD"])).data)).toEqual([
      "Alice",
      "Bruno",
      "Emilie",
    ]);
    expect(names((await infos().select("first_name").overlaps("skills", ["go", "rust"])).data)).toEqual([
      "Bruno",
      "David",
    ]);
  });

  it("contains on JSON columns", async () => {
    const { data } = await infos().select("first_name").contains("card_settings", { theme: "violet" });
    expect(names(data)).toEqual(["Alice", "David"]);
  });

  it("not. negates any operator", async () => {
    expect(names((await infos().select("first_name").not("city", "eq", "Lyon")).data)).toEqual(["Bruno", "David"]);
    expect(names((await infos().select("first_name").not("city", "in", "(Lyon,Paris)")).data)).toEqual(["David"]);
  });

  it("or, with nested and, and several filters together", async () => {
    expect(names((await infos().select("first_name").or("city.eq.Paris,salary_expectation.gte.60000")).data)).toEqual([
      "Bruno",
      "David",
    ]);
    expect(
      names(
        (await infos().select("first_name").or("and(city.eq.Lyon,experience_years.gt.1),first_name.eq.Emilie")).data,
      ),
    ).toEqual(["Alice", "Emilie"]);
    expect(
      names((await infos().select("first_name").or("city.eq.Lyon,city.eq.Lille").not("skills", "cs", "{go}")).data),
    ).toEqual(["Alice", "Chloé"]);
  });

  it("like and ilike against any or all of several patterns", async () => {
    expect(names((await infos().select("first_name").likeAnyOf("city", ["Ly%", "Pa%"])).data)).toEqual([
      "Alice",
      "Bruno",
      "Chloé",
    ]);
    expect(names((await infos().select("first_name").ilikeAllOf("headline", ["%REACT%", "%passionn%"])).data)).toEqual([
      "Alice",
    ]);
  });

  it("not.or negates a whole group", async () => {
    const response = await fetch(
      `${server.url}/rest/v1/candidate_infos?select=first_name&city=not.is.null&not.or=(city.eq.Lyon,city.eq.Paris)`,
      { headers: { apikey: server.serviceRoleKey } },
    );
    expect(await response.json()).toEqual([{ first_name: "David" }]);
  });

  it("full-text search in French", async () => {
    const { data, error } = await infos()
      .select("first_name")
      .textSearch("headline", "développeuses", { config: "french", type: "websearch" });
    expect(error).toBeNull();
    expect(names(data)).toEqual(["Alice"]);
  });

  it("answers an unknown operator with PGRST100 and a filter on a missing column with 42703", async () => {
    const bad = await infos().select("first_name").filter("city", "equals", "Lyon");
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe("PGRST100");
    const missing = await infos().select("first_name").eq("town", "Lyon");
    expect(missing.status).toBe(400);
    expect(missing.error?.code).toBe("42703");
  });

  it("answers a value of the wrong type with 22P02 (400)", async () => {
    const { error, status } = await infos().select("first_name").eq("profile_id", "not-a-uuid");
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "22P02", message: 'invalid input syntax for type uuid: "not-a-uuid"' });
  });
});

describe("order, limit and count", () => {
  it("orders descending with nulls last or first", async () => {
    const last = await infos()
      .select("first_name")
      .order("salary_expectation", { ascending: false, nullsFirst: false });
    expect(last.data?.map((row) => row.first_name)).toEqual(["David", "Bruno", "Alice", "Emilie", "Chloé"]);
    const first = await infos().select("first_name").order("salary_expectation", { ascending: true, nullsFirst: true });
    expect(first.data?.map((row) => row.first_name)).toEqual(["Chloé", "Emilie", "Alice", "Bruno", "David"]);
  });

  it("orders by several columns, by the column even when an alias takes its name", async () => {
    const { data } = await infos()
      .select("city:first_name")
      .order("city", { ascending: true, nullsFirst: false })
      .order("first_name", { ascending: false });
    expect(data?.map((row) => row.city)).toEqual(["David", "Chloé", "Alice", "Bruno", "Emilie"]);
  });

  it("pages with limit and range, and counts every match with count=exact", async () => {
    const limited = await infos().select("first_name").order("first_name").limit(2);
    expect(limited.data?.map((row) => row.first_name)).toEqual(["Alice", "Bruno"]);

    const page = await infos().select("first_name", { count: "exact" }).order("first_name").range(1, 2);
    expect(page.error).toBeNull();
    expect(page.status).toBe(206);
    expect(page.count).toBe(5);
    expect(page.data?.map((row) => row.first_name)).toEqual(["Bruno", "Chloé"]);

    const whole = await infos().select("first_name", { count: "exact" }).eq("city", "Lyon");
    expect(whole.status).toBe(200);
    expect(whole.count).toBe(2);
  });

  it("counts without rows with head: true (HEAD)", async () => {
    const { data, count, error, status } = await infos()
      .select("*", { count: "exact", head: true })
      .contains("skills", ["typescript"]);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBeNull();
    expect(count).toBe(2);
  });

  it("sends Content-Range as PostgREST does", async () => {
    const url = `${server.url}/rest/v1/candidate_infos?select=first_name&order=first_name&offset=1&limit=2`;
    const headers = { apikey: server.serviceRoleKey, Authorization: `Bearer ${server.serviceRoleKey}` };
    const plain = await fetch(url, { headers });
    expect(plain.headers.get("content-range")).toBe("1-2/*");
    expect(plain.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const counted = await fetch(url, { headers: { ...headers, Prefer: "count=exact" } });
    expect(counted.status).toBe(206);
    expect(counted.headers.get("content-range")).toBe("1-2/5");
    const none = await fetch(`${server.url}/rest/v1/candidate_infos?city=eq.Brest`, {
      headers: { ...headers, Prefer: "count=exact" },
    });
    expect(none.headers.get("content-range")).toBe("*/0");
    expect(await none.json()).toEqual([]);
    const beyond = await fetch(`${server.url}/rest/v1/candidate_infos?offset=9`, {
      headers: { ...headers, Prefer: "count=exact" },
    });
    expect(beyond.status).toBe(416);
    expect((await beyond.json()).code).toBe("PGRST103");
  });

  it("honours a Range header, within limit and offset", async () => {
    const response = await fetch(`${server.url}/rest/v1/candidate_infos?select=first_name&order=first_name`, {
      headers: { apikey: server.serviceRoleKey, range: "1-3", "range-unit": "items", prefer: "count=exact" },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe("1-3/5");
    expect(await response.json()).toEqual([{ first_name: "Bruno" }, { first_name: "Chloé" }, { first_name: "David" }]);
  });

  it("refuses a limit that is not a number", async () => {
    const response = await fetch(`${server.url}/rest/v1/candidate_infos?limit=ten`, {
      headers: { apikey: server.serviceRoleKey },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("PGRST100");
  });
});

describe("single and maybeSingle", () => {
  it("single() gives the one matching row as an object", async () => {
    const { data, error } = await infos().select("first_name, city").eq("first_name", "Bruno").single();
    expect(error).toBeNull();
    expect(data).toEqual({ first_name: "Bruno", city: "Paris" });
  });

  it("single() answers 406 PGRST116 for several rows or none", async () => {
    const several = await infos().select("first_name").eq("city", "Lyon").single();
    expect(several.status).toBe(406);
    expect(several.data).toBeNull();
    expect(several.error).toMatchObject({
      code: "PGRST116",
      message: "Cannot coerce the result to a single JSON object",
      details: "The result contains 2 rows",
    });
    const none = await infos().select("first_name").eq("city", "Brest").single();
    expect(none.status).toBe(406);
    expect(none.error?.details).toBe("The result contains 0 rows");
  });

  it("maybeSingle() gives null for no row, the object for one, an error for several", async () => {
    const none = await infos().select("first_name").eq("city", "Brest").maybeSingle();
    expect(none).toMatchObject({ data: null, error: null, status: 200 });
    const one = await infos().select("first_name").eq("city", "Paris").maybeSingle();
    expect(one.data).toEqual({ first_name: "Bruno" });
    const several = await infos().select("first_name").eq("city", "Lyon").maybeSingle();
    expect(several.error?.code).toBe("PGRST116");
  });
});

describe("what a caller may read", () => {
  it("a candidate reads only their own information", async () => {
    const { data, error } = await alice.client.from("candidate_infos").select("first_name");
    expect(error).toBeNull();
    expect(data).toEqual([{ first_name: "Alice" }]);
  });

  it("the anonymous visitor reads nothing the policies do not open to them", async () => {
    const { data, error } = await anonClient(server).from("candidate_infos").select("*");
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it("serves views of schema public, under the caller's rights", async () => {
    await server.db.exec(`
      create view public.lyon_candidates with (security_invoker = true) as
        select first_name, city from public.candidate_infos where city = 'Lyon';
    `);
    const asService = await service.from("lyon_candidates").select("first_name").order("first_name");
    expect(asService.data).toEqual([{ first_name: "Alice" }, { first_name: "Chloé" }]);
    const asAlice = await alice.client.from("lyon_candidates").select("first_name");
    expect(asAlice.data).toEqual([{ first_name: "Alice" }]);
  });

  it("answers an unknown table with 404 PGRST205, suggesting a close name", async () => {
    const { error, status } = await service.from("candidate_info").select("*");
    expect(status).toBe(404);
    expect(error).toEqual({
      code: "PGRST205",
      message: "Could not find the table 'public.candidate_info' in the schema cache",
      details: null,
      hint: "Perhaps you meant the table 'public.candidate_infos'",
    });
    const far = await service.from("jobs_archive").select("*");
    expect(far.status).toBe(404);
    expect(far.error?.hint).toBeNull();
  });
});
