import { randomBytes } from "node:crypto";

import type { Database } from "@fuse/server-core/db/database.ts";
import { createMigratedTestDatabase } from "@fuse/supabase-local/testing/migrated-database.ts";

import { loadConfig, type PlatformConfig } from "../config.ts";
import { startServer, type ModuleFactory, type RunningServer } from "../server.ts";

export interface TestServer extends RunningServer {
  db: Database;
  anonKey: string;
  serviceRoleKey: string;
  /** The outbox's secret (the `x-mailbox-token` header), as `npm start` prints it; "" when not served. */
  mailboxToken: string;
}

/**
 * The real server on a free loopback port, embedded mode, over a fresh database. Pass `modules`
 * to mount only some route modules (default: all of them).
 */
export async function startTestServer(
  options: { modules?: ModuleFactory[]; config?: Partial<PlatformConfig> } = {},
): Promise<TestServer> {
  const db = await createMigratedTestDatabase();
  const config = loadConfig(
    {},
    {
      port: 0,
      host: "127.0.0.1",
      dataDir: undefined,
      databaseUrl: undefined,
      jwtSecret: randomBytes(32).toString("base64url"),
      // Whether the app was built before a suite runs changes nothing: a suite that renders the
      // public pages on the server names the renderer.
      pageRenderer: undefined,
      // Tests never reach the internet: a suite that needs the address base starts a fake of it.
      addressSearchUrl: undefined,
      ...options.config,
    },
  );
  const server = await startServer(config, db, options.modules);
  // The app's own origin is the server's, once its port is known.
  server.ctx.config.publicUrl = server.url;
  server.ctx.config.supabaseUrl = server.url;
  server.ctx.config.corsOrigins = [server.url];
  return {
    ...server,
    db,
    anonKey: server.ctx.keys.anon,
    serviceRoleKey: server.ctx.keys.serviceRole,
    mailboxToken: server.ctx.config.mailboxToken ?? "",
    async close() {
      await server.close();
      await db.close();
    },
  };
}
