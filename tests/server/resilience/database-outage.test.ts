// Killing the database under load: the server answers 503 with a French message (never a crash or
// a 500), a realtime join the same message at once, then recovers by itself once the database is
// back — no restart. Under a write load, no write the server acknowledged is lost and none is left
// half written (a ledger of acknowledged writes against what the database holds).
import { setTimeout as sleep } from "node:timers/promises";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contactRoutes } from "@fuse/api/contact/routes.ts";
import { healthRoutes } from "@fuse/api/health/routes.ts";
import type { Database } from "@fuse/server-core/db/database.ts";
import { openPostgres } from "@fuse/server-core/db/postgres.ts";
import { startPostgresCluster, type PostgresCluster } from "@fuse/server-core/testing/postgres-cluster.ts";
import { migrate } from "@fuse/supabase-local/migrate.ts";
import { realtimeRoutes } from "@fuse/supabase-local/realtime/routes.ts";

import { loadConfig } from "../../../apps/platform/server/config.ts";
import { startServer, type RunningServer } from "../../../apps/platform/server/server.ts";
import { rawClient } from "../realtime/support.ts";

let cluster: PostgresCluster;
let db: Database;
let server: RunningServer;

beforeAll(async () => {
  // Durable commits: the write ledger below counts on every acknowledged commit surviving the kill.
  cluster = await startPostgresCluster({ durable: true });
  db = openPostgres(cluster.url);
  await migrate(db, { embedded: true });
  server = await startServer(
    loadConfig({}, { port: 0, dataDir: undefined, jwtSecret: "x".repeat(32), databaseUrl: cluster.url }),
    db,
    [healthRoutes, (ctx) => contactRoutes(ctx, { perHour: Infinity }), realtimeRoutes],
  );
});

afterAll(async () => {
  await server?.close();
  await db?.close();
  cluster?.destroy();
});

const unavailable = "Service momentanément indisponible : la base de données ne répond pas. Réessayez dans un instant.";

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
    expect(down[0]?.body.error).toBe(unavailable);

    // A realtime join meanwhile is answered at once, with the same message (realtime-js then joins
    // again with its back-off), and joins once the database is back.
    const realtime = await rawClient({ url: server.url, anonKey: server.ctx.keys.anon });
    const join = (topic: string) =>
      realtime.push(
        topic,
        "phx_join",
        { config: { postgres_changes: [{ event: "*", schema: "public", table: "workflow_items" }] } },
        topic,
      );
    expect((await join("realtime:pendant"))[4]).toEqual({ status: "error", response: { reason: unavailable } });

    cluster.start();
    let recovered = false;
    for (let attempt = 0; attempt < 50 && !recovered; attempt++) {
      recovered = (await fetch(`${server.url}/api/health`)).status === 200;
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(recovered).toBe(true);
    expect((await burst()).every((r) => r.status === 200)).toBe(true);
    expect((await join("realtime:apres"))[4]).toMatchObject({ status: "ok" });
    realtime.close();
  });
});

describe("a database killed during a write load", () => {
  it("answers only 201 or 503, recovers within 2 s, loses no acknowledged write, leaves none half written", async () => {
    // The ledger: every contact message the server acknowledged (201), by its sender's address.
    const acknowledged: { email: string; at: number }[] = [];
    const statuses = new Map<number, number>();
    const otherBodies: unknown[] = [];
    let unanswered = 0;
    let next = 0;
    let writing = true;
    const writer = async () => {
      while (writing) {
        const email = `registre-${next++}@exemple.fr`;
        try {
          const response = await fetch(`${server.url}/api/contact`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              name: "Registre",
              email,
              subject: "Autre",
              message: "Un message du registre des écritures.",
              consent: true,
            }),
          });
          const body = (await response.json()) as { error?: string };
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status === 201) acknowledged.push({ email, at: performance.now() });
          else if (response.status !== 503 || body.error !== unavailable) otherBodies.push(body);
        } catch {
          unanswered += 1;
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    await sleep(600);
    cluster.stop();
    await sleep(600);
    cluster.start();
    const back = performance.now();
    await sleep(2500);
    writing = false;
    await Promise.all(writers);

    expect(unanswered).toBe(0);
    expect(otherBodies, JSON.stringify([...statuses])).toEqual([]);
    expect([...statuses.keys()].sort()).toEqual([201, 503]);
    const firstAfter = acknowledged.find((write) => write.at > back);
    expect(firstAfter, "a write acknowledged once the database is back").toBeDefined();
    expect(firstAfter!.at - back).toBeLessThan(2000);

    const { rows: stored } = await db.query<{ email: string }>(
      "select email from public.contact_messages where email like 'registre-%'",
    );
    const storedEmails = new Set(stored.map((row) => row.email));
    const lost = acknowledged.filter((write) => !storedEmails.has(write.email));
    expect(lost).toEqual([]);
    // Each stored message has its acknowledgement to the sender, and no acknowledgement went out
    // for a message that was not stored: message and e-mail are one transaction.
    const { rows: mails } = await db.query<{ to: string }>(
      `select "to" from public.outbox_emails where "to" like 'registre-%'`,
    );
    expect(new Set(mails.map((mail) => mail.to))).toEqual(storedEmails);
    expect(mails).toHaveLength(storedEmails.size);
  });
});
