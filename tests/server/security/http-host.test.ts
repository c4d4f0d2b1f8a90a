// Which names the server answers to. A DNS rebinding attack points the attacker's own name at
// 127.0.0.1, so the victim's browser calls the local server as "same-origin" to the attacker's
// page: only the Host header tells. The server answers its public URL's host, the configured
// origins' hosts and its loopback names on its own port; anything else gets a 421 in French.
// Its loopback names all work as the app's address: /api/config, CORS and e-mail links follow the
// address the browser used.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { rawExchange, rawRequest } from "../../../apps/platform/server/test-support/raw-http.ts";
import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";

let server: TestServer;
let port: string;
beforeAll(async () => {
  server = await startTestServer();
  port = new URL(server.url).port;
  // A deployment's public origin beside the server's own (the test server's public URL is its loopback URL).
  server.ctx.config.corsOrigins = [server.url, "https://fuse.example.com"];
});
afterAll(() => server?.close());

const paths = ["/api/config", "/api/health", "/", "/auth/v1/settings", "/rest/v1/", "/dev/mailbox"];

describe("the Host header", () => {
  it.each([
    "evil.example",
    "evil.example:PORT",
    "attacker.localhost.evil.example",
    "127.0.0.1.nip.io",
    "localhost:1",
    "127.0.0.1:80",
    "[::1]",
    "fuse.example.com:8443",
    "fuse.example.com.evil.example",
    "0.0.0.0",
  ])("refuses %s on every path with a short French 421", async (host) => {
    const effective = host.replace("PORT", port);
    for (const path of paths) {
      const response = await rawRequest(`${server.url}${path}`, { headers: { host: effective } });
      expect(response.status, `${effective} ${path}`).toBe(421);
      expect(response.text).toMatch(/^Adresse inconnue de ce serveur/);
      expect(response.text.length).toBeLessThan(200);
      expect(response.headers["content-type"]).toMatch(/^text\/plain/);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("refuses the attacker's name with the port of the server (rebinding keeps the port)", async () => {
    const response = await rawRequest(`${server.url}/api/config`, { headers: { host: `rebind.evil.example:${port}` } });
    expect(response.status).toBe(421);
    expect(response.text).not.toContain(server.anonKey);
  });

  it("answers its loopback names on its own port, in any case", async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]) {
      const response = await rawRequest(`${server.url}/api/health`, { headers: { host } });
      expect(response.status, host).toBe(200);
    }
  });

  it("answers the configured origins' hosts, with or without their default port", async () => {
    for (const host of ["fuse.example.com", "fuse.example.com:443", "FUSE.example.com"]) {
      const response = await rawRequest(`${server.url}/api/health`, { headers: { host } });
      expect(response.status, host).toBe(200);
    }
  });

  it("refuses a request without a Host header with a 400", async () => {
    const answer = await rawExchange(server.url, "GET /api/health HTTP/1.0\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.[01] 400 /);
  });
});

describe("the app at whichever address the browser used", () => {
  const configFor = async (host: string) => {
    const response = await rawRequest(`${server.url}/api/config`, { headers: { host } });
    expect(response.status).toBe(200);
    return JSON.parse(response.text) as { supabaseUrl: string };
  };

  it("gives /api/config the Supabase URL of the request's own origin", async () => {
    expect((await configFor(`127.0.0.1:${port}`)).supabaseUrl).toBe(`http://127.0.0.1:${port}`);
    expect((await configFor(`localhost:${port}`)).supabaseUrl).toBe(`http://localhost:${port}`);
    expect((await configFor(`[::1]:${port}`)).supabaseUrl).toBe(`http://[::1]:${port}`);
    expect((await configFor("fuse.example.com")).supabaseUrl).toBe("https://fuse.example.com");
  });

  it("lets the loopback origins on its own port and the configured ones call it across origins, no other", async () => {
    const allowed = async (origin: string) =>
      (
        await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
          method: "OPTIONS",
          headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "apikey" },
        })
      ).headers.get("access-control-allow-origin");
    for (const origin of [
      `http://localhost:${port}`,
      `http://127.0.0.1:${port}`,
      `http://[::1]:${port}`,
      "https://fuse.example.com",
    ]) {
      expect(await allowed(origin), origin).toBe(origin);
    }
    for (const origin of [
      "https://evil.example",
      "http://localhost:1",
      `https://localhost:${port}`,
      `http://evil.example:${port}`,
      "http://fuse.example.com",
      "null",
    ]) {
      expect(await allowed(origin), origin).toBeNull();
    }
  });

  it("keeps an e-mail link's return to the loopback name the user signed up at", async () => {
    const alias = `http://localhost:${port}`;
    const email = `boucle.${Date.now()}@exemple.fr`;
    const signUp = await fetch(
      `${server.url}/auth/v1/signup?redirect_to=${encodeURIComponent(`${alias}/confirm-email`)}`,
      {
        method: "POST",
        headers: { apikey: server.anonKey, "content-type": "application/json" },
        body: JSON.stringify({ email, password: "Motdepasse1" }),
      },
    );
    expect(signUp.status).toBe(200);
    const outbox = await fetch(`${server.url}/dev/api/mailbox?to=${encodeURIComponent(email)}`, {
      headers: { "x-mailbox-token": server.mailboxToken },
    });
    const [message] = (await outbox.json()) as Array<{ links: string[] }>;
    const followed = await fetch(message!.links[0]!, { redirect: "manual" });
    expect(followed.status).toBe(303);
    const location = new URL(followed.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe(`${alias}/confirm-email`);
  });
});
