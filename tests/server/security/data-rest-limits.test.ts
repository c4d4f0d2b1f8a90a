// What one REST request may cost: a visitor with the anon key asks for as many rows and columns as
// the URL can carry. Rows per response are capped as PostgREST's `db-max-rows` caps them, absurd
// selects are refused with PostgREST's 400, and no failure answers with Postgres's own words.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { loadConfig } from "../../../apps/platform/server/config.ts";
import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { createProfile, createUser } from "../rest/users.ts";

let server: TestServer;
/** The same server code, with a lower cap from its options. */
let capped: TestServer;

const publishedJobs = 1050;

async function fill(target: TestServer, count: number) {
  const recruiter = await createUser(target, "rh@limites.test");
  const profile = await createProfile(target, recruiter.id, "recruiter");
  await target.db.query(
    "insert into public.companies (profile_id, name, siret, visible) values ($1, 'Limites SA', '73282932000074', true)",
    [profile],
  );
  await target.db.query(
    `insert into public.jobs (company_id, title, description, contract_type, status)
     select $1, 'Offre ' || n, '<p>Une description.</p>', 'CDI', 'published'
     from generate_series(1, $2::int) as n`,
    [profile, count],
  );
}

const get = (target: TestServer, path: string, headers: Record<string, string> = {}) =>
  fetch(`${target.url}/rest/v1/${path}`, { headers: { apikey: target.anonKey, ...headers } });

beforeAll(async () => {
  server = await startTestServer();
  // The operator's setting, as `npm start` reads it from the environment.
  capped = await startTestServer({ config: { restMaxRows: loadConfig({ REST_MAX_ROWS: "10" }).restMaxRows } });
  await fill(server, publishedJobs);
  await fill(capped, 25);
}, 180_000);
afterAll(async () => {
  await server?.close();
  await capped?.close();
});

describe("rows per response (db-max-rows)", () => {
  it("answers at most 1000 rows without a limit, and says so in Content-Range", async () => {
    const response = await get(server, "jobs?select=id");
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBe(1000);
    expect(response.headers.get("content-range")).toBe("0-999/*");
  });

  it("caps a larger limit, counts every row and answers 206 with the exact count", async () => {
    const response = await get(server, "jobs?select=id&limit=5000", { prefer: "count=exact" });
    expect(response.status).toBe(206);
    expect(((await response.json()) as unknown[]).length).toBe(1000);
    expect(response.headers.get("content-range")).toBe(`0-999/${publishedJobs}`);
  });

  it("pages beyond the cap with offset and Range, as PostgREST does", async () => {
    const next = await get(server, "jobs?select=id&offset=1000");
    expect(((await next.json()) as unknown[]).length).toBe(publishedJobs - 1000);
    expect(next.headers.get("content-range")).toBe(`1000-${publishedJobs - 1}/*`);
    const ranged = await get(server, "jobs?select=id", { range: "0-4999" });
    expect(((await ranged.json()) as unknown[]).length).toBe(1000);
    expect(ranged.headers.get("content-range")).toBe("0-999/*");
    const small = await get(server, "jobs?select=id&limit=3");
    expect(((await small.json()) as unknown[]).length).toBe(3);
  });

  it("takes the cap from the stand-in's options", async () => {
    const response = await get(capped, "jobs?select=id", { prefer: "count=exact" });
    expect(((await response.json()) as unknown[]).length).toBe(10);
    expect(response.headers.get("content-range")).toBe("0-9/25");
  });
});

describe("rows per write", () => {
  const post = (target: TestServer, token: string, body: string) =>
    fetch(`${target.url}/rest/v1/job_views`, {
      method: "POST",
      headers: { apikey: target.anonKey, authorization: `Bearer ${token}`, "content-type": "application/json" },
      body,
    });
  const views = async (target: TestServer, profile: string) =>
    (
      await target.db.query<{ n: number }>("select count(*)::int as n from public.job_views where profile_id = $1", [
        profile,
      ])
    ).rows[0]?.n;

  it("refuses 1 MB of tiny rows with a French 400, writing nothing", async () => {
    const candidate = await createUser(server, "lignes@limites.test");
    const profile = await createProfile(server, candidate.id, "candidate");
    // 330,000 empty objects: parsed on the server's thread, they held every request back 0.2 s.
    const response = await post(server, candidate.token, JSON.stringify(Array.from({ length: 330_000 }, () => ({}))));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "PGRST102",
      details: expect.stringMatching(/^Trop de lignes en une requête : 1\s000 au plus\.$/),
    });
    expect(await views(server, profile)).toBe(0);
  });

  it("takes the cap from the same option as reads: one row more is refused, the cap itself written", async () => {
    const candidate = await createUser(capped, "lignes@limites.test");
    const profile = await createProfile(capped, candidate.id, "candidate");
    const { rows: jobs } = await capped.db.query<{ id: string }>("select id from public.jobs order by id limit 11");
    const rows = jobs.map((job) => ({ profile_id: profile, job_id: job.id }));
    const over = await post(capped, candidate.token, JSON.stringify(rows));
    expect(over.status).toBe(400);
    expect(((await over.json()) as { details: string }).details).toBe("Trop de lignes en une requête : 10 au plus.");
    expect(await views(capped, profile)).toBe(0);
    expect((await post(capped, candidate.token, JSON.stringify(rows.slice(0, 10)))).status).toBe(201);
    expect(await views(capped, profile)).toBe(10);
  });
});

describe("absurd selects", () => {
  const refusedWith400 = async (path: string) => {
    const response = await get(server, path);
    const body = (await response.json()) as { code: string; message: string; details: string };
    expect(response.status, path.slice(0, 80)).toBe(400);
    expect(body.code, path.slice(0, 80)).toBe("PGRST100");
    return body;
  };

  it("refuses a column repeated a hundred times instead of answering megabytes", async () => {
    await refusedWith400(`jobs?select=${Array(100).fill("description").join(",")}`);
    const twice = await refusedWith400("jobs?select=description,description");
    expect(twice.details).toMatch(/description/);
  });

  it("refuses the same column under a hundred aliases, or under two", async () => {
    await refusedWith400("jobs?select=title,label:title");
    await refusedWith400(`jobs?select=${Array.from({ length: 100 }, (_, i) => `d${i}:description`).join(",")}`);
  });

  it("refuses two items answering under the same name, and a column also listed by *", async () => {
    await refusedWith400("jobs?select=title,title:description");
    await refusedWith400("jobs?select=*,description");
    await refusedWith400("jobs?select=*,*");
  });

  it("refuses more select items than any table has columns", async () => {
    const columns = Array.from({ length: 80 }, (_, i) => `c${i}:title->>x${i}`).join(",");
    await refusedWith400(`jobs?select=${columns}`);
  });

  it("refuses an over-long select and a JSON path nested too deep", async () => {
    await refusedWith400(`jobs?select=${"t".repeat(5000)}:title`);
    await refusedWith400(`jobs?select=x:title${"->a".repeat(40)}`);
  });

  it("refuses 1,700 columns with a 400, not a 500 carrying Postgres's text", async () => {
    const response = await get(server, `jobs?select=${Array(1700).fill("title").join(",")}`);
    expect(response.status).toBe(400);
    expect(await response.text()).not.toMatch(/target lists|entries/);
  });

  it("still serves ordinary selects: columns, aliases, casts, JSON paths", async () => {
    const response = await get(
      server,
      "jobs?select=id,label:title,salary:salary_min::text,published_at,city&order=title&limit=2",
    );
    expect(response.status).toBe(200);
    const rows = (await response.json()) as Array<Record<string, unknown>>;
    expect(Object.keys(rows[0]!)).toEqual(["id", "label", "salary", "published_at", "city"]);
  });
});

describe("server errors", () => {
  it("never answers a 500 with Postgres's message, detail or hint", async () => {
    // A text search query too deep for its parser (XX000), reachable with the anon key: a 500, as
    // PostgREST answers it, but what Postgres said stays in the server's log.
    const response = await get(server, `jobs?select=id&search=fts.${"!".repeat(2000)}a`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: "XX000",
      message: "Internal server error",
      details: null,
      hint: null,
    });
  });

  it("answers Postgres's own limits (class 54) with a French 400, naming none of them", async () => {
    // An array literal with more dimensions than arrays may have (54000): the request is at fault.
    const response = await get(server, `jobs?select=id&skills=cs.${"{".repeat(8)}a${"}".repeat(8)}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      code: "54000",
      message: expect.stringMatching(/^La requête est trop volumineuse/),
      details: null,
      hint: null,
    });
  });
});
