// The outbox holds sign-in links: whoever reads it can take over any account, the administrator's
// first. An attacker asks for the admin's recovery link, then tries every way to read or empty the
// outbox — no secret, a wrong one, a foreign Host (DNS rebinding), a proxy in front, another
// machine. Only the person who started the server (loopback, with the secret printed at start)
// reads it, and a server bound beyond loopback, in production or hosted mode does not serve it.
import { networkInterfaces } from "node:os";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { loadConfig } from "../../../apps/platform/server/config.ts";
import { seedDemoAccounts } from "../../../apps/platform/server/demo-accounts.ts";
import { rawRequest } from "../../../apps/platform/server/test-support/raw-http.ts";
import { startTestServer, type TestServer } from "../../../apps/platform/server/test-support/server.ts";

const admin = "admin@fuse.test";
const recoverySubject = "Réinitialisez votre mot de passe";
const tokenHeader = "x-mailbox-token";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoAccounts(server.db);
  const recover = await fetch(`${server.url}/auth/v1/recover`, {
    method: "POST",
    headers: { apikey: server.anonKey, "content-type": "application/json" },
    body: JSON.stringify({ email: admin }),
  });
  expect(recover.status).toBe(200);
});
afterAll(() => server?.close());

const api = (to = admin) => `${server.url}/dev/api/mailbox?to=${encodeURIComponent(to)}`;
const page = (query = `to=${encodeURIComponent(admin)}`) => `${server.url}/dev/mailbox?${query}`;

/** What the owner sees: proves the recovery e-mail is there, so a refusal hides something real. */
async function ownerView() {
  const response = await fetch(api(), { headers: { [tokenHeader]: server.mailboxToken } });
  expect(response.status).toBe(200);
  return (await response.json()) as Array<{ subject: string; links: string[] }>;
}

/** Nothing of the admin's e-mail in a refused answer: no link, no token, no subject. */
function expectNothingLeaked(status: number, body: string) {
  expect([403, 404, 421]).toContain(status);
  expect(body).not.toMatch(/verify|token=|Réinitialisez|admin@fuse\.test/);
}

describe("the outbox against someone who wants the admin's recovery link", () => {
  it("holds the admin's recovery link, readable by the owner", async () => {
    const messages = await ownerView();
    expect(messages.map((message) => message.subject)).toContain(recoverySubject);
    expect(messages[0]!.links[0]).toMatch(/\/auth\/v1\/verify\?/);
  });

  it("refuses the JSON outbox and the page without the secret", async () => {
    for (const url of [api(), api(""), page(), page("")]) {
      const response = await fetch(url);
      expectNothingLeaked(response.status, await response.text());
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("refuses a wrong secret, in the header, the query or a cookie", async () => {
    const wrong = `${server.mailboxToken.slice(0, -2)}xx`;
    const attempts = [
      fetch(api(), { headers: { [tokenHeader]: wrong } }),
      fetch(api(), { headers: { [tokenHeader]: "" } }),
      fetch(page(`token=${wrong}`), { redirect: "manual" }),
      fetch(page(), { headers: { cookie: `fuse_mailbox=${wrong}` } }),
      fetch(api(), { headers: { authorization: `Bearer ${server.serviceRoleKey}` } }),
    ];
    for (const response of await Promise.all(attempts)) {
      expectNothingLeaked(response.status, await response.text());
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("cannot empty the outbox to hide its tracks", async () => {
    for (const url of [api(), api("")]) {
      const response = await fetch(url, { method: "DELETE" });
      expectNothingLeaked(response.status, await response.text());
    }
    expect((await ownerView()).map((message) => message.subject)).toContain(recoverySubject);
  });

  it("refuses the secret itself under a foreign Host (DNS rebinding) or a public one", async () => {
    server.ctx.config.corsOrigins = [server.url, "https://fuse.example.com"];
    try {
      for (const host of ["evil.example", "fuse.example.com", `evil.example:${new URL(server.url).port}`]) {
        const response = await rawRequest(api(), { headers: { host, [tokenHeader]: server.mailboxToken } });
        expectNothingLeaked(response.status, response.text);
      }
    } finally {
      server.ctx.config.corsOrigins = [server.url];
    }
  });

  it("refuses the secret itself through a proxy (forwarded headers)", async () => {
    for (const header of ["x-forwarded-for", "forwarded", "x-real-ip"]) {
      const response = await fetch(api(), {
        headers: {
          [tokenHeader]: server.mailboxToken,
          [header]: header === "forwarded" ? "for=203.0.113.7" : "203.0.113.7",
        },
      });
      expectNothingLeaked(response.status, await response.text());
    }
  });
});

describe("the owner's way in", () => {
  it("opens the page from the address printed at start: an HttpOnly, strict cookie for /dev, the secret out of the URL", async () => {
    const opened = await fetch(page(`token=${server.mailboxToken}&to=${encodeURIComponent(admin)}`), {
      redirect: "manual",
    });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe(`/dev/mailbox?to=${encodeURIComponent(admin)}`);
    const cookie = opened.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^fuse_mailbox=[^;]+;/);
    expect(cookie).toMatch(/; Path=\/dev(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).toMatch(/; SameSite=Strict(;|$)/);

    const shown = await fetch(page(), { headers: { cookie: cookie.split(";")[0]! } });
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("no-store");
    expect(await shown.text()).toContain(recoverySubject);
  });

  it("reads the outbox at every loopback name of the server", async () => {
    const { port } = new URL(server.url);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      const response = await rawRequest(api(), { headers: { host, [tokenHeader]: server.mailboxToken } });
      expect(response.status).toBe(200);
    }
  });
});

/** A non-loopback IPv4 address of this machine, when it has one. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;

describe("where the outbox is not served at all", () => {
  it("is not mounted by default when the server listens beyond loopback, nor in production or hosted mode", () => {
    const base = { JWT_SECRET: "x".repeat(32) };
    const overrides = { dataDir: undefined };
    expect(loadConfig({ ...base, HOST: "127.0.0.1" }, overrides).mailboxToken).toMatch(/^[\w-]{40,}$/);
    expect(loadConfig({ ...base, HOST: "0.0.0.0" }, overrides).mailboxToken).toBeUndefined();
    expect(loadConfig({ ...base, HOST: "192.168.1.20" }, overrides).mailboxToken).toBeUndefined();
    expect(loadConfig({ ...base, HOST: "0.0.0.0", DEV_MAILBOX: "true" }, overrides).mailboxToken).toBeDefined();
    expect(loadConfig({ ...base, HOST: "127.0.0.1", DEV_MAILBOX: "false" }, overrides).mailboxToken).toBeUndefined();
    expect(
      loadConfig({ ...base, HOST: "127.0.0.1", DEV_MAILBOX: "true", NODE_ENV: "production" }, overrides).mailboxToken,
    ).toBeUndefined();
    const hosted = { SUPABASE_URL: "https://x.supabase.co", SUPABASE_ANON_KEY: "a", SUPABASE_SERVICE_ROLE_KEY: "s" };
    expect(loadConfig({ ...hosted, DEV_MAILBOX: "true" }, overrides).mailboxToken).toBeUndefined();
    // A production server gets no demo accounts either (their password is public).
    expect(loadConfig(base, overrides).demo).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: "production" }, overrides).demo).toBe(false);
    expect(loadConfig(hosted, overrides).demo).toBe(false);
    // Two starts never share a secret.
    expect(loadConfig(base, overrides).mailboxToken).not.toBe(loadConfig(base, overrides).mailboxToken);
  });

  it("answers 404 on a server bound to every interface, even from loopback", async () => {
    const open = await startTestServer({ config: { host: "0.0.0.0" } });
    try {
      expect(open.ctx.config.mailboxToken).toBeUndefined();
      for (const method of ["GET", "DELETE"]) {
        const response = await fetch(`${open.url}/dev/api/mailbox`, { method });
        expect(response.status).toBe(404);
      }
      expect((await fetch(`${open.url}/dev/mailbox`)).status).toBe(404);
    } finally {
      await open.close();
    }
  });

  it.skipIf(!lanAddress)(
    "refuses another machine even with the secret, when explicitly enabled beyond loopback",
    async () => {
      const token = "t".repeat(43);
      const open = await startTestServer({ config: { host: "0.0.0.0", mailboxToken: token } });
      try {
        const { port } = new URL(open.url);
        const url = `http://${lanAddress}:${port}/dev/api/mailbox`;
        open.ctx.config.corsOrigins = [open.url, `http://${lanAddress}:${port}`];
        const response = await rawRequest(url, { headers: { [tokenHeader]: token }, localAddress: lanAddress });
        expectNothingLeaked(response.status, response.text);
        // From loopback, the same secret opens it: the refusal above is the socket's address.
        const local = await fetch(`${open.url}/dev/api/mailbox`, { headers: { [tokenHeader]: token } });
        expect(local.status).toBe(200);
      } finally {
        await open.close();
      }
    },
  );
});
