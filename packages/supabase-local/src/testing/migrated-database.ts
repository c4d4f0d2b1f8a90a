import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { Database } from "@fuse/server-core/db/database.ts";
import { createTestDatabase, type PreparedState } from "@fuse/server-core/testing/test-database.ts";

import { embeddedSqlDir, migrate, migrationsDir } from "../migrate.ts";

/** Every script `migrate` runs in embedded mode, in order: what the migrated state depends on. */
function migrationScripts() {
  return [embeddedSqlDir, migrationsDir].flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith(".sql"))
      .sort()
      .map((name) => ({ name, sql: readFileSync(path.join(dir, name), "utf8") })),
  );
}

/** A database as `migrate` leaves it in embedded mode: the stand-in's bootstrap, then every migration. */
export const migratedState: PreparedState = {
  key: createHash("sha256").update(JSON.stringify(migrationScripts())).digest("hex").slice(0, 16),
  async prepare(db) {
    await migrate(db, { embedded: true });
  },
};

/**
 * A fresh test database, already migrated as `npm start` would leave it (embedded mode): a copy
 * of one migrated once per change of the scripts (see `createTestDatabase`), not every migration
 * run again. `migrate` on it applies nothing.
 */
export function createMigratedTestDatabase(): Promise<Database> {
  return createTestDatabase({ from: migratedState });
}
