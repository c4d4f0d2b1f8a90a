import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { configRoutes } from "@fuse/api/config/routes.ts";
import { healthRoutes } from "@fuse/api/health/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";

let server: TestServer;
/** Requests to /api/hold wait until the test lets them go. */
let letGo: () => void = () => {};
let held = new Promise<void>((resolve) => (letGo = resolve));
let arrived = 0;

const holdRoutes = () => {
  const routes = new Hono();
  routes.get("/hold", async (c) => {
    arrived += 1;
    await held;
    return c.json({ done: true });
  });
  routes.get("/fail", () => {
    throw new Error("a handler that fails");
  });
  return { path: "/api", routes };
};

beforeAll(async () => {
  server = await startTestServer({
    modules: [healthRoutes, configRoutes, holdRoutes],
    config: { maxPendingRequests: 2 },
  });
});
afterAll(() => server?.close());

const get = (path: string) => fetch(`${server.url}${path}`);

async function untilArrived(count: number) {
  while (arrived < count) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe("a server with more requests than it works on at once", () => {
  it("answers the next ones at once with 503, a French message and when to retry; health and configuration still answer", async () => {
    const first = get("/api/hold");
    const second = get("/api/hold");
    await untilArrived(2);

    const refused = await get("/api/hold");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(await refused.json()).toEqual({ error: "Le serveur est très sollicité : réessayez dans un instant." });
    // The REST stand-in waits for the database too.
    expect((await get("/rest/v1/news?select=id")).status).toBe(503);
    expect((await get("/api/health")).status).toBe(200);
    expect((await get("/api/config")).status).toBe(200);

    letGo();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    held = Promise.resolve();
    expect((await get("/api/hold")).status).toBe(200);
  });

  it("counts a request that failed as done", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    for (let i = 0; i < 3; i++) expect((await get("/api/fail")).status).toBe(500);
    expect(logged).toHaveBeenCalledTimes(3);
    logged.mockRestore();
    const answers = await Promise.all([get("/api/hold"), get("/api/hold")]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  });
});
