// The match worker's queue and lease, on the database alone: a change queued while its item is
// being refreshed is refreshed again, one server works at a time, and an item that fails stays
// queued while the others go on.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { refreshQueuedMatches } from "@fuse/api/matching/refresh.ts";
import type { Database, Sql } from "@fuse/server-core/db/database.ts";
import { createMigratedTestDatabase } from "@fuse/supabase-local/testing/migrated-database.ts";

import { buildWorld, type World } from "../rls/world.ts";

let db: Database;
let world: World;

beforeAll(async () => {
  db = await createMigratedTestDatabase();
  world = await buildWorld(db);
}, 60_000);
afterAll(() => db?.close());

const queued = async () =>
  (await db.query<{ kind: string; id: string }>("select kind, id from public.match_refresh_queue order by kind, id"))
    .rows;
const silent = { error: () => {} };

beforeEach(async () => {
  await db.query("update public.match_refresh_lease set holder = '', held_until = '-infinity'");
  await refreshQueuedMatches(db, { holder: "avant", log: silent });
  await db.query("delete from public.match_refresh_queue");
});

/** `db`, with `onQuery` run (in the same transaction) before each statement whose text has `marker`. */
function watched(marker: string, onQuery: (tx: Sql) => Promise<void>): Database {
  const wrap = (tx: Sql): Sql => ({
    query: async (text, params) => {
      if (text.includes(marker)) await onQuery(tx);
      return tx.query(text, params);
    },
    exec: (script) => tx.exec(script),
  });
  return Object.assign(Object.create(db) as Database, {
    query: wrap(db).query,
    transaction: <T>(work: (tx: Sql) => Promise<T>) => db.transaction((tx) => work(wrap(tx))),
  });
}

describe("the match worker", () => {
  it("refreshes again a candidate whose profile changed while it was being refreshed", async () => {
    await db.query("select public.queue_match_refresh('candidate', $1)", [world.candidate.profileId]);
    let changes = 0;
    // The profile changes (and queues itself again) between the worker's read and its write.
    const racing = watched("from public.candidate_infos where profile_id", async (tx) => {
      if (changes++ > 0) return;
      await tx.query("update public.candidate_infos set salary_expectation = 45000 where profile_id = $1", [
        world.candidate.profileId,
      ]);
    });
    const done = await refreshQueuedMatches(racing, { holder: "ici", log: silent });
    expect(done).toBe(2);
    expect(await queued()).toEqual([]);
  });

  it("leaves the queue to the server holding the lease, and takes over once it runs out", async () => {
    await db.query("select public.queue_match_refresh('job', $1)", [world.jobs.open]);
    await db.query(
      "update public.match_refresh_lease set holder = 'un autre serveur', held_until = clock_timestamp() + interval '1 hour'",
    );
    expect(await refreshQueuedMatches(db, { holder: "ici", log: silent })).toBe(0);
    expect(await queued()).toEqual([{ kind: "job", id: world.jobs.open }]);
    await db.query("update public.match_refresh_lease set held_until = clock_timestamp() - interval '1 second'");
    expect(await refreshQueuedMatches(db, { holder: "ici", log: silent })).toBe(1);
    expect(await queued()).toEqual([]);
    // The lease is given back at the end of the pass.
    const { rows } = await db.query<{ free: boolean }>(
      "select held_until < clock_timestamp() as free from public.match_refresh_lease",
    );
    expect(rows).toEqual([{ free: true }]);
  });

  it("logs an item that fails and leaves it queued, while the others are refreshed", async () => {
    await db.query("select public.queue_match_refresh('job', $1)", [world.jobs.open]);
    await db.query("select public.queue_match_refresh('candidate', $1)", [world.otherCandidate.profileId]);
    const failing = watched("from public.jobs where id = $1", async () => {
      throw new Error("panne simulée");
    });
    const logged: unknown[] = [];
    const done = await refreshQueuedMatches(failing, { holder: "ici", log: { error: (...args) => logged.push(args) } });
    expect(done).toBe(1);
    expect(await queued()).toEqual([{ kind: "job", id: world.jobs.open }]);
    expect(logged).toHaveLength(1);
  });
});
