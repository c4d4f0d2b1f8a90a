// The embedded database keeps its data under the data directory across restarts, and migrations
// already applied are not applied again.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { openPglite } from "@fuse/server-core/db/pglite.ts";
import { migrate } from "@fuse/supabase-local/migrate.ts";

const dir = mkdtempSync(path.join(tmpdir(), "fuse-data-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the embedded database on disk", () => {
  it("keeps users and profiles across a restart, without reapplying migrations", async () => {
    const first = await openPglite(dir);
    const applied = await migrate(first, { embedded: true });
    expect(applied.length).toBeGreaterThan(0);
    const { rows } = await first.query<{ id: string }>(
      "insert into auth.users (email) values ('camille@exemple.fr') returning id",
    );
    const userId = rows[0]!.id;
    await first.query("insert into public.profiles (user_id, type, completed) values ($1, 'candidate', true)", [
      userId,
    ]);
    await first.close();

    const second = await openPglite(dir);
    expect(await migrate(second, { embedded: true })).toEqual([]);
    const profile = await second.query<{ type: string; completed: boolean }>(
      "select type, completed from public.profiles where user_id = $1",
      [userId],
    );
    expect(profile.rows).toEqual([{ type: "candidate", completed: true }]);
    await second.close();
    // Every migration applied to a database on disk, then opened a second time: longer than the
    // default timeout on a busy two-core machine.
  }, 180_000);
});
