// Servers on one PostgreSQL without JWT_SECRET or a data directory behave as one: the signing
// secret is kept in the database, so a session opened on one server is accepted and refreshed by
// another, and a server started later (a restart) accepts it too; the files stored through one are
// read through another, kept in the database with their metadata. The real supabase-js client,
// over HTTP.
import { createClient } from "@supabase/supabase-js";
import { SignJWT } from "jose";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { profileRoutes } from "@fuse/api/profile/routes.ts";
import { startPostgresCluster, type PostgresCluster } from "@fuse/server-core/testing/postgres-cluster.ts";
import { createUser } from "@fuse/supabase-local/auth/users.ts";
import { supabaseLocalRoutes } from "@fuse/supabase-local/routes.ts";

import type { RunningServer } from "../../apps/platform/server/server.ts";
import { eventually, subscribe } from "./realtime/support.ts";
import { serversOnPostgres } from "./scheduler/servers-on-postgres.ts";
import { png } from "./storage/support.ts";

let cluster: PostgresCluster;
let servers: ReturnType<typeof serversOnPostgres>;

const noScheduler = { enabled: false, jobAlertsIntervalMs: 86_400_000 };

/** A server on the shared database, its secret left to the database (no JWT_SECRET). */
const start = () =>
  servers.start({ jwtSecret: undefined, scheduler: noScheduler }, [profileRoutes, ...supabaseLocalRoutes]);

const client = (server: RunningServer) =>
  createClient(server.url, server.ctx.keys.anon, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

const whoAmI = (server: RunningServer, token: string) =>
  fetch(`${server.url}/auth/v1/user`, {
    headers: { apikey: server.ctx.keys.anon, authorization: `Bearer ${token}` },
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as { id?: string } }));

beforeAll(async () => {
  cluster = await startPostgresCluster();
  servers = serversOnPostgres(() => cluster.url);
});
afterAll(async () => {
  await servers?.close();
  cluster?.destroy();
});

describe("two servers on one PostgreSQL, without JWT_SECRET or a data directory", () => {
  it("share sessions: one signs in, the other accepts and refreshes, one started later accepts", async () => {
    const { server: first, db } = await start();
    const { server: second } = await start();
    expect(first.ctx.config.jwtSecret).not.toBe("");
    expect(second.ctx.config.jwtSecret).toBe(first.ctx.config.jwtSecret);

    const email = "alix.partage@exemple.fr";
    const user = await createUser(db, { email, password: "Motdepasse1", emailConfirmed: true });
    const signedIn = await client(first).auth.signInWithPassword({ email, password: "Motdepasse1" });
    expect(signedIn.error).toBeNull();
    const session = signedIn.data.session!;

    expect(await whoAmI(second, session.access_token)).toMatchObject({ status: 200, body: { id: user.id } });
    const refreshed = await client(second).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).toBeNull();
    expect(await whoAmI(first, refreshed.data.session!.access_token)).toMatchObject({
      status: 200,
      body: { id: user.id },
    });

    // A server started afterwards, as after a restart, reads the same secret.
    const { server: restarted } = await start();
    expect(await whoAmI(restarted, refreshed.data.session!.access_token)).toMatchObject({
      status: 200,
      body: { id: user.id },
    });

    // A token signed with any other secret is refused by every server.
    const forged = await new SignJWT({ role: "authenticated", sub: user.id, aud: "authenticated" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("y".repeat(32)));
    // (GoTrue answers a token it cannot verify with 403 bad_jwt.)
    expect((await whoAmI(second, forged)).status).toBe(403);
    expect((await whoAmI(restarted, forged)).status).toBe(403);
  });

  it("keeps the secret out of the API roles' reach", async () => {
    const { db } = await start();
    for (const role of ["anon", "authenticated", "service_role"]) {
      await expect(
        db.transaction(async (tx) => {
          await tx.query(`set local role ${role}`);
          await tx.query("select value from auth.server_secrets");
        }),
      ).rejects.toThrow(/permission denied/);
    }
  });

  it("share files: stored through one server, read through another, with nothing in memory or on disk", async () => {
    const { server: first, db } = await start();
    const { server: second } = await start();
    const email = "camille.fichiers@exemple.fr";
    const user = await createUser(db, { email, password: "Motdepasse1", emailConfirmed: true });
    const onFirst = client(first);
    expect((await onFirst.auth.signInWithPassword({ email, password: "Motdepasse1" })).error).toBeNull();
    const picture = png(4096);
    const path = `${user.id}/photo.png`;
    const stored = await onFirst.storage.from("avatars").upload(path, new Blob([picture], { type: "image/png" }));
    expect(stored.error).toBeNull();

    const read = await fetch(`${second.url}/storage/v1/object/public/avatars/${path}`);
    expect(read.status).toBe(200);
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(picture);
    const { rows } = await db.query<{ size: number }>(
      "select octet_length(bytes) as size from storage.object_bytes where bucket_id = 'avatars' and name = $1",
      [path],
    );
    expect(rows).toEqual([{ size: picture.length }]);

    // A refused write (another user's folder) leaves neither metadata nor bytes.
    const refused = await onFirst.storage
      .from("avatars")
      .upload(`00000000-0000-4000-8000-000000000000/photo.png`, new Blob([picture], { type: "image/png" }));
    expect(refused.error).not.toBeNull();
    const { rows: left } = await db.query(
      "select 1 from storage.object_bytes where name like '00000000-0000-4000-8000-000000000000/%'",
    );
    expect(left).toEqual([]);

    // Removed through the second server: gone for both.
    const onSecond = client(second);
    expect((await onSecond.auth.signInWithPassword({ email, password: "Motdepasse1" })).error).toBeNull();
    expect((await onSecond.storage.from("avatars").remove([path])).error).toBeNull();
    expect((await fetch(`${first.url}/storage/v1/object/public/avatars/${path}`)).status).toBe(400);
  });

  it("share realtime: a change written through one server reaches the subscribers of both", async () => {
    const { server: first, db } = await start();
    const { server: second } = await start();
    await db.exec(`
      create table public.rt_shared (id uuid primary key default gen_random_uuid(), owner uuid, body text);
      alter table public.rt_shared enable row level security;
      create policy "rt_shared: owners read theirs" on public.rt_shared
        for select to authenticated using (owner = (select auth.uid()));
      alter publication supabase_realtime add table public.rt_shared;
    `);
    const email = "noe.temps-reel@exemple.fr";
    const user = await createUser(db, { email, password: "Motdepasse1", emailConfirmed: true });
    const subscribers = await Promise.all(
      [first, second].map(async (server, index) => {
        const subscriber = client(server);
        expect((await subscriber.auth.signInWithPassword({ email, password: "Motdepasse1" })).error).toBeNull();
        return {
          subscriber,
          ...(await subscribe(subscriber, `partage-${index}`, { event: "INSERT", table: "rt_shared" })),
        };
      }),
    );
    try {
      await db.query("insert into public.rt_shared (owner, body) values ($1, 'Bonjour des deux serveurs')", [user.id]);
      for (const { received } of subscribers) {
        await eventually(() => received.length === 1, 5000, "the change on each server");
        expect(received[0]).toMatchObject({ eventType: "INSERT", new: { body: "Bonjour des deux serveurs" } });
      }
    } finally {
      for (const { subscriber } of subscribers) await subscriber.removeAllChannels();
    }
  });

  it("put a newly published table's change trigger on once when both look for it at the same time", async () => {
    await start();
    const sessions = [
      new pg.Client({ connectionString: cluster.url }),
      new pg.Client({ connectionString: cluster.url }),
    ];
    await Promise.all(sessions.map((session) => session.connect()));
    const [one, other] = sessions as [pg.Client, pg.Client];
    const otherPid = (await other.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
    try {
      await one.query(`
        create table public.rt_raced (id uuid primary key default gen_random_uuid(), body text);
        alter publication supabase_realtime add table public.rt_raced;`);
      // One server's look is under way (its transaction open) when the other's begins, as when a
      // client of each subscribes to the table at once.
      await one.query("begin");
      await one.query("select realtime.sync_change_triggers()");
      const second = other.query("select realtime.sync_change_triggers()").then(
        () => "done",
        (error: Error) => error.message,
      );
      // The other's look waits for the first's: seen waiting on a lock before the first commits.
      await expect
        .poll(async () => {
          const { rows } = await one.query<{ waiting: boolean }>(
            "select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = $1",
            [otherPid],
          );
          return rows[0]?.waiting;
        })
        .toBe(true);
      await one.query("commit");
      expect(await second).toBe("done");
      const { rows } = await one.query(
        "select count(*)::int as triggers from pg_trigger where tgrelid = 'public.rt_raced'::regclass and tgname = 'supabase_realtime_changes'",
      );
      expect(rows).toEqual([{ triggers: 1 }]);
    } finally {
      await Promise.all(sessions.map((session) => session.end()));
    }
  });

  it("start together on a fresh database: one migrates, the other waits and finds it done", async () => {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query("create database fresh_start");
    await admin.end();
    const url = new URL(cluster.url);
    url.pathname = "/fresh_start";
    const fresh = serversOnPostgres(() => url.toString());
    try {
      const started = await Promise.all(
        [1, 2].map(() => fresh.start({ jwtSecret: undefined, scheduler: noScheduler })),
      );
      const { rows } = await started[0]!.db.query<{ applied: number; files: number }>(
        "select count(*)::int as applied, count(distinct version)::int as files from supabase_migrations.schema_migrations",
      );
      expect(rows[0]!.applied).toBe(rows[0]!.files);
      expect(rows[0]!.applied).toBeGreaterThan(0);
      expect(started[1]!.server.ctx.config.jwtSecret).toBe(started[0]!.server.ctx.config.jwtSecret);
    } finally {
      await fresh.close();
    }
  });
});
