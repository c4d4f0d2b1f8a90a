import { randomBytes } from "node:crypto";

import pg from "pg";

import type { Database } from "../db/database.ts";
import { openPgliteInWorker } from "../db/pglite-thread.ts";
import { openPostgres } from "../db/postgres.ts";

/**
 * A fresh, empty database for one test file: PGlite in memory, or, when TEST_DATABASE_URL names a
 * real Postgres (CI's PostgreSQL 15), a new database created on that server and dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openPgliteInWorker();
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
