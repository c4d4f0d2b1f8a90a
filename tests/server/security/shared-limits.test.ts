// Servers on one PostgreSQL count their rate limits together: an address that spreads its requests
// over two servers is refused past the limit all the same (a per-address API limit, and the
// embedded auth's sign-ins). While PostgreSQL is down, each server counts alone, and a call that
// needs no database still answers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { salaryRoutes } from "@fuse/api/salary/routes.ts";
import { startPostgresCluster, type PostgresCluster } from "@fuse/server-core/testing/postgres-cluster.ts";
import { supabaseLocalRoutes } from "@fuse/supabase-local/routes.ts";

import type { RunningServer } from "../../../apps/platform/server/server.ts";
import { serversOnPostgres } from "../scheduler/servers-on-postgres.ts";

let cluster: PostgresCluster;
let servers: ReturnType<typeof serversOnPostgres>;
let first: RunningServer;
let second: RunningServer;

const noScheduler = { enabled: false, jobAlertsIntervalMs: 86_400_000 };

beforeAll(async () => {
  cluster = await startPostgresCluster();
  servers = serversOnPostgres(() => cluster.url);
  const modules = [
    (ctx: Parameters<typeof salaryRoutes>[0]) => salaryRoutes(ctx, { perMinute: 3 }),
    ...supabaseLocalRoutes,
  ];
  const config = { scheduler: noScheduler, authRateLimits: { signInPerIp: 3 } };
  ({ server: first } = await servers.start(config, modules));
  ({ server: second } = await servers.start(config, modules));
});
afterAll(async () => {
  await servers?.close();
  cluster?.destroy();
});

const simulate = (server: RunningServer) =>
  fetch(`${server.url}/api/salary/simulate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ gross_monthly: 3000, status: "non-cadre", contract: "CDI" }),
  }).then(async (response) => ({
    status: response.status,
    retry: response.headers.get("retry-after"),
    body: (await response.json()) as { error?: string },
  }));

const signIn = (server: RunningServer) =>
  fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: server.ctx.keys.anon, "content-type": "application/json" },
    body: JSON.stringify({ email: "personne@exemple.fr", password: "Motdepasse1" }),
  }).then((response) => response.status);

describe("rate limits on two servers sharing PostgreSQL", () => {
  it("count an address's requests on both servers together", async () => {
    expect((await simulate(first)).status).toBe(200);
    expect((await simulate(second)).status).toBe(200);
    expect((await simulate(first)).status).toBe(200);
    for (const server of [second, first]) {
      const refused = await simulate(server);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/^Trop de simulations en peu de temps : réessayez dans \d+ s\.$/);
      expect(Number(refused.retry)).toBeGreaterThan(0);
    }
  });

  it("count sign-ins from an address on both servers together", async () => {
    // Wrong credentials answer 400; the fourth attempt, whichever server gets it, is refused.
    expect([await signIn(first), await signIn(second), await signIn(second)]).toEqual([400, 400, 400]);
    expect(await signIn(first)).toBe(429);
  });

  it("count on each server alone while PostgreSQL is down, so a call without the database still answers", async () => {
    cluster.stop();
    try {
      const answers = [await simulate(first), await simulate(first), await simulate(second)];
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    } finally {
      cluster.start();
    }
  });
});
