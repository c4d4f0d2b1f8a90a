import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { salaryRoutes } from "@fuse/api/salary/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";

// One simulation a minute per client: the second from the same client is refused.
const oneAMinute = (ctx: Parameters<typeof salaryRoutes>[0]) => salaryRoutes(ctx, { perMinute: 1 });
let direct: TestServer;
let behindProxy: TestServer;

beforeAll(async () => {
  [direct, behindProxy] = await Promise.all([
    startTestServer({ modules: [oneAMinute] }),
    // The test's requests come from loopback: here that is the reverse proxy.
    startTestServer({ modules: [oneAMinute], config: { trustedProxies: ["127.0.0.1", "::1"] } }),
  ]);
});
afterAll(async () => {
  await direct?.close();
  await behindProxy?.close();
});

const simulate = async (server: TestServer, forwardedFor?: string) =>
  (
    await fetch(`${server.url}/api/salary/simulate`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
      body: JSON.stringify({ gross_monthly: 2500, status: "non-cadre", contract: "CDI" }),
    })
  ).status;

describe("the client's address for the per-address limits", () => {
  it("ignores X-Forwarded-For from a peer that is not a trusted proxy: writing it dodges nothing", async () => {
    expect(await simulate(direct, "203.0.113.5")).toBe(200);
    expect(await simulate(direct, "203.0.113.6")).toBe(429);
  });

  it("behind a trusted proxy, counts each client on its own, and believes only the proxy's own entry", async () => {
    expect(await simulate(behindProxy, "203.0.113.5")).toBe(200);
    expect(await simulate(behindProxy, "203.0.113.6")).toBe(200);
    expect(await simulate(behindProxy, "203.0.113.5")).toBe(429);
    // The client wrote an address itself; the proxy appended the one it saw: that one counts.
    expect(await simulate(behindProxy, "192.0.2.1, 203.0.113.5")).toBe(429);
  });
});
