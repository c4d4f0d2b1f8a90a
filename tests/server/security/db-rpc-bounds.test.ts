// What one call through /rest/v1/rpc may cost. Every function a visitor or a free account may call
// bounds its text, list and JSON arguments: past its bound, a French 400 before any costly work.
// Unbounded, 110 000 skills kept skill_keys busy for seconds, a 900 000-word search ended in a 500
// (54001), and on PGlite, which runs one statement at a time, two such calls held every other
// request back (a signed-in user's read went from 85 ms to 10 s).
import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { registerUser, type TestUser } from "../api/profile-support.ts";
import { restCall } from "./rest-support.ts";

let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await registerUser(server, "candidate", "bornes");
}, 120_000);
afterAll(() => server?.close());

interface RestAnswer {
  status: number;
  body: { code?: string; message?: string } | null;
}

const rpc = (name: string, args: Record<string, unknown>, token?: string): Promise<RestAnswer> =>
  restCall<NonNullable<RestAnswer["body"]>>(server, "POST", `rpc/${name}`, { token, body: args });

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();

/** An argument of each type, small enough for any function. */
const small: Record<string, unknown> = {
  text: "a",
  "text[]": ["a"],
  jsonb: {},
  json: {},
  boolean: false,
  integer: 10,
  "double precision": 45,
  uuid: "00000000-0000-4000-8000-000000000000",
  "timestamp with time zone": inAWeek,
  "timestamp with time zone[]": [inAWeek],
};

/** The same types, as large as a request under the 1 MB body limit carries (about 400 KB). */
const large: Record<string, () => unknown> = {
  text: () => "x".repeat(400_000),
  "text[]": () => Array.from({ length: 50_000 }, (_, i) => `c${i}`),
  jsonb: () => Array.from({ length: 12_000 }, (_, i) => ({ id: `q${i}`, type: "short_text", label: "x" })),
  json: () => Array.from({ length: 12_000 }, (_, i) => ({ id: `q${i}`, type: "short_text", label: "x" })),
  "timestamp with time zone[]": () => Array.from({ length: 20_000 }, () => inAWeek),
};

/**
 * Callable functions whose cost is linear and small even at 1 MB, and which answer rather than
 * refuse: json_bytes measures a document (the checks that call it compare its answer with their
 * bound); bounded_text and bounded_list are the bounds themselves (bounded_list takes any array,
 * which no JSON argument names).
 */
const answeredAsTheyCome = new Set(["json_bytes", "bounded_text", "bounded_list"]);

describe("functions callable through /rest/v1/rpc", () => {
  it("refuse an over-long argument with a French 400, every one of them", async () => {
    const { rows } = await server.db.query<{ name: string; names: string[]; types: string[] }>(
      `select p.proname as name, (p.proargnames)[1:p.pronargs] as names,
              array(select format_type(t, null) from unnest(p.proargtypes) as t) as types
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
          and (has_function_privilege('anon', p.oid, 'execute')
               or has_function_privilege('authenticated', p.oid, 'execute'))
        order by 1`,
    );
    const sized = rows.filter((row) => row.types.some((type) => type in large));
    // The functions the product calls with texts and lists, at the least.
    expect(sized.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        "skill_keys",
        "french_tsquery",
        "is_sanitised_html",
        "is_valid_questionnaire",
        "potential_candidates",
        "public_card",
        "workflow_propose_interview",
      ]),
    );
    const unrefused: string[] = [];
    for (const row of sized.filter((candidate) => !answeredAsTheyCome.has(candidate.name))) {
      for (const [index, type] of row.types.entries()) {
        if (!(type in large)) continue;
        const args = Object.fromEntries(
          row.names.map((name, at) => [
            name,
            at === index ? large[type]!() : name === "attribute" ? "href" : (small[row.types[at]!] ?? "a"),
          ]),
        );
        const answer = await rpc(row.name, args, user.token);
        const refused =
          answer.status === 400 &&
          ["22023", "23514"].includes(answer.body?.code ?? "") &&
          /au plus|compte 14 chiffres/.test(answer.body?.message ?? "");
        if (!refused)
          unrefused.push(`${row.name}(${row.names[index]}): ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(unrefused).toEqual([]);
  }, 120_000);

  it("names the bound in French, and answers within it as before", async () => {
    const many = await rpc("skill_keys", { skills: Array.from({ length: 110_000 }, (_, i) => `c${i}`) });
    expect(many).toEqual({
      status: 400,
      body: { code: "23514", message: "Trop de compétences : 200 au plus.", details: null, hint: null },
    });
    const search = await rpc("french_tsquery", {
      query: Array.from({ length: 100_000 }, (_, i) => `mot${i}`).join(" "),
    });
    expect(search).toMatchObject({
      status: 400,
      body: { code: "22023", message: "Recherche trop longue : 1 000 caractères au plus." },
    });
    expect(await rpc("skill_keys", { skills: ["Node.js", "C#", "Anglais (courant)"] })).toEqual({
      status: 200,
      body: ["anglais", "csharp", "nodejs"],
    });
    expect((await rpc("french_tsquery", { query: "Développeuse web" })).status).toBe(200);
  });

  it("keeps a signed-in user's read fast while two oversized calls run", async () => {
    const oversized = () => rpc("skill_keys", { skills: Array.from({ length: 110_000 }, (_, i) => `c${i}`) });
    const calls = [oversized(), oversized()];
    const started = performance.now();
    const read = await fetch(`${server.url}/rest/v1/jobs?select=id&limit=1`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${user.token}` },
    });
    await read.text();
    const took = performance.now() - started;
    expect((await Promise.all(calls)).map((answer) => answer.status)).toEqual([400, 400]);
    expect(read.status).toBe(200);
    // Before the bounds: about 4.5 s on PGlite (each call ran 2.5 s, one after the other).
    expect(took).toBeLessThan(1500);
  });

  it("still serves the product's calls of a public card or company by their address", async () => {
    expect(await rpc("public_card", { p_slug: "personne" })).toEqual({ status: 200, body: [] });
    expect(await rpc("company_account_exists", { siret: "73282932000074" })).toEqual({ status: 200, body: false });
    expect((await rpc("public_company", { p_slug: "x".repeat(201) })).body).toMatchObject({
      code: "22023",
      message: "Adresse de carte trop longue : 200 caractères au plus.",
    });
    expect((await rpc("potential_candidates", { p_job_id: randomUUID(), p_skill_keys: [] }, user.token)).status).toBe(
      200,
    );
  });
});
