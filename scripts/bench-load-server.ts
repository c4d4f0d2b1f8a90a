// One server for the mixed load of `npm run bench` (bench-load.mjs), in a process of its own:
// `--db=inline` is PGlite on the server's own thread (the design before the database got its
// thread), `--db=thread` what `npm start` runs, `--db=postgres` DATABASE_URL. PORT, DATA_DIR,
// DATABASE_URL and TRUSTED_PROXIES come from the environment, as for `npm start`. Prints
// "ready <url>" once it answers.
import { seedDatabase } from "@fuse/api/seed/seed.ts";
import type { Database } from "@fuse/server-core/db/database.ts";
import { openPgliteInWorker } from "@fuse/server-core/db/pglite-thread.ts";
import { openPglite } from "@fuse/server-core/db/pglite.ts";
import { openPostgres } from "@fuse/server-core/db/postgres.ts";

import { loadConfig } from "../apps/platform/server/config.ts";
import { seedDemoAccounts } from "../apps/platform/server/demo-accounts.ts";
import { allRoutes } from "../apps/platform/server/routes.ts";
import { startServer } from "../apps/platform/server/server.ts";

const kind = process.argv.find((arg) => arg.startsWith("--db="))?.slice("--db=".length);
const config = loadConfig();
const dataDir = config.dataDir ? `${config.dataDir}/pglite` : undefined;
const openers: Record<string, () => Promise<Database>> = {
  inline: () => openPglite(dataDir),
  thread: () => openPgliteInWorker(dataDir),
  postgres: async () => openPostgres(config.databaseUrl ?? ""),
};
const open = kind ? openers[kind] : undefined;
if (!open) throw new Error("--db=inline|thread|postgres");
if (kind === "postgres" && !config.databaseUrl) throw new Error("--db=postgres needs DATABASE_URL");

const db = await open();
const server = await startServer(config, db, allRoutes, async () => {
  await seedDatabase(db);
  await seedDemoAccounts(db);
});
console.log(`ready ${server.url}`);

process.once("SIGTERM", async () => {
  await server.close();
  await db.close();
  process.exit(0);
});
