// A busy database does not stall the server: the embedded database works in its own thread, so
// configuration and files answer during a long statement, and the health check does not queue
// behind the database's work when the database has just answered.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { configRoutes } from "@fuse/api/config/routes.ts";
import { healthRoutes } from "@fuse/api/health/routes.ts";

import { seoRoutes } from "../../../apps/platform/server/seo.ts";
import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ modules: [healthRoutes, configRoutes, seoRoutes] });
});
afterAll(() => server?.close());

/** Which of the two settles first. */
const first = (a: Promise<unknown>, b: Promise<unknown>) =>
  Promise.race([a.then(() => "a" as const), b.then(() => "b" as const)]);

describe("while the database works", () => {
  it("answers the configuration and files before a two-second statement ends", async () => {
    const statement = server.db.query("select pg_sleep(2)");
    const answers = Promise.all(
      ["/api/config", "/robots.txt"].map(async (path) => {
        const response = await fetch(`${server.url}${path}`);
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(await first(answers, statement)).toBe("a");
    expect(await answers).toEqual([200, 200]);
    await statement;
  });

  it("answers the health check without waiting behind a transaction that holds the database", async () => {
    let release = () => {};
    const holding = new Promise<void>((resolve) => (release = resolve));
    let opened = () => {};
    const open = new Promise<void>((resolve) => (opened = resolve));
    // PGlite runs one transaction at a time: until this one ends, every statement waits.
    const transaction = server.db.transaction(async (tx) => {
      await tx.query("select 1");
      opened();
      await holding;
    });
    await open;
    try {
      const health = fetch(`${server.url}/api/health`).then(async (response) => ({
        status: response.status,
        body: await response.json(),
      }));
      const transactionEnds = transaction.then(() => undefined);
      // Give the health check every chance to queue: it must come back while the hold lasts.
      const outcome = await first(
        health,
        Promise.race([transactionEnds, new Promise((resolve) => setTimeout(resolve, 5000))]),
      );
      expect(outcome).toBe("a");
      expect(await health).toEqual({ status: 200, body: { status: "ok", database: server.db.kind } });
    } finally {
      release();
      await transaction;
    }
  });
});
