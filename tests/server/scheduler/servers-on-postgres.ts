// Several servers on one PostgreSQL database, each with its own connections and its scheduler on,
// as separate processes would be: for the tests of work that must run once across servers.
import type { Database } from "@fuse/server-core/db/database.ts";
import { openPostgres } from "@fuse/server-core/db/postgres.ts";

import { loadConfig } from "../../../apps/platform/server/config.ts";
import { startServer, type ModuleFactory, type RunningServer } from "../../../apps/platform/server/server.ts";

type Overrides = NonNullable<Parameters<typeof loadConfig>[1]>;

/**
 * `start()` adds a server (schedulers looking every 40 ms, job alerts kept to their daily period;
 * route modules as given, none by default);
 * `close()` stops every server and every connection opened here, `databases` included.
 */
export function serversOnPostgres(url: () => string) {
  const databases: Database[] = [];
  const servers: RunningServer[] = [];
  return {
    databases,
    servers,
    async start(overrides: Partial<Overrides> = {}, modules: ModuleFactory[] = []) {
      const db = openPostgres(url());
      databases.push(db);
      const config = loadConfig(
        {},
        {
          port: 0,
          dataDir: undefined,
          jwtSecret: "x".repeat(32),
          databaseUrl: url(),
          scheduler: { enabled: true, jobAlertsIntervalMs: 86_400_000, tickMs: 40 },
          ...overrides,
        },
      );
      const server = await startServer(config, db, modules);
      servers.push(server);
      return { server, db };
    },
    async close() {
      await Promise.all(servers.map((server) => server.close()));
      await Promise.all(databases.map((db) => db.close()));
    },
  };
}
