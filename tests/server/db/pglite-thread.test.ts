// The embedded database in its own thread keeps the contract of every Database: transactions that
// commit or roll back whole, one at a time, the token's role entered (or refused) before the first
// statement, and database errors that keep their fields across the threads.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "@fuse/server-core/db/database.ts";
import { openPgliteInWorker } from "@fuse/server-core/db/pglite-thread.ts";
import { migrate } from "@fuse/supabase-local/migrate.ts";

let db: Database;
beforeAll(async () => {
  db = await openPgliteInWorker();
  await migrate(db, { embedded: true });
  await db.exec("create table public.thread_ledger (id int primary key, note text not null)");
});
afterAll(() => db?.close());

const caller = { role: "authenticated" as const, sub: "00000000-0000-4000-8000-000000000001" };
const notes = async () =>
  (await db.query<{ id: number }>("select id from public.thread_ledger order by id")).rows.map((row) => row.id);

describe("openPgliteInWorker", () => {
  it("commits a transaction's statements together, and rolls them all back when its work throws", async () => {
    await db.transaction(async (tx) => {
      await tx.query("insert into public.thread_ledger values (1, 'un')");
      await tx.query("insert into public.thread_ledger values (2, 'deux')");
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into public.thread_ledger values (3, 'trois')");
        throw new Error("l'appelant renonce");
      }),
    ).rejects.toThrow("l'appelant renonce");
    expect(await notes()).toEqual([1, 2]);
  });

  it("passes a failed statement's fields on, and rolls its transaction back", async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into public.thread_ledger values (4, 'quatre')");
        await tx.query("insert into public.thread_ledger values (1, 'encore un')");
      }),
    ).rejects.toMatchObject({ code: "23505", constraint: "thread_ledger_pkey" });
    expect(await notes()).toEqual([1, 2]);
  });

  it("runs the first statement as the token's role, with its claims", async () => {
    const seen = await db.asRole(caller, async (tx) => {
      const { rows } = await tx.query<{ role: string; uid: string }>("select current_user as role, auth.uid() as uid");
      return rows[0];
    });
    expect(seen).toEqual({ role: "authenticated", uid: caller.sub });
  });

  it("gives the database's refusal of a role that does not exist, and keeps nothing of the work", async () => {
    const forged = { ...caller, role: "postgres_superuser_please" } as unknown as typeof caller;
    await expect(
      db.asRole(forged, async (tx) => {
        await tx.query("insert into public.thread_ledger values (5, 'cinq')");
      }),
    ).rejects.toMatchObject({ message: expect.stringContaining("postgres_superuser_please") });
    expect(await notes()).toEqual([1, 2]);
    // The database still answers, as the owner and as a real role.
    expect(await db.asRole(caller, async (tx) => (await tx.query("select 1 as one")).rows)).toEqual([{ one: 1 }]);
  });

  it("runs concurrent transactions one at a time: none sees another's uncommitted rows or loses a write", async () => {
    await db.exec("create table public.thread_counter (n int not null); insert into public.thread_counter values (0)");
    await Promise.all(
      Array.from({ length: 40 }, () =>
        db.transaction(async (tx) => {
          const { rows } = await tx.query<{ n: number }>("select n from public.thread_counter");
          await tx.query("update public.thread_counter set n = $1", [rows[0]!.n + 1]);
        }),
      ),
    );
    expect((await db.query<{ n: number }>("select n from public.thread_counter")).rows).toEqual([{ n: 40 }]);
  });
});
