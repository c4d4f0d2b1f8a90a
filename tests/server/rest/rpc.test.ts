// PostgREST's /rpc through supabase-js `.rpc()`: named arguments (POST, and GET for read-only
// calls), results shaped as PostgREST returns them, and the caller's rights — EXECUTE grants and
// row-level security — deciding exactly as for tables.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { anonClient, createProfile, createUser, serviceClient, type TestUser } from "./users.ts";

let server: TestServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  alice = await createUser(server, "alice@rpc.test");
  bob = await createUser(server, "bob@rpc.test");
  await server.db.exec(`
    create table public.rpc_notes (id serial primary key, owner uuid not null, body text not null);
    alter table public.rpc_notes enable row level security;
    create policy "rpc_notes: owners read theirs" on public.rpc_notes
      for select to authenticated using (owner = (select auth.uid()));
    create function public.rpc_add(a integer, b integer default 1) returns integer
      language sql immutable as 'select a + b';
    create function public.rpc_series(n integer) returns setof integer
      language sql immutable as 'select generate_series(1, n)';
    create function public.rpc_tags(tags text[]) returns text
      language sql immutable as $$select array_to_string(tags, '+')$$;
    create function public.rpc_echo(doc jsonb) returns jsonb language sql immutable as 'select doc';
    create function public.rpc_my_notes() returns setof public.rpc_notes
      language sql stable as 'select * from public.rpc_notes order by id';
    create function public.rpc_first_note() returns public.rpc_notes
      language sql stable as 'select * from public.rpc_notes order by id limit 1';
    create function public.rpc_write(body text) returns void
      language sql as $$insert into public.rpc_notes (owner, body) values (auth.uid(), body)$$;
    create function public.rpc_members_only() returns text language sql stable as $$select 'secret'$$;
    revoke execute on function public.rpc_members_only() from public, anon;
    grant execute on function public.rpc_members_only() to authenticated;
    grant insert on public.rpc_notes to authenticated;
    create policy "rpc_notes: owners write theirs" on public.rpc_notes
      for insert to authenticated with check (owner = (select auth.uid()));
  `);
  await server.db.query("insert into public.rpc_notes (owner, body) values ($1, 'a1'), ($2, 'b1'), ($1, 'a2')", [
    alice.id,
    bob.id,
  ]);
});

afterAll(() => server?.close());

describe("/rest/v1/rpc", () => {
  it("answers a scalar as a JSON value, a set as an array, a row as an object", async () => {
    const anon = anonClient(server);
    expect(await anon.rpc("rpc_add", { a: 2, b: 3 })).toMatchObject({ data: 5, error: null, status: 200 });
    // Defaults apply to the arguments left out.
    expect((await anon.rpc("rpc_add", { a: 2 })).data).toBe(3);
    expect((await anon.rpc("rpc_series", { n: 3 })).data).toEqual([1, 2, 3]);
    expect((await anon.rpc("rpc_tags", { tags: ["a", "b,c"] })).data).toBe("a+b,c");
    // An empty list, a list in Postgres's own notation, a null, and a JSON document as they came.
    expect((await anon.rpc("rpc_tags", { tags: [] })).data).toBe("");
    expect((await anon.rpc("rpc_tags", { tags: "{x,y}" })).data).toBe("x+y");
    expect(await anon.rpc("rpc_tags", { tags: null })).toMatchObject({ data: null, status: 200 });
    const document = { nested: { list: [1, "deux", null], yes: true } };
    expect((await anon.rpc("rpc_echo", { doc: document })).data).toEqual(document);
    expect((await alice.client.rpc("rpc_first_note")).data).toMatchObject({ owner: alice.id, body: "a1" });
  });

  it("takes GET with query parameters, read-only: a function that writes is refused there", async () => {
    const anon = anonClient(server);
    expect(await anon.rpc("rpc_add", { a: 4, b: 5 }, { get: true })).toMatchObject({ data: 9, status: 200 });
    const refused = await alice.client.rpc("rpc_write", { body: "par GET" }, { get: true });
    expect(refused.status).toBe(405);
    expect(refused.error?.code).toBe("25006");
    const written = await alice.client.rpc("rpc_write", { body: "par POST" });
    expect(written).toMatchObject({ error: null, status: 204 });
  });

  it("runs as the caller: row-level security filters what a function reads", async () => {
    const mine = await alice.client.rpc("rpc_my_notes");
    expect(mine.data?.map((note: { body: string }) => note.body)).toEqual(["a1", "a2", "par POST"]);
    const theirs = await bob.client.rpc("rpc_my_notes");
    expect(theirs.data?.map((note: { body: string }) => note.body)).toEqual(["b1"]);
    expect((await anonClient(server).rpc("rpc_my_notes")).data).toEqual([]);
  });

  it("refuses a function the role may not execute, as PostgREST: 401 for anon, 403 signed in", async () => {
    const anon = await anonClient(server).rpc("rpc_members_only");
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe("42501");
    expect((await alice.client.rpc("rpc_members_only")).data).toBe("secret");

    // The product's: potential_candidates is for signed-in recruiters; EXECUTE is revoked from anon.
    const args = { p_job_id: crypto.randomUUID(), p_skill_keys: ["typescript"] };
    const refused = await anonClient(server).rpc("potential_candidates", args);
    expect(refused.status).toBe(401);
    expect(refused.error?.code).toBe("42501");
    const recruiter = await createUser(server, "recruteur@rpc.test");
    await createProfile(server, recruiter.id, "recruiter");
    const allowed = await recruiter.client.rpc("potential_candidates", args);
    expect(allowed.status).not.toBe(401);
    expect(allowed.status).not.toBe(500);
    expect((await alice.client.rpc("is_admin")).data).toBe(false);
  });

  it("answers unknown functions and arguments with PGRST202, other verbs with PGRST101", async () => {
    const service = serviceClient(server);
    const unknown = await service.rpc("rpc_nothing_here");
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe("PGRST202");
    const wrongArgs = await service.rpc("rpc_add", { x: 1 });
    expect(wrongArgs.status).toBe(404);
    expect(wrongArgs.error?.code).toBe("PGRST202");
    const put = await fetch(`${server.url}/rest/v1/rpc/rpc_add`, {
      method: "PUT",
      headers: { apikey: server.anonKey, "content-type": "application/json" },
      body: "{}",
    });
    expect(put.status).toBe(405);
    expect(((await put.json()) as { code: string }).code).toBe("PGRST101");
    const badBody = await fetch(`${server.url}/rest/v1/rpc/rpc_add`, {
      method: "POST",
      headers: { apikey: server.anonKey, "content-type": "application/json" },
      body: "[1,2]",
    });
    expect(badBody.status).toBe(400);
    for (const body of ['{"a": 1', "nul", '"a"']) {
      const broken = await fetch(`${server.url}/rest/v1/rpc/rpc_add`, {
        method: "POST",
        headers: { apikey: server.anonKey, "content-type": "application/json" },
        body,
      });
      expect(broken.status).toBe(400);
      expect(await broken.json()).toMatchObject({
        code: "PGRST102",
        details: "Le corps doit être un objet JSON (les arguments nommés).",
      });
    }
    const badType = await service.rpc("rpc_add", { a: "not a number" });
    expect(badType.status).toBe(400);
  });
});
