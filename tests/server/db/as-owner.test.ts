// asOwner: the owner's rights inside a caller's transaction, the caller's role given back after,
// and a failed statement's own error passed on (not the aborted transaction's).
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { asOwner, type Database } from "@fuse/server-core/db/database.ts";
import { createMigratedTestDatabase } from "@fuse/supabase-local/testing/migrated-database.ts";

let db: Database;
beforeAll(async () => {
  db = await createMigratedTestDatabase();
});
afterAll(() => db?.close());

const caller = { role: "authenticated" as const, sub: "00000000-0000-4000-8000-000000000001" };
const role = async (tx: Parameters<Parameters<Database["transaction"]>[0]>[0]) =>
  (await tx.query<{ role: string }>("select current_user as role")).rows[0]!.role;

describe("asOwner", () => {
  it("runs with the owner's rights, then gives the caller's role back", async () => {
    const roles = await db.asRole(caller, async (tx) => {
      const inside = await asOwner(tx, () => role(tx));
      return { inside, after: await role(tx) };
    });
    expect(roles.after).toBe("authenticated");
    expect(roles.inside).not.toBe("authenticated");
  });

  it("passes on the failed statement's own error", async () => {
    await expect(db.asRole(caller, (tx) => asOwner(tx, () => tx.query("select 1 / 0")))).rejects.toMatchObject({
      code: "22012",
    });
  });
});
