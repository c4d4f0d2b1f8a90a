import { randomBytes } from "node:crypto";

import pg from "pg";

import { loadConfig, type ServerConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { openPglite } from "../db/pglite.ts";
import { openPostgres } from "../db/postgres.ts";
import { startServer, type ModuleFactory, type RunningServer } from "../server.ts";

/**
 * A fresh, empty database for one test file: PGlite in memory, or, when TEST_DATABASE_URL names a
 * real Postgres (CI's PostgreSQL 15), a new database created on that server and dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openPglite();
  const name = `fuse_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  return {
    ...db,
    async close() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestServer extends RunningServer {
  db: Database;
  anonKey: string;
  serviceRoleKey: string;
}

/**
 * The real server on a free loopback port, embedded mode, over a fresh database. Pass `modules`
 * to mount only some route modules (default: all of them).
 */
export async function startTestServer(
  options: { modules?: ModuleFactory[]; config?: Partial<ServerConfig> } = {},
): Promise<TestServer> {
  const db = await createTestDatabase();
  const config = loadConfig(
    {},
    {
      port: 0,
      host: "127.0.0.1",
      dataDir: undefined,
      databaseUrl: undefined,
      jwtSecret: randomBytes(32).toString("base64url"),
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
    async close() {
      await server.close();
      await db.close();
    },
  };
}
