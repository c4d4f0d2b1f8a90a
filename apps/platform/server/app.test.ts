import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "./test-support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe("the server", () => {
  it("serves the public runtime configuration", async () => {
    const response = await fetch(`${server.url}/api/config`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      supabaseUrl: server.url,
      supabaseAnonKey: server.anonKey,
      mapsApiKey: null,
      recruiterPaymentRequired: false,
      mode: "embedded",
      // The test server never reaches the internet: no address base.
      addressSearch: "communes",
      // Embedded mode stays out of search engines by default (INDEXING).
      indexing: false,
      publicUrl: server.ctx.config.publicUrl.replace(/\/+$/, ""),
    });
    expect(await server.ctx.jwt.verify(body.supabaseAnonKey)).toMatchObject({ role: "anon" });
  });

  it("answers unknown API paths with a JSON 404 in French", async () => {
    const response = await fetch(`${server.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Ressource introuvable." });
  });

  it("sends the security headers on every response", async () => {
    for (const path of ["/api/config", "/api/nope", "/"]) {
      const headers = (await fetch(`${server.url}${path}`)).headers;
      expect(headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      const csp = headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'[^;]*;/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
  });

  it("allows cross-origin calls only from the configured origins", async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/api/config`, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "GET" },
      });
    expect((await preflight(server.url)).headers.get("access-control-allow-origin")).toBe(server.url);
    expect((await preflight("https://evil.example")).headers.get("access-control-allow-origin")).toBeNull();
  });

  it("refuses bodies over 1 MB with 413", async () => {
    const response = await fetch(`${server.url}/api/config`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ padding: "x".repeat(1024 * 1024 + 1) }),
    });
    expect(response.status).toBe(413);
  });
});

describe("the embedded database", () => {
  it("runs a request's work as its role with its claims, so auth.uid() sees the caller", async () => {
    const sub = "6f1b0a52-7a7e-4c55-9d55-1f7c8b8d2a10";
    const seen = await server.db.asRole({ role: "authenticated", sub }, async (tx) => {
      const { rows } = await tx.query<{ uid: string; role: string }>("select auth.uid() as uid, current_user as role");
      return rows[0];
    });
    expect(seen).toEqual({ uid: sub, role: "authenticated" });
    // Nothing leaks to the next transaction.
    const after = await server.db.query<{ uid: string | null; role: string }>(
      "select auth.uid() as uid, current_user as role",
    );
    expect(after.rows[0]?.uid).toBeNull();
    expect(after.rows[0]?.role).not.toBe("authenticated");
  });
});
