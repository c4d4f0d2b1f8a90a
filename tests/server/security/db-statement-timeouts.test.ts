// How long one statement of a request may run: as on hosted Supabase, 3 s for a visitor (anon) and
// 8 s for a signed-in user (authenticated), each role's `statement_timeout`. Postgres applies a
// role's settings at login only, never on SET ROLE, so the server enters them with the role, as
// PostgREST does. A statement cut short is a French 503 (PostgREST's shape through REST), never a
// 500. PGlite cannot interrupt its WebAssembly mid-statement: there, the bounds on what each callable
// function accepts (db-rpc-bounds) are what keep a statement short.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { statementTimeoutMessage } from "@fuse/server-core/db/database.ts";
import { openPostgres } from "@fuse/server-core/db/postgres.ts";

import { loadConfig } from "../../../apps/platform/server/config.ts";
import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { call, registerUser, type TestUser } from "../api/profile-support.ts";
import { restCall } from "./rest-support.ts";

let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await registerUser(server, "candidate", "delais");
  // Functions the scene needs, written by the database owner: what timeout a call runs under, a
  // statement that takes its time, and one that ends as a cancelled statement does.
  await server.db.exec(`
    create function public.timeout_in_force() returns text
    language sql stable set search_path = ''
    as $$ select current_setting('statement_timeout') $$;
    create function public.sleep_for_tests(seconds double precision) returns void
    language sql set search_path = ''
    as $$ select pg_sleep(seconds) $$;
    create function public.cancelled_for_tests() returns void
    language plpgsql set search_path = ''
    as $$ begin raise exception 'canceling statement due to statement timeout' using errcode = '57014'; end $$;
  `);
}, 120_000);
afterAll(() => server?.close());

const rpc = (name: string, args: Record<string, unknown>, token?: string) =>
  restCall(server, "POST", `rpc/${name}`, { token, body: args });

/** Sets (or, with null, forgets) the anon role's timeout in this test's database only. */
async function anonTimeoutHere(timeout: string | null) {
  const { rows } = await server.db.query<{ name: string }>("select current_database() as name");
  const database = `"${rows[0]!.name.replaceAll('"', '""')}"`;
  await server.db.exec(
    timeout === null
      ? `alter role anon in database ${database} reset statement_timeout`
      : `alter role anon in database ${database} set statement_timeout = '${timeout}'`,
  );
}

describe("statement timeouts", () => {
  it("run a visitor's request under 3 s and a signed-in user's under 8 s, as hosted Supabase does", async () => {
    expect(await rpc("timeout_in_force", {})).toEqual({ status: 200, body: "3s" });
    expect(await rpc("timeout_in_force", {}, user.token)).toEqual({ status: 200, body: "8s" });
    const { rows } = await server.db.query<{ role: string; settings: string[] }>(
      "select rolname as role, rolconfig as settings from pg_roles where rolname in ('anon', 'authenticated') order by 1",
    );
    expect(rows).toEqual([
      { role: "anon", settings: expect.arrayContaining(["statement_timeout=3s"]) },
      { role: "authenticated", settings: expect.arrayContaining(["statement_timeout=8s"]) },
    ]);
  });

  it("follow an operator's change, this database's own setting first", async () => {
    await anonTimeoutHere("5s");
    try {
      expect(await rpc("timeout_in_force", {})).toEqual({ status: 200, body: "5s" });
      expect(await rpc("timeout_in_force", {}, user.token)).toEqual({ status: 200, body: "8s" });
    } finally {
      await anonTimeoutHere(null);
    }
    expect(await rpc("timeout_in_force", {})).toEqual({ status: 200, body: "3s" });
  });

  it("answer a cancelled statement with a French 503, in PostgREST's shape through REST and through /api", async () => {
    expect(await rpc("cancelled_for_tests", {})).toEqual({
      status: 503,
      body: { code: "57014", message: statementTimeoutMessage, details: null, hint: null },
    });
    await server.db.exec(`
      create function public.cancel_for_tests() returns trigger
      language plpgsql set search_path = ''
      as $$ begin raise exception 'canceling statement due to statement timeout' using errcode = '57014'; end $$;
      create trigger saved_searches_cancel_for_tests before insert on public.saved_searches
        for each row execute function public.cancel_for_tests();
    `);
    try {
      const saved = await call(server, "POST", "/api/saved-searches", {
        token: user.token,
        body: { name: "Développeuse à Lyon", query: "q=developpeuse" },
      });
      expect(saved).toMatchObject({ status: 503, body: { error: statementTimeoutMessage } });
    } finally {
      await server.db.exec("drop trigger saved_searches_cancel_for_tests on public.saved_searches");
    }
    const { rows } = await server.db.query("select 1 from public.saved_searches");
    expect(rows).toEqual([]);
  });

  it("cut a statement past its timeout on PostgreSQL; PGlite, which cannot interrupt it, lets it finish", async () => {
    await anonTimeoutHere("300ms");
    try {
      const started = performance.now();
      const slow = await rpc("sleep_for_tests", { seconds: 2 });
      const took = performance.now() - started;
      if (server.db.kind === "postgres") {
        expect(slow).toEqual({
          status: 503,
          body: { code: "57014", message: statementTimeoutMessage, details: null, hint: null },
        });
        expect(took).toBeLessThan(1800);
      } else {
        expect(slow).toEqual({ status: 204, body: null });
        expect(took).toBeGreaterThanOrEqual(2000);
      }
    } finally {
      await anonTimeoutHere(null);
    }
  });

  it("bound the server's own statements on PostgreSQL by DATABASE_STATEMENT_TIMEOUT_SECONDS (2 minutes by default)", async () => {
    const configured = (env: NodeJS.ProcessEnv) =>
      loadConfig(env, { dataDir: undefined, databaseUrl: undefined, jwtSecret: "x".repeat(32) })
        .databaseStatementTimeoutMs;
    expect(configured({})).toBe(120_000);
    expect(configured({ DATABASE_STATEMENT_TIMEOUT_SECONDS: "7" })).toBe(7000);
    if (server.db.kind === "postgres") {
      const { rows } = await server.db.query<{ name: string }>("select current_database() as name");
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${rows[0]!.name}`;
      const own = openPostgres(url.toString(), { statementTimeoutMs: 7000 });
      try {
        expect((await own.query("show statement_timeout")).rows).toEqual([{ statement_timeout: "7s" }]);
        // A request still runs under its role's.
        expect(await own.asRole({ role: "anon" }, (tx) => tx.query("show statement_timeout"))).toMatchObject({
          rows: [{ statement_timeout: "3s" }],
        });
      } finally {
        await own.close();
      }
    }
  });
});
