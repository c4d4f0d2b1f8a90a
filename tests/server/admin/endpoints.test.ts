// The list of admin calls that the guard tests and the end-to-end suite send is complete: every
// route the API mounts under /api/admin is named in it, so a new admin route cannot be left
// untested for who may call it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiRoutes } from "@fuse/api/routes.ts";

import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";
import { adminEndpoints } from "../../support/admin-endpoints.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ modules: [] });
});
afterAll(() => server?.close());

/** A route pattern (`/admin/news/:id`) as an expression matching its addresses. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, "[^/]+")}$`);

describe("the admin calls the guard tests send", () => {
  it("name every route the API mounts under /api/admin", () => {
    const mounted = apiRoutes
      .map((module) => module(server.ctx))
      .flatMap(({ path: base, routes }) => routes.routes.map(({ method, path }) => ({ method, path: base + path })))
      .filter(({ path, method }) => path.startsWith("/api/admin/") && method !== "ALL");
    expect(mounted.length).toBeGreaterThan(30);
    const sent = adminEndpoints("6f1c0a52-3d4e-4b8a-9c21-0d5e7f6a8b9c");
    const unsent = mounted.filter(
      ({ method, path }) => !sent.some((call) => call.method === method && patternOf(path).test(call.path)),
    );
    expect(unsent).toEqual([]);
  });
});
