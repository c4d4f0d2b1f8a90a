// Killing the database under load: the server answers 503 with a French message (never a crash or
// a 500), then recovers by itself once the database is back — no restart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { healthRoutes } from "@fuse/api/health/routes.ts";
import type { Database } from "@fuse/server-core/db/database.ts";
import { openPostgres } from "@fuse/server-core/db/postgres.ts";
import { startPostgresCluster, type PostgresCluster } from "@fuse/server-core/testing/postgres-cluster.ts";
import { migrate } from "@fuse/supabase-local/migrate.ts";

import { loadConfig } from "../../../apps/platform/server/config.ts";
import { startServer, type RunningServer } from "../../../apps/platform/server/server.ts";

let cluster: PostgresCluster;
let db: Database;
let server: RunningServer;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  db = openPostgres(cluster.url);
  await migrate(db, { embedded: true });
  server = await startServer(
    loadConfig({}, { port: 0, dataDir: undefined, jwtSecret: "x".repeat(32), databaseUrl: cluster.url }),
    db,
    [healthRoutes],
  );
});

afterAll(async () => {
  await server?.close();
  await db?.close();
  cluster?.destroy();
});

/** One burst of concurrent requests; the statuses and bodies it got. */
async function burst(size = 20) {
  return Promise.all(
    Array.from({ length: size }, async () => {
      const response = await fetch(`${server.url}/api/health`);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }),
  );
}

describe("a database outage", () => {
  it("answers 503 in French while the database is down, then recovers without a restart", async () => {
    expect((await burst()).every((r) => r.status === 200)).toBe(true);

    // Kill the database while bursts are in flight.
    const during = burst(40);
    cluster.stop();
    const mixed = await during;
    expect(mixed.every((r) => r.status === 200 || r.status === 503)).toBe(true);

    const down = await burst();
    expect(down.map((r) => r.status)).toEqual(Array(down.length).fill(503));
    expect(down[0]?.body.error).toBe(
      "Service momentanément indisponible : la base de données ne répond pas. Réessayez dans un instant.",
    );

    cluster.start();
    let recovered = false;
    for (let attempt = 0; attempt < 50 && !recovered; attempt++) {
      recovered = (await fetch(`${server.url}/api/health`)).status === 200;
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(recovered).toBe(true);
    expect((await burst()).every((r) => r.status === 200)).toBe(true);
  });
});
